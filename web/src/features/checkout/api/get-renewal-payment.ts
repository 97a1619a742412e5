import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export const renewalPaymentQueryKey = (paymentId: number) => ['subscription', 'renewal-payment', paymentId] as const;

export const getRenewalPayment = (paymentId: number, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/subscription/data/renewal-payments/{id}', { params: { path: { id: paymentId } }, signal }));

/** A renewal payment the bank wants the customer to confirm (the link in the email). */
export function useRenewalPayment(paymentId: number) {
  return useQuery(
    queryOptions({
      queryKey: renewalPaymentQueryKey(paymentId),
      queryFn: ({ signal }) => getRenewalPayment(paymentId, signal),
      retry: false,
      refetchOnWindowFocus: false,
    }),
  );
}
