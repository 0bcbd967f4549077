import { Migration } from '@mikro-orm/migrations';

/** Notices to consumers (and the demo SMS driver's texts) (what was sent, held or skipped), their opt-outs per firm and channel, and their preferences. */
export class Migration20261126231000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "consumer_notices" ("id" serial primary key, "consumer_id" int not null, "law_firm_id" int null, "customer_document_id" int null, "kind" varchar(40) not null, "channel" varchar(10) not null, "status" varchar(12) not null, "skip_reason" varchar(20) null, "recipient" varchar(320) not null, "subject" text not null, "body_text" text not null, "body_html" text null, "key" varchar(250) not null, "scheduled_for" timestamptz not null, "sent_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "consumer_notices" add constraint "consumer_notices_key_unique" unique ("key");`);
    this.addSql(`create index "consumer_notices_consumer_id_created_at_index" on "consumer_notices" ("consumer_id", "created_at");`);
    this.addSql(`create table "notice_opt_outs" ("id" serial primary key, "consumer_id" int not null, "law_firm_id" int not null, "channel" varchar(10) not null, "opted_out_at" timestamptz null, "opted_in_at" timestamptz null, "source" varchar(10) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "notice_opt_outs" add constraint "notice_opt_outs_consumer_id_law_firm_id_channel_unique" unique ("consumer_id", "law_firm_id", "channel");`);
    this.addSql(`create table "notice_preferences" ("id" serial primary key, "consumer_id" int not null, "email_off" jsonb not null default '[]', "sms_off" jsonb not null default '[]', "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "notice_preferences" add constraint "notice_preferences_consumer_id_unique" unique ("consumer_id");`);
    this.addSql(`create table "demo_sms_messages" ("id" serial primary key, "direction" varchar(10) not null, "phone" varchar(20) not null, "body" text not null, "reference" varchar(250) null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "demo_sms_messages" add constraint "demo_sms_messages_reference_unique" unique ("reference");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "demo_sms_messages";`);
    this.addSql(`drop table if exists "notice_preferences";`);
    this.addSql(`drop table if exists "notice_opt_outs";`);
    this.addSql(`drop table if exists "consumer_notices";`);
  }

}
