import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StaffWorkbench } from '../../staff-workbench';
import { SetItemShippingDateCommand } from './set-item-shipping-date.command';

@CommandHandler(SetItemShippingDateCommand)
export class SetItemShippingDateHandler implements ICommandHandler<SetItemShippingDateCommand> {
  constructor(private readonly workbench: StaffWorkbench) {}

  async execute({ actorId, subscriptionItemId, shippedOn }: SetItemShippingDateCommand): Promise<void> {
    const item = await this.workbench.item(subscriptionItemId);
    const before = item.shippedOn ?? null;
    if (before === shippedOn) return;
    item.shippedOn = shippedOn;
    await this.workbench.audit(actorId, item.subscription, 'subscription.item.shipping_date_changed', `Changed item ${item.code} shipping date`, `subscription_item:${item.id}`, [{ field: 'shippedOn', from: before, to: shippedOn }]);
  }
}
