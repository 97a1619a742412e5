import { Command } from '@nestjs/cqrs';
import type { ChatMessageView } from '../../chat-message-view';

/** A customer writes to the team. */
export class SendCustomerChatMessageCommand extends Command<ChatMessageView> {
  constructor(
    readonly customerId: number,
    readonly text: string,
  ) {
    super();
  }
}
