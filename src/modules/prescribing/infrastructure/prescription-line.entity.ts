import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * One medicine a prescription authorises, written at approval and never changed: what each
 * supply holds, how to use it, how many supplies and how far apart (HMR 2012 reg 217, 218).
 */
@Entity({ tableName: 'prescription_line' })
@Unique({ properties: ['prescriptionId', 'lineNumber'] })
export class PrescriptionLine {
  @PrimaryKey()
  id!: number;

  @Property()
  @Index()
  prescriptionId!: number;

  /** 1, 2 ... in the order the plan supplies them. */
  @Property()
  lineNumber!: number;

  @Property({ length: 20 })
  itemCode!: string;

  @Property({ length: 160 })
  medicineName!: string;

  @Property({ length: 20 })
  form!: string;

  @Property({ length: 300 })
  strength!: string;

  /** What one supply holds, e.g. '30 ml' or '56 tablets'. */
  @Property({ length: 40 })
  quantity!: string;

  @Property({ type: 'text' })
  directions!: string;

  /** How many supplies of this medicine the prescription authorises, the first included. */
  @Property()
  suppliesAuthorised!: number;

  /** The fewest days between one supply and the next. */
  @Property()
  minIntervalDays!: number;

  /** The longest continuous course without a review, in days, as the catalogue said when prescribed; null when unlimited. */
  @Property({ type: 'int', nullable: true })
  maxCourseDays?: number | null;
}
