import { Migration } from '@mikro-orm/migrations';

/**
 * Which version of the shipped GP practice directory was last loaded (issue 20): the SHA-256
 * of its CSV. A start whose file has the same checksum skips the 821-practice upsert.
 */
export class Migration20261126020000_GpDirectoryLoad extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "gp_directory_load" ("checksum" varchar(64) not null, "practices" int not null, "loaded_at" timestamptz not null, constraint "gp_directory_load_pkey" primary key ("checksum"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gp_directory_load" cascade;`);
  }
}
