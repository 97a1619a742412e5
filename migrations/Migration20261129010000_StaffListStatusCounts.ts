import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20, the back-office list at 100,000 customers (ADR 0014): a count per status of the
 * subscriptions the list shows (`restricted_at is null`), kept by triggers on `subscription`
 * so every writer keeps it (checkout, cancel, pause, prescribers' decisions, renewals, erasure,
 * raw SQL, seeding). The table is append-only for writers: each change inserts its signed
 * deltas and never updates a shared row, so two transactions moving subscriptions in opposite
 * directions never wait for each other. A status's count is `sum(delta)`; the reader folds the
 * rows into one per status now and then (`StaffListCounts`).
 *
 * Creating the triggers locks `subscription` against writes until this migration commits, so
 * the starting counts below are exact.
 */
export class Migration20261129010000_StaffListStatusCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "subscription_status_count" ("status" "subscription_status" not null, "delta" bigint not null);`);
    this.addSql(`create index "subscription_status_count_status_index" on "subscription_status_count" ("status");`);
    // Inserts and deletes: one statement-level trigger each, reading the statement's rows at once
    // (the volume seed inserts 100,000 subscriptions in one statement: a few delta rows, not 100,000).
    this.addSql(`create function "subscription_status_count_inserted"() returns trigger language plpgsql as $$
begin
  insert into subscription_status_count (status, delta)
    select status, count(*) from new_rows where restricted_at is null group by status;
  return null;
end $$;`);
    this.addSql(`create function "subscription_status_count_deleted"() returns trigger language plpgsql as $$
begin
  insert into subscription_status_count (status, delta)
    select status, -count(*) from old_rows where restricted_at is null group by status;
  return null;
end $$;`);
    // Updates: per row, and only when the status or whether the row is restricted changes (the WHEN
    // clause), so the many updates that change neither (due dates, renewals' retry dates) cost nothing.
    this.addSql(`create function "subscription_status_count_updated"() returns trigger language plpgsql as $$
begin
  insert into subscription_status_count (status, delta)
    select old.status, -1 where old.restricted_at is null
    union all
    select new.status, 1 where new.restricted_at is null;
  return null;
end $$;`);
    this.addSql(`create function "subscription_status_count_truncated"() returns trigger language plpgsql as $$
begin
  delete from subscription_status_count;
  return null;
end $$;`);
    this.addSql(`create trigger "subscription_status_count_insert" after insert on "subscription"
  referencing new table as new_rows for each statement execute function "subscription_status_count_inserted"();`);
    this.addSql(`create trigger "subscription_status_count_delete" after delete on "subscription"
  referencing old table as old_rows for each statement execute function "subscription_status_count_deleted"();`);
    this.addSql(`create trigger "subscription_status_count_update" after update of "status", "restricted_at" on "subscription"
  for each row when (old.status is distinct from new.status or (old.restricted_at is null) is distinct from (new.restricted_at is null))
  execute function "subscription_status_count_updated"();`);
    this.addSql(`create trigger "subscription_status_count_truncate" after truncate on "subscription"
  for each statement execute function "subscription_status_count_truncated"();`);
    this.addSql(`insert into "subscription_status_count" ("status", "delta")
  select "status", count(*) from "subscription" where "restricted_at" is null group by "status";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "subscription_status_count_insert" on "subscription";`);
    this.addSql(`drop trigger if exists "subscription_status_count_delete" on "subscription";`);
    this.addSql(`drop trigger if exists "subscription_status_count_update" on "subscription";`);
    this.addSql(`drop trigger if exists "subscription_status_count_truncate" on "subscription";`);
    this.addSql(`drop function if exists "subscription_status_count_inserted"();`);
    this.addSql(`drop function if exists "subscription_status_count_deleted"();`);
    this.addSql(`drop function if exists "subscription_status_count_updated"();`);
    this.addSql(`drop function if exists "subscription_status_count_truncated"();`);
    this.addSql(`drop table if exists "subscription_status_count";`);
  }
}
