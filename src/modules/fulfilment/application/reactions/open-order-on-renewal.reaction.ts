import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { SupplyCounted } from '../../../prescribing';

/**
 * A paid renewal was counted against its prescription: it joins the dispatch list as that supply
 * ('3 of 6'), with the prescription line's medicine and quantity. The patient's name is taken from
 * the subscription's latest order, in one statement inside the renewal's transaction (a renewal
 * batch runs thousands of these).
 */
@Injectable()
@ReactsTo(SupplyCounted, 'in-transaction')
export class OpenOrderOnRenewal implements DomainEventReaction<SupplyCounted> {
  constructor(private readonly em: EntityManager) {}

  async react(event: SupplyCounted): Promise<void> {
    await this.em.getConnection().execute(
      `insert into fulfilment_order (subscription_id, subscription_item_id, user_id, prescription_id, customer_name, treatment, quantity, supply_number, supplies_authorised, created_at)
       select ?, ?, ?, ?, customer_name, ?, ?, ?, ?, ?
         from fulfilment_order where subscription_id = ? order by id desc limit 1`,
      [
        event.subscriptionId,
        event.subscriptionItemId,
        event.userId,
        event.prescriptionId,
        event.medicine,
        event.quantity,
        event.supply.supplyNumber,
        event.supply.suppliesAuthorised,
        new Date(),
        event.subscriptionId,
      ],
      'run',
      this.em.getTransactionContext(),
    );
  }
}
