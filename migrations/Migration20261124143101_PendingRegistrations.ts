import { Migration } from '@mikro-orm/migrations';

export class Migration20261124143101_PendingRegistrations extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "pending_registration" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "mobile" varchar(30) null, "birth_date" date not null, "sex_at_birth" "sex_at_birth" not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "pending_registration_email_index" on "pending_registration" ("email");`);
    this.addSql(`create index "pending_registration_created_at_index" on "pending_registration" ("created_at");`);

    this.addSql(`alter table "email_verification" drop constraint "email_verification_user_id_foreign";`);

    this.addSql(`drop index "email_verification_user_id_index";`);

    // Codes now belong to a pending registration, not an account. Codes already sent are
    // dropped, and so are the accounts never verified: nobody could sign in to one, and the
    // wizard starts a pending registration for anyone who comes back.
    this.addSql(`delete from "email_verification";`);
    this.addSql(`delete from "users" where "email_verified_at" is null and "role" = 'customer';`);

    this.addSql(`alter table "email_verification" rename column "user_id" to "registration_id";`);
    this.addSql(`alter table "email_verification" add constraint "email_verification_registration_id_foreign" foreign key ("registration_id") references "pending_registration" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "email_verification_registration_id_index" on "email_verification" ("registration_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_verification" drop constraint "email_verification_registration_id_foreign";`);
    this.addSql(`delete from "email_verification";`);

    this.addSql(`drop table if exists "pending_registration" cascade;`);

    this.addSql(`drop index "email_verification_registration_id_index";`);

    this.addSql(`alter table "email_verification" rename column "registration_id" to "user_id";`);
    this.addSql(`alter table "email_verification" add constraint "email_verification_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "email_verification_user_id_index" on "email_verification" ("user_id");`);
  }

}
