import { Migration } from '@mikro-orm/migrations';

/**
 * Order-risk flags (issue 19): the flags and what they were checked on, the card fingerprints seen,
 * the subscription's open-flag count for the back-office list, and the indexes each lookup uses.
 */
export class Migration20261125030000_OrderRiskFlags extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "order_risk_flag_kind" as enum ('same_address', 'same_card', 'same_person', 'overlapping_subscription', 'too_soon');`);
    this.addSql(`create table "order_risk_flag" ("id" serial primary key, "subscription_id" int not null, "kind" "order_risk_flag_kind" not null, "details" text not null, "evidence" varchar(200) not null, "occasion" varchar(10) not null, "raised_at" timestamptz not null, "acknowledged_by" int null, "acknowledged_at" timestamptz null, "note" text null);`);
    this.addSql(`create index "order_risk_flag_subscription_id_index" on "order_risk_flag" ("subscription_id");`);
    this.addSql(`alter table "order_risk_flag" add constraint "order_risk_flag_subscription_id_kind_evidence_unique" unique ("subscription_id", "kind", "evidence");`);
    this.addSql(`create table "order_risk_card" ("subscription_id" int not null, "user_id" int not null, "fingerprint" varchar(100) not null, "recorded_at" timestamptz not null, constraint "order_risk_card_pkey" primary key ("subscription_id"));`);
    this.addSql(`create index "order_risk_card_fingerprint_index" on "order_risk_card" ("fingerprint");`);
    this.addSql(`create table "order_risk_check" ("subscription_id" int not null, "occasion" varchar(40) not null, "checked_at" timestamptz not null, "raised" int not null, constraint "order_risk_check_pkey" primary key ("subscription_id", "occasion"));`);
    this.addSql(`alter table "subscription" add column "open_risk_flags" int not null default 0;`);
    this.addSql(`create index "subscription_flagged_index" on "subscription" ("id") where "open_risk_flags" > 0;`);
    this.addSql(`create index "address_same_address_index" on "address" (upper(replace("postcode", ' ', '')), lower(btrim("address1")));`);
    this.addSql(`create index "users_same_person_index" on "users" ("birth_date", lower("first_name"), lower("last_name"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "users_same_person_index";`);
    this.addSql(`drop index if exists "address_same_address_index";`);
    this.addSql(`drop index if exists "subscription_flagged_index";`);
    this.addSql(`alter table "subscription" drop column if exists "open_risk_flags";`);
    this.addSql(`drop table if exists "order_risk_check" cascade;`);
    this.addSql(`drop table if exists "order_risk_card" cascade;`);
    this.addSql(`drop table if exists "order_risk_flag" cascade;`);
    this.addSql(`drop type if exists "order_risk_flag_kind";`);
  }
}
