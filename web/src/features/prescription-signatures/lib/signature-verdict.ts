import type { PrescriptionSignature } from '../api/get-prescription-signature';

/** What each answer means for the person holding the prescription, in words a pharmacist acts on. */
export const SIGNATURE_VERDICT: Record<PrescriptionSignature['status'], { tag: string; color: string; meaning: string }> = {
  valid: {
    tag: 'Signature valid',
    color: 'green',
    meaning: 'The stored prescription is exactly what the prescriber signed, with their own key.',
  },
  invalid: {
    tag: 'Signature does not match',
    color: 'red',
    meaning: 'The stored prescription has changed since it was signed, or the signature is not its prescriber’s. Do not dispense against it; tell the superintendent pharmacist.',
  },
  unsigned: {
    tag: 'Not signed',
    color: 'default',
    meaning: 'Written before prescriptions were signed electronically: check it against the prescriber’s record instead.',
  },
};
