import type { Pence } from '../../../shared/domain/money';

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string | null;
}

export type PaymentStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing' | 'canceled';

export interface Payment {
  id: string;
  status: PaymentStatus;
  /** Handed to the browser to finish an authentication step, never stored. */
  clientSecret: string;
  amountPence: Pence;
  /** The provider's words when a card was declined, e.g. 'Your card was declined.' */
  failureMessage?: string;
}

export interface NewPayment {
  customerId: string;
  paymentMethodId: string;
  amountPence: Pence;
  description: string;
  /** Our own references, echoed back in webhook events. */
  metadata: Record<string, string>;
}

/** A provider event we act on, after its signature has been checked. */
export interface GatewayEvent {
  id: string;
  type: string;
  /** The payment (or setup) intent the event is about. */
  objectId: string;
  metadata: Record<string, string>;
}

/**
 * The billing port: Stripe's model (customers, saved cards, setup and payment
 * intents, refunds, signed webhook events) with two adapters, Stripe itself and an
 * offline sandbox. Every creating call takes an idempotency key, so a retried
 * request can never create a second charge.
 */
export abstract class PaymentGateway {
  abstract readonly provider: 'stripe' | 'sandbox';
  /** The key the browser uses to talk to the provider directly (card entry never passes through us). */
  abstract readonly publishableKey: string;

  abstract createCustomer(input: { email: string; name: string; userId: number }, idempotencyKey: string): Promise<string>;
  abstract createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }>;
  abstract listCards(customerId: string): Promise<SavedCard[]>;
  abstract createPayment(payment: NewPayment, idempotencyKey: string): Promise<Payment>;
  abstract retrievePayment(paymentId: string): Promise<Payment>;
  abstract refund(paymentId: string, idempotencyKey: string): Promise<{ id: string; amountPence: Pence }>;
  /** Checks the signature and parses the event; throws when the signature does not match. */
  abstract parseWebhook(rawBody: Buffer, signatureHeader: string): GatewayEvent;
}
