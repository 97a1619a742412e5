import { Migration } from '@mikro-orm/migrations';

/**
 * Prescriptions gain lines (each medicine, its supplies authorised and the interval between them)
 * and a count of the supplies made against them; dispatch orders and register rows name the supply
 * ('3 of 6'). Prescriptions written before this get one line, their own medicine, with the default
 * six supplies 56 days apart, and their earlier orders are counted as supplies in order.
 */
export class Migration20261124210000_PrescriptionLinesAndSupplies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "prescription_line" ("id" serial primary key, "prescription_id" int not null, "line_number" int not null, "item_code" varchar(20) not null, "medicine_name" varchar(160) not null, "form" varchar(20) not null, "strength" varchar(300) not null, "quantity" varchar(40) not null, "directions" text not null, "supplies_authorised" int not null, "min_interval_days" int not null);`);
    this.addSql(`create index "prescription_line_prescription_id_index" on "prescription_line" ("prescription_id");`);
    this.addSql(`alter table "prescription_line" add constraint "prescription_line_prescription_id_line_number_unique" unique ("prescription_id", "line_number");`);
    this.addSql(`create table "prescription_supply" ("id" serial primary key, "prescription_id" int not null, "line_id" int not null, "supply_number" int not null, "subscription_item_id" int not null, "supplied_on" date not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "prescription_supply_prescription_id_index" on "prescription_supply" ("prescription_id");`);
    this.addSql(`alter table "prescription_supply" add constraint "prescription_supply_prescription_id_supply_number_unique" unique ("prescription_id", "supply_number");`);
    this.addSql(`alter table "prescription_supply" add constraint "prescription_supply_subscription_item_id_unique" unique ("subscription_item_id");`);
    this.addSql(`alter table "prescription" add column "signature_version" varchar(20) null;`);
    this.addSql(`update "prescription" set "signature_version" = 'prescription-v1' where "signature" is not null;`);
    this.addSql(`alter table "pom_register_entry" add column "supply_number" int null, add column "supplies_authorised" int null;`);
    this.addSql(`alter table "fulfilment_order" add column "supply_number" int null, add column "supplies_authorised" int null;`);

    // Earlier prescriptions: one line each, and their orders so far counted in order.
    this.addSql(`insert into "prescription_line" ("prescription_id", "line_number", "item_code", "medicine_name", "form", "strength", "quantity", "directions", "supplies_authorised", "min_interval_days")
      select "id", 1, "item_code", "medicine_name", "form", "strength", "quantity", "directions", 6, 56 from "prescription";`);
    this.addSql(`insert into "prescription_supply" ("prescription_id", "line_id", "supply_number", "subscription_item_id", "supplied_on", "created_at")
      select o."prescription_id", l."id", row_number() over (partition by o."prescription_id" order by o."id"), o."subscription_item_id", coalesce(o."dispatched_on", o."created_at"::date), now()
        from "fulfilment_order" o join "prescription_line" l on l."prescription_id" = o."prescription_id" and l."line_number" = 1;`);
    this.addSql(`update "fulfilment_order" o set "supply_number" = s."supply_number", "supplies_authorised" = 6 from "prescription_supply" s where s."subscription_item_id" = o."subscription_item_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "fulfilment_order" drop column "supply_number", drop column "supplies_authorised";`);
    this.addSql(`alter table "pom_register_entry" drop column "supply_number", drop column "supplies_authorised";`);
    this.addSql(`alter table "prescription" drop column "signature_version";`);
    this.addSql(`drop table if exists "prescription_supply" cascade;`);
    this.addSql(`drop table if exists "prescription_line" cascade;`);
  }
}
