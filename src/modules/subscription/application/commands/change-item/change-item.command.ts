import { Command } from '@nestjs/cqrs';
import type { StaffItemChangeOutcome } from '../../item-change-proposals';

/**
 * Staff replace one item of a treatment plan with another catalogue item (spec §2 Change treatment
 * item). Under a live prescription it becomes a proposal a prescriber decides (issue 18).
 */
export class ChangeSubscriptionItemCommand extends Command<StaffItemChangeOutcome> {
  constructor(
    readonly actorId: number,
    readonly subscriptionItemId: number,
    readonly catalogueItemId: number,
  ) {
    super();
  }
}
