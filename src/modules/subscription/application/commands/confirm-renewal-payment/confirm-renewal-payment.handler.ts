import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RenewalPaymentNotFoundError } from '../../../domain/subscription.errors';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PaymentGateway } from '../../payment-gateway';
import { RenewalSettlement } from '../../renewal-settlement';
import { ConfirmRenewalPaymentCommand } from './confirm-renewal-payment.command';

@CommandHandler(ConfirmRenewalPaymentCommand)
export class ConfirmRenewalPaymentHandler implements ICommandHandler<ConfirmRenewalPaymentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly settlement: RenewalSettlement,
  ) {}

  async execute({ userId, paymentId }: ConfirmRenewalPaymentCommand): Promise<{ status: string }> {
    // Another customer's payment is answered exactly like a missing one.
    const record = await this.em.findOne(PaymentRecord, { id: paymentId, userId, dueOn: { $ne: null } });
    if (!record) throw new RenewalPaymentNotFoundError();
    const outcome = await this.gateway.retrievePayment(record.gatewayPaymentId);
    await this.em.fork().transactional((em) => this.settlement.settle(em, record.id, outcome));
    const subscription = await this.em.fork().findOneOrFail(Subscription, record.subscriptionId);
    return { status: subscription.status };
  }
}
