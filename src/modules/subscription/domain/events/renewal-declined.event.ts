import type { DeclineClass } from '../decline-classes';

/**
 * A renewal's charge was declined: 'hard' (the card will never pay; no retries, the customer is
 * asked for another card) or 'soft' (the retry schedule runs while retries are left).
 */
export class RenewalDeclined {
  constructor(
    readonly subscriptionId: number,
    /** 1 for the due date's first charge; more for a retry after a decline. */
    readonly attempt: number,
    readonly declineClass: DeclineClass,
    /** The next automatic retry's UK date, or null when none is left (or the decline was hard). */
    readonly retryOn: string | null,
  ) {}
}
