import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { SupplyRenewed } from '../../../subscription';

/**
 * A renewal was paid: its supply joins the dispatch list, dispensed against the same
 * prescription as the subscription's earlier supplies. The order takes the prescription,
 * patient and quantity from the subscription's latest order, in one statement inside the
 * renewal's transaction (a renewal batch runs thousands of these).
 */
@Injectable()
@ReactsTo(SupplyRenewed, 'in-transaction')
export class OpenOrderOnRenewal implements DomainEventReaction<SupplyRenewed> {
  private readonly logger = new Logger(OpenOrderOnRenewal.name);

  constructor(private readonly em: EntityManager) {}

  async react(event: SupplyRenewed): Promise<void> {
    const opened: { affectedRows: number } = await this.em.getConnection().execute(
      `insert into fulfilment_order (subscription_id, subscription_item_id, user_id, prescription_id, customer_name, treatment, quantity, created_at)
       select subscription_id, ?, user_id, prescription_id, customer_name, ?, quantity, ?
         from fulfilment_order where subscription_id = ? order by id desc limit 1`,
      [event.subscriptionItemId, event.treatment, new Date(), event.subscriptionId],
      'run',
      this.em.getTransactionContext(),
    );
    // The money is taken by now: failing here would lose its record. A supply with no
    // prescription behind it must not be dispensed, so it stays off the list and staff are told.
    if (opened.affectedRows === 0) {
      this.logger.error({ subscriptionId: event.subscriptionId, subscriptionItemId: event.subscriptionItemId }, 'A renewed supply has no earlier prescribed order to follow: it is not on the dispatch list');
    }
  }
}
