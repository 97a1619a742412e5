import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ITEM_LIFECYCLE, STATUS_SELECT_TRANSITIONS } from '../../../domain/item.state-machine';
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
    // One transaction: the status, its audit entry and the add-on packs it gives back (a supply cancelled or refunded by hand).
    await this.em.transactional(async (em) => {
      const item = await this.workbench.item(subscriptionItemId);
      if (item.status === status) return;
      // Whichever of the select's transitions leads there; when none does, 'set' refuses, naming the flow to use instead.
      const transition = STATUS_SELECT_TRANSITIONS.find((name) => ITEM_LIFECYCLE.allows(name, item.status, 'staff', status)) ?? 'set';
      const { from, to } = ITEM_LIFECYCLE.take(item, transition, 'staff', status);
      await this.workbench.audit(actorId, item.subscription, 'subscription.item.status_changed', `Changed item ${item.code} status`, `subscription_item:${item.id}`, [{ field: 'status', from, to }]);
      await this.addOnStock.follow(em, item.subscription.id, [item]);
    });
  }
}
