import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema';

export type AccountOverview = paths['/v2/profile/data/subscriptions']['get']['responses'][200]['content']['application/json'];
export type AccountSubscription = AccountOverview['subscriptions'][number];
export type BillingAddress = NonNullable<AccountOverview['address']>;

/** A self-service call's request body, as the server's OpenAPI document declares it. */
type Body<TPath extends keyof paths> = paths[TPath] extends { post: { requestBody?: { content: { 'application/json': infer TBody } } } } ? TBody : never;

export const accountOverviewKey = ['account', 'overview'] as const;

export function accountOverviewOptions() {
  return queryOptions({
    queryKey: accountOverviewKey,
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/profile/data/subscriptions', { signal })),
  });
}

export function useAccountOverview() {
  return useQuery(accountOverviewOptions());
}

/** Every change refetches the overview, so each card shows what the server now holds. */
function useAccountMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountOverviewKey }),
  });
}

export const useUpdateDeliveryDate = () =>
  useAccountMutation((body: { sub_id: number; due_at: string }) => expectData(apiClient.POST('/v2/subscription/form/update-date', { body })));

export const useChangePaymentMethod = () =>
  useAccountMutation((body: { subscription: number; payment_method: string }) =>
    expectData(apiClient.POST('/v2/subscription/form/change-payment-method', { body })),
  );

export const useCancelSubscription = () =>
  useAccountMutation((body: { subscription: number; reason?: string }) => expectData(apiClient.POST('/v2/subscription/form/cancel', { body })));

export const usePostponeDelivery = () =>
  useAccountMutation((body: Body<'/v2/subscription/form/postpone'>) => expectData(apiClient.POST('/v2/subscription/form/postpone', { body })));

export const usePauseSubscription = () =>
  useAccountMutation((body: { subscription: number; resume_on: string }) => expectData(apiClient.POST('/v2/subscription/form/pause', { body })));

export const useResumeSubscription = () =>
  useAccountMutation((body: { subscription: number }) => expectData(apiClient.POST('/v2/subscription/form/resume', { body })));

export const useSaveBillingAddress = () =>
  useAccountMutation((body: BillingAddress) => expectData(apiClient.POST('/v2/subscription/form/update-billing-info', { body })));
