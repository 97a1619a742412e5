import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { dropUnpaidSupplies } from '../../../domain/item.state-machine';
import { SUBSCRIPTION_LIFECYCLE } from '../../../domain/subscription.state-machine';
import { StaffWorkbench } from '../../staff-workbench';
import { EndSubscriptionCommand } from './end-subscription.command';

@CommandHandler(EndSubscriptionCommand)
export class EndSubscriptionHandler implements ICommandHandler<EndSubscriptionCommand> {
  constructor(private readonly workbench: StaffWorkbench) {}

  async execute({ actorId, subscriptionId }: EndSubscriptionCommand): Promise<{ status: string }> {
    const subscription = await this.workbench.subscription(subscriptionId);
    const { from, to } = SUBSCRIPTION_LIFECYCLE.take(subscription, 'end', 'staff');
    dropUnpaidSupplies(subscription.items, 'staff');
    await this.workbench.audit(actorId, subscription, 'subscription.ended', 'Ended the subscription', `subscription:${subscription.id}`, [{ field: 'status', from, to }]);
    return { status: subscription.status };
  }
}
