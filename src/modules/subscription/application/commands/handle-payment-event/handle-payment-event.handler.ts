import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WebhookSignatureError } from '../../../domain/subscription.errors';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { PaymentGateway } from '../../payment-gateway';
import { PaymentSettlement } from '../../payment-settlement';
import { HandlePaymentEventCommand } from './handle-payment-event.command';

const PAYMENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.requires_action']);

@CommandHandler(HandlePaymentEventCommand)
export class HandlePaymentEventHandler implements ICommandHandler<HandlePaymentEventCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly settlement: PaymentSettlement,
  ) {}

  async execute({ rawBody, signatureHeader }: HandlePaymentEventCommand): Promise<void> {
    let event;
    try {
      event = this.gateway.parseWebhook(rawBody, signatureHeader);
    } catch {
      throw new WebhookSignatureError();
    }
    if (!PAYMENT_EVENTS.has(event.type)) return;
    const record = await this.em.findOne(PaymentRecord, { gatewayPaymentId: event.objectId });
    if (!record) return;
    // Events can arrive late, twice or out of order: the provider's current state is the truth, and settling is idempotent.
    await this.settlement.record(record.id, await this.gateway.retrievePayment(event.objectId));
  }
}
