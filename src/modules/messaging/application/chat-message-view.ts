import type { ChatAuthor } from '../domain/chat-author';

/** A chat message as a page shows it (spec §3 Chat message). */
export interface ChatMessageView {
  id: number;
  sender_id: number;
  content_plain: string;
  created_at: string;
  /** 1 when the message came to whoever is reading: the team's replies for a customer, the customer's messages for staff. */
  is_incoming: 0 | 1;
  /** Who wrote it, whoever reads it. */
  from: ChatAuthor;
}

interface StoredMessage {
  id: number;
  senderId: number;
  author: ChatAuthor;
  contentPlain: string;
  createdAt: Date | string;
}

export function viewChatMessage(message: StoredMessage, reader: ChatAuthor): ChatMessageView {
  return {
    id: message.id,
    sender_id: message.senderId,
    content_plain: message.contentPlain,
    created_at: typeof message.createdAt === 'string' ? message.createdAt : message.createdAt.toISOString(),
    is_incoming: message.author === reader ? 0 : 1,
    from: message.author,
  };
}
