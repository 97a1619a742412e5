import { createRoute } from '@tanstack/react-router';
import { beforeAfterCasesQueryOptions } from '../components/before-after/api/get-before-after-cases';
import { homeContentQueryOptions } from '../features/home/api/get-home-content';
import { HomePage } from '../features/home/components/home-page';
import { loadPageData } from '../lib/api/load-page-data';
import { rootRoute } from './root.route';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // In the browser the page shows skeletons until the data lands; the server waits for it.
  loader: ({ context: { queryClient } }) =>
    loadPageData(queryClient, [homeContentQueryOptions(), beforeAfterCasesQueryOptions()]),
  staticData: { islandsOnly: true },
  // Bundled with the entry, not lazy: the landing pages paint without another round trip.
  component: HomePage,
});
