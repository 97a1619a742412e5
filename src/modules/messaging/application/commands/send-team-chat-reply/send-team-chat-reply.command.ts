import { Command } from '@nestjs/cqrs';
import type { ChatMessageView } from '../../chat-message-view';

/** A member of staff answers (or writes first to) a customer. */
export class SendTeamChatReplyCommand extends Command<ChatMessageView> {
  constructor(
    readonly staffId: number,
    readonly customerId: number,
    readonly text: string,
  ) {
    super();
  }
}
