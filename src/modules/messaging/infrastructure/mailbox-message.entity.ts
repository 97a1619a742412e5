import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/** An email (no SMTP server configured) or a text (no Twilio settings) kept locally instead of sent. */
@Entity({ tableName: 'mailbox_message' })
@Index({ properties: ['to', 'id'] })
export class MailboxMessage {
  @PrimaryKey()
  id!: number;

  /** A text keeps its body in `text`, with no subject or html, and its E.164 number in `to`. */
  @Property({ type: 'string', length: 5 })
  kind: 'email' | 'sms' = 'email';

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
