import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/**
 * Why a prescriber approved without telling the patient's GP (no consent, no GP, or the step
 * left unanswered): part of the clinical record, never changed once written.
 */
@Entity({ tableName: 'gp_justification' })
export class GpJustification {
  @PrimaryKey()
  id!: number;

  @Property({ index: true })
  subscriptionId!: number;

  @Property()
  patientUserId!: number;

  @Property()
  prescriberUserId!: number;

  /** What the patient had answered when the prescriber decided: 'no_consent', 'no_gp' or 'unanswered'. */
  @Property({ length: 20 })
  gpStatus!: string;

  @Property({ type: 'text' })
  justification!: string;

  @TimestampProperty()
  recordedAt: Date = new Date();
}
