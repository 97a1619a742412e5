import { Migration } from '@mikro-orm/migrations';

export class Migration20261121101945_SubscriptionPauseExpiryAndShipping extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "subscription" add column "paused_until" date null, add column "prescription_expires_on" date null;`);

    this.addSql(`alter table "subscription_item" add column "shipped_on" date null, add column "tracking_number" varchar(40) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "subscription" drop column "paused_until", drop column "prescription_expires_on";`);

    this.addSql(`alter table "subscription_item" drop column "shipped_on", drop column "tracking_number";`);
  }

}
