import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ITEM_LIFECYCLE, STATUS_SELECT_TRANSITIONS } from '../../../domain/item.state-machine';
import { StaffWorkbench } from '../../staff-workbench';
import { SetItemStatusCommand } from './set-item-status.command';

@CommandHandler(SetItemStatusCommand)
export class SetItemStatusHandler implements ICommandHandler<SetItemStatusCommand> {
  constructor(private readonly workbench: StaffWorkbench) {}

  async execute({ actorId, subscriptionItemId, status }: SetItemStatusCommand): Promise<void> {
    const item = await this.workbench.item(subscriptionItemId);
    if (item.status === status) return;
    // Whichever of the select's transitions leads there; when none does, 'set' refuses, naming the flow to use instead.
    const transition = STATUS_SELECT_TRANSITIONS.find((name) => ITEM_LIFECYCLE.allows(name, item.status, 'staff', status)) ?? 'set';
    const { from, to } = ITEM_LIFECYCLE.take(item, transition, 'staff', status);
    await this.workbench.audit(actorId, item.subscription, 'subscription.item.status_changed', `Changed item ${item.code} status`, `subscription_item:${item.id}`, [{ field: 'status', from, to }]);
  }
}
