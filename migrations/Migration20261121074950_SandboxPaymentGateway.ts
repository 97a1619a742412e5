import { Migration } from '@mikro-orm/migrations';

export class Migration20261121074950_SandboxPaymentGateway extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "sandbox_gateway_object" ("id" varchar(60) not null, "kind" varchar(20) not null, "customer_id" varchar(60) null, "idempotency_key" varchar(200) null, "data" jsonb not null, "created_at" timestamptz not null, constraint "sandbox_gateway_object_pkey" primary key ("id"));`);
    this.addSql(`alter table "sandbox_gateway_object" add constraint "sandbox_gateway_object_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "sandbox_gateway_object_kind_customer_id_index" on "sandbox_gateway_object" ("kind", "customer_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sandbox_gateway_object" cascade;`);
  }

}
