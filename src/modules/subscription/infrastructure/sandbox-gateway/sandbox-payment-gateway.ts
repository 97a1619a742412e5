import { randomBytes } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type StripeSdk from 'stripe';
import { ukCalendarDate } from '../../../../shared/domain/calendar-date';
import { Clock } from '../../../../shared/domain/clock';
import type { Pence } from '../../../../shared/domain/money';
import { GatewayEvent, gatewayEventOf, NewPayment, Payment, PaymentGateway, PaymentStatus, SavedCard } from '../../application/payment-gateway';
import { AUTHENTICATION_FAILED, CARD_DECLINED, type CardBehaviour, type CardDetails, checkTestCard, declineMessage, sandboxCardFingerprint } from '../../domain/sandbox-cards';
import { PaymentProviderError } from '../../domain/subscription.errors';
import { SandboxGatewayObject, type SandboxObjectKind } from './sandbox-gateway-object.entity';

/** The sandbox signs its webhook events with this secret, in Stripe's signature format. */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_offline_only';

interface PaymentMethodData {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string | null;
  behaviour: CardBehaviour;
  /** Stripe's decline code for the test card's declined charges (absent on cards saved before the sandbox kept them). */
  declineCode?: string;
  /** Absent on cards saved before the sandbox gave fingerprints. */
  fingerprint?: string;
}

interface IntentData {
  status: PaymentStatus;
  clientSecret: string;
  amountPence?: Pence;
  paymentMethodId?: string;
  description?: string;
  metadata?: Record<string, string>;
  failureMessage?: string;
  declineCode?: string;
  refundedPence?: Pence;
}

/** What the shop needs back from a sandbox object it created: its id and its data. */
type CreatedObject = Pick<SandboxGatewayObject, 'id' | 'data'>;

const PREFIXES: Record<SandboxObjectKind, string> = { customer: 'cus', payment_method: 'pm', setup_intent: 'seti', payment_intent: 'pi', refund: 're' };

/**
 * An offline stand-in for Stripe, the default when no Stripe keys are configured, so
 * the shop runs end to end without the internet. It follows Stripe's model and its
 * test cards (see domain/sandbox-cards.ts); the browser reaches it through the
 * sandbox provider endpoints, as it would reach Stripe through Stripe.js.
 */
@Injectable()
export class SandboxPaymentGateway extends PaymentGateway implements OnApplicationShutdown {
  readonly provider = 'sandbox' as const;
  readonly publishableKey = 'pk_sandbox_offline';
  /** The sandbox's records, through connections of its own (openSandboxDatabase), never the shop's. */
  private readonly em: EntityManager;

  constructor(
    private readonly database: MikroORM,
    private readonly clock: Clock,
  ) {
    super();
    this.em = database.em;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }

  /** The sandbox has no dashboard: staff see its references as text. */
  protected providerDashboardUrl(): null {
    return null;
  }

  async createCustomer(input: { email: string; name: string; userId: number }, idempotencyKey: string): Promise<string> {
    return (await this.create('customer', { idempotencyKey, data: { email: input.email, name: input.name, userId: input.userId } })).id;
  }

  async createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }> {
    const intent = await this.create('setup_intent', { customerId, idempotencyKey, data: { status: 'requires_payment_method' } });
    return { id: intent.id, clientSecret: (intent.data as unknown as IntentData).clientSecret };
  }

  /** Plain SQL, as in create(): every dashboard load asks this. */
  async listCards(customerId: string): Promise<SavedCard[]> {
    const methods = await this.em
      .getConnection()
      .execute<{ id: string; data: PaymentMethodData }[]>(`select id, data from sandbox_gateway_object where kind = 'payment_method' and customer_id = ? order by created_at desc`, [customerId]);
    return methods.map(({ id, data: card }) => ({ id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, holderName: card.holderName }));
  }

  async detachCard(paymentMethodId: string): Promise<void> {
    await this.em.getConnection().execute(`update sandbox_gateway_object set customer_id = null where id = ? and kind = 'payment_method'`, [paymentMethodId]);
  }

  async cardFingerprint(paymentMethodId: string): Promise<string | null> {
    const [method] = await this.em
      .getConnection()
      .execute<{ fingerprint: string | null }[]>(`select data->>'fingerprint' as fingerprint from sandbox_gateway_object where id = ? and kind = 'payment_method'`, [paymentMethodId]);
    return method?.fingerprint ?? null;
  }

  protected async createProviderPayment(payment: NewPayment, idempotencyKey: string): Promise<Payment> {
    // Plain SQL, as in create(): this runs once per renewal.
    const [method] = await this.em
      .getConnection()
      .execute<CreatedObject[]>(`select id, data from sandbox_gateway_object where id = ? and kind = 'payment_method' and customer_id = ?`, [payment.paymentMethodId, payment.customerId]);
    if (!method) throw new PaymentProviderError('No such payment method for this customer.');
    const { behaviour, declineCode = 'generic_decline' } = method.data as unknown as PaymentMethodData;
    const outcome: Partial<IntentData> =
      behaviour === 'succeeds'
        ? { status: 'succeeded' }
        : behaviour === 'requires_authentication'
          ? { status: 'requires_action' }
          : { status: 'requires_payment_method', failureMessage: declineMessage(declineCode), declineCode };
    const intent = await this.create('payment_intent', {
      customerId: payment.customerId,
      idempotencyKey,
      data: { ...outcome, amountPence: payment.amountPence, paymentMethodId: method.id, description: payment.description, metadata: payment.metadata },
    });
    return this.paymentOf(intent);
  }

  protected async retrieveProviderPayment(paymentId: string): Promise<Payment> {
    const intent = await this.em.fork().findOne(SandboxGatewayObject, { id: paymentId, kind: 'payment_intent' });
    if (!intent) throw new PaymentProviderError('No such payment.');
    return this.paymentOf(intent);
  }

  protected async refundProviderPayment(paymentId: string, idempotencyKey: string): Promise<{ id: string; amountPence: Pence }> {
    const em = this.em.fork();
    const intent = await em.findOne(SandboxGatewayObject, { id: paymentId, kind: 'payment_intent' });
    const data = intent?.data as unknown as IntentData | undefined;
    if (!intent || data?.status !== 'succeeded') throw new PaymentProviderError('Only a successful payment can be refunded.');
    const refund = await this.create('refund', { customerId: intent.customerId, idempotencyKey, data: { paymentIntentId: paymentId, amountPence: data.amountPence } });
    intent.data = { ...data, refundedPence: data.amountPence };
    await em.flush();
    return { id: refund.id, amountPence: refund.data.amountPence as Pence };
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string): GatewayEvent {
    // The sandbox signs exactly as Stripe does, so the SDK's own check verifies both.
    // The SDK is required on the first webhook, not at start: the sandbox needs nothing else from it.
    const Stripe = require('stripe') as typeof StripeSdk;
    const event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, SANDBOX_WEBHOOK_SECRET);
    return gatewayEventOf(event);
  }

  /** What Stripe.js's confirmCardSetup does: the card goes to the provider, the shop gets a payment method id. */
  async confirmCardSetup(clientSecret: string, card: CardDetails & { holderName?: string }): Promise<{ status: PaymentStatus; paymentMethodId?: string; message?: string }> {
    const em = this.em.fork();
    const intent = await this.bySecret(em, 'setup_intent', clientSecret);
    const now = ukCalendarDate(this.clock.now());
    const checked = checkTestCard(card, { year: Number(now.slice(0, 4)), month: Number(now.slice(5, 7)) });
    if ('problem' in checked) return { status: 'requires_payment_method', message: checked.problem };
    if (checked.behaviour === 'declined') return { status: 'requires_payment_method', message: CARD_DECLINED };

    const method = await this.create('payment_method', {
      customerId: intent.customerId,
      data: { brand: checked.brand, last4: checked.last4, expMonth: card.expMonth, expYear: card.expYear, holderName: card.holderName ?? null, behaviour: checked.behaviour, declineCode: checked.declineCode, fingerprint: sandboxCardFingerprint(card.number) },
    });
    intent.data = { ...intent.data, status: 'succeeded', paymentMethodId: method.id };
    await em.flush();
    return { status: 'succeeded', paymentMethodId: method.id };
  }

  /** What the bank's 3-D Secure page does for a card that needs authentication: the customer passes or fails it. */
  async authenticatePayment(clientSecret: string, passed: boolean): Promise<Payment> {
    const em = this.em.fork();
    const intent = await this.bySecret(em, 'payment_intent', clientSecret);
    const data = intent.data as unknown as IntentData;
    if (data.status === 'requires_action') {
      intent.data = { ...data, ...(passed ? { status: 'succeeded' } : { status: 'requires_payment_method', failureMessage: AUTHENTICATION_FAILED }) };
      await em.flush();
    }
    return this.paymentOf(intent);
  }

  /**
   * Creating calls replay as Stripe's do: the same idempotency key returns the first object,
   * also to a call racing this one. Plain SQL rather than the unit of work: a renewal batch
   * creates thousands of payments in a row, and this is a third of the ORM's cost per charge.
   */
  private async create(kind: SandboxObjectKind, fields: { customerId?: string; idempotencyKey?: string; data: Record<string, unknown> }): Promise<CreatedObject> {
    const id = `${PREFIXES[kind]}_${randomBytes(12).toString('hex')}`;
    const data = kind.endsWith('intent') ? { ...fields.data, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` } : fields.data;
    const connection = this.em.getConnection();
    const [created] = await connection.execute<CreatedObject[]>(
      `insert into sandbox_gateway_object (id, kind, customer_id, idempotency_key, data, created_at) values (?, ?, ?, ?, ?::jsonb, ?)
       on conflict (idempotency_key) do nothing returning id, data`,
      [id, kind, fields.customerId ?? null, fields.idempotencyKey ?? null, JSON.stringify(data), new Date()],
    );
    if (created) return created;
    const [earlier] = await connection.execute<CreatedObject[]>('select id, data from sandbox_gateway_object where idempotency_key = ?', [fields.idempotencyKey]);
    return earlier;
  }

  private async bySecret(em: EntityManager, kind: SandboxObjectKind, clientSecret: string): Promise<SandboxGatewayObject> {
    const id = clientSecret.split('_secret_')[0];
    const intent = await em.findOne(SandboxGatewayObject, { id, kind });
    if (!intent || (intent.data as unknown as IntentData).clientSecret !== clientSecret) throw new PaymentProviderError('No such intent.');
    return intent;
  }

  private paymentOf(intent: CreatedObject): Payment {
    const data = intent.data as unknown as IntentData;
    return { id: intent.id, status: data.status, clientSecret: data.clientSecret, amountPence: data.amountPence ?? 0, failureMessage: data.failureMessage, declineCode: data.declineCode, paymentMethodId: data.paymentMethodId };
  }
}
