import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type GpPanelData = components['schemas']['GpPanelResponse'];

export const getGpPanel = (subscriptionId: number, signal?: AbortSignal) => expectData(apiClient.GET('/v2/admin/data/subscription/gp', { params: { query: { id: subscriptionId } }, signal }));

/**
 * The patient's GP step, the prescriber's justification and the GP letters sent (issue 19).
 * Under ['admin'] so an approval refreshes it; not refetched on focus, as every look is audited.
 */
export function useGpPanel(subscriptionId: number) {
  return useQuery({
    queryKey: ['admin', 'subscription', subscriptionId, 'gp'],
    queryFn: ({ signal }) => getGpPanel(subscriptionId, signal),
    refetchOnWindowFocus: false,
  });
}

/** Whether the GP letter can be written, and if not, why: the server's rule, said before the button is pressed. */
export function gpLetterAvailability(panel: GpPanelData | undefined): { available: boolean; reason: string } {
  const status = panel?.answer?.status ?? 'unanswered';
  if (status === 'consented') return { available: true, reason: '' };
  if (status === 'no_gp') return { available: false, reason: 'The patient told us they do not have a GP, so there is no GP letter.' };
  if (status === 'no_consent') return { available: false, reason: 'The patient has not agreed to share this treatment with their GP.' };
  return { available: false, reason: 'The patient has not answered the GP step yet: no practice, no consent.' };
}
