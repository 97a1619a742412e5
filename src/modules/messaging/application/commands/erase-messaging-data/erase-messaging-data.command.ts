import { Command } from '@nestjs/cqrs';

/**
 * Erases a customer's chat (every message, theirs and the team's, and the conversation row) and
 * their newsletter sign-up. Runs inside the caller's transaction. Emails already sent are not
 * held here beyond the development mailbox, which is not production data.
 */
export class EraseMessagingDataCommand extends Command<{ chatMessages: number; newsletterSignUps: number }> {
  constructor(
    readonly customerId: number,
    readonly email: string,
  ) {
    super();
  }
}
