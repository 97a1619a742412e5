import { createRoute } from '@tanstack/react-router';
import { ingredientsQueryOptions } from '../features/ingredients/api/get-ingredients';
import { IngredientsPage } from '../features/ingredients/components/ingredients-page';
import { loadPageData } from '../lib/api/load-page-data';
import { rootRoute } from './root.route';

export const ingredientsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ingredients',
  loader: ({ context: { queryClient } }) => loadPageData(queryClient, [ingredientsQueryOptions()]),
  staticData: { islandsOnly: true },
  // Bundled with the entry, not lazy: the server draws the page, and hydrating it needs no extra round trip.
  component: IngredientsPage,
});
