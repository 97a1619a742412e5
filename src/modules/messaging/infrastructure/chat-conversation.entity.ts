import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { CHAT_AUTHORS, type ChatAuthor } from '../domain/chat-author';

/**
 * One row per customer who has a conversation with the team: what the staff's list shows
 * and sorts by, kept up to date with each message, so the list never scans the messages.
 */
@Entity({ tableName: 'chat_conversation' })
export class ChatConversation {
  /** The customer (identity context), by id: one conversation each. */
  @PrimaryKey({ autoincrement: false })
  customerId!: number;

  @Property()
  lastMessageId!: number;

  @TimestampProperty()
  @Index()
  lastMessageAt!: Date;

  @Enum({ items: [...CHAT_AUTHORS], nativeEnumName: 'chat_author' })
  lastMessageAuthor!: ChatAuthor;

  @Property({ length: 200 })
  lastMessagePreview!: string;

  /** Since when the customer has been waiting for an answer; empty once the team has replied. */
  @TimestampProperty({ nullable: true })
  @Index()
  awaitingReplySince?: Date | null;

  /**
   * The customer's name and email, lower-cased, for the staff's search. A copy taken
   * from the identity context with every message (contexts do not join each other's
   * tables); the list itself shows the current details.
   */
  @Property({ length: 600 })
  searchText!: string;

  /** When the customer last had the chat page open. */
  @TimestampProperty({ nullable: true })
  customerLastSeenAt?: Date;

  /** When we last emailed them that the team had replied (see domain/reply-email-rule.ts). */
  @TimestampProperty({ nullable: true })
  replyEmailedAt?: Date;
}
