/** What a prescriber writes for the patient when declining in a test: long enough for the rule (10 to 1000 characters). */
export const PATIENT_REASON = 'Your answers suggest a GP should look at your skin first, so we cannot prescribe this treatment online.';

/** A decline's request body: the reason for the patient always, the internal note when the test gives one. */
export function declining(id: number, internalNote?: string): { id: number; approve: 0; patient_reason: string; reason?: string } {
  return { id, approve: 0, patient_reason: PATIENT_REASON, ...(internalNote === undefined ? {} : { reason: internalNote }) };
}
