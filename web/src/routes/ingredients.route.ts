import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.route';

export const ingredientsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ingredients',
  component: lazyRouteComponent(() => import('../features/ingredients/components/ingredients-page'), 'IngredientsPage'),
});
