import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { CHAT_AUTHORS, type ChatAuthor } from '../domain/chat-author';

/** One message between a customer and the team. Plain text: never markup, never rendered as such. */
@Entity({ tableName: 'chat_message' })
@Index({ properties: ['customerId', 'id'] })
export class ChatMessage {
  @PrimaryKey()
  id!: number;

  /** Whose conversation this is (identity context), by id. */
  @Property()
  customerId!: number;

  /** Who wrote it: the customer, or the member of staff who answered (identity context), by id. */
  @Property()
  senderId!: number;

  @Enum({ items: [...CHAT_AUTHORS], nativeEnumName: 'chat_author' })
  author!: ChatAuthor;

  @Property({ type: 'text' })
  contentPlain!: string;

  @TimestampProperty()
  createdAt: Date = new Date();
}
