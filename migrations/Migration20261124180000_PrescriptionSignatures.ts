import { Migration } from '@mikro-orm/migrations';

/** Prescribers' Ed25519 keys, and the signature on each prescription (earlier ones stay unsigned). */
export class Migration20261124180000_PrescriptionSignatures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "prescriber_signing_key" ("id" serial primary key, "prescriber_user_id" int not null, "public_key" text not null, "sealed_private_key" text not null, "fingerprint" varchar(40) not null, "retired_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "prescriber_signing_key_prescriber_user_id_index" on "prescriber_signing_key" ("prescriber_user_id");`);
    this.addSql(`alter table "prescription" add column "signature" text null, add column "signing_key_id" int null;`);
    this.addSql(`alter table "prescription" add constraint "prescription_signing_key_id_foreign" foreign key ("signing_key_id") references "prescriber_signing_key" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "prescription" drop constraint "prescription_signing_key_id_foreign";`);
    this.addSql(`alter table "prescription" drop column "signature", drop column "signing_key_id";`);
    this.addSql(`drop table if exists "prescriber_signing_key" cascade;`);
  }
}
