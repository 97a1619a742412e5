import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

export const SMS_OPT_OUT_SOURCES = ['account', 'reply'] as const;
export type SmsOptOutSource = (typeof SMS_OPT_OUT_SOURCES)[number];

/**
 * A customer's consent to texts: the number and when they said yes or no. No row means never
 * asked, which sends nothing. Every change is also in the audit trail (who, when, from what).
 */
@Entity({ tableName: 'sms_consent' })
export class SmsConsent {
  /** The customer (identity context), by id: one consent each. */
  @PrimaryKey({ autoincrement: false })
  userId!: number;

  /** E.164 (+447...): the inbound webhook finds the customer by the number the reply came from. */
  @Property({ length: 16 })
  @Index()
  phone!: string;

  @Property()
  optedIn!: boolean;

  @TimestampProperty()
  optedInAt!: Date;

  @TimestampProperty({ nullable: true })
  optedOutAt?: Date | null;

  /** Where they opted out: in the account, or by replying STOP. */
  @Property({ type: 'string', length: 10, nullable: true })
  optedOutVia?: SmsOptOutSource | null;

  @TimestampProperty({ onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
