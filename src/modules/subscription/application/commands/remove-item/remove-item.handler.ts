import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { whyNotEdit, whyNotRemove } from '../../../domain/staff-rules';
import { StaffActionRefusedError } from '../../../domain/subscription.errors';
import { StaffWorkbench } from '../../staff-workbench';
import { RemoveSubscriptionItemCommand } from './remove-item.command';

@CommandHandler(RemoveSubscriptionItemCommand)
export class RemoveSubscriptionItemHandler implements ICommandHandler<RemoveSubscriptionItemCommand> {
  constructor(private readonly workbench: StaffWorkbench) {}

  async execute({ actorId, subscriptionItemId }: RemoveSubscriptionItemCommand): Promise<void> {
    const item = await this.workbench.item(subscriptionItemId);
    const subscription = item.subscription;
    const refusal = whyNotEdit(subscription.status) ?? whyNotRemove(item.status, subscription.items.length);
    if (refusal) throw new StaffActionRefusedError(refusal);
    const removed = `[${item.code}] ${item.name}, ${item.status}`;
    subscription.items.remove(item);
    await this.workbench.audit(actorId, subscription, 'subscription.item.removed', `Removed item ${item.code}`, `subscription_item:${subscriptionItemId}`, [{ field: 'item', from: removed, to: null }]);
  }
}
