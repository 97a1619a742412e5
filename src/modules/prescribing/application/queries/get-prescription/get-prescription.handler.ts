import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { lineParticulars } from '../../../domain/prescription-signature';
import { scriptRef } from '../../../domain/register-row';
import { PrescriberSigningKey } from '../../../infrastructure/prescriber-signing-key.entity';
import { Prescription } from '../../../infrastructure/prescription.entity';
import { PrescriptionLine } from '../../../infrastructure/prescription-line.entity';
import { SupplyCounter } from '../../supply-counter';
import { GetPrescriptionQuery, PrescriptionRecord } from './get-prescription.query';

@QueryHandler(GetPrescriptionQuery)
export class GetPrescriptionHandler implements IQueryHandler<GetPrescriptionQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly supplies: SupplyCounter,
  ) {}

  async execute({ subscriptionId, subscriptionItemId }: GetPrescriptionQuery): Promise<PrescriptionRecord | null> {
    const counted = subscriptionItemId ? await this.supplies.of(subscriptionItemId) : null;
    const p = counted ? await this.em.findOne(Prescription, counted.line.prescriptionId) : await this.em.findOne(Prescription, { subscriptionId }, { orderBy: { id: 'desc' } });
    if (!p) return null;
    const [key, lines] = await readAll(this.em, [
      () => (p.signingKeyId ? this.em.findOne(PrescriberSigningKey, p.signingKeyId) : null),
      () => this.em.find(PrescriptionLine, { prescriptionId: p.id }, { orderBy: { lineNumber: 'asc' } }),
    ]);
    const dispensed = counted?.line ?? lines[0] ?? p;
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
      itemCode: dispensed.itemCode,
      medicineName: dispensed.medicineName,
      form: dispensed.form,
      strength: dispensed.strength,
      quantity: dispensed.quantity,
      directions: dispensed.directions,
      lines: lines.map(lineParticulars),
      supply: counted ? { supplyNumber: counted.supplyNumber, suppliesAuthorised: counted.suppliesAuthorised } : null,
      signatureFingerprint: key?.fingerprint ?? null,
    };
  }
}
