import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export const getCustomerCards = (email: string, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/admin/data/get-user-payment-methods', { params: { query: { email } }, signal }));

/** Spec §5: fetched only once the email contains '@'. */
export function useCustomerCards(email: string) {
  const trimmed = email.trim().toLowerCase();
  return useQuery({
    queryKey: ['admin', 'cards', trimmed],
    queryFn: ({ signal }) => getCustomerCards(trimmed, signal),
    enabled: trimmed.includes('@'),
  });
}
