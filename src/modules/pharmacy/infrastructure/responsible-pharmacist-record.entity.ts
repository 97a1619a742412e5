import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { PublicData } from '../../../shared/public-reads/public-data.decorator';

/**
 * One spell of a pharmacist in charge of the premises: the Responsible Pharmacist record of
 * the Medicines (Pharmacies) (Responsible Pharmacist) Regulations 2008. Append-only: the
 * database refuses any change but setting the time out once, and any deletion. At most one
 * spell is open at a time (a partial unique index in the migration).
 */
@PublicData()
@Entity({ tableName: 'responsible_pharmacist_record' })
@Index({ properties: ['signedInAt'] })
@Index({
  name: 'responsible_pharmacist_record_one_open_spell',
  expression: `create unique index "responsible_pharmacist_record_one_open_spell" on "responsible_pharmacist_record" ((true)) where "signed_out_at" is null`,
})
export class ResponsiblePharmacistRecord {
  @PrimaryKey()
  id!: number;

  /** The pharmacist (identity context), by id. */
  @Property()
  pharmacistUserId!: number;

  /** Name and registration number copied at sign-in: the record never changes with a profile. */
  @Property({ length: 160 })
  pharmacistName!: string;

  @Property({ length: 7 })
  gphcNumber!: string;

  /** The premises the pharmacist was in charge of, as configured then. */
  @Property({ length: 7 })
  premisesGphcNumber!: string;

  @TimestampProperty()
  signedInAt!: Date;

  @TimestampProperty({ nullable: true })
  signedOutAt?: Date;
}
