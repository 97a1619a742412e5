import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { PublicData } from '../../../shared/public-reads/public-data.decorator';

/**
 * A staff user who is a registered pharmacist: only they record the clinical and accuracy
 * checks and sign in as the responsible pharmacist. Data, not a role (ADR 0007), as a
 * prescriber profile is.
 */
@PublicData()
@Entity({ tableName: 'pharmacist_profile' })
export class PharmacistProfile {
  @PrimaryKey()
  id!: number;

  /** The staff user (identity context), by id. */
  @Property()
  @Unique()
  userId!: number;

  /** As on the GPhC register, e.g. 'Sophie Clarke'. */
  @Property({ length: 160 })
  fullName!: string;

  /** The pharmacist's own 7-digit GPhC registration number. */
  @Property({ length: 7 })
  gphcNumber!: string;

  @TimestampProperty()
  createdAt: Date = new Date();
}
