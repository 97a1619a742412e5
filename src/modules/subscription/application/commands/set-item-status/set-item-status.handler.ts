import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ITEM_LIFECYCLE } from '../../../domain/item.state-machine';
import { AddOnReservations } from '../../add-on-reservations';
import { StaffWorkbench } from '../../staff-workbench';
import { SetItemStatusCommand } from './set-item-status.command';

@CommandHandler(SetItemStatusCommand)
export class SetItemStatusHandler implements ICommandHandler<SetItemStatusCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly workbench: StaffWorkbench,
    private readonly addOnStock: AddOnReservations,
  ) {}

  async execute({ actorId, subscriptionItemId, status }: SetItemStatusCommand): Promise<void> {
    // One transaction: the status, its audit entry and the add-on packs it gives back or takes (a supply cancelled, refunded or shipped by hand).
    await this.em.transactional(async (em) => {
      const item = await this.workbench.item(subscriptionItemId);
      if (item.status === status) return;
      const { from, to } = ITEM_LIFECYCLE.take(item, 'set', 'staff', status);
      await this.workbench.audit(actorId, item.subscription, 'subscription.item.status_changed', `Changed item ${item.code} status`, `subscription_item:${item.id}`, [{ field: 'status', from, to }]);
      await this.addOnStock.follow(em, item.subscription.id, [item]);
    });
  }
}
