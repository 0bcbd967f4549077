import { Migration } from '@mikro-orm/migrations';

export class Migration20261123203549 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "demo_bank_accounts" ("account_id" varchar(60) not null, "item_id" varchar(60) not null, "name" varchar(200) not null, "type" varchar(20) not null, "subtype" varchar(30) not null, "mask" varchar(4) not null, "current_balance_cents" int not null, "position" smallint not null, constraint "demo_bank_accounts_pkey" primary key ("account_id"));`);
    this.addSql(`create index "demo_bank_accounts_item_id_index" on "demo_bank_accounts" ("item_id");`);

    this.addSql(`create table "demo_bank_income_streams" ("stream_id" varchar(60) not null, "item_id" varchar(60) not null, "account_id" varchar(60) not null, "description" varchar(200) not null, "payer_name" varchar(200) not null, "frequency" varchar(20) not null, "predicted_next_date" date null, constraint "demo_bank_income_streams_pkey" primary key ("stream_id"));`);
    this.addSql(`create index "demo_bank_income_streams_item_id_index" on "demo_bank_income_streams" ("item_id");`);

    this.addSql(`create table "demo_bank_institutions" ("institution_id" varchar(60) not null, "name" varchar(200) not null, "logo" text not null, "fails_with" varchar(60) null, "position" smallint not null, constraint "demo_bank_institutions_pkey" primary key ("institution_id"));`);

    this.addSql(`create table "demo_bank_items" ("item_id" varchar(60) not null, "institution_id" varchar(60) not null, "client_user_id" varchar(100) not null, "public_token_digest" varchar(64) not null, "public_token_expires_at" timestamptz not null, "public_token_used" boolean not null default false, "access_token_digest" varchar(64) null, "login_required" boolean not null default false, "fails_with" varchar(60) null, "history_until" date not null, "created_at" timestamptz not null default now(), constraint "demo_bank_items_pkey" primary key ("item_id"));`);
    this.addSql(`alter table "demo_bank_items" add constraint "demo_bank_items_public_token_digest_unique" unique ("public_token_digest");`);
    this.addSql(`alter table "demo_bank_items" add constraint "demo_bank_items_access_token_digest_unique" unique ("access_token_digest");`);

    this.addSql(`create table "demo_bank_link_tokens" ("token_digest" varchar(64) not null, "client_user_id" varchar(100) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), constraint "demo_bank_link_tokens_pkey" primary key ("token_digest"));`);

    this.addSql(`create table "demo_bank_transactions" ("transaction_id" varchar(60) not null, "item_id" varchar(60) not null, "account_id" varchar(60) not null, "date" date not null, "amount_cents" int not null, "name" varchar(200) not null, "category" varchar(60) not null, "stream_id" varchar(60) null, constraint "demo_bank_transactions_pkey" primary key ("transaction_id"));`);
    this.addSql(`create index "demo_bank_transactions_item_id_date_index" on "demo_bank_transactions" ("item_id", "date");`);

    this.addSql(`create table "plaid_items" ("id" serial primary key, "user_id" int not null, "provider" varchar(10) not null, "item_id" varchar(100) not null, "access_token_sealed" text not null, "institution_id" varchar(100) null, "institution_name" varchar(200) not null, "status" varchar(20) not null default 'active', "error_code" varchar(100) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "plaid_items_user_id_status_index" on "plaid_items" ("user_id", "status");`);
    this.addSql(`alter table "plaid_items" add constraint "plaid_items_provider_item_id_unique" unique ("provider", "item_id");`);

    this.addSql(`create table "financial_reports" ("id" serial primary key, "user_id" int not null, "status" varchar(10) not null default 'pending', "data" jsonb null, "error" text null, "requested_at" timestamptz not null default now(), "completed_at" timestamptz null);`);
    this.addSql(`create index "financial_reports_user_id_id_index" on "financial_reports" ("user_id", "id");`);

    this.addSql(`alter table "plaid_items" add constraint "plaid_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "financial_reports" add constraint "financial_reports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "demo_bank_accounts" cascade;`);

    this.addSql(`drop table if exists "demo_bank_income_streams" cascade;`);

    this.addSql(`drop table if exists "demo_bank_institutions" cascade;`);

    this.addSql(`drop table if exists "demo_bank_items" cascade;`);

    this.addSql(`drop table if exists "demo_bank_link_tokens" cascade;`);

    this.addSql(`drop table if exists "demo_bank_transactions" cascade;`);

    this.addSql(`drop table if exists "plaid_items" cascade;`);

    this.addSql(`drop table if exists "financial_reports" cascade;`);
  }

}
