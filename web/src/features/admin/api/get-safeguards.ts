import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type Safeguards = components['schemas']['SafeguardsResponse'];
export type SafeguardRequirement = Safeguards['requirements'][number];
export type Verification = Safeguards['verifications'][number];

export const getSafeguards = (subscriptionId: number, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/admin/data/safeguards', { params: { query: { subscription_id: subscriptionId } }, signal }));

/** What the review's medicines ask beyond the questionnaire, and what is met. Under ['admin'] so a verification or an approval refreshes it. */
export function useSafeguards(subscriptionId: number, enabled = true) {
  return useQuery({ queryKey: ['admin', 'subscription', subscriptionId, 'safeguards'], queryFn: ({ signal }) => getSafeguards(subscriptionId, signal), enabled });
}
