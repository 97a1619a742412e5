import { Query } from '@nestjs/cqrs';

/** A prescription as written, for the prescription document and the dispensing label. */
export interface PrescriptionRecord {
  id: number;
  scriptRef: string;
  subscriptionId: number;
  consultationId: number | null;
  patientName: string;
  patientBirthDate: string | null;
  patientAddress: string;
  prescriberName: string;
  prescriberProfessionalBody: string;
  prescriberRegistrationNumber: string;
  prescriberAddress: string;
  prescribedOn: string;
  expiresOn: string;
  itemCode: string;
  medicineName: string;
  form: string;
  strength: string;
  quantity: string;
  directions: string;
  /** The fingerprint of the key that signed it, printed on the prescription; null for one written before prescriptions were signed. */
  signatureFingerprint: string | null;
}

export class GetPrescriptionQuery extends Query<PrescriptionRecord | null> {
  constructor(readonly subscriptionId: number) {
    super();
  }
}
