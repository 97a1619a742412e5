import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { BillingInfo, CheckoutData, CustomerInfo, SandboxCard } from './checkout-api-types';

export const checkoutQueryKey = ['subscription', 'checkout'] as const;
/** The result page's query (features/proposal): the pending subscription it shows is gone once paid. */
const proposalQueryKey = ['subscription', 'proposal'] as const;

export function checkoutQueryOptions() {
  return queryOptions({
    queryKey: checkoutQueryKey,
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/subscription/checkout/data', { signal })),
    // A 404 means there is nothing to pay for: asking again will not change that.
    retry: false,
    // The page's own state (forms, the chosen card) is kept apart; a refetch on focus would only redraw the same.
    refetchOnWindowFocus: false,
  });
}

export function useCheckoutData() {
  return useQuery(checkoutQueryOptions());
}

/** Step 1, Patient Details. */
export function useSaveCustomerInfo() {
  return useMutation({
    mutationFn: (body: CustomerInfo) => expectData(apiClient.POST('/v2/subscription/form/update-customer-info', { body })),
  });
}

/** Step 2, Your Address. */
export function useSaveBillingInfo() {
  return useMutation({
    mutationFn: (body: BillingInfo) => expectData(apiClient.POST('/v2/subscription/form/update-billing-info', { body })),
  });
}

/** The promo box: the answer carries the server's new price, which replaces the page's. */
export function usePromoCode() {
  const queryClient = useQueryClient();
  const store = ({ promo, price }: Pick<CheckoutData, 'price'> & { promo: CheckoutData['code'] }) =>
    queryClient.setQueryData<CheckoutData>(checkoutQueryKey, (data) => data && { ...data, code: promo, price });
  const apply = useMutation({
    mutationFn: (code: string) => expectData(apiClient.POST('/v2/subscription/form/apply-code', { body: { code } })),
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: () => expectData(apiClient.POST('/v2/subscription/form/remove-code')),
    onSuccess: store,
  });
  return { apply, remove };
}

/** A setup intent for saving a card with the provider: its client secret. */
export function createSetupIntent() {
  return expectData(apiClient.POST('/v2/subscription/form/create-setup-intent'));
}

/**
 * Saves a card with the sandbox provider, as Stripe.js's confirmCardSetup would with Stripe:
 * the shop asks for a setup intent, the card goes to the provider with its client secret,
 * the shop only ever learns the payment method's id.
 */
export async function saveSandboxCard(card: SandboxCard) {
  const { clientSecret } = await createSetupIntent();
  return expectData(apiClient.POST('/sandbox-provider/setup-intents/confirm', { body: { client_secret: clientSecret, ...card } }));
}

/** The saved cards, asked for again after a new one is added. */
export async function refreshCheckoutData(queryClient: QueryClient): Promise<CheckoutData | undefined> {
  await queryClient.refetchQueries({ queryKey: checkoutQueryKey, exact: true });
  return queryClient.getQueryData<CheckoutData>(checkoutQueryKey);
}

/** Charges the first supply; a second call for the same attempt reaches the same payment (the server is idempotent). */
export function startSubscription(paymentMethod: string) {
  return expectData(apiClient.POST('/v2/subscription/form/start-subscription', { body: { paymentMethod } }));
}

/** The sandbox's stand-in for the bank's 3-D Secure page: the customer passes or fails the check. */
export function authenticateSandboxPayment(clientSecret: string, passed: boolean) {
  return expectData(apiClient.POST('/sandbox-provider/payment-intents/authenticate', { body: { client_secret: clientSecret, passed } }));
}

export function confirmSubscription(subscription: number) {
  return expectData(apiClient.POST('/v2/subscription/form/confirm-subscription', { body: { subscription } }));
}

/** After payment the pending subscription no longer exists: neither page may show it from the cache. */
export function forgetPendingSubscription(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: checkoutQueryKey, exact: true });
  queryClient.removeQueries({ queryKey: proposalQueryKey, exact: true });
}
