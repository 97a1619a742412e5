import { createRouter } from '@tanstack/react-router';
import { PageSpinner } from '../components/feedback/page-spinner';
import { RouteErrorPage } from '../components/status/route-error-page';
import { routeTree } from '../routes/route-tree';
import { queryClient } from './query-client';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // TanStack Query caches the data, so the router need not cache preloads itself.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PageSpinner,
  defaultErrorComponent: RouteErrorPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
