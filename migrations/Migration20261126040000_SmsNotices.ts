import { Migration } from '@mikro-orm/migrations';

/** SMS notices (issue 22): each customer's consent to texts, and texts kept in the dev mailbox beside the emails. */
export class Migration20261126040000_SmsNotices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "sms_consent" (
      "user_id" int not null primary key,
      "phone" varchar(16) not null,
      "opted_in" boolean not null,
      "opted_in_at" timestamptz not null,
      "opted_out_at" timestamptz null,
      "opted_out_via" varchar(10) null,
      "updated_at" timestamptz not null,
      constraint "sms_consent_opted_out_via_check" check ("opted_out_via" in ('account', 'reply')),
      constraint "sms_consent_phone_e164" check ("phone" ~ '^\\+[1-9][0-9]{6,14}$')
    );`);
    this.addSql(`create index "sms_consent_phone_index" on "sms_consent" ("phone");`);
    // Every row so far is an email; the dev mailbox lists texts beside them.
    this.addSql(`alter table "mailbox_message" add column "kind" varchar(5) not null default 'email';`);
    this.addSql(`alter table "mailbox_message" add constraint "mailbox_message_kind_check" check ("kind" in ('email', 'sms'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mailbox_message" drop column "kind";`);
    this.addSql(`drop table "sms_consent";`);
  }
}
