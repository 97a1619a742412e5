import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { SupplyDispatched } from '../../../fulfilment';
import { AddOnReservations } from '../add-on-reservations';
import { ITEM_LIFECYCLE } from '../../domain/item.state-machine';
import { SubscriptionNotFoundError } from '../../domain/subscription.errors';
import { SubscriptionItem } from '../../infrastructure/subscription-item.entity';

/**
 * Fulfilment handed a supply to the carrier: the item is shipped, with its dispatch date and
 * tracking number, and the add-on packs reserved for its box leave the shelf with it, in the shipment's transaction.
 */
@Injectable()
@ReactsTo(SupplyDispatched, 'in-transaction')
export class MarkShippedOnDispatch implements DomainEventReaction<SupplyDispatched> {
  constructor(
    private readonly em: EntityManager,
    private readonly addOnStock: AddOnReservations,
  ) {}

  async react(event: SupplyDispatched): Promise<void> {
    const item = await this.em.findOne(SubscriptionItem, event.subscriptionItemId);
    if (!item) throw new SubscriptionNotFoundError();
    ITEM_LIFECYCLE.take(item, 'ship', 'staff');
    item.shippedOn = event.dispatchedOn;
    item.trackingNumber = event.trackingNumber;
    await this.addOnStock.follow(this.em, event.subscriptionId, [item]);
  }
}
