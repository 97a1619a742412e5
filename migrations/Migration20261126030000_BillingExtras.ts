import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22's billing additions (docs/billing-engine.md): the provider's decline code on a failed
 * payment (hard declines stop the retries), whether a payment was settled with account credit
 * alone, and the charge date each card-expiry notice was sent for (once per charge).
 */
export class Migration20261126030000_BillingExtras extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "payment" add column "decline_code" varchar(60) null, add column "paid_with_credit" boolean not null default false;`);
    this.addSql(`alter table "subscription" add column "card_expiry_notice_sent_for" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payment" drop column "decline_code", drop column "paid_with_credit";`);
    this.addSql(`alter table "subscription" drop column "card_expiry_notice_sent_for";`);
  }
}
