import { Command } from '@nestjs/cqrs';

/**
 * After a consultation is submitted: the patient's pending subscription ('INCOMPLETE'
 * on their dashboard) with the first suitable plan for the condition. Repeating it
 * for the same consultation returns the same subscription.
 */
export class ProposeSubscriptionCommand extends Command<{ subscriptionId: number }> {
  constructor(
    readonly userId: number,
    readonly consultationId: number,
    readonly condition: string,
  ) {
    super();
  }
}
