import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { SupplyDispatched } from '../../../fulfilment';
import { PrescriptionNotFoundError } from '../../domain/prescribing.errors';
import { PomRegisterEntry } from '../../infrastructure/pom-register-entry.entity';
import { Prescription } from '../../infrastructure/prescription.entity';
import { SupplyCounter } from '../supply-counter';

/**
 * Every supply of a prescription-only medicine goes into the register as it happens, with
 * the prescription's own details: a supply without a prescription fails the shipment.
 */
@Injectable()
@ReactsTo(SupplyDispatched, 'in-transaction')
export class RecordSupplyInRegister implements DomainEventReaction<SupplyDispatched> {
  constructor(
    private readonly em: EntityManager,
    private readonly supplies: SupplyCounter,
  ) {}

  async react(event: SupplyDispatched): Promise<void> {
    // The row names the line dispensed and which supply it is ('3 of 6'); Ship refused an uncounted supply already.
    const counted = await this.supplies.of(event.subscriptionItemId);
    const prescription = counted && (await this.em.findOne(Prescription, counted.line.prescriptionId));
    if (!counted || !prescription) throw new PrescriptionNotFoundError();
    const { line } = counted;
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
        itemCode: line.itemCode,
        prescribedItem: `${line.medicineName}, ${line.form}, ${line.strength}`,
        quantity: line.quantity,
        supplyNumber: counted.supplyNumber,
        suppliesAuthorised: counted.suppliesAuthorised,
        finalPricePence: event.finalPricePence,
        trackingNumber: event.trackingNumber,
        batchNumber: event.pack.batchNumber,
        batchExpiresOn: event.pack.expiresOn,
        recordedByUserId: event.dispatchedByUserId,
      }),
    );
  }
}
