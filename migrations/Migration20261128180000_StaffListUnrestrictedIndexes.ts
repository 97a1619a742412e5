import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20, the back-office list at 100,000 customers: the list leaves out erased patients'
 * restricted subscriptions (`restricted_at is null`), which its two indexes did not know, so
 * counting a status or a plan visited every matching row in the table (a bitmap heap scan: the
 * review queue's count read 12,000 rows). The same indexes, partial on unrestricted rows, let
 * the page and its count be read from the index alone.
 */
export class Migration20261128180000_StaffListUnrestrictedIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "subscription_status_id_index";`);
    this.addSql(`drop index if exists "subscription_treatment_plan_id_id_index";`);
    this.addSql(`create index "subscription_unrestricted_status_id_index" on "subscription" ("status", "id") where "restricted_at" is null;`);
    this.addSql(`create index "subscription_unrestricted_plan_id_index" on "subscription" ("treatment_plan_id", "id") where "restricted_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "subscription_unrestricted_status_id_index";`);
    this.addSql(`drop index if exists "subscription_unrestricted_plan_id_index";`);
    this.addSql(`create index "subscription_status_id_index" on "subscription" ("status", "id");`);
    this.addSql(`create index "subscription_treatment_plan_id_id_index" on "subscription" ("treatment_plan_id", "id");`);
  }
}
