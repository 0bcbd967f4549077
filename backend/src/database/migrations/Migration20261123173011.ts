import { Migration } from '@mikro-orm/migrations';

/** Chat: conversations, participants' read state, messages, attachments, consent, attorney mark; delayed outbox jobs. */
export class Migration20261123173011 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_messages" add column "run_at" timestamptz null;`);

    this.addSql(`create table "chat_consents" ("id" serial primary key, "consumer_id" int not null, "law_firm_id" int not null, "opted_out_at" timestamptz null, "opted_in_at" timestamptz null, "ceased_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "chat_consents" add constraint "chat_consents_consumer_id_law_firm_id_unique" unique ("consumer_id", "law_firm_id");`);
    this.addSql(`create table "conversations" ("id" serial primary key, "customer_document_id" int not null, "law_firm_id" int not null, "consumer_id" int not null, "delivered_count" int not null default 0, "last_activity_at" timestamptz not null default now(), "created_at" timestamptz not null default now());`);
    this.addSql(`create index "conversations_consumer_id_last_activity_at_index" on "conversations" ("consumer_id", "last_activity_at");`);
    this.addSql(`create index "conversations_law_firm_id_last_activity_at_index" on "conversations" ("law_firm_id", "last_activity_at");`);
    this.addSql(`alter table "conversations" add constraint "conversations_customer_document_id_unique" unique ("customer_document_id");`);
    this.addSql(`create table "conversation_participants" ("id" serial primary key, "conversation_id" int not null, "side" text check ("side" in ('consumer', 'firm')) not null, "user_id" int null, "law_firm_id" int not null, "last_read_seq" int not null default 0, "last_read_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "conversation_participants" add constraint "conversation_participants_conversation_id_side_unique" unique ("conversation_id", "side");`);
    this.addSql(`create table "chat_messages" ("id" serial primary key, "conversation_id" int not null, "law_firm_id" int not null, "sender_id" int not null, "sender_side" text check ("sender_side" in ('consumer', 'firm')) not null, "body" text not null, "status" text check ("status" in ('scanning', 'scheduled', 'delivered', 'blocked')) not null, "violations" jsonb not null, "masked" jsonb not null, "scheduled_for" timestamptz null, "scanned_at" timestamptz null, "delivered_at" timestamptz null, "delivery_seq" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "chat_messages_conversation_id_delivery_seq_index" on "chat_messages" ("conversation_id", "delivery_seq");`);
    this.addSql(`create index "chat_messages_conversation_id_id_index" on "chat_messages" ("conversation_id", "id");`);
    this.addSql(`create table "chat_attachments" ("id" serial primary key, "message_id" int not null, "law_firm_id" int not null, "storage_key" varchar(300) not null, "filename" varchar(200) not null, "content_type" varchar(100) not null, "size" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create table "account_contact_preferences" ("id" serial primary key, "customer_document_id" int not null, "law_firm_id" int not null, "represented_by_attorney" boolean not null default false, "marked_by_id" int null, "marked_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "account_contact_preferences" add constraint "account_contact_preferences_customer_document_id_unique" unique ("customer_document_id");`);

    this.addSql(`alter table "chat_consents" add constraint "chat_consents_consumer_id_foreign" foreign key ("consumer_id") references "users" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "chat_consents" add constraint "chat_consents_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "conversations" add constraint "conversations_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "conversations" add constraint "conversations_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "conversations" add constraint "conversations_consumer_id_foreign" foreign key ("consumer_id") references "users" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "conversation_participants" add constraint "conversation_participants_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "conversation_participants" add constraint "conversation_participants_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "conversation_participants" add constraint "conversation_participants_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "chat_attachments" add constraint "chat_attachments_message_id_foreign" foreign key ("message_id") references "chat_messages" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "chat_attachments" add constraint "chat_attachments_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "account_contact_preferences" add constraint "account_contact_preferences_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "account_contact_preferences" add constraint "account_contact_preferences_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "account_contact_preferences" add constraint "account_contact_preferences_marked_by_id_foreign" foreign key ("marked_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "chat_attachments" cascade;`);
    this.addSql(`drop table if exists "chat_messages" cascade;`);
    this.addSql(`drop table if exists "conversation_participants" cascade;`);
    this.addSql(`drop table if exists "conversations" cascade;`);
    this.addSql(`drop table if exists "chat_consents" cascade;`);
    this.addSql(`drop table if exists "account_contact_preferences" cascade;`);
    this.addSql(`alter table "outbox_messages" drop column "run_at";`);
  }

}
