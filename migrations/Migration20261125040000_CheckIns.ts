import { Migration } from '@mikro-orm/migrations';

/** Clinical check-ins before a later supply (issue 19): the answers, the new photos and the prescriber's decision. */
export class Migration20261125040000_CheckIns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "check_in_status" as enum ('open', 'answered', 'continued', 'adjusted', 'paused');`);
    this.addSql(
      `create table "check_in" ("id" serial primary key, "subscription_id" int not null, "user_id" int not null, "prescription_id" int not null, "condition" varchar(60) not null, "treatment" varchar(200) not null, "supply_number" int not null, "status" "check_in_status" not null default 'open', "opened_on" date not null, "wait_until" date not null, "team_asked_on" date null, "questionnaire_version" int not null default 1, "answers" jsonb not null default '[]', "photos" jsonb not null default '[]', "needs_prescriber" boolean not null default false, "answered_at" timestamptz null, "decided_by_user_id" int null, "decided_at" timestamptz null, "decision_note" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "check_in" add constraint "check_in_subscription_id_prescription_id_unique" unique ("subscription_id", "prescription_id");`);
    this.addSql(`create index "check_in_user_id_status_index" on "check_in" ("user_id", "status");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "check_in" cascade;`);
    this.addSql(`drop type "check_in_status";`);
  }
}
