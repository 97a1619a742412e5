import { Migration } from '@mikro-orm/migrations';

/**
 * A subscription whose prescription allows no more supplies waits for a re-consultation
 * ('reconsult'), and a new prescription may follow the first for the same subscription.
 */
export class Migration20261124213000_Reconsultation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "subscription_status" add value if not exists 'reconsult';`);
    this.addSql(`alter table "prescription" drop constraint "prescription_subscription_id_unique";`);
    this.addSql(`create index "prescription_subscription_id_index" on "prescription" ("subscription_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "prescription_subscription_id_index";`);
    this.addSql(`alter table "prescription" add constraint "prescription_subscription_id_unique" unique ("subscription_id");`);
    // PostgreSQL cannot drop an enum value: 'reconsult' stays in the type, unused.
  }
}
