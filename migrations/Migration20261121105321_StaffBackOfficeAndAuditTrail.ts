import { Migration } from '@mikro-orm/migrations';

export class Migration20261121105321_StaffBackOfficeAndAuditTrail extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_entry" ("id" serial primary key, "occurred_at" timestamptz not null, "actor_id" int null, "action" varchar(80) not null, "summary" varchar(300) not null, "customer_id" int null, "subscription_id" int null, "subject" varchar(80) not null, "changes" jsonb not null);`);
    this.addSql(`create index "audit_entry_customer_id_occurred_at_index" on "audit_entry" ("customer_id", "occurred_at");`);
    this.addSql(`create index "audit_entry_subscription_id_occurred_at_index" on "audit_entry" ("subscription_id", "occurred_at");`);
    // The audit trail is append-only: the database itself refuses to change or remove an entry.
    this.addSql(`create function audit_entry_is_append_only() returns trigger language plpgsql as $$ begin raise exception 'audit_entry is append-only'; end $$;`);
    this.addSql(`create trigger audit_entry_append_only before update or delete on "audit_entry" for each row execute function audit_entry_is_append_only();`);
    this.addSql(`create trigger audit_entry_no_truncate before truncate on "audit_entry" for each statement execute function audit_entry_is_append_only();`);

    this.addSql(`create index "subscription_stripe_subscription_id_index" on "subscription" ("stripe_subscription_id");`);
    this.addSql(`create index "subscription_treatment_plan_id_id_index" on "subscription" ("treatment_plan_id", "id");`);
    this.addSql(`create index "subscription_status_id_index" on "subscription" ("status", "id");`);

    this.addSql(`create index "users_full_name_prefix_index" on "users" (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops);`);
    this.addSql(`create index "users_last_name_prefix_index" on "users" (lower("last_name") text_pattern_ops);`);
    this.addSql(`create index "users_first_name_prefix_index" on "users" (lower("first_name") text_pattern_ops);`);
    this.addSql(`create index "users_email_prefix_index" on "users" ("email" text_pattern_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_entry" cascade;`);
    this.addSql(`drop function if exists audit_entry_is_append_only();`);

    this.addSql(`drop index "subscription_stripe_subscription_id_index";`);
    this.addSql(`drop index "subscription_treatment_plan_id_id_index";`);
    this.addSql(`drop index "subscription_status_id_index";`);

    this.addSql(`drop index "users_full_name_prefix_index";`);
    this.addSql(`drop index "users_last_name_prefix_index";`);
    this.addSql(`drop index "users_first_name_prefix_index";`);
    this.addSql(`drop index "users_email_prefix_index";`);
  }

}
