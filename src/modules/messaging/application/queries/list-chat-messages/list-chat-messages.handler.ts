import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../../shared/database/read-rows';
import type { ChatMessage } from '../../../infrastructure/chat-message.entity';
import { ChatMessageView, viewChatMessage } from '../../chat-message-view';
import { CHAT_PAGE_SIZE, ListChatMessagesQuery } from './list-chat-messages.query';

/** Plain SQL into the view: the chat page and staff's chat read this on every load and every new message. */
@QueryHandler(ListChatMessagesQuery)
export class ListChatMessagesHandler implements IQueryHandler<ListChatMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ customerId, beforeId, reader }: ListChatMessagesQuery): Promise<ChatMessageView[]> {
    const messages = await readRows<Pick<ChatMessage, 'id' | 'senderId' | 'author' | 'contentPlain' | 'createdAt'>>(
      this.em,
      `select id, sender_id as "senderId", author, content_plain as "contentPlain", created_at as "createdAt"
         from chat_message where customer_id = ?${beforeId === undefined ? '' : ' and id < ?'} order by id desc limit ?`,
      beforeId === undefined ? [customerId, CHAT_PAGE_SIZE] : [customerId, beforeId, CHAT_PAGE_SIZE],
    );
    // The ORM's connection answers timestamps as PostgreSQL's text ('2026-12-07 15:05:38.024005+00').
    return messages.map((message) => viewChatMessage({ ...message, createdAt: new Date(message.createdAt) }, reader));
  }
}
