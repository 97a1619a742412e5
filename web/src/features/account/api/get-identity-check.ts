import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type IdentityCheck = components['schemas']['IdentityCheckResponse'];

export const identityCheckKey = ['account', 'identity-check'] as const;

export const getIdentityCheck = (signal?: AbortSignal) => expectData(apiClient.GET('/v2/profile/data/identity-check', { signal }));

/** While the provider is checking, the result arrives by webhook in a few seconds: asked again until it has. */
export const useIdentityCheck = () =>
  useQuery({
    queryKey: identityCheckKey,
    queryFn: ({ signal }) => getIdentityCheck(signal),
    refetchInterval: (query) => (query.state.data?.status === 'in_progress' ? 2000 : false),
  });

/** For the identity step's calls: each reloads the check. */
export function useIdentityChange<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: identityCheckKey }) });
}
