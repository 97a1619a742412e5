import { Migration } from '@mikro-orm/migrations';

export class Migration20261124174758_PharmacistChecksAndResponsiblePharmacist extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "dispensing_check_kind" as enum ('clinical', 'accuracy');`);
    this.addSql(`create table "dispensing_check" ("id" serial primary key, "order_id" int not null, "kind" "dispensing_check_kind" not null, "pharmacist_user_id" int not null, "pharmacist_name" varchar(160) not null, "pharmacist_gphc_number" varchar(7) not null, "product_code" varchar(20) null, "batch_number" varchar(40) null, "expires_on" date null, "checked_at" timestamptz not null);`);
    this.addSql(`create index "dispensing_check_order_id_kind_index" on "dispensing_check" ("order_id", "kind");`);

    this.addSql(`create table "pharmacist_profile" ("id" serial primary key, "user_id" int not null, "full_name" varchar(160) not null, "gphc_number" varchar(7) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "pharmacist_profile" add constraint "pharmacist_profile_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "responsible_pharmacist_record" ("id" serial primary key, "pharmacist_user_id" int not null, "pharmacist_name" varchar(160) not null, "gphc_number" varchar(7) not null, "premises_gphc_number" varchar(7) not null, "signed_in_at" timestamptz not null, "signed_out_at" timestamptz null);`);
    this.addSql(`create index "responsible_pharmacist_record_signed_in_at_index" on "responsible_pharmacist_record" ("signed_in_at");`);
    // The premises have one responsible pharmacist at a time: at most one spell without a time out.
    this.addSql(`create unique index "responsible_pharmacist_record_one_open_spell" on "responsible_pharmacist_record" ((true)) where "signed_out_at" is null;`);
    // A legal record kept at least 5 years: the database itself refuses every change but setting an open spell's
    // time out (once, not before its time in), and refuses deleting or truncating.
    this.addSql(`create function "responsible_pharmacist_record_is_append_only"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.signed_out_at is null and new.signed_out_at is not null and new.signed_out_at >= old.signed_in_at
           and (new.id, new.pharmacist_user_id, new.pharmacist_name, new.gphc_number, new.premises_gphc_number, new.signed_in_at)
               is not distinct from (old.id, old.pharmacist_user_id, old.pharmacist_name, old.gphc_number, old.premises_gphc_number, old.signed_in_at) then
          return new;
        end if;
        raise exception 'The Responsible Pharmacist record is append-only: only an open spell''s time out can be set, once';
      end $$;`);
    this.addSql(`create trigger "responsible_pharmacist_record_append_only" before update or delete on "responsible_pharmacist_record" for each row execute function "responsible_pharmacist_record_is_append_only"();`);
    this.addSql(`create trigger "responsible_pharmacist_record_no_truncate" before truncate on "responsible_pharmacist_record" for each statement execute function "responsible_pharmacist_record_is_append_only"();`);

    this.addSql(`alter table "dispensing_check" add constraint "dispensing_check_order_id_foreign" foreign key ("order_id") references "fulfilment_order" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "pom_register_entry" add column "batch_number" varchar(40) null, add column "batch_expires_on" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "dispensing_check" cascade;`);

    this.addSql(`drop table if exists "pharmacist_profile" cascade;`);

    this.addSql(`drop table if exists "responsible_pharmacist_record" cascade;`);
    this.addSql(`drop function if exists "responsible_pharmacist_record_is_append_only"();`);

    this.addSql(`alter table "pom_register_entry" drop column "batch_number", drop column "batch_expires_on";`);

    this.addSql(`drop type "dispensing_check_kind";`);
  }

}
