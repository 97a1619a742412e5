import { Command } from '@nestjs/cqrs';
import type { RenewalOutcome } from '../../renewal-settlement';
import type { SelfServiceResult } from '../../customer-subscriptions';

export type SendNowResult = SelfServiceResult & { outcome: RenewalOutcome };

/**
 * The customer has the next supply charged and sent today instead of on `dueOn`, the date they
 * were shown: a second press (or a replay) names a date the first has already moved on from.
 */
export class SendNextBoxNowCommand extends Command<SendNowResult> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
    readonly dueOn: string,
  ) {
    super();
  }
}
