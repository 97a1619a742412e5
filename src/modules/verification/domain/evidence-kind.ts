/** The two photos a patient gives: their identity document and a selfie to compare with it. */
export type EvidenceKind = 'document' | 'selfie';
export const EVIDENCE_KINDS: readonly EvidenceKind[] = ['document', 'selfie'];
