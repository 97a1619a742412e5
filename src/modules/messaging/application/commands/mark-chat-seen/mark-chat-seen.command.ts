import { Command } from '@nestjs/cqrs';

/** The customer has the chat page open (or has just closed it): they have seen every message so far. */
export class MarkChatSeenCommand extends Command<void> {
  constructor(readonly customerId: number) {
    super();
  }
}
