import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { whyNotCloseForErasure } from '../../../domain/erasure-rules';
import { dropUnpaidSupplies } from '../../../domain/item.state-machine';
import { StaffActionRefusedError } from '../../../domain/subscription.errors';
import { SUBSCRIPTION_LIFECYCLE } from '../../../domain/subscription.state-machine';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { StaffWorkbench } from '../../staff-workbench';
import { CloseSubscriptionsForErasureCommand } from './close-subscriptions-for-erasure.command';

@CommandHandler(CloseSubscriptionsForErasureCommand)
export class CloseSubscriptionsForErasureHandler implements ICommandHandler<CloseSubscriptionsForErasureCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly workbench: StaffWorkbench,
  ) {}

  async execute({ actorId, userId, at }: CloseSubscriptionsForErasureCommand): Promise<{ ended: number[]; restricted: number }> {
    const subscriptions = await this.em.find(Subscription, { userId }, { populate: ['items'], orderBy: { id: 'asc' } });
    const refusal = whyNotCloseForErasure(subscriptions.map((subscription) => ({ id: subscription.id, status: subscription.status, items: subscription.items.getItems() })));
    if (refusal) throw new StaffActionRefusedError(refusal);

    const ended: number[] = [];
    for (const subscription of subscriptions) {
      if (subscription.status !== 'cancelled') {
        const { from, to } = SUBSCRIPTION_LIFECYCLE.take(subscription, 'close-for-erasure', 'staff');
        Object.assign(subscription, { cancelledAt: at, dueAt: undefined, pausedUntil: undefined, retryOn: undefined });
        dropUnpaidSupplies(subscription.items, 'staff');
        await this.workbench.audit(actorId, subscription, 'subscription.ended', "Ended the subscription: the patient's account is being erased", `subscription:${subscription.id}`, [{ field: 'status', from, to }]);
        ended.push(subscription.id);
      }
      Object.assign(subscription, { cancellationReason: undefined, paymentMethodId: undefined, restrictedAt: at });
    }
    await this.em.flush();
    return { ended, restricted: subscriptions.length };
  }
}
