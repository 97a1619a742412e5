import { Migration } from '@mikro-orm/migrations';

export class Migration20261121102646_SupportChatAndProgressPhotos extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "chat_author" as enum ('customer', 'team');`);
    this.addSql(`create table "chat_conversation" ("customer_id" int not null, "last_message_id" int not null, "last_message_at" timestamptz not null, "last_message_author" "chat_author" not null, "last_message_preview" varchar(200) not null, "awaiting_reply_since" timestamptz null, "search_text" varchar(600) not null, "customer_last_seen_at" timestamptz null, "reply_emailed_at" timestamptz null, constraint "chat_conversation_pkey" primary key ("customer_id"));`);
    this.addSql(`create index "chat_conversation_last_message_at_index" on "chat_conversation" ("last_message_at");`);
    this.addSql(`create index "chat_conversation_awaiting_reply_since_index" on "chat_conversation" ("awaiting_reply_since");`);

    this.addSql(`create table "chat_message" ("id" serial primary key, "customer_id" int not null, "sender_id" int not null, "author" "chat_author" not null, "content_plain" text not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "chat_message_customer_id_id_index" on "chat_message" ("customer_id", "id");`);

    this.addSql(`create table "progress_photo" ("id" uuid not null, "user_id" int not null, "storage_path" varchar(200) not null, "content_type" varchar(40) not null, "byte_size" int not null, "created_at" timestamptz not null, constraint "progress_photo_pkey" primary key ("id"));`);
    this.addSql(`alter table "progress_photo" add constraint "progress_photo_storage_path_unique" unique ("storage_path");`);
    this.addSql(`create index "progress_photo_user_id_created_at_index" on "progress_photo" ("user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "chat_conversation" cascade;`);

    this.addSql(`drop table if exists "chat_message" cascade;`);

    this.addSql(`drop table if exists "progress_photo" cascade;`);

    this.addSql(`drop type "chat_author";`);
  }

}
