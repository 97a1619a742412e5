import { Migration } from '@mikro-orm/migrations';

export class Migration20261124144141_StaffSecondFactor extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "staff_totp_factor" ("id" serial primary key, "user_id" int not null, "secret_ciphertext" text not null, "confirmed_at" timestamptz null, "last_used_step" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "staff_totp_factor" add constraint "staff_totp_factor_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "staff_recovery_code" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "staff_recovery_code_user_id_code_hash_index" on "staff_recovery_code" ("user_id", "code_hash");`);

    this.addSql(`alter table "staff_totp_factor" add constraint "staff_totp_factor_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "staff_recovery_code" add constraint "staff_recovery_code_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "staff_totp_factor" cascade;`);

    this.addSql(`drop table if exists "staff_recovery_code" cascade;`);
  }

}
