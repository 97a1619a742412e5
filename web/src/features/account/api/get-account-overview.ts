import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';

export type AccountOverview = paths['/v2/profile/data/subscriptions']['get']['responses'][200]['content']['application/json'];
export type AccountSubscription = AccountOverview['subscriptions'][number];
export type BillingAddress = NonNullable<AccountOverview['address']>;

export const accountOverviewKey = ['account', 'overview'] as const;

export const getAccountOverview = (signal?: AbortSignal) => expectData(apiClient.GET('/v2/profile/data/subscriptions', { signal }));

export const useAccountOverview = () => useQuery({ queryKey: accountOverviewKey, queryFn: ({ signal }) => getAccountOverview(signal) });

/** For the account's changes: each refetches the overview, so every card shows what the server now holds. */
export function useAccountChange<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountOverviewKey }),
  });
}
