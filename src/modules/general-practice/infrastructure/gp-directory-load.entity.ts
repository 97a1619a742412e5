import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The version of the shipped practice directory last loaded into gp_practice, by the SHA-256
 * of its CSV: a start whose file has not changed skips the load (one row at most).
 */
@Entity({ tableName: 'gp_directory_load' })
export class GpDirectoryLoad {
  @PrimaryKey({ length: 64 })
  checksum!: string;

  /** How many practices the file held. */
  @Property()
  practices!: number;

  @Property({ type: 'timestamptz' })
  loadedAt!: Date;
}
