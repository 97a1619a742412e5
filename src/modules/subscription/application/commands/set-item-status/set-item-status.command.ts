import { Command } from '@nestjs/cqrs';
import type { ItemStatus } from '../../../domain/subscription-status';

/** Staff set an item's status; any value at any time (spec §4), each change audited. */
export class SetItemStatusCommand extends Command<void> {
  constructor(
    readonly actorId: number,
    readonly subscriptionItemId: number,
    readonly status: ItemStatus,
  ) {
    super();
  }
}
