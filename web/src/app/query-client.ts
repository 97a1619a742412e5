import { QueryClient, type DehydrateOptions } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error';

/**
 * One per browser tab, and one per server render (entry-server.tsx), so one
 * visitor's cached data never reaches another's page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; a network blip or a 5xx might. On the server a
        // failure is not retried: the visitor gets the client-rendered page at once instead.
        retry: (failureCount, error) =>
          !import.meta.env.SSR && !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

/**
 * What a server-drawn page sends along of its query cache: only what the page was drawn from,
 * never a pending query, such as the session the header asks for (the server renders every
 * visitor signed out).
 */
export const DRAWN_QUERIES: DehydrateOptions = { shouldDehydrateQuery: (query) => query.state.status === 'success' };
