import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type RiskFlag = components['schemas']['RiskFlagView'];

export const getRiskFlags = async (subscriptionId: number, signal?: AbortSignal) =>
  (await expectData(apiClient.GET('/v2/admin/data/order-risk/flags', { params: { query: { subscription_id: subscriptionId } }, signal }))).flags;

/** A subscription's order-risk flags, open first. Under ['admin'] so an approval or acknowledgement refreshes them. */
export function useRiskFlags(subscriptionId: number) {
  return useQuery({
    queryKey: ['admin', 'subscription', subscriptionId, 'risk-flags'],
    queryFn: ({ signal }) => getRiskFlags(subscriptionId, signal),
  });
}
