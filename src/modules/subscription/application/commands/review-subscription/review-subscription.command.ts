import { Command } from '@nestjs/cqrs';

/**
 * The prescriber's decision on a paid subscription under review (spec §7 Admin: review).
 * Approved: active, the first supply goes out and the next is due one interval on.
 * Declined: the first payment is refunded in full and the subscription is cancelled,
 * so no one pays for a treatment a prescriber declines.
 */
export class ReviewSubscriptionCommand extends Command<{ status: string }> {
  constructor(
    readonly subscriptionId: number,
    readonly approve: boolean,
  ) {
    super();
  }
}
