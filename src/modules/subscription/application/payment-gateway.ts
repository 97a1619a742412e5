import { createHash } from 'node:crypto';
import type { Pence } from '../../../shared/domain/money';

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string | null;
}

/** What the provider says identifies the card itself (Stripe's `card.fingerprint`), the same across customers. */
export type CardFingerprint = string;

export type PaymentStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing' | 'canceled';

export interface Payment {
  id: string;
  status: PaymentStatus;
  /** Handed to the browser to finish an authentication step, never stored. */
  clientSecret: string;
  amountPence: Pence;
  /** The provider's words when a card was declined, e.g. 'Your card was declined.' */
  failureMessage?: string;
  /** The provider's reason code for a decline (Stripe's `decline_code`, else its error `code`, e.g. 'lost_card', 'insufficient_funds'). */
  declineCode?: string;
  /** The card it was tried with: the customer confirms a bank check with that card. */
  paymentMethodId?: string;
}

export interface NewPayment {
  customerId: string;
  paymentMethodId: string;
  amountPence: Pence;
  description: string;
  /** Our own references, echoed back in webhook events. */
  metadata: Record<string, string>;
  /**
   * A renewal charged without the customer present (merchant-initiated). When the bank
   * still wants the customer to authenticate, the payment comes back 'requires_action'
   * and the customer confirms it later on a signed-in page.
   */
  offSession?: boolean;
}

/** A provider event we act on, after its signature has been checked. */
export interface GatewayEvent {
  id: string;
  type: string;
  /** The payment (or setup) intent the event is about; for card events the payment method, for disputes the dispute. */
  objectId: string;
  metadata: Record<string, string>;
  /** The provider customer the object belongs to, when it says (card events). */
  customerId?: string;
  /** The payment intent a dispute is about. */
  paymentIntentId?: string;
  /** When the provider says the event happened (Stripe's `created`), for the webhook lag metric. */
  createdAt?: Date;
}

/** The kinds of provider object staff may look up at the provider: its own page for each. */
export type ProviderObjectKind = 'subscription' | 'payment' | 'customer';

/** Payments of nothing, which no provider saw: `free_` and a digest of the idempotency key. */
const NOTHING_TO_PAY = 'free_';

function nothingToPay(id: string): Payment {
  return { id, status: 'succeeded', clientSecret: '', amountPence: 0 };
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
  /** Removes a saved card from its customer at the provider (an erased patient's cards): it can never be charged again. */
  abstract detachCard(paymentMethodId: string, idempotencyKey: string): Promise<void>;
  /** The card's fingerprint at the provider, or null when the provider has none (an unknown or non-card method). */
  abstract cardFingerprint(paymentMethodId: string): Promise<CardFingerprint | null>;

  /**
   * Charges a card. A charge of nothing (a promotion or credit covers the supply) never reaches
   * the provider, which refuses amounts under its minimum: it succeeds at once, under an id of ours.
   */
  createPayment(payment: NewPayment, idempotencyKey: string): Promise<Payment> {
    if (payment.amountPence === 0) return Promise.resolve(nothingToPay(`${NOTHING_TO_PAY}${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`));
    return this.createProviderPayment(payment, idempotencyKey);
  }

  retrievePayment(paymentId: string): Promise<Payment> {
    return paymentId.startsWith(NOTHING_TO_PAY) ? Promise.resolve(nothingToPay(paymentId)) : this.retrieveProviderPayment(paymentId);
  }

  refund(paymentId: string, idempotencyKey: string): Promise<{ id: string; amountPence: Pence }> {
    return paymentId.startsWith(NOTHING_TO_PAY) ? Promise.resolve({ id: paymentId, amountPence: 0 }) : this.refundProviderPayment(paymentId, idempotencyKey);
  }

  protected abstract createProviderPayment(payment: NewPayment, idempotencyKey: string): Promise<Payment>;
  protected abstract retrieveProviderPayment(paymentId: string): Promise<Payment>;
  protected abstract refundProviderPayment(paymentId: string, idempotencyKey: string): Promise<{ id: string; amountPence: Pence }>;
  /** The provider's own page for one of its objects (Stripe's dashboard), or null where it has none (the sandbox). */
  dashboardUrl(kind: ProviderObjectKind, id: string): string | null {
    return id.startsWith(NOTHING_TO_PAY) ? null : this.providerDashboardUrl(kind, id);
  }

  protected abstract providerDashboardUrl(kind: ProviderObjectKind, id: string): string | null;
  /** Checks the signature and parses the event; throws when the signature does not match. */
  abstract parseWebhook(rawBody: Buffer, signatureHeader: string): GatewayEvent;
}

/** True for the ids of payments of nothing (ours, never at the provider). */
export const isNothingToPay = (paymentId: string) => paymentId.startsWith(NOTHING_TO_PAY);

/** Reads the fields we act on from an event in Stripe's format (both adapters sign and send that format). */
export function gatewayEventOf(event: { id: string; type: string; created?: number; data: { object: unknown } }): GatewayEvent {
  const object = event.data.object as { id: string; metadata?: Record<string, string>; customer?: unknown; payment_intent?: unknown };
  return {
    id: event.id,
    type: event.type,
    objectId: object.id,
    metadata: object.metadata ?? {},
    customerId: typeof object.customer === 'string' ? object.customer : undefined,
    paymentIntentId: typeof object.payment_intent === 'string' ? object.payment_intent : undefined,
    createdAt: typeof event.created === 'number' ? new Date(event.created * 1000) : undefined,
  };
}
