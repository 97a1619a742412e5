import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { PageSpinner } from '../components/feedback/page-spinner';
import { RouteErrorPage } from '../components/status/route-error-page';
import { routeTree } from '../routes/route-tree';
import { DRAWN_QUERIES } from './query-client';

/**
 * The router for one browser tab (main.tsx) or one server render (entry-server.tsx).
 * The query integration wraps the app in the QueryClientProvider and, on the server,
 * sends the render's query cache along with the router's state, so the browser starts
 * with the data the HTML was drawn from.
 */
export function createAppRouter(queryClient: QueryClient, options: { nonce?: string } = {}) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query caches the data, so the router need not cache preloads itself.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSpinner,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
    // The content security policy's per-response nonce, for the router's inline state scripts.
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
  });
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    dehydrateOptions: DRAWN_QUERIES,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
