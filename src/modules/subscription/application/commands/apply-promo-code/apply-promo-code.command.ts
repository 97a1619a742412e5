import { Command } from '@nestjs/cqrs';

/** The promo box: a shop promo code or a friend's referral code on the pending subscription; an empty code removes it. */
export class ApplyPromoCodeCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly code: string,
  ) {
    super();
  }
}
