import { Command } from '@nestjs/cqrs';
import type { RenewalOutcome } from '../../renewal-settlement';

export type RenewResult = RenewalOutcome | 'settled' | 'not-active' | 'not-due' | 'paused' | 'prescription-expired' | 'supply-too-soon' | 'check-in-pending' | 'waiting-for-retry' | 'plan-ended';

/**
 * Charges the next supply of a subscription due on `dueOn`, off session, at most once:
 * any number of these for the same subscription and date, at once or replayed later,
 * charge it once. `paymentMethodId` retries a failed renewal at once with that card.
 */
export class RenewSubscriptionCommand extends Command<RenewResult> {
  constructor(
    readonly subscriptionId: number,
    readonly dueOn: string,
    readonly paymentMethodId?: string,
  ) {
    super();
  }
}
