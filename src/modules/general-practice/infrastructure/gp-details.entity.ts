import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/**
 * A patient's answer to the GP step for one subscription: their practice (or that they have
 * no GP) and whether they consent to us telling that practice about the treatment.
 */
@Entity({ tableName: 'gp_details' })
export class GpDetails {
  @PrimaryKey()
  id!: number;

  /** The patient (identity context), by id. */
  @Property({ index: true })
  userId!: number;

  /** The subscription the answer was given for (subscription context), by id. One answer each; answering again replaces it. */
  @Property()
  @Unique()
  subscriptionId!: number;

  /** The chosen practice's ODS code; null when the patient has no GP. */
  @Property({ length: 10, nullable: true })
  odsCode: string | null = null;

  /** Copied at answer time, so the record still says which practice was meant if the directory changes. */
  @Property({ length: 200, nullable: true })
  practiceName: string | null = null;

  @Property()
  noGp = false;

  /** Consent to share this treatment with the practice; always false with no GP. */
  @Property()
  consentToShare = false;

  @TimestampProperty()
  answeredAt: Date = new Date();
}
