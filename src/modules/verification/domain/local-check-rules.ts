import type { ProviderCheckOutcome } from './identity-check-status';

/**
 * The local verifier's developer-steerable rules (like the payment sandbox's test cards), applied
 * to the name the customer types as printed on their document:
 *  - containing 'REJECT' (any case): the document is rejected → the order is declined and refunded;
 *  - not the account's name (ignoring case, spaces and punctuation): 'consider' → staff review;
 *  - otherwise: clear.
 */
export function localCheckOutcome(accountName: string, documentName: string): ProviderCheckOutcome {
  if (/reject/i.test(documentName)) return { status: 'complete', result: 'consider', documentSubResult: 'rejected' };
  if (comparable(documentName) !== comparable(accountName)) return { status: 'complete', result: 'consider', documentSubResult: 'caution' };
  return { status: 'complete', result: 'clear', documentSubResult: 'clear' };
}

/**
 * IDENTITY_VERIFICATION=manual: whatever the photos and the name, the check waits for staff, who
 * look at the document and the selfie themselves; no rule of the shop's can clear a patient.
 */
export function manualCheckOutcome(): ProviderCheckOutcome {
  return { status: 'complete', result: 'consider', documentSubResult: null };
}

const comparable = (name: string) => name.toLowerCase().replace(/[^\p{L}]+/gu, ' ').trim();
