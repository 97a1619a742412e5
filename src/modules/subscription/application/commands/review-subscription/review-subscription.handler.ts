import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { GetPatientDetailsQuery } from '../../../../identity';
import { addInterval } from '../../../domain/next-due-date';
import { NotInReviewError, SubscriptionNotFoundError } from '../../../domain/subscription.errors';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PaymentGateway } from '../../payment-gateway';
import { ReviewSubscriptionCommand } from './review-subscription.command';

@CommandHandler(ReviewSubscriptionCommand)
export class ReviewSubscriptionHandler implements ICommandHandler<ReviewSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ subscriptionId, approve }: ReviewSubscriptionCommand): Promise<{ status: string }> {
    const subscription = await this.em.findOne(Subscription, subscriptionId, { populate: ['items'] });
    if (!subscription) throw new SubscriptionNotFoundError();
    if (subscription.status !== 'review') throw new NotInReviewError(subscription.status);
    const payment = await this.em.findOne(PaymentRecord, { subscriptionId, status: 'succeeded' });
    const patient = await this.queries.execute(new GetPatientDetailsQuery(subscription.userId));
    const firstItem = subscription.items.getItems()[0];

    if (approve) {
      subscription.status = 'active';
      const today = ukCalendarDate(this.clock.now());
      subscription.dueAt = firstItem.interval ? addInterval(today, firstItem.interval, firstItem.intervalCount ?? 1) : undefined;
    } else {
      // The refund goes first: if the provider refuses, nothing here changes and the decision can be made again.
      if (payment) await this.gateway.refund(payment.gatewayPaymentId, `refund-payment-${payment.id}`);
      subscription.status = 'cancelled';
      if (payment) payment.status = 'refunded';
      for (const item of subscription.items) if (item.status === 'paid' || item.status === 'upcoming') item.status = item.status === 'paid' ? 'refunded' : 'cancelled';
    }
    if (patient) {
      addToOutbox(this.em, JobName.SendEmail, {
        to: patient.email,
        template: approve ? 'treatment-approved' : 'treatment-declined',
        data: { firstName: patient.firstName, orderId: `#${subscription.id}`, treatment: firstItem.name },
      });
    }
    await this.em.flush();
    return { status: subscription.status };
  }
}
