import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { PrescriptionIssued } from '../../../prescribing';
import { FulfilmentOrder } from '../../infrastructure/fulfilment-order.entity';

/** A prescription was issued: its first supply, paid at checkout, joins the dispatch list, waiting to ship. */
@Injectable()
@ReactsTo(PrescriptionIssued, 'in-transaction')
export class OpenOrderOnPrescription implements DomainEventReaction<PrescriptionIssued> {
  constructor(private readonly em: EntityManager) {}

  async react(event: PrescriptionIssued): Promise<void> {
    // A new prescription after a re-consultation: nothing is paid yet; the renewal puts its supply on the list.
    if (!event.firstSupply) return;
    this.em.persist(
      Object.assign(new FulfilmentOrder(), {
        subscriptionId: event.subscriptionId,
        subscriptionItemId: event.subscriptionItemId,
        userId: event.patientUserId,
        prescriptionId: event.prescriptionId,
        customerName: event.patientName,
        treatment: event.medicine,
        quantity: event.quantity,
        ...event.firstSupply,
      }),
    );
  }
}
