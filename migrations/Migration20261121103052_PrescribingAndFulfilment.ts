import { Migration } from '@mikro-orm/migrations';

export class Migration20261121103052_PrescribingAndFulfilment extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "fulfilment_order_status" as enum ('waiting', 'shipped');`);
    this.addSql(`create table "fulfilment_order" ("id" serial primary key, "subscription_id" int not null, "subscription_item_id" int not null, "user_id" int not null, "prescription_id" int not null, "customer_name" varchar(200) not null, "treatment" varchar(160) not null, "quantity" varchar(40) not null, "status" "fulfilment_order_status" not null default 'waiting', "dispatched_on" date null, "tracking_number" varchar(40) null, "carrier" varchar(30) null, "label_path" varchar(200) null, "dispatched_by_user_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`create index "fulfilment_order_subscription_id_index" on "fulfilment_order" ("subscription_id");`);
    this.addSql(`alter table "fulfilment_order" add constraint "fulfilment_order_subscription_item_id_unique" unique ("subscription_item_id");`);
    this.addSql(`alter table "fulfilment_order" add constraint "fulfilment_order_tracking_number_unique" unique ("tracking_number");`);
    this.addSql(`create index "fulfilment_order_status_created_at_index" on "fulfilment_order" ("status", "created_at");`);

    this.addSql(`create table "pom_register_entry" ("id" serial primary key, "prescription_id" int not null, "subscription_item_id" int not null, "date_prescribed" date not null, "date_dispensed" date not null, "patient_name" varchar(200) not null, "patient_address" text not null, "prescriber_name" varchar(160) not null, "prescriber_address" text not null, "item_code" varchar(20) not null, "prescribed_item" varchar(400) not null, "quantity" varchar(40) not null, "final_price_pence" int not null, "tracking_number" varchar(40) null, "corrects_entry_id" int null, "correction_reason" text null, "recorded_by_user_id" int not null, "recorded_at" timestamptz not null);`);
    this.addSql(`create index "pom_register_entry_prescription_id_index" on "pom_register_entry" ("prescription_id");`);
    this.addSql(`create index "pom_register_entry_subscription_item_id_index" on "pom_register_entry" ("subscription_item_id");`);
    this.addSql(`create index "pom_register_entry_corrects_entry_id_index" on "pom_register_entry" ("corrects_entry_id");`);
    this.addSql(`create index "pom_register_entry_date_dispensed_id_index" on "pom_register_entry" ("date_dispensed", "id");`);

    // The register is a legal record: the database itself refuses to change or delete an entry (corrections are new rows).
    this.addSql(`create function "pom_register_is_append_only"() returns trigger language plpgsql as $$ begin raise exception 'The POM register is append-only: record a correcting entry instead'; end $$;`);
    this.addSql(`create trigger "pom_register_entry_append_only" before update or delete on "pom_register_entry" for each row execute function "pom_register_is_append_only"();`);

    this.addSql(`create table "prescriber_profile" ("id" serial primary key, "user_id" int not null, "full_name" varchar(160) not null, "professional_body" varchar(20) not null, "registration_number" varchar(20) not null, "practice_address" text not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "prescriber_profile" add constraint "prescriber_profile_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "prescription" ("id" serial primary key, "subscription_id" int not null, "subscription_item_id" int not null, "consultation_id" int null, "patient_user_id" int not null, "patient_name" varchar(200) not null, "patient_birth_date" date null, "patient_address" text not null, "prescriber_user_id" int not null, "prescriber_name" varchar(160) not null, "prescriber_professional_body" varchar(20) not null, "prescriber_registration_number" varchar(20) not null, "prescriber_address" text not null, "prescribed_on" date not null, "expires_on" date not null, "item_code" varchar(20) not null, "medicine_name" varchar(160) not null, "form" varchar(20) not null, "strength" varchar(300) not null, "quantity" varchar(40) not null, "directions" text not null, "expiry_reminder_sent_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "prescription" add constraint "prescription_subscription_id_unique" unique ("subscription_id");`);
    this.addSql(`create index "prescription_patient_user_id_index" on "prescription" ("patient_user_id");`);

    this.addSql(`create table "review_decline" ("id" serial primary key, "subscription_id" int not null, "patient_user_id" int not null, "declined_by_user_id" int not null, "reason" text not null, "declined_at" timestamptz not null);`);
    this.addSql(`alter table "review_decline" add constraint "review_decline_subscription_id_unique" unique ("subscription_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "fulfilment_order" cascade;`);

    this.addSql(`drop table if exists "pom_register_entry" cascade;`);
    this.addSql(`drop function if exists "pom_register_is_append_only"();`);

    this.addSql(`drop table if exists "prescriber_profile" cascade;`);

    this.addSql(`drop table if exists "prescription" cascade;`);

    this.addSql(`drop table if exists "review_decline" cascade;`);

    this.addSql(`drop type "fulfilment_order_status";`);
  }

}
