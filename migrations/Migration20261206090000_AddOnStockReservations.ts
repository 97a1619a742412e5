import { Migration } from '@mikro-orm/migrations';

/**
 * Add-on packs reserved when a renewal charges them, so a shelf can never be sold twice over
 * (ADR 0021, docs/customer-account.md 'Add-ons').
 * - Catalogue: `treatment_item.stock_reserved`, the packs charged for and not yet shipped. What a
 *   customer may still buy is `stock_on_hand - stock_reserved`; the check keeps both counts whole
 *   and the reservations within what is on the shelf, whoever writes them.
 * - Subscription: on each renewal payment, the add-ons it left out because none was left to
 *   reserve (`sold_out_add_ons`: not charged, told on the receipt and the account), and where the
 *   packs it charged for stand (`add_on_stock`: reserved, then released or taken once). Payments
 *   charged before this and not yet shipped have none (null): their packs come off the shelf count when they ship, as before.
 */
export class Migration20261206090000_AddOnStockReservations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "treatment_item" add column "stock_reserved" int not null default 0,
      add constraint "treatment_item_stock_reserved_check" check ("stock_reserved" >= 0 and "stock_reserved" <= "stock_on_hand");`);
    this.addSql(`alter table "payment" add column "sold_out_add_ons" jsonb not null default '[]',
      add column "add_on_stock" varchar(10) null, add constraint "payment_add_on_stock_check" check ("add_on_stock" in ('reserved', 'released', 'taken'));`);
    // The boxes already shipped took their packs then: marked so, nothing takes them again.
    this.addSql(`update "payment" p set "add_on_stock" = 'taken' from "subscription_item" i
      where i."id" = p."subscription_item_id" and p."add_on_lines" <> '[]'::jsonb and i."status" = 'shipped';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payment" drop column "add_on_stock", drop column "sold_out_add_ons";`);
    this.addSql(`alter table "treatment_item" drop column "stock_reserved";`);
  }
}
