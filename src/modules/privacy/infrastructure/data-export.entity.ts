import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';
import { DATA_EXPORT_STATUSES, type DataExportStatus } from '../domain/data-export-status';

/**
 * A patient's request for a copy of their data (UK GDPR Art 15) and the ZIP it produced:
 * built by a background job, kept in private storage, downloadable by them alone until it expires.
 */
@Entity({ tableName: 'data_export' })
// One export in preparation per patient: the database refuses a second, however two requests race.
@Index({ name: 'data_export_one_preparing_per_user', expression: `create unique index "data_export_one_preparing_per_user" on "data_export" ("user_id") where "status" = 'preparing'` })
@Index({ properties: ['userId', 'requestedAt'] })
@Index({ properties: ['status', 'expiresAt'] })
export class DataExport {
  /** Random, so a download address reveals nothing and cannot be guessed (it is checked against the owner as well). */
  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  /** The patient (identity context), by id. */
  @Property()
  userId!: number;

  @Enum({ items: [...DATA_EXPORT_STATUSES], nativeEnumName: 'data_export_status' })
  status: DataExportStatus = 'preparing';

  @TimestampProperty()
  requestedAt!: Date;

  @TimestampProperty({ nullable: true })
  readyAt?: Date;

  /** Until when it may be downloaded; the retention sweep deletes the file after it. */
  @TimestampProperty({ nullable: true })
  expiresAt?: Date;

  /** Where the ZIP is in private storage, while it exists. */
  @Property({ length: 200, nullable: true })
  storagePath?: string;

  @Property({ nullable: true })
  byteSize?: number;
}
