import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export const renewalPaymentQueryKey = (paymentId: number) => ['subscription', 'renewal-payment', paymentId] as const;

/** A renewal payment the bank wants the customer to confirm (the link in the email). */
export function useRenewalPayment(paymentId: number) {
  return useQuery(
    queryOptions({
      queryKey: renewalPaymentQueryKey(paymentId),
      queryFn: ({ signal }) => expectData(apiClient.GET('/v2/subscription/data/renewal-payments/{id}', { params: { path: { id: paymentId } }, signal })),
      retry: false,
      refetchOnWindowFocus: false,
    }),
  );
}

/** After the bank check: the server asks the provider how it ended and completes the renewal. */
export function confirmRenewalPayment(payment: number) {
  return expectData(apiClient.POST('/v2/subscription/form/confirm-renewal-payment', { body: { payment } }));
}
