import { Migration } from '@mikro-orm/migrations';

export class Migration20261121102312_RenewalsRetriesAndNotices extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "payment" add column "due_on" date null, add column "subscription_item_id" int null, add column "disputed_at" timestamptz null;`);
    this.addSql(`alter table "payment" add constraint "payment_subscription_id_due_on_attempt_unique" unique ("subscription_id", "due_on", "attempt");`);

    this.addSql(`alter table "subscription" add column "retry_on" date null, add column "reminder_sent_for" date null, add column "reconsult_requested_for" date null;`);
    this.addSql(`create index "subscription_status_due_at_index" on "subscription" ("status", "due_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payment" drop constraint "payment_subscription_id_due_on_attempt_unique";`);
    this.addSql(`alter table "payment" drop column "due_on", drop column "subscription_item_id", drop column "disputed_at";`);

    this.addSql(`drop index "subscription_status_due_at_index";`);
    this.addSql(`alter table "subscription" drop column "retry_on", drop column "reminder_sent_for", drop column "reconsult_requested_for";`);
  }

}
