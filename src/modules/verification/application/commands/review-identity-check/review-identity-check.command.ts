import { Command } from '@nestjs/cqrs';

/** Staff settle a 'consider' check after looking at the photos: clear, or rejected (which declines and refunds). */
export class ReviewIdentityCheckCommand extends Command<{ status: string }> {
  constructor(
    readonly checkId: number,
    readonly staffUserId: number,
    readonly outcome: 'clear' | 'rejected',
    readonly note: string,
  ) {
    super();
  }
}
