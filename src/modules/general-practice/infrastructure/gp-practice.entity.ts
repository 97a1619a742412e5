import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An English GP practice from the directory shipped with the app (NHS ODS 'epraccur' data,
 * see docs/patient-safety.md). Reference data: refreshed from the seed file at a start when the file changed (GpDirectoryLoad).
 */
@Entity({ tableName: 'gp_practice' })
export class GpPractice {
  /** The practice's NHS ODS code, e.g. 'A81001'. */
  @PrimaryKey({ length: 10 })
  odsCode!: string;

  @Property({ length: 200 })
  name!: string;

  /** The address lines above the postcode, one per line. */
  @Property({ type: 'text' })
  address!: string;

  @Property({ length: 10 })
  postcode!: string;

  /** Where GP letters go: the practice's shared NHSmail inbox, or the documented placeholder. */
  @Property({ length: 254 })
  email!: string;
}
