import { Migration } from '@mikro-orm/migrations';

export class Migration20261124144338_DataRights extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "data_export_status" as enum ('preparing', 'ready', 'expired', 'failed');`);
    this.addSql(`create type "erasure_request_status" as enum ('pending', 'erased', 'refused');`);
    this.addSql(`create table "data_export" ("id" uuid not null, "user_id" int not null, "status" "data_export_status" not null default 'preparing', "requested_at" timestamptz not null, "ready_at" timestamptz null, "expires_at" timestamptz null, "storage_path" varchar(200) null, "byte_size" int null, constraint "data_export_pkey" primary key ("id"));`);
    this.addSql(`create index "data_export_status_expires_at_index" on "data_export" ("status", "expires_at");`);
    this.addSql(`create index "data_export_user_id_requested_at_index" on "data_export" ("user_id", "requested_at");`);
    this.addSql(`create unique index "data_export_one_preparing_per_user" on "data_export" ("user_id") where "status" = 'preparing';`);

    this.addSql(`create table "erasure_request" ("id" serial primary key, "user_id" int not null, "status" "erasure_request_status" not null default 'pending', "patient_reason" varchar(500) null, "requested_at" timestamptz not null, "decided_at" timestamptz null, "decided_by_user_id" int null, "refusal_reason" varchar(1000) null, "outcome" jsonb null, "payment_records_purged_at" timestamptz null, "clinical_records_purged_at" timestamptz null);`);
    this.addSql(`create index "erasure_request_user_id_index" on "erasure_request" ("user_id");`);
    this.addSql(`create index "erasure_request_status_requested_at_index" on "erasure_request" ("status", "requested_at");`);
    this.addSql(`create unique index "erasure_request_one_pending_per_user" on "erasure_request" ("user_id") where "status" = 'pending';`);

    this.addSql(`alter table "subscription" add column "restricted_at" timestamptz null;`);

    this.addSql(`alter table "users" add column "restricted_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "data_export" cascade;`);

    this.addSql(`drop table if exists "erasure_request" cascade;`);

    this.addSql(`alter table "subscription" drop column "restricted_at";`);

    this.addSql(`alter table "users" drop column "restricted_at";`);

    this.addSql(`drop type "data_export_status";`);
    this.addSql(`drop type "erasure_request_status";`);
  }

}
