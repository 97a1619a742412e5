import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ChatMessage } from '../../../infrastructure/chat-message.entity';
import { ChatMessageView, viewChatMessage } from '../../chat-message-view';
import { CHAT_PAGE_SIZE, ListChatMessagesQuery } from './list-chat-messages.query';

@QueryHandler(ListChatMessagesQuery)
export class ListChatMessagesHandler implements IQueryHandler<ListChatMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ customerId, beforeId, reader }: ListChatMessagesQuery): Promise<ChatMessageView[]> {
    const messages = await this.em.find(
      ChatMessage,
      beforeId === undefined ? { customerId } : { customerId, id: { $lt: beforeId } },
      { orderBy: { id: 'desc' }, limit: CHAT_PAGE_SIZE },
    );
    return messages.map((message) => viewChatMessage(message, reader));
  }
}
