import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { PrescriptionIssued } from '../../../prescribing';
import { FulfilmentOrder } from '../../infrastructure/fulfilment-order.entity';

/** A prescription was issued: its supply joins the dispatch list, waiting to ship. */
@Injectable()
@ReactsTo(PrescriptionIssued, 'in-transaction')
export class OpenOrderOnPrescription implements DomainEventReaction<PrescriptionIssued> {
  constructor(private readonly em: EntityManager) {}

  async react(event: PrescriptionIssued): Promise<void> {
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
