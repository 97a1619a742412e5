/**
 * An identity check's life: created, waiting for the patient's photos (a provider's hosted
 * capture), being checked, then decided. 'consider' waits for staff, who settle it as clear
 * or rejected.
 */
export const IDENTITY_CHECK_STATUSES = ['awaiting_capture', 'in_progress', 'clear', 'consider', 'rejected'] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

/** What the provider decided, in our words. */
export type IdentityDecision = 'clear' | 'consider' | 'rejected';

/** A finished check as the provider reports it (Onfido's check `result` and its document report's `sub_result`). */
export interface ProviderCheckOutcome {
  status: string;
  result: 'clear' | 'consider' | null;
  /** Onfido's document report sub_result: clear, rejected, suspected or caution. */
  documentSubResult: string | null;
}

/** Document sub_results that mean the document is not genuine or not readable as one: no human review can make it clear. */
const REJECTING_SUB_RESULTS = new Set(['rejected', 'suspected']);

/**
 * Onfido's overall `result` is only clear or consider. We read the document report's sub_result
 * too: 'rejected' (unreadable, expired, unsupported) and 'suspected' (forged) decline the order;
 * any other 'consider' (a name or face mismatch, 'caution') goes to staff to look at.
 */
export function decisionOf(outcome: ProviderCheckOutcome): IdentityDecision {
  if (outcome.result === 'clear') return 'clear';
  if (outcome.documentSubResult && REJECTING_SUB_RESULTS.has(outcome.documentSubResult)) return 'rejected';
  return 'consider';
}

export const isDecided = (status: IdentityCheckStatus): boolean => status === 'clear' || status === 'rejected' || status === 'consider';
