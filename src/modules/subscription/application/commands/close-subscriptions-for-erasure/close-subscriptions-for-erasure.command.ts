import { Command } from '@nestjs/cqrs';

/**
 * Closes a patient's treatments because staff approved their erasure: refused (409, naming the
 * order) while an order is under way (domain/erasure-rules.ts); otherwise every subscription not
 * yet cancelled is ended as staff's End Subscription does (supplies not yet paid are cancelled,
 * nothing is refunded), each recorded in the audit trail; the patient's cancellation reasons and
 * chosen card are cleared, and every subscription is marked restricted. Runs inside the caller's
 * transaction. Answers the ids of the subscriptions it ended.
 */
export class CloseSubscriptionsForErasureCommand extends Command<{ ended: number[]; restricted: number }> {
  constructor(
    readonly actorId: number,
    readonly userId: number,
    readonly at: Date,
  ) {
    super();
  }
}
