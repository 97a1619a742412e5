import { Migration } from '@mikro-orm/migrations';

/** Staff changes of medicine under a live prescription, held for a prescriber's decision. */
export class Migration20261124220000_ItemChangeProposals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "item_change_proposal_status" as enum ('pending', 'approved', 'declined');`);
    this.addSql(`create table "item_change_proposal" ("id" serial primary key, "subscription_id" int not null, "kind" varchar(10) not null, "subscription_item_id" int null, "replaces" varchar(200) null, "catalogue_item_id" int not null, "item_code" varchar(20) not null, "item_name" varchar(160) not null, "price_pence" int not null, "proposed_by_user_id" int not null, "proposed_at" timestamptz not null, "status" "item_change_proposal_status" not null default 'pending', "decided_by_user_id" int null, "decided_at" timestamptz null, "decline_reason" text null);`);
    this.addSql(`create index "item_change_proposal_subscription_id_index" on "item_change_proposal" ("subscription_id");`);
    // One waits per subscription at a time: the rule the handler checks, held by the database too.
    this.addSql(`create unique index "item_change_proposal_one_pending" on "item_change_proposal" ("subscription_id") where "status" = 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "item_change_proposal" cascade;`);
    this.addSql(`drop type "item_change_proposal_status";`);
  }
}
