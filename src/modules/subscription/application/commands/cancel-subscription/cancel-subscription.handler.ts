import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { GetPatientDetailsQuery } from '../../../../identity';
import { dropUnpaidSupplies } from '../../../domain/item.state-machine';
import { SUBSCRIPTION_LIFECYCLE } from '../../../domain/subscription.state-machine';
import { CustomerSubscriptions, SelfServiceResult } from '../../customer-subscriptions';
import { CancelSubscriptionCommand } from './cancel-subscription.command';

@CommandHandler(CancelSubscriptionCommand)
export class CancelSubscriptionHandler implements ICommandHandler<CancelSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: CustomerSubscriptions,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, subscriptionId, reason }: CancelSubscriptionCommand): Promise<SelfServiceResult> {
    const subscription = await this.subscriptions.owned(userId, subscriptionId);
    const items = subscription.items.getItems();
    const stillShipping = items.some((item) => item.status === 'paid' || item.status === 'packaging');
    SUBSCRIPTION_LIFECYCLE.take(subscription, 'cancel', 'customer');
    Object.assign(subscription, { cancelledAt: this.clock.now(), cancellationReason: reason?.trim() || undefined, dueAt: undefined, pausedUntil: undefined });
    dropUnpaidSupplies(items, 'customer');

    const patient = await this.queries.execute(new GetPatientDetailsQuery(userId));
    if (patient) {
      addToOutbox(this.em, JobName.SendEmail, {
        to: patient.email,
        template: 'subscription-cancelled',
        data: { firstName: patient.firstName, orderId: `#${subscription.id}`, treatment: items[0]?.name ?? 'treatment', stillShipping: stillShipping ? 'yes' : 'no' },
      });
    }
    await this.em.flush();
    return this.subscriptions.result(subscription);
  }
}
