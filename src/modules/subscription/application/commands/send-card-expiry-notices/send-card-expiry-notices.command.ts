import { Command } from '@nestjs/cqrs';

/**
 * Tells each customer whose card expires before a charge within CARD_EXPIRY_NOTICE_DAYS of
 * `today`, once per charge date, to change it. Sent by the renewal sweep after the reminders.
 * Returns how many were told.
 */
export class SendCardExpiryNoticesCommand extends Command<number> {
  constructor(readonly today: string) {
    super();
  }
}
