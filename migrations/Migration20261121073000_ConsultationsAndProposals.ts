import { Migration } from '@mikro-orm/migrations';

export class Migration20261121073000_ConsultationsAndProposals extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "consultation_status" as enum ('draft', 'submitted');`);
    this.addSql(`create type "subscription_status" as enum ('pending', 'active', 'review', 'shipping', 'processing', 'cancelled', 'failed');`);
    this.addSql(`create type "subscription_item_status" as enum ('upcoming', 'paid', 'packaging', 'shipped', 'cancelled', 'waiting', 'refunded');`);
    this.addSql(`create table "consultation" ("id" serial primary key, "user_id" int not null, "type" varchar(40) not null, "name" varchar(120) not null, "questionnaire_version" int not null, "status" "consultation_status" not null default 'draft', "answers" jsonb not null, "submitted_fields" jsonb null, "flags" jsonb not null, "started_at" timestamptz not null, "updated_at" timestamptz not null, "submitted_at" timestamptz null);`);
    this.addSql(`create index "consultation_user_id_type_status_index" on "consultation" ("user_id", "type", "status");`);

    this.addSql(`create table "consultation_photo" ("id" uuid not null, "consultation_id" int not null, "question" varchar(60) not null, "storage_path" varchar(200) not null, "content_type" varchar(40) not null, "byte_size" int not null, "created_at" timestamptz not null, constraint "consultation_photo_pkey" primary key ("id"));`);
    this.addSql(`create index "consultation_photo_consultation_id_index" on "consultation_photo" ("consultation_id");`);
    this.addSql(`alter table "consultation_photo" add constraint "consultation_photo_storage_path_unique" unique ("storage_path");`);

    this.addSql(`create table "subscription" ("id" serial primary key, "user_id" int not null, "status" "subscription_status" not null default 'pending', "condition" varchar(40) not null, "treatment_plan_id" int not null, "consultation_id" int null, "price_pence" int not null, "due_at" date null, "stripe_subscription_id" varchar(100) null, "address_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "subscription" add constraint "subscription_consultation_id_unique" unique ("consultation_id");`);
    this.addSql(`create index "subscription_user_id_status_index" on "subscription" ("user_id", "status");`);

    this.addSql(`create table "subscription_item" ("id" serial primary key, "subscription_id" int not null, "position" int not null default 0, "catalogue_item_id" int not null, "code" varchar(20) not null, "name" varchar(160) not null, "price_pence" int not null, "transaction_price_pence" int null, "interval" varchar(10) null, "interval_count" int null, "status" "subscription_item_status" not null default 'upcoming');`);
    this.addSql(`create index "subscription_item_subscription_id_index" on "subscription_item" ("subscription_id");`);

    this.addSql(`alter table "consultation_photo" add constraint "consultation_photo_consultation_id_foreign" foreign key ("consultation_id") references "consultation" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "subscription_item" add constraint "subscription_item_subscription_id_foreign" foreign key ("subscription_id") references "subscription" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "consultation_photo" drop constraint "consultation_photo_consultation_id_foreign";`);

    this.addSql(`alter table "subscription_item" drop constraint "subscription_item_subscription_id_foreign";`);

    this.addSql(`drop table if exists "consultation" cascade;`);

    this.addSql(`drop table if exists "consultation_photo" cascade;`);

    this.addSql(`drop table if exists "subscription" cascade;`);

    this.addSql(`drop table if exists "subscription_item" cascade;`);

    this.addSql(`drop type "consultation_status";`);
    this.addSql(`drop type "subscription_status";`);
    this.addSql(`drop type "subscription_item_status";`);
  }

}
