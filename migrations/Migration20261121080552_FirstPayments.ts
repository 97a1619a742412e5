import { Migration } from '@mikro-orm/migrations';

export class Migration20261121080552_FirstPayments extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "payment_status" as enum ('requires_action', 'succeeded', 'failed', 'refunded');`);
    this.addSql(`create table "payment" ("id" serial primary key, "subscription_id" int not null, "user_id" int not null, "attempt" int not null, "gateway_payment_id" varchar(60) not null, "status" "payment_status" not null, "amount_pence" int not null, "original_pence" int not null, "discount_pence" int not null default 0, "credit_pence" int not null default 0, "promotion_code" varchar(40) null, "failure_message" varchar(300) null, "created_at" timestamptz not null, "paid_at" timestamptz null, "settled_at" timestamptz null);`);
    this.addSql(`alter table "payment" add constraint "payment_gateway_payment_id_unique" unique ("gateway_payment_id");`);
    this.addSql(`create index "payment_subscription_id_attempt_index" on "payment" ("subscription_id", "attempt");`);

    this.addSql(`alter table "subscription_item" add column "paid_at" timestamptz null, add column "transaction_id" varchar(60) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment" cascade;`);

    this.addSql(`alter table "subscription_item" drop column "paid_at", drop column "transaction_id";`);

    this.addSql(`drop type "payment_status";`);
  }

}
