import type Stripe from 'stripe';
import type { Pence } from '../../../shared/domain/money';
import { GatewayEvent, gatewayEventOf, NewPayment, Payment, PaymentGateway, PaymentStatus, ProviderObjectKind, SavedCard } from '../application/payment-gateway';
import { PaymentProviderError } from '../domain/subscription.errors';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Only for tests against a local stand-in of Stripe's API, e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

/**
 * The SDK (a couple of hundred modules), required when the first call goes out rather than
 * when the API starts: most requests never reach the payment provider.
 */
const stripeSdk = () => require('stripe') as typeof Stripe;

const DASHBOARD_PAGES: Record<ProviderObjectKind, string> = { subscription: 'subscriptions', payment: 'payments', customer: 'customers' };

/** The real provider, through the official SDK. Chosen when the Stripe keys are configured. */
export class StripePaymentGateway extends PaymentGateway {
  readonly provider = 'stripe' as const;
  readonly publishableKey: string;
  private client: Stripe | undefined;

  constructor(private readonly settings: StripeSettings) {
    super();
    this.publishableKey = settings.publishableKey;
  }

  private get stripe(): Stripe {
    const base = this.settings.apiBase ? new URL(this.settings.apiBase) : undefined;
    this.client ??= new (stripeSdk())(this.settings.secretKey, {
      maxNetworkRetries: 2,
      ...(base && { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' }),
    });
    return this.client;
  }

  /** Stripe's dashboard keeps test-mode objects under /test/: a test key's objects are only found there. */
  protected providerDashboardUrl(kind: ProviderObjectKind, id: string): string {
    const mode = /^(sk|rk)_test_/.test(this.settings.secretKey) ? 'test/' : '';
    return `https://dashboard.stripe.com/${mode}${DASHBOARD_PAGES[kind]}/${encodeURIComponent(id)}`;
  }

  async createCustomer(input: { email: string; name: string; userId: number }, idempotencyKey: string): Promise<string> {
    const customer = await this.call(() => this.stripe.customers.create({ email: input.email, name: input.name, metadata: { userId: String(input.userId) } }, { idempotencyKey }));
    return customer.id;
  }

  async createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }> {
    const intent = await this.call(() => this.stripe.setupIntents.create({ customer: customerId, usage: 'off_session', automatic_payment_methods: { enabled: true, allow_redirects: 'never' } }, { idempotencyKey }));
    return { id: intent.id, clientSecret: intent.client_secret! };
  }

  async listCards(customerId: string): Promise<SavedCard[]> {
    const methods = await this.call(() => this.stripe.paymentMethods.list({ customer: customerId, type: 'card' }));
    return methods.data.map((method) => ({
      id: method.id,
      brand: method.card?.brand ?? 'card',
      last4: method.card?.last4 ?? '',
      expMonth: method.card?.exp_month ?? 0,
      expYear: method.card?.exp_year ?? 0,
      holderName: method.billing_details?.name ?? null,
    }));
  }

  async detachCard(paymentMethodId: string, idempotencyKey: string): Promise<void> {
    await this.call(() => this.stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey }));
  }

  async cardFingerprint(paymentMethodId: string): Promise<string | null> {
    const method = await this.call(() => this.stripe.paymentMethods.retrieve(paymentMethodId));
    return method.card?.fingerprint ?? null;
  }

  protected async createProviderPayment(payment: NewPayment, idempotencyKey: string): Promise<Payment> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: payment.amountPence,
          currency: 'gbp',
          customer: payment.customerId,
          payment_method: payment.paymentMethodId,
          description: payment.description,
          metadata: payment.metadata,
          confirm: true,
          // At checkout the card is saved for the renewals charged every two months without the
          // customer present; a renewal is such a charge (merchant-initiated).
          ...(payment.offSession ? { off_session: true } : { setup_future_usage: 'off_session' as const }),
          // Cards only, confirmed here: no redirect-based methods that would need a return address.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey },
      );
      return paymentOf(intent);
    } catch (error) {
      // A declined card is an outcome, not a fault: Stripe reports it as an error carrying the intent.
      if (error instanceof stripeSdk().errors.StripeCardError && error.payment_intent) {
        const declined = error.code === 'authentication_required' ? undefined : { message: error.message, code: error.decline_code ?? error.code };
        return paymentOf(error.payment_intent as Stripe.PaymentIntent, declined);
      }
      throw providerError(error);
    }
  }

  protected async retrieveProviderPayment(paymentId: string): Promise<Payment> {
    return paymentOf(await this.call(() => this.stripe.paymentIntents.retrieve(paymentId)));
  }

  protected async refundProviderPayment(paymentId: string, idempotencyKey: string): Promise<{ id: string; amountPence: Pence }> {
    const refund = await this.call(() => this.stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey }));
    return { id: refund.id, amountPence: refund.amount };
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string): GatewayEvent {
    const event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.settings.webhookSecret);
    return gatewayEventOf(event);
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerError(error);
    }
  }
}

/** `declined`: the card error's words and reason, when Stripe answered the charge with one. */
function paymentOf(intent: Stripe.PaymentIntent, declined?: { message: string; code?: string }): Payment {
  // An off-session charge the bank wants authenticated fails with this code; the customer can
  // still confirm the same intent on session, which is what 'requires_action' means to us.
  const needsCustomer = intent.status === 'requires_payment_method' && intent.last_payment_error?.code === 'authentication_required';
  return {
    id: intent.id,
    status: needsCustomer ? 'requires_action' : (intent.status as PaymentStatus),
    clientSecret: intent.client_secret ?? '',
    amountPence: intent.amount,
    failureMessage: needsCustomer ? undefined : (declined?.message ?? intent.last_payment_error?.message ?? undefined),
    // Stripe names why a card was declined in `decline_code` (lost_card, insufficient_funds...), and in `code` for the rest (expired_card, processing_error).
    declineCode: needsCustomer ? undefined : (declined?.code ?? intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? undefined),
    // A failed attempt detaches the card from the intent; Stripe keeps it on the error.
    paymentMethodId: idOf(intent.payment_method) ?? idOf(intent.last_payment_error?.payment_method),
  };
}

function idOf(reference: string | { id: string } | null | undefined): string | undefined {
  return typeof reference === 'string' ? reference : reference?.id;
}

function providerError(error: unknown): Error {
  if (error instanceof stripeSdk().errors.StripeError) return new PaymentProviderError(error.message);
  return error instanceof Error ? error : new Error(String(error));
}
