import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin-layout.route';

/** /v2/admin/identity-checks: identity checks waiting for a manual review (docs/patient-safety.md). */
export const adminIdentityChecksRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/identity-checks',
  component: lazyRouteComponent(() => import('../features/identity-checks/components/identity-checks-page'), 'IdentityChecksPage'),
});
