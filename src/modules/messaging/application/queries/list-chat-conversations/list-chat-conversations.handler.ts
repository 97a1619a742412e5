import { EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserContactsQuery } from '../../../../identity';
import { ChatConversation } from '../../../infrastructure/chat-conversation.entity';
import { ChatListPage, ListChatConversationsQuery } from './list-chat-conversations.query';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

@QueryHandler(ListChatConversationsQuery)
export class ListChatConversationsHandler implements IQueryHandler<ListChatConversationsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ keyword, page, perPage, order }: ListChatConversationsQuery): Promise<ChatListPage> {
    const words = (keyword ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
    // Every word must appear: "chloe bennett" finds Chloe Bennett, as does "bennett@".
    const where: FilterQuery<ChatConversation> = words.length ? { $and: words.map((word) => ({ searchText: { $like: `%${escapeLike(word)}%` } })) } : {};
    const orderBy: QueryOrderMap<ChatConversation>[] =
      order === 'unanswered' ? [{ awaitingReplySince: 'asc nulls last' }, { lastMessageAt: 'desc' }] : [{ lastMessageAt: 'desc' }];
    const [conversations, total] = await this.em.findAndCount(ChatConversation, where, { orderBy, limit: perPage, offset: (page - 1) * perPage });

    const contacts = await this.queries.execute(new GetUserContactsQuery(conversations.map((conversation) => conversation.customerId)));
    const contactOf = new Map(contacts.map((contact) => [contact.id, contact]));
    return {
      total,
      data: conversations.map((conversation) => {
        const contact = contactOf.get(conversation.customerId);
        return {
          id: conversation.customerId,
          fname: contact?.firstName ?? '',
          sname: contact?.lastName ?? '',
          email: contact?.email ?? '',
          last_message: conversation.lastMessagePreview,
          is_incoming: conversation.lastMessageAuthor === 'customer' ? 1 : 0,
          last_message_at: conversation.lastMessageAt?.toISOString() ?? null,
          awaiting_reply_since: conversation.awaitingReplySince?.toISOString() ?? null,
        };
      }),
    };
  }
}
