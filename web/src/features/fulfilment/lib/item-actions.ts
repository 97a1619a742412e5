/**
 * What staff may do with one supply, by its status (spec §4). The server enforces the same
 * rules (src/modules/fulfilment/domain/item-actions.ts); this only decides what to offer.
 */
export function itemActions(status: string) {
  return {
    ship: status === 'paid',
    documents: status !== 'upcoming',
    labelDownload: status === 'shipped',
  };
}

export const DOCUMENTS = [
  { type: 'dispensing-label', label: 'Label' },
  { type: 'dispatch-note', label: 'Dispatch Note' },
  { type: 'prescription', label: 'Prescription' },
  { type: 'gp-letter', label: 'GP Letter' },
  { type: 'receipt', label: 'Receipt' },
] as const;

export type DocumentType = (typeof DOCUMENTS)[number]['type'];

/** Where the page does not know the patient's GP step (the dispatch list): the letter is printed from the subscription. */
export const GP_LETTER_UNAVAILABLE = "Open the subscription to print the GP letter: it is written only when the patient gave a GP practice and consented to share.";

export const documentUrl = (type: DocumentType, itemId: number) => `/v2/admin/form/ship/pdf/${type}?id=${itemId}`;
export const labelUrl = (trackingNumber: string) => `/storage/rm_labels/${trackingNumber}.pdf`;

/**
 * Why Ship is not offered yet for a waiting order, in the order the server refuses (ADR 0007);
 * undefined when it may go.
 */
export function shipRefusal(checkStage: string | null | undefined, responsiblePharmacistSignedIn: boolean): string | undefined {
  if (checkStage === 'awaiting-clinical-check') return 'Waiting for the pharmacist’s clinical check.';
  if (checkStage === 'awaiting-accuracy-check') return 'Waiting for the pharmacist’s accuracy check.';
  if (!responsiblePharmacistSignedIn) return 'No responsible pharmacist is signed in.';
  return undefined;
}
