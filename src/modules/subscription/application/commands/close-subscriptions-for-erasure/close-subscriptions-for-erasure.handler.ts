import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { whyNotCloseForErasure } from '../../../domain/erasure-rules';
import { StaffActionRefusedError } from '../../../domain/subscription.errors';
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
        const before = subscription.status;
        Object.assign(subscription, { status: 'cancelled', cancelledAt: at, dueAt: undefined, pausedUntil: undefined, retryOn: undefined });
        for (const item of subscription.items) if (item.status === 'upcoming' || item.status === 'waiting') item.status = 'cancelled';
        await this.workbench.audit(actorId, subscription, 'subscription.ended', "Ended the subscription: the patient's account is being erased", `subscription:${subscription.id}`, [
          { field: 'status', from: before, to: 'cancelled' },
        ]);
        ended.push(subscription.id);
      }
      Object.assign(subscription, { cancellationReason: undefined, paymentMethodId: undefined, restrictedAt: at });
    }
    await this.em.flush();
    return { ended, restricted: subscriptions.length };
  }
}
