import { Migration } from '@mikro-orm/migrations';

export class Migration20261121054503_Initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "promotion_type" as enum ('percentage', 'fixed');`);
    this.addSql(`create type "promotion_duration" as enum ('once', 'repeating', 'forever');`);
    this.addSql(`create type "shop_category" as enum ('rx-skincare', 'tablets', 'routine-boosters');`);
    this.addSql(`create type "billing_interval" as enum ('day', 'week', 'month');`);
    this.addSql(`create type "item_form" as enum ('cream', 'tablet', 'serum');`);
    this.addSql(`create type "user_role" as enum ('customer', 'admin');`);
    this.addSql(`create type "sex_at_birth" as enum ('male', 'female');`);
    this.addSql(`create table "mailbox_message" ("id" serial primary key, "to" varchar(254) not null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "sent_at" timestamptz not null);`);
    this.addSql(`create index "mailbox_message_to_id_index" on "mailbox_message" ("to", "id");`);

    this.addSql(`create table "newsletter_sign_up" ("id" serial primary key, "email" varchar(254) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "newsletter_sign_up" add constraint "newsletter_sign_up_email_unique" unique ("email");`);

    this.addSql(`create table "outbox_message" ("id" serial primary key, "job" varchar(100) not null, "payload" jsonb not null, "created_at" timestamptz not null);`);

    this.addSql(`create table "promotion" ("id" serial primary key, "code" varchar(40) not null, "title" varchar(120) not null, "type" "promotion_type" not null, "value" int not null, "duration" "promotion_duration" not null, "duration_in_orders" int null, "excluded_categories" text[] not null default '{}', "active" boolean not null default true, "expires_at" timestamptz null);`);
    this.addSql(`alter table "promotion" add constraint "promotion_code_unique" unique ("code");`);

    this.addSql(`create table "treatment" ("id" serial primary key, "slug" varchar(80) not null, "title" varchar(120) not null, "condition" varchar(40) not null, "category" "shop_category" not null, "description" text not null, "image_url" varchar(300) not null, "label" varchar(30) null, "coming_soon" boolean not null default false, "position" int not null default 0, "created_at" timestamptz not null);`);
    this.addSql(`alter table "treatment" add constraint "treatment_slug_unique" unique ("slug");`);

    this.addSql(`create table "treatment_plan" ("id" serial primary key, "treatment_id" int not null, "name" varchar(120) not null, "position" int not null default 0);`);
    this.addSql(`create index "treatment_plan_treatment_id_index" on "treatment_plan" ("treatment_id");`);

    this.addSql(`create table "treatment_item" ("id" serial primary key, "plan_id" int not null, "position" int not null default 0, "code" varchar(20) not null, "name" varchar(160) not null, "price_pence" int not null, "interval" "billing_interval" null, "interval_count" int null, "batch" varchar(40) null, "form" "item_form" not null, "quantity" int not null, "quantity_unit" varchar(20) not null, "directions" text not null, "ingredients" jsonb not null);`);
    this.addSql(`create index "treatment_item_plan_id_index" on "treatment_item" ("plan_id");`);
    this.addSql(`alter table "treatment_item" add constraint "treatment_item_code_unique" unique ("code");`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" "user_role" not null default 'customer', "first_name" varchar(100) null, "last_name" varchar(100) null, "mobile" varchar(30) null, "phone" varchar(30) null, "birth_date" date null, "sex_at_birth" "sex_at_birth" null, "note" text null, "referral_code" varchar(16) not null, "email_verified_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_referral_code_unique" unique ("referral_code");`);
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);

    this.addSql(`create table "email_verification" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(128) not null, "expires_at" timestamptz not null, "failed_attempts" int not null default 0, "consumed_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "email_verification_user_id_index" on "email_verification" ("user_id");`);

    this.addSql(`create table "address" ("id" serial primary key, "user_id" int not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "contact_no" varchar(30) not null, "address1" varchar(200) not null, "address2" varchar(200) null, "city" varchar(100) not null, "postcode" varchar(10) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "address_user_id_index" on "address" ("user_id");`);

    this.addSql(`alter table "treatment_plan" add constraint "treatment_plan_treatment_id_foreign" foreign key ("treatment_id") references "treatment" ("id") on update cascade;`);

    this.addSql(`alter table "treatment_item" add constraint "treatment_item_plan_id_foreign" foreign key ("plan_id") references "treatment_plan" ("id") on update cascade;`);

    this.addSql(`alter table "email_verification" add constraint "email_verification_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "address" add constraint "address_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "treatment_plan" drop constraint "treatment_plan_treatment_id_foreign";`);

    this.addSql(`alter table "treatment_item" drop constraint "treatment_item_plan_id_foreign";`);

    this.addSql(`alter table "email_verification" drop constraint "email_verification_user_id_foreign";`);

    this.addSql(`alter table "address" drop constraint "address_user_id_foreign";`);

    this.addSql(`drop table if exists "mailbox_message" cascade;`);

    this.addSql(`drop table if exists "newsletter_sign_up" cascade;`);

    this.addSql(`drop table if exists "outbox_message" cascade;`);

    this.addSql(`drop table if exists "promotion" cascade;`);

    this.addSql(`drop table if exists "treatment" cascade;`);

    this.addSql(`drop table if exists "treatment_plan" cascade;`);

    this.addSql(`drop table if exists "treatment_item" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "email_verification" cascade;`);

    this.addSql(`drop table if exists "address" cascade;`);

    this.addSql(`drop type "promotion_type";`);
    this.addSql(`drop type "promotion_duration";`);
    this.addSql(`drop type "shop_category";`);
    this.addSql(`drop type "billing_interval";`);
    this.addSql(`drop type "item_form";`);
    this.addSql(`drop type "user_role";`);
    this.addSql(`drop type "sex_at_birth";`);
  }

}
