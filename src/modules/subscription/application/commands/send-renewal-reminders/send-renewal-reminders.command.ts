import { Command } from '@nestjs/cqrs';

/** Emails every active subscription charged within the next `daysBefore` days that has not been reminded of that date yet. Returns how many were sent. */
export class SendRenewalRemindersCommand extends Command<number> {
  constructor(
    readonly today: string,
    readonly daysBefore: number,
  ) {
    super();
  }
}
