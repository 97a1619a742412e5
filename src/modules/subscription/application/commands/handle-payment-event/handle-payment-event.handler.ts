import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WebhookMetrics } from '../../../../../shared/metrics/webhook-metrics';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { WebhookSignatureError } from '../../../domain/subscription.errors';
import { BillingAccount } from '../../../infrastructure/billing-account.entity';
import { HandledCardEvent } from '../../../infrastructure/handled-card-event.entity';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { GatewayEvent, PaymentGateway } from '../../payment-gateway';
import { PaymentSettlement } from '../../payment-settlement';
import { RenewalSettlement } from '../../renewal-settlement';
import { HandlePaymentEventCommand } from './handle-payment-event.command';

const PAYMENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.requires_action']);
/** The card behind a payment method was updated (new expiry, reissued by the bank). */
const CARD_EVENTS = new Set(['payment_method.updated', 'payment_method.automatically_updated']);
const DISPUTE_EVENTS = new Set(['charge.dispute.created']);

@CommandHandler(HandlePaymentEventCommand)
export class HandlePaymentEventHandler implements ICommandHandler<HandlePaymentEventCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly settlement: PaymentSettlement,
    private readonly renewals: RenewalSettlement,
    private readonly webhooks: WebhookMetrics,
  ) {}

  async execute({ rawBody, signatureHeader }: HandlePaymentEventCommand): Promise<void> {
    let event;
    try {
      event = this.gateway.parseWebhook(rawBody, signatureHeader);
    } catch {
      throw new WebhookSignatureError();
    }
    this.webhooks.received('payments');
    if (PAYMENT_EVENTS.has(event.type)) await this.paymentChanged(event);
    else if (CARD_EVENTS.has(event.type)) await this.cardUpdated(event);
    else if (DISPUTE_EVENTS.has(event.type)) await this.disputed(event);
    this.webhooks.handled('payments', event.createdAt);
  }

  private async paymentChanged(event: GatewayEvent): Promise<void> {
    const record = await this.em.findOne(PaymentRecord, { gatewayPaymentId: event.objectId });
    if (!record) return;
    // Events can arrive late, twice or out of order: the provider's current state is the truth, and settling is idempotent.
    const outcome = await this.gateway.retrievePayment(event.objectId);
    if (record.dueOn) await this.em.fork().transactional((em) => this.renewals.settle(em, record.id, outcome));
    else await this.settlement.record(record.id, outcome);
  }

  /**
   * A failed renewal is retried at once with the updated card, as when the customer changes it
   * themselves: once per event, however often the provider delivers it.
   */
  private async cardUpdated(event: GatewayEvent): Promise<void> {
    if (!event.customerId) return;
    const em = this.em.fork();
    const account = await em.findOne(BillingAccount, { gatewayCustomerId: event.customerId });
    if (!account) return;
    const failed = await em.find(Subscription, { userId: account.userId, status: 'failed', dueAt: { $ne: null } });
    if (failed.length === 0) return;
    em.create(HandledCardEvent, { eventId: event.id, handledAt: new Date() });
    for (const subscription of failed) addToOutbox(em, JobName.RenewSubscription, { subscriptionId: subscription.id, dueOn: subscription.dueAt!, paymentMethodId: event.objectId });
    try {
      await em.flush();
    } catch (error) {
      // Delivered before (or at this moment): its retries are queued already.
      if (error instanceof UniqueConstraintViolationException) return;
      throw error;
    }
  }

  /** Recorded once, for staff to answer the bank; the money side is the provider's dispute process. */
  private async disputed(event: GatewayEvent): Promise<void> {
    if (!event.paymentIntentId) return;
    await this.em.nativeUpdate(PaymentRecord, { gatewayPaymentId: event.paymentIntentId, disputedAt: null }, { disputedAt: new Date() });
  }
}
