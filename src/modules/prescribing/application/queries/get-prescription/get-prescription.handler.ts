import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { scriptRef } from '../../../domain/register-row';
import { PrescriberSigningKey } from '../../../infrastructure/prescriber-signing-key.entity';
import { Prescription } from '../../../infrastructure/prescription.entity';
import { GetPrescriptionQuery, PrescriptionRecord } from './get-prescription.query';

@QueryHandler(GetPrescriptionQuery)
export class GetPrescriptionHandler implements IQueryHandler<GetPrescriptionQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ subscriptionId }: GetPrescriptionQuery): Promise<PrescriptionRecord | null> {
    const p = await this.em.findOne(Prescription, { subscriptionId });
    if (!p) return null;
    const key = p.signingKeyId ? await this.em.findOne(PrescriberSigningKey, p.signingKeyId) : null;
    return {
      id: p.id,
      scriptRef: scriptRef(p.id),
      subscriptionId: p.subscriptionId,
      consultationId: p.consultationId ?? null,
      patientName: p.patientName,
      patientBirthDate: p.patientBirthDate ?? null,
      patientAddress: p.patientAddress,
      prescriberName: p.prescriberName,
      prescriberProfessionalBody: p.prescriberProfessionalBody,
      prescriberRegistrationNumber: p.prescriberRegistrationNumber,
      prescriberAddress: p.prescriberAddress,
      prescribedOn: p.prescribedOn,
      expiresOn: p.expiresOn,
      itemCode: p.itemCode,
      medicineName: p.medicineName,
      form: p.form,
      strength: p.strength,
      quantity: p.quantity,
      directions: p.directions,
      signatureFingerprint: key?.fingerprint ?? null,
    };
  }
}
