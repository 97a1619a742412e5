import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/** A GP letter sent (or tried) to the patient's practice for one prescription: shown to staff on the subscription. */
@Entity({ tableName: 'gp_letter_sent' })
export class GpLetterSent {
  @PrimaryKey()
  id!: number;

  @Property({ index: true })
  subscriptionId!: number;

  /** One letter per prescription: the after-commit reaction may run again, the letter goes once. */
  @Property()
  @Unique()
  prescriptionId!: number;

  @Property({ length: 10 })
  odsCode!: string;

  @Property({ length: 200 })
  practiceName!: string;

  @Property({ length: 254 })
  sentTo!: string;

  /** 'sent', or 'failed' with the mail server's answer in `error` (a failed send is retried). */
  @Property({ length: 10 })
  result!: 'sent' | 'failed';

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @TimestampProperty()
  sentAt: Date = new Date();
}
