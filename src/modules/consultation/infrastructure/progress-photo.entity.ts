import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { TimestampProperty } from '../../../shared/database/timestamps';

/** A photo the customer adds to show how their skin is doing. Private like consultation photos, kept the same way. */
@Entity({ tableName: 'progress_photo' })
@Index({ properties: ['userId', 'createdAt'] })
export class ProgressPhoto {
  @PrimaryKey({ type: 'uuid' })
  id: string = crypto.randomUUID();

  /** The customer (identity context), by id. */
  @Property()
  userId!: number;

  /** Path inside private storage, e.g. progress/3f1c....jpg; served at /storage/{path} to its owner and admins only. */
  @Property({ length: 200 })
  @Unique()
  storagePath!: string;

  @Property({ length: 40 })
  contentType!: string;

  @Property()
  byteSize!: number;

  @TimestampProperty()
  createdAt: Date = new Date();
}
