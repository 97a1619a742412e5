import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { CheckoutData } from './checkout-api-types';

export const checkoutQueryKey = ['subscription', 'checkout'] as const;
/** The result page's query (features/proposal): the pending subscription it shows is gone once paid. */
const proposalQueryKey = ['subscription', 'proposal'] as const;

export const getCheckoutData = (signal?: AbortSignal) => expectData(apiClient.GET('/v2/subscription/checkout/data', { signal }));

export function checkoutQueryOptions() {
  return queryOptions({
    queryKey: checkoutQueryKey,
    queryFn: ({ signal }) => getCheckoutData(signal),
    // A 404 means there is nothing to pay for: asking again will not change that.
    retry: false,
    // The page's own state (forms, the chosen card) is kept apart; a refetch on focus would only redraw the same.
    refetchOnWindowFocus: false,
  });
}

export function useCheckoutData() {
  return useQuery(checkoutQueryOptions());
}

/** The saved cards, asked for again after a new one is added. */
export async function refreshCheckoutData(queryClient: QueryClient): Promise<CheckoutData | undefined> {
  await queryClient.refetchQueries({ queryKey: checkoutQueryKey, exact: true });
  return queryClient.getQueryData<CheckoutData>(checkoutQueryKey);
}

/** A promo code applied or removed: the answer carries the server's new price, which replaces the page's. */
export function storePromo(queryClient: QueryClient, { promo, price }: Pick<CheckoutData, 'price'> & { promo: CheckoutData['code'] }): void {
  queryClient.setQueryData<CheckoutData>(checkoutQueryKey, (data) => data && { ...data, code: promo, price });
}

/** After payment the pending subscription no longer exists: neither page may show it from the cache. */
export function forgetPendingSubscription(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: checkoutQueryKey, exact: true });
  queryClient.removeQueries({ queryKey: proposalQueryKey, exact: true });
}
