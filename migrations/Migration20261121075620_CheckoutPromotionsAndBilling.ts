import { Migration } from '@mikro-orm/migrations';

export class Migration20261121075620_CheckoutPromotionsAndBilling extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "billing_account" ("user_id" int not null, "gateway_customer_id" varchar(60) null, "credit_pence" int not null default 0, constraint "billing_account_pkey" primary key ("user_id"));`);

    this.addSql(`alter table "subscription" add column "promotion_code" varchar(40) null, add column "referral_code" varchar(20) null, add column "referrer_user_id" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "billing_account" cascade;`);

    this.addSql(`alter table "subscription" drop column "promotion_code", drop column "referral_code", drop column "referrer_user_id";`);
  }

}
