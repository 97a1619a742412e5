import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';

/** What a prescriber signs: every legal particular of the prescription (HMR 2012 reg 217, 218), and its number. */
export interface SignedParticulars {
  id: number;
  subscriptionId: number;
  patientName: string;
  patientBirthDate?: string;
  patientAddress: string;
  prescriberUserId: number;
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
}

/** One medicine line of a prescription, as signed (prescription-v2 on) and as the documents print it. */
export interface SignedLine {
  lineNumber: number;
  itemCode: string;
  medicineName: string;
  form: string;
  strength: string;
  quantity: string;
  directions: string;
  suppliesAuthorised: number;
  minIntervalDays: number;
}

/**
 * Tells which set of fields a signature covers, so every version can still be verified:
 * v1, the particulars alone (prescriptions written before lines); v2, the particulars and
 * every line with its supplies authorised and interval.
 */
export type ContentVersion = 'prescription-v1' | 'prescription-v2';
export const CURRENT_CONTENT_VERSION: ContentVersion = 'prescription-v2';

/**
 * The bytes signed: the particulars in RFC 8785 canonical JSON (keys sorted, one spelling of
 * every number and string), so the same prescription always gives the same bytes, and any
 * change of a single character gives others.
 */
export function signedContent(particulars: SignedParticulars, version: ContentVersion, lines: readonly SignedLine[] = []): Buffer {
  const fields: Record<keyof SignedParticulars, unknown> = {
    id: particulars.id,
    subscriptionId: particulars.subscriptionId,
    patientName: particulars.patientName,
    patientBirthDate: particulars.patientBirthDate ?? null,
    patientAddress: particulars.patientAddress,
    prescriberUserId: particulars.prescriberUserId,
    prescriberName: particulars.prescriberName,
    prescriberProfessionalBody: particulars.prescriberProfessionalBody,
    prescriberRegistrationNumber: particulars.prescriberRegistrationNumber,
    prescriberAddress: particulars.prescriberAddress,
    prescribedOn: particulars.prescribedOn,
    expiresOn: particulars.expiresOn,
    itemCode: particulars.itemCode,
    medicineName: particulars.medicineName,
    form: particulars.form,
    strength: particulars.strength,
    quantity: particulars.quantity,
    directions: particulars.directions,
  };
  const signedLines = version === 'prescription-v1' ? {} : { lines: [...lines].sort((a, b) => a.lineNumber - b.lineNumber).map(lineParticulars) };
  return Buffer.from(canonicalize({ version, ...fields, ...signedLines }), 'utf8');
}

/** A line's particulars and nothing else (not its row id or prescription id). */
export function lineParticulars({ lineNumber, itemCode, medicineName, form, strength, quantity, directions, suppliesAuthorised, minIntervalDays }: SignedLine): SignedLine {
  return { lineNumber, itemCode, medicineName, form, strength, quantity, directions, suppliesAuthorised, minIntervalDays };
}

/**
 * A public key's fingerprint as printed on the prescription: SHA-256 of its DER (SPKI) form,
 * the first 16 bytes in groups of four hex digits. Enough to tell keys apart by eye and to
 * look the key up; verification always uses the whole stored key.
 */
export function keyFingerprint(publicKeyDer: Buffer): string {
  const hex = createHash('sha256').update(publicKeyDer).digest('hex').slice(0, 32).toUpperCase();
  return hex.match(/.{4}/g)!.join(' ');
}
