import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

// Any page query's options; each keeps its own types where it is defined.
type PageQuery = FetchQueryOptions<any, any, any, any>;

/**
 * For route loaders: starts the queries a page shows. In the browser the page renders at
 * once, with skeletons until they land. On the server (entry-server.tsx) the render waits
 * for them, so the HTML carries the content; a failure fails the server render, and the
 * visitor gets the client-rendered page instead of a half-drawn one.
 */
export async function loadPageData(queryClient: QueryClient, queries: readonly PageQuery[]): Promise<void> {
  if (import.meta.env.SSR) {
    await Promise.all(queries.map((query) => queryClient.ensureQueryData(query)));
    return;
  }
  for (const query of queries) void queryClient.prefetchQuery(query);
}
