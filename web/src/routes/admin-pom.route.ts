import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAdmin } from '../features/auth/lib/route-guards';
import { validatePomSearch } from '../features/pom-register/lib/pom-search';
import { rootRoute } from './root.route';

// Parented to the root for now; the admin layout route will take it in.
export const adminPomRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/admin/pom',
  validateSearch: validatePomSearch,
  beforeLoad: requireAdmin,
  component: lazyRouteComponent(() => import('../features/pom-register/components/pom-register-page'), 'PomRegisterPage'),
});
