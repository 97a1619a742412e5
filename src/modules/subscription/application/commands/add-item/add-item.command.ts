import { Command } from '@nestjs/cqrs';
import type { StaffItemChangeOutcome } from '../../item-change-proposals';

/**
 * Staff add a catalogue item as the last in the treatment plan (spec §2 Add treatment item). Under
 * a live prescription it becomes a proposal a prescriber decides (issue 18).
 */
export class AddSubscriptionItemCommand extends Command<StaffItemChangeOutcome> {
  constructor(
    readonly actorId: number,
    readonly subscriptionId: number,
    readonly catalogueItemId: number,
  ) {
    super();
  }
}
