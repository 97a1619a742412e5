import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { skipLoginWhenSignedIn } from '../features/auth/lib/route-guards';
import { validateLoginSearch } from '../features/auth/lib/login-search';
import { rootRoute } from './root.route';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/login',
  validateSearch: validateLoginSearch,
  staticData: { acceptsBackAddress: true },
  beforeLoad: skipLoginWhenSignedIn,
  component: lazyRouteComponent(() => import('../features/auth/components/login-page'), 'LoginPage'),
});
