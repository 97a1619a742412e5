import { createRoute } from '@tanstack/react-router';
import { beforeAfterCasesQueryOptions } from '../components/before-after/api/get-before-after-cases';
import { homeContentQueryOptions } from '../features/home/api/get-home-content';
import { HomePage } from '../features/home/components/home-page';
import { rootRoute } from './root.route';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  // Starts the requests while the page's code downloads; the page shows skeletons until they land.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(homeContentQueryOptions());
    void queryClient.prefetchQuery(beforeAfterCasesQueryOptions());
  },
  // Bundled with the entry, not lazy: the landing pages paint without another round trip.
  component: HomePage,
});
