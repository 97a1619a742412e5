import { Migration } from '@mikro-orm/migrations';

/** A decline for a failed identity check is made by the provider's result, not a prescriber: no one to name. */
export class Migration20261125010100_DeclineWithoutPrescriber extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "review_decline" alter column "declined_by_user_id" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "review_decline" alter column "declined_by_user_id" set not null;`);
  }
}
