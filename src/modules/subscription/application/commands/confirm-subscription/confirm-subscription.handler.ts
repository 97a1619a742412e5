import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PaymentFailedError, PaymentNotFoundError } from '../../../domain/subscription.errors';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PaymentGateway } from '../../payment-gateway';
import { PaymentSettlement } from '../../payment-settlement';
import { ConfirmSubscriptionCommand } from './confirm-subscription.command';

@CommandHandler(ConfirmSubscriptionCommand)
export class ConfirmSubscriptionHandler implements ICommandHandler<ConfirmSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly settlement: PaymentSettlement,
  ) {}

  async execute({ userId, subscriptionId }: ConfirmSubscriptionCommand): Promise<{ status: string }> {
    const latest = await this.em.findOne(PaymentRecord, { subscriptionId, userId }, { orderBy: { attempt: 'desc' } });
    if (!latest) throw new PaymentNotFoundError();
    const outcome = await this.gateway.retrievePayment(latest.gatewayPaymentId);
    const payment = await this.settlement.record(latest.id, outcome);
    if (payment.status === 'failed') throw new PaymentFailedError(payment.failureMessage ?? 'Error');
    if (payment.status === 'requires_action') throw new PaymentFailedError('Please complete the authentication your bank asked for.');
    const subscription = await this.em.fork().findOneOrFail(Subscription, subscriptionId);
    return { status: subscription.status };
  }
}
