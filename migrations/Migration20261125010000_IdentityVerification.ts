import { Migration } from '@mikro-orm/migrations';

/** Identity verification (issue 19): checks with the provider, the photos given for them, the local verifier's record, and the emails asking to verify. */
export class Migration20261125010000_IdentityVerification extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "identity_check_status" as enum ('awaiting_capture', 'in_progress', 'clear', 'consider', 'rejected');`);
    this.addSql(`create table "identity_check" ("id" serial primary key, "user_id" int not null, "subscription_id" int null, "provider" varchar(20) not null, "applicant_id" varchar(100) not null, "provider_check_id" varchar(100) not null, "capture_url" varchar(500) not null, "status" "identity_check_status" not null default 'awaiting_capture', "provider_result" varchar(20) null, "document_sub_result" varchar(20) null, "document_name" varchar(200) null, "created_at" timestamptz not null, "completed_at" timestamptz null, "decided_at" timestamptz null, "reviewed_by_user_id" int null, "review_note" text null, "evidence_deleted_at" timestamptz null);`);
    this.addSql(`alter table "identity_check" add constraint "identity_check_provider_check_id_unique" unique ("provider_check_id");`);
    this.addSql(`create index "identity_check_user_id_created_at_index" on "identity_check" ("user_id", "created_at");`);
    this.addSql(`create index "identity_check_status_index" on "identity_check" ("status");`);
    this.addSql(`create table "identity_evidence" ("id" uuid not null primary key, "user_id" int not null, "check_id" int null, "kind" varchar(10) not null, "storage_path" varchar(200) not null, "content_type" varchar(40) not null, "byte_size" int not null, "uploaded_at" timestamptz not null);`);
    this.addSql(`create index "identity_evidence_user_id_uploaded_at_index" on "identity_evidence" ("user_id", "uploaded_at");`);
    this.addSql(`create index "identity_evidence_check_id_index" on "identity_evidence" ("check_id");`);
    this.addSql(`create table "local_provider_check" ("id" varchar(100) not null primary key, "applicant_id" varchar(100) not null, "status" varchar(20) not null, "result" varchar(20) null, "document_sub_result" varchar(20) null, "completed_at" timestamptz null);`);
    this.addSql(`create table "identity_verification_request" ("user_id" int not null primary key, "asked_at" timestamptz not null, "reminded_at" timestamptz null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "identity_verification_request" cascade;`);
    this.addSql(`drop table if exists "local_provider_check" cascade;`);
    this.addSql(`drop table if exists "identity_evidence" cascade;`);
    this.addSql(`drop table if exists "identity_check" cascade;`);
    this.addSql(`drop type "identity_check_status";`);
  }
}
