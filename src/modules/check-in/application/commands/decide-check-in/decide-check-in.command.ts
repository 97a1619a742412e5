import { Command } from '@nestjs/cqrs';
import type { CheckInView } from '../../check-in-view';

/**
 * A prescriber decides on a check-in from the subscription detail: continue (the held renewal
 * goes ahead at the next run) or pause the treatment until `resumeOn` with a message to the
 * patient. Adjusting the formula is the change-of-medicine path (a new prescription), which
 * closes the check-in when it is approved.
 */
export type CheckInDecision = { kind: 'continue'; note?: string } | { kind: 'pause'; message: string; resumeOn: string };

export class DecideCheckInCommand extends Command<CheckInView> {
  constructor(
    readonly checkInId: number,
    readonly prescriberUserId: number,
    readonly decision: CheckInDecision,
  ) {
    super();
  }
}
