import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { SupplyDispatched } from '../../../fulfilment';
import { PrescriptionNotFoundError } from '../../domain/prescribing.errors';
import { PomRegisterEntry } from '../../infrastructure/pom-register-entry.entity';
import { Prescription } from '../../infrastructure/prescription.entity';

/**
 * Every supply of a prescription-only medicine goes into the register as it happens, with
 * the prescription's own details: a supply without a prescription fails the shipment.
 */
@Injectable()
@ReactsTo(SupplyDispatched, 'in-transaction')
export class RecordSupplyInRegister implements DomainEventReaction<SupplyDispatched> {
  constructor(private readonly em: EntityManager) {}

  async react(event: SupplyDispatched): Promise<void> {
    const prescription = await this.em.findOne(Prescription, { subscriptionId: event.subscriptionId });
    if (!prescription) throw new PrescriptionNotFoundError();
    this.em.persist(
      Object.assign(new PomRegisterEntry(), {
        prescriptionId: prescription.id,
        subscriptionItemId: event.subscriptionItemId,
        datePrescribed: prescription.prescribedOn,
        dateDispensed: event.dispatchedOn,
        patientName: prescription.patientName,
        patientAddress: prescription.patientAddress,
        prescriberName: prescription.prescriberName,
        prescriberAddress: prescription.prescriberAddress,
        itemCode: prescription.itemCode,
        prescribedItem: `${prescription.medicineName}, ${prescription.form}, ${prescription.strength}`,
        quantity: prescription.quantity,
        finalPricePence: event.finalPricePence,
        trackingNumber: event.trackingNumber,
        batchNumber: event.pack.batchNumber,
        batchExpiresOn: event.pack.expiresOn,
        recordedByUserId: event.dispatchedByUserId,
      }),
    );
  }
}
