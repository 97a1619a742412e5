import { Migration } from '@mikro-orm/migrations';

export class Migration20261121102253_SubscriptionCardAndCancellation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "subscription" add column "payment_method_id" varchar(60) null, add column "cancelled_at" timestamptz null, add column "cancellation_reason" varchar(500) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "subscription" drop column "payment_method_id", drop column "cancelled_at", drop column "cancellation_reason";`);
  }

}
