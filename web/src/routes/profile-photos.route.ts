import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/lib/route-guards';
import { rootRoute } from './root.route';

// Self-contained for now; the account shell's layout route becomes its parent when both are in.
export const profilePhotosRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/profile/photos',
  beforeLoad: requireSignedIn,
  component: lazyRouteComponent(() => import('../features/progress-photos/components/progress-photos-page'), 'ProgressPhotosPage'),
});
