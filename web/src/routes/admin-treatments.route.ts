import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin-layout.route';

export const adminTreatmentsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/treatments',
  component: lazyRouteComponent(() => import('../features/admin/components/treatments/treatments-page'), 'TreatmentsPage'),
});
