import { Migration } from '@mikro-orm/migrations';

export class Migration20261121140750_HandledCardEvents extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "handled_card_event" ("event_id" varchar(255) not null, "handled_at" timestamptz not null, constraint "handled_card_event_pkey" primary key ("event_id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "handled_card_event" cascade;`);
  }

}
