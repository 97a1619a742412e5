import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22, add-ons in the same box (docs/customer-account.md, docs/billing-engine.md 'Add-ons').
 * - Catalogue: a booster may be sold as an add-on, with the packs on the shelf. The vitamin C
 *   serum becomes one, and a second booster (the hyaluronic serum) joins the reference catalogue.
 *   Both only where the reference catalogue was seeded already: on an empty database the seed
 *   writes them (it seeds only an empty catalogue, so this must not make it non-empty).
 * - Subscription: the add-ons a customer chose (`subscription_add_on`) and, on each renewal
 *   payment, the add-on lines it charged (`payment.add_on_lines`): what the box holds, for the
 *   dispatch note, the receipt and the stock taken when it ships.
 */
export class Migration20261126050000_AddOns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "treatment_item" add column "add_on" boolean not null default false, add column "stock_on_hand" int not null default 0;`);
    this.addSql(`update "treatment_item" set "add_on" = true, "stock_on_hand" = 50 where "code" = '880S';`);
    this.addSql(`update "treatment" set "description" = 'A stable 20% vitamin C serum to brighten and protect. Add it to your next box from your account.'
      where "slug" = 'vitamin-c-serum' and "description" = 'Coming soon! A stable 20% vitamin C serum to brighten and protect.';`);
    this.addSql(`insert into "treatment" ("slug", "title", "condition", "category", "description", "image_url", "coming_soon", "position", "created_at")
      select 'hyaluronic-serum', 'Hyaluronic Hydration Serum', 'glow', 'routine-boosters',
        'A 2% hyaluronic acid serum that keeps skin comfortable alongside a retinoid. Add it to your next box from your account.',
        '/images/treatments/hyaluronic-serum.svg', true, (select coalesce(max("position"), 0) + 1 from "treatment"), now()
      where exists (select 1 from "treatment" where "slug" = 'vitamin-c-serum') and not exists (select 1 from "treatment" where "slug" = 'hyaluronic-serum');`);
    this.addSql(`insert into "treatment_plan" ("treatment_id", "name", "position")
      select "id", 'Hyaluronic serum', 0 from "treatment" t where t."slug" = 'hyaluronic-serum' and not exists (select 1 from "treatment_plan" p where p."treatment_id" = t."id");`);
    this.addSql(`insert into "treatment_item" ("plan_id", "position", "code", "name", "price_pence", "form", "quantity", "quantity_unit", "directions", "ingredients", "batch", "add_on", "stock_on_hand")
      select p."id", 0, '882S', 'Hyaluronic acid 2% serum', 2900, 'serum', 30, 'ml', 'Apply 3-4 drops to damp skin morning and evening, before moisturiser.',
        '[{"name":"Hyaluronic acid","value":2,"unit":"%"}]', 'B2025-001', true, 50
      from "treatment_plan" p join "treatment" t on t."id" = p."treatment_id"
      where t."slug" = 'hyaluronic-serum' and not exists (select 1 from "treatment_item" where "code" = '882S');`);

    this.addSql(`create table "subscription_add_on" (
      "id" serial primary key,
      "subscription_id" int not null references "subscription" ("id") on update cascade on delete cascade,
      "catalogue_item_id" int not null,
      "code" varchar(20) not null,
      "name" varchar(160) not null,
      "price_pence" int not null,
      "frequency" varchar(20) not null check ("frequency" in ('once', 'every-delivery')),
      "created_at" timestamptz not null);`);
    this.addSql(`alter table "subscription_add_on" add constraint "subscription_add_on_subscription_id_catalogue_item_id_unique" unique ("subscription_id", "catalogue_item_id");`);
    this.addSql(`alter table "payment" add column "add_on_lines" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payment" drop column "add_on_lines";`);
    this.addSql(`drop table if exists "subscription_add_on";`);
    this.addSql(`alter table "treatment_item" drop column "add_on", drop column "stock_on_hand";`);
  }
}
