import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey, sessionQueryOptions } from '../features/auth/api/get-session';
import { configureApiClient } from '../lib/api/client';

export function connectApiClientToSession(queryClient: QueryClient): void {
  configureApiClient({
    getCsrfToken: async () => (await queryClient.ensureQueryData(sessionQueryOptions())).csrfToken,
    // Usually an expired session: a fresh one brings a new CSRF token for the next try.
    onMutationForbidden: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
