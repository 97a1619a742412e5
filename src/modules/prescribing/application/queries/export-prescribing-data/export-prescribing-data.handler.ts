import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { scriptRef } from '../../../domain/register-row';
import { PomRegisterEntry } from '../../../infrastructure/pom-register-entry.entity';
import { Prescription } from '../../../infrastructure/prescription.entity';
import { ReviewDecline } from '../../../infrastructure/review-decline.entity';
import { ExportPrescribingDataQuery, PrescribingData } from './export-prescribing-data.query';

@QueryHandler(ExportPrescribingDataQuery)
export class ExportPrescribingDataHandler implements IQueryHandler<ExportPrescribingDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportPrescribingDataQuery): Promise<PrescribingData> {
    // One query after another: an erasure asks this inside its transaction, on one connection.
    const prescriptions = await this.em.find(Prescription, { patientUserId: userId }, { orderBy: { id: 'asc' } });
    const declines = await this.em.find(ReviewDecline, { patientUserId: userId }, { orderBy: { id: 'asc' } });
    const entries = prescriptions.length ? await this.em.find(PomRegisterEntry, { prescriptionId: prescriptions.map((prescription) => prescription.id) }, { orderBy: { id: 'asc' } }) : [];
    return {
      prescriptions: prescriptions.map((prescription) => ({
        reference: scriptRef(prescription.id),
        orderNumber: `#${prescription.subscriptionId}`,
        consultationId: prescription.consultationId ?? null,
        prescribedOn: prescription.prescribedOn,
        validUntil: prescription.expiresOn,
        patientName: prescription.patientName,
        patientDateOfBirth: prescription.patientBirthDate ?? null,
        patientAddress: prescription.patientAddress,
        prescriber: prescription.prescriberName,
        prescriberRegistration: `${prescription.prescriberProfessionalBody} ${prescription.prescriberRegistrationNumber}`,
        medicine: prescription.medicineName,
        form: prescription.form,
        strength: prescription.strength,
        quantity: prescription.quantity,
        directions: prescription.directions,
      })),
      declines: declines.map((decline) => ({ orderNumber: `#${decline.subscriptionId}`, subscriptionId: decline.subscriptionId, reason: decline.reason, patientReason: decline.patientReason, declinedAt: decline.declinedAt.toISOString() })),
      registerEntries: entries.map((entry) => ({
        serialNumber: entry.id,
        prescriptionReference: scriptRef(entry.prescriptionId),
        datePrescribed: entry.datePrescribed,
        dateDispensed: entry.dateDispensed,
        patientName: entry.patientName,
        patientAddress: entry.patientAddress,
        prescribedItem: entry.prescribedItem,
        quantity: entry.quantity,
        finalPricePence: entry.finalPricePence,
        trackingNumber: entry.trackingNumber ?? null,
        correctsSerialNumber: entry.correctsEntryId ?? null,
        correctionReason: entry.correctionReason ?? null,
      })),
    };
  }
}
