import { Query } from '@nestjs/cqrs';
import type { SignedLine, SignedParticulars } from '../../../domain/prescription-signature';

/** One medicine of a prescription, its supplies authorised and the fewest days between them. */
export type PrescribedLine = SignedLine;

/**
 * A prescription as written (its signed particulars), for the prescription document and the
 * dispensing label. The medicine fields are those of the line being dispensed (the first line
 * when no supply is named).
 */
export interface PrescriptionRecord extends Omit<SignedParticulars, 'patientBirthDate' | 'prescriberUserId'> {
  scriptRef: string;
  consultationId: number | null;
  patientBirthDate: string | null;
  lines: PrescribedLine[];
  /** Which supply this is ('3 of 6'), when the query named a supply that has been counted. */
  supply: { supplyNumber: number; suppliesAuthorised: number } | null;
  /** The fingerprint of the key that signed it, printed on the prescription; null for one written before prescriptions were signed. */
  signatureFingerprint: string | null;
}

/** The subscription's prescription; with `subscriptionItemId`, the one that supply was counted against, seen from its line. */
export class GetPrescriptionQuery extends Query<PrescriptionRecord | null> {
  constructor(
    readonly subscriptionId: number,
    readonly subscriptionItemId?: number,
  ) {
    super();
  }
}
