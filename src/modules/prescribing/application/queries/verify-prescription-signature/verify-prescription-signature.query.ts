import { Query } from '@nestjs/cqrs';

/** Whether a stored prescription is, to the character, what its prescriber signed. */
export interface PrescriptionSignatureCheck {
  scriptRef: string;
  /** 'unsigned' for prescriptions written before prescriptions were signed. */
  status: 'valid' | 'invalid' | 'unsigned';
  prescriberName: string;
  prescribedOn: string;
  medicineName: string;
  /** The signing key's fingerprint, as printed on the prescription; null when unsigned. */
  fingerprint: string | null;
  signedAt: Date | null;
}

export class VerifyPrescriptionSignatureQuery extends Query<PrescriptionSignatureCheck> {
  constructor(
    readonly prescriptionId: number,
    /** The staff member checking: the check is on the audit trail, as it reads the prescription. */
    readonly checkedByUserId: number,
  ) {
    super();
  }
}
