import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/** A prescriber's decision not to prescribe, with their reason, kept in the clinical record. */
@Entity({ tableName: 'review_decline' })
export class ReviewDecline {
  @PrimaryKey()
  id!: number;

  @Property()
  @Unique()
  subscriptionId!: number;

  @Property()
  patientUserId!: number;

  /** Null when no prescriber decided it: the patient's identity check was rejected. */
  @Property({ type: 'integer', nullable: true })
  declinedByUserId!: number | null;

  @Property({ type: 'text' })
  reason!: string;

  @TimestampProperty()
  declinedAt: Date = new Date();
}
