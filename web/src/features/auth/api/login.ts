import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';
import { sessionQueryKey } from './get-session';

export type LoginCredentials = NonNullable<
  paths['/login']['post']['requestBody']
>['content']['application/json'];

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginCredentials) =>
      expectData(apiClient.POST('/login', { body: credentials })),
    // The server rotates the session id on login, so the cached CSRF token is dead: the answer is
    // the new session (for staff, one waiting for the second factor), and it is refetched as well
    // (even if nothing is watching it) before anything else is sent.
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'all' });
    },
  });
}
