import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.route';

export const shopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shop',
  component: lazyRouteComponent(() => import('../features/shop/components/shop-page'), 'ShopPage'),
});
