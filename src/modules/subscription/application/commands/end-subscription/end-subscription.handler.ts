import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { whyNotEnd } from '../../../domain/staff-rules';
import { StaffActionRefusedError } from '../../../domain/subscription.errors';
import { StaffWorkbench } from '../../staff-workbench';
import { EndSubscriptionCommand } from './end-subscription.command';

@CommandHandler(EndSubscriptionCommand)
export class EndSubscriptionHandler implements ICommandHandler<EndSubscriptionCommand> {
  constructor(private readonly workbench: StaffWorkbench) {}

  async execute({ actorId, subscriptionId }: EndSubscriptionCommand): Promise<{ status: string }> {
    const subscription = await this.workbench.subscription(subscriptionId);
    const refusal = whyNotEnd(subscription.status);
    if (refusal) throw new StaffActionRefusedError(refusal);
    const before = subscription.status;
    subscription.status = 'cancelled';
    // Supplies not yet under way will not be sent; paid, packed or shipped ones keep their status for the record.
    for (const item of subscription.items) if (item.status === 'upcoming' || item.status === 'waiting') item.status = 'cancelled';
    await this.workbench.audit(actorId, subscription, 'subscription.ended', 'Ended the subscription', `subscription:${subscription.id}`, [{ field: 'status', from: before, to: 'cancelled' }]);
    return { status: subscription.status };
  }
}
