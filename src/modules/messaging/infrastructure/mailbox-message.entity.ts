import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/** An email kept locally instead of sent, when no SMTP server is configured. */
@Entity({ tableName: 'mailbox_message' })
@Index({ properties: ['to', 'id'] })
export class MailboxMessage {
  @PrimaryKey()
  id!: number;

  @Property({ length: 254 })
  to!: string;

  @Property({ length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  @TimestampProperty()
  sentAt: Date = new Date();
}
