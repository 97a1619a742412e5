import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import type { Pence } from '../../../shared/domain/money';

/**
 * One supply of a prescription-only medicine, written when it is dispatched. The
 * register is append-only: nothing updates or deletes a row; a correction is a new
 * row that names the row it corrects (shown as 'Serial of Pare').
 */
@Entity({ tableName: 'pom_register_entry' })
@Index({ properties: ['dateDispensed', 'id'] })
export class PomRegisterEntry {
  /** The register's serial number. */
  @PrimaryKey()
  id!: number;

  @Property()
  @Index()
  prescriptionId!: number;

  /** The supply (subscription item, subscription context), by id. */
  @Property()
  @Index()
  subscriptionItemId!: number;

  @Property({ type: 'date' })
  datePrescribed!: string;

  @Property({ type: 'date' })
  dateDispensed!: string;

  @Property({ length: 200 })
  patientName!: string;

  @Property({ type: 'text' })
  patientAddress!: string;

  @Property({ length: 160 })
  prescriberName!: string;

  @Property({ type: 'text' })
  prescriberAddress!: string;

  @Property({ length: 20 })
  itemCode!: string;

  /** Name, form and strength as prescribed. */
  @Property({ length: 400 })
  prescribedItem!: string;

  @Property({ length: 40 })
  quantity!: string;

  @Property({ type: 'integer' })
  finalPricePence!: Pence;

  @Property({ length: 40, nullable: true })
  trackingNumber?: string;

  /** The pack supplied, from the pharmacist's accuracy check. Null on entries from before the checks existed. */
  @Property({ length: 40, nullable: true })
  batchNumber?: string;

  @Property({ type: 'date', nullable: true })
  batchExpiresOn?: string;

  /** Which supply against the prescription this was, '3 of 6'. Null on entries from before supplies were counted. */
  @Property({ nullable: true })
  supplyNumber?: number;

  @Property({ nullable: true })
  suppliesAuthorised?: number;

  /** The serial number of the row this one corrects. */
  @Property({ nullable: true })
  @Index()
  correctsEntryId?: number;

  @Property({ type: 'text', nullable: true })
  correctionReason?: string;

  /** Who wrote the row: the dispatching or correcting staff user (identity context), by id. */
  @Property()
  recordedByUserId!: number;

  @TimestampProperty()
  recordedAt: Date = new Date();
}
