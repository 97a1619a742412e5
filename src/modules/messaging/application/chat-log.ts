import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UserContact } from '../../identity';
import type { ChatAuthor } from '../domain/chat-author';
import { chatPreview, cleanChatText } from '../domain/chat-text';
import { InvalidChatMessageError } from '../domain/chat.errors';
import { ChatConversation } from '../infrastructure/chat-conversation.entity';
import { ChatLiveEvents } from '../infrastructure/chat-live-events';
import { ChatMessage } from '../infrastructure/chat-message.entity';

interface NewMessage {
  customer: UserContact;
  author: ChatAuthor;
  senderId: number;
  text: string;
  at?: Date;
  /** Runs inside the transaction, with the conversation locked, before the commit. */
  alsoInTransaction?: (em: EntityManager, conversation: ChatConversation) => Promise<void>;
}

/**
 * Appends messages to a customer's conversation: the message and the conversation row
 * change in one transaction (the row locked, so two messages at once keep it right), and
 * open chat pages hear of it only after the commit.
 */
@Injectable()
export class ChatLog {
  constructor(
    private readonly em: EntityManager,
    private readonly live: ChatLiveEvents,
  ) {}

  async append({ customer, author, senderId, text, at = new Date(), alsoInTransaction }: NewMessage): Promise<ChatMessage> {
    const cleaned = cleanChatText(text);
    if (!cleaned.ok) throw new InvalidChatMessageError(cleaned.problem);

    const message = await this.em.transactional(async (em) => {
      await em
        .createQueryBuilder(ChatConversation)
        .insert({ customerId: customer.id, lastMessageId: 0, lastMessageAt: at, lastMessageAuthor: author, lastMessagePreview: '', searchText: '' })
        .onConflict('customer_id')
        .ignore()
        .execute();
      const conversation = await em.findOneOrFail(ChatConversation, { customerId: customer.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const stored = Object.assign(new ChatMessage(), { customerId: customer.id, senderId, author, contentPlain: cleaned.text, createdAt: at });
      await em.persist(stored).flush();

      conversation.lastMessageId = stored.id;
      conversation.lastMessageAt = at;
      conversation.lastMessageAuthor = author;
      conversation.lastMessagePreview = chatPreview(cleaned.text);
      conversation.searchText = searchTextOf(customer);
      if (author === 'team') conversation.awaitingReplySince = null;
      else conversation.awaitingReplySince ??= at;
      await alsoInTransaction?.(em, conversation);
      return stored;
    });

    await this.live.publish({
      customerId: customer.id,
      message: { id: message.id, senderId, author, contentPlain: message.contentPlain, createdAt: message.createdAt.toISOString() },
    });
    return message;
  }
}

const searchTextOf = (customer: UserContact) => `${customer.firstName} ${customer.lastName} ${customer.email}`.toLowerCase().slice(0, 600);
