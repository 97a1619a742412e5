import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 0009: the creams are listed by the month and a 2-month supply charges two months.
 * Reference creams still at the price first seeded get the doubled supply price; a price staff
 * changed is left as they set it (its listing still shows it halved, as a monthly price, only if
 * it divides evenly; otherwise it stays listed per supply). Running subscriptions keep the price
 * they were sold at: their items copied it (ADR 0004).
 */
export class Migration20261125000000_MonthlyListPrices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "treatment_item" add column "priced_per_month" boolean not null default false;`);
    this.addSql(`update "treatment_item" set "price_pence" = "price_pence" * 2, "priced_per_month" = true
      where "form" = 'cream' and "interval" = 'month' and "interval_count" = 2
        and (("code" in ('810C', '811C', '820C', '830C', '831C', '840C', '841C', '890C') and "price_pence" = 2420)
          or ("code" in ('850C', '860C') and "price_pence" = 6500));`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "treatment_item" set "price_pence" = "price_pence" / 2 where "priced_per_month";`);
    this.addSql(`alter table "treatment_item" drop column "priced_per_month";`);
  }
}
