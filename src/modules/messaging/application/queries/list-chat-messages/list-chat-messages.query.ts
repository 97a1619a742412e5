import { Query } from '@nestjs/cqrs';
import type { ChatAuthor } from '../../../domain/chat-author';
import type { ChatMessageView } from '../../chat-message-view';

/** How many messages one page holds: a screenful and a bit, so the first load can scroll. */
export const CHAT_PAGE_SIZE = 30;

/** One page of a customer's conversation, newest first, before the message `beforeId` (or the newest). */
export class ListChatMessagesQuery extends Query<ChatMessageView[]> {
  constructor(
    readonly customerId: number,
    readonly beforeId: number | undefined,
    readonly reader: ChatAuthor,
  ) {
    super();
  }
}
