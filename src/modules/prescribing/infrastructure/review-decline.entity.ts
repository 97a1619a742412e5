import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/**
 * A prescriber's decision not to prescribe, kept in the clinical record with two reasons: the
 * internal note for staff, and the words the patient reads in their account and email.
 */
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

  /** The internal note: staff read it (the audit trail); the patient sees it only in their copy of their data. */
  @Property({ type: 'text' })
  reason!: string;

  /** What the patient is told; null only on declines made before the patient was told a reason. */
  @Property({ type: 'text', nullable: true })
  patientReason!: string | null;

  @TimestampProperty()
  declinedAt: Date = new Date();
}
