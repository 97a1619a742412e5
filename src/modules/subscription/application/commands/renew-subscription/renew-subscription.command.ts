import { Command } from '@nestjs/cqrs';
import type { RenewalOutcome } from '../../renewal-settlement';

export type RenewResult = RenewalOutcome | 'settled' | 'not-active' | 'not-due' | 'paused' | 'prescription-expired' | 'supply-too-soon' | 'check-in-pending' | 'waiting-for-retry' | 'plan-ended' | 'supply-refused';

/**
 * Charges the next supply of a subscription due on `dueOn`, off session, at most once:
 * any number of these for the same subscription and date, at once or replayed later,
 * charge it once. `paymentMethodId` retries a failed renewal at once with that card.
 * `sendNow`: the customer asked for the supply due on `dueOn` (the date they were shown) today
 * (SendNextBoxNowCommand). Under the same lock and checks, the due date becomes today and the supply
 * is charged as due today, with today's key: a second press names a date already moved on from,
 * and a press after today's payment finds it (an open attempt), so either charges nothing.
 */
export class RenewSubscriptionCommand extends Command<RenewResult> {
  constructor(
    readonly subscriptionId: number,
    readonly dueOn: string,
    readonly paymentMethodId?: string,
    readonly sendNow = false,
  ) {
    super();
  }
}
