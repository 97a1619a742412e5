import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountLayoutRoute } from './account-layout.route';

export const profilePhotosRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'photos',
  component: lazyRouteComponent(() => import('../features/progress-photos/components/progress-photos-page'), 'ProgressPhotosPage'),
});
