import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { NoSuchPrescriptionError } from '../../../domain/prescribing.errors';
import { scriptRef } from '../../../domain/register-row';
import { Prescription } from '../../../infrastructure/prescription.entity';
import { PrescriptionSigner } from '../../../infrastructure/prescription-signer';
import { PrescriptionSignatureCheck, VerifyPrescriptionSignatureQuery } from './verify-prescription-signature.query';

@QueryHandler(VerifyPrescriptionSignatureQuery)
export class VerifyPrescriptionSignatureHandler implements IQueryHandler<VerifyPrescriptionSignatureQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly signer: PrescriptionSigner,
    private readonly commands: CommandBus,
  ) {}

  async execute({ prescriptionId, checkedByUserId }: VerifyPrescriptionSignatureQuery): Promise<PrescriptionSignatureCheck> {
    // Read afresh from the database, never from this request's identity map: the check is of what is stored.
    const prescription = await this.em.findOne(Prescription, prescriptionId, { refresh: true });
    if (!prescription) throw new NoSuchPrescriptionError();
    const check = await this.signer.check(prescription);
    await this.commands.execute(
      new RecordAuditEntryCommand({
        actorId: checkedByUserId,
        action: 'prescribing.signature.checked',
        summary: `Checked the signature of ${scriptRef(prescription.id)}: ${check.status}`,
        customerId: prescription.patientUserId,
        subscriptionId: prescription.subscriptionId,
        subject: `prescription:${prescription.id}`,
      }),
    );
    await this.em.flush();
    return {
      scriptRef: scriptRef(prescription.id),
      status: check.status,
      prescriberName: prescription.prescriberName,
      prescribedOn: prescription.prescribedOn,
      medicineName: prescription.medicineName,
      fingerprint: check.status === 'unsigned' ? null : check.fingerprint,
      signedAt: check.status === 'unsigned' ? null : check.signedAt,
    };
  }
}
