import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validatePomSearch } from '../features/pom-register/lib/pom-search';
import { adminLayoutRoute } from './admin-layout.route';

export const adminPomRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/pom',
  validateSearch: validatePomSearch,
  component: lazyRouteComponent(() => import('../features/pom-register/components/pom-register-page'), 'PomRegisterPage'),
});
