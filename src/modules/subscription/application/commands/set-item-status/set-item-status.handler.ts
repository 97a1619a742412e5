import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StaffWorkbench } from '../../staff-workbench';
import { SetItemStatusCommand } from './set-item-status.command';

@CommandHandler(SetItemStatusCommand)
export class SetItemStatusHandler implements ICommandHandler<SetItemStatusCommand> {
  constructor(private readonly workbench: StaffWorkbench) {}

  async execute({ actorId, subscriptionItemId, status }: SetItemStatusCommand): Promise<void> {
    const item = await this.workbench.item(subscriptionItemId);
    const before = item.status;
    if (before === status) return;
    item.status = status;
    await this.workbench.audit(actorId, item.subscription, 'subscription.item.status_changed', `Changed item ${item.code} status`, `subscription_item:${item.id}`, [{ field: 'status', from: before, to: status }]);
  }
}
