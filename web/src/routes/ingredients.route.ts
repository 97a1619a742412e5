import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ingredientsQueryOptions } from '../features/ingredients/api/get-ingredients';
import { rootRoute } from './root.route';

export const ingredientsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ingredients',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(ingredientsQueryOptions());
  },
  component: lazyRouteComponent(() => import('../features/ingredients/components/ingredients-page'), 'IngredientsPage'),
});
