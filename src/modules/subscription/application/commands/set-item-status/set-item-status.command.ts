import { Command } from '@nestjs/cqrs';
import type { ItemStatus } from '../../../domain/subscription-status';

/** Staff set an item's status with the back office's select, each change audited; paid, shipped and refunded come only from their own flows (item.state-machine.ts). */
export class SetItemStatusCommand extends Command<void> {
  constructor(
    readonly actorId: number,
    readonly subscriptionItemId: number,
    readonly status: ItemStatus,
  ) {
    super();
  }
}
