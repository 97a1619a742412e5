import type { components } from '../../../lib/api/schema';

type Schemas = components['schemas'];

/** GET /v2/subscription/checkout/data: everything the page draws itself from (spec §3 'Checkout page data'). */
export type CheckoutData = Schemas['CheckoutPageResponse'];
export type CheckoutUser = Schemas['CheckoutUserView'];
export type CheckoutAddress = Schemas['AddressView'];
/** Spec §3 'Promo'. */
export type Promo = Schemas['PromoView'];
/** What is due today, as the server worked it out (the browser never does the sums). */
export type CheckoutPrice = Schemas['PriceView'];
/** Spec §3 'Payment method (saved)'. */
export type SavedCard = Schemas['SavedCardView'];

export type CustomerInfo = Schemas['CustomerInfoRequest'];
export type BillingInfo = Schemas['BillingInfoRequest'];
export type StartedPayment = Schemas['StartSubscriptionResponse'];
export type SandboxCard = Omit<Schemas['SandboxCardSetupRequest'], 'client_secret'>;
export type SandboxIntent = Schemas['SandboxIntentResponse'];
