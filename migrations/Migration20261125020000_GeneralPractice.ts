import { Migration } from '@mikro-orm/migrations';

/** The GP practice directory, each patient's GP step, prescribers' justifications and the GP letters sent (issue 19). */
export class Migration20261125020000_GeneralPractice extends Migration {
  override async up(): Promise<void> {
    // Trigram indexes find a practice by any part of its name ('riverside' in 'The Riverside Practice'); pg_trgm is a trusted extension.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "gp_practice" ("ods_code" varchar(10) not null primary key, "name" varchar(200) not null, "address" text not null, "postcode" varchar(10) not null, "email" varchar(254) not null);`);
    this.addSql(`create index "gp_practice_name_trgm" on "gp_practice" using gin (lower("name") gin_trgm_ops);`);
    // Postcodes are searched by their start without the space ('LS1', 'LS11AA'): a prefix index on the squeezed form.
    this.addSql(`create index "gp_practice_postcode_prefix" on "gp_practice" (replace(lower("postcode"), ' ', '') text_pattern_ops);`);

    this.addSql(`create table "gp_details" ("id" serial primary key, "user_id" int not null, "subscription_id" int not null, "ods_code" varchar(10) null, "practice_name" varchar(200) null, "no_gp" boolean not null default false, "consent_to_share" boolean not null default false, "answered_at" timestamptz not null);`);
    this.addSql(`create index "gp_details_user_id_index" on "gp_details" ("user_id");`);
    this.addSql(`alter table "gp_details" add constraint "gp_details_subscription_id_unique" unique ("subscription_id");`);
    // A practice or 'no GP', never both or neither; no consent without a practice.
    this.addSql(`alter table "gp_details" add constraint "gp_details_practice_or_none" check (("ods_code" is null) = "no_gp" and (not "no_gp" or not "consent_to_share"));`);

    this.addSql(`create table "gp_justification" ("id" serial primary key, "subscription_id" int not null, "patient_user_id" int not null, "prescriber_user_id" int not null, "gp_status" varchar(20) not null, "justification" text not null, "recorded_at" timestamptz not null);`);
    this.addSql(`create index "gp_justification_subscription_id_index" on "gp_justification" ("subscription_id");`);

    this.addSql(`create table "gp_letter_sent" ("id" serial primary key, "subscription_id" int not null, "prescription_id" int not null, "ods_code" varchar(10) not null, "practice_name" varchar(200) not null, "sent_to" varchar(254) not null, "result" varchar(10) not null, "error" text null, "sent_at" timestamptz not null);`);
    this.addSql(`create index "gp_letter_sent_subscription_id_index" on "gp_letter_sent" ("subscription_id");`);
    this.addSql(`alter table "gp_letter_sent" add constraint "gp_letter_sent_prescription_id_unique" unique ("prescription_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gp_letter_sent" cascade;`);
    this.addSql(`drop table if exists "gp_justification" cascade;`);
    this.addSql(`drop table if exists "gp_details" cascade;`);
    this.addSql(`drop table if exists "gp_practice" cascade;`);
  }
}
