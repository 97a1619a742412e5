import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { SupplyCounted } from '../../../prescribing';
import { FulfilmentOrder } from '../../infrastructure/fulfilment-order.entity';

/**
 * A paid renewal was counted against its prescription: it joins the dispatch list as that supply
 * ('3 of 6'), with the prescription's patient and the line's medicine and quantity, inside the
 * renewal's transaction.
 */
@Injectable()
@ReactsTo(SupplyCounted, 'in-transaction')
export class OpenOrderOnRenewal implements DomainEventReaction<SupplyCounted> {
  constructor(private readonly em: EntityManager) {}

  async react(event: SupplyCounted): Promise<void> {
    this.em.persist(
      Object.assign(new FulfilmentOrder(), {
        subscriptionId: event.subscriptionId,
        subscriptionItemId: event.subscriptionItemId,
        userId: event.userId,
        prescriptionId: event.prescriptionId,
        customerName: event.patientName,
        treatment: event.medicine,
        quantity: event.quantity,
        ...event.supply,
      }),
    );
  }
}
