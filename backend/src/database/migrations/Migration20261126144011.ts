import { Migration } from '@mikro-orm/migrations';

export class Migration20261126144011 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "demo_payout_books" ("id" smallint not null, "next_check_number" int not null default 10001, "clock_at" timestamptz null, constraint "demo_payout_books_pkey" primary key ("id"));`);

    this.addSql(`create table "demo_payout_checks" ("id" varchar(60) not null, "idempotency_key" varchar(200) not null, "kind" varchar(10) not null, "number" int not null, "tracking_number" varchar(40) null, "name" varchar(200) not null, "recipient" jsonb not null, "amount_cents" int not null, "description" varchar(200) not null, "status" varchar(20) not null, "status_reason" text null, "status_at" timestamptz null, "settles_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null default now(), constraint "demo_payout_checks_pkey" primary key ("id"));`);
    this.addSql(`alter table "demo_payout_checks" add constraint "demo_payout_checks_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`alter table "demo_payout_checks" add constraint "demo_payout_checks_number_unique" unique ("number");`);
    this.addSql(`create index "demo_payout_checks_status_settles_at_index" on "demo_payout_checks" ("status", "settles_at");`);

    this.addSql(`create table "demo_payout_events" ("id" varchar(60) not null, "check_id" varchar(60) not null, "body" text not null, "created_at" timestamptz not null, "delivered_at" timestamptz null, "delivery_attempts" int not null default 0, constraint "demo_payout_events_pkey" primary key ("id"));`);
    this.addSql(`create index "demo_payout_events_pending_idx" on "demo_payout_events" ("created_at", "id") where "delivered_at" is null;`);

    this.addSql(`create table "demo_payout_instructions" ("id" serial primary key, "action" varchar(20) not null, "reason" text not null, "created_at" timestamptz not null default now(), "consumed_at" timestamptz null);`);

    this.addSql(`create table "payouts" ("id" serial primary key, "reference" uuid not null, "law_firm_id" int not null, "method" varchar(10) null, "status" varchar(12) not null, "amount_cents" bigint not null default 0, "instruction" jsonb null, "provider" varchar(12) null, "provider_check_id" varchar(100) null, "check_number" varchar(30) null, "tracking_number" varchar(40) null, "run_for" timestamptz null, "initiated_at" timestamptz null, "sent_at" timestamptz null, "paid_at" timestamptz null, "closed_at" timestamptz null, "failure_reason" text null, "attempts" smallint not null default 0, "last_error" text null, "checked_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "payouts" add constraint "payouts_reference_unique" unique ("reference");`);
    this.addSql(`create index "payouts_provider_check_id_index" on "payouts" ("provider_check_id");`);
    this.addSql(`create unique index "payouts_one_on_hold_per_firm" on "payouts" ("law_firm_id") where "status" = 'on_hold';`);
    this.addSql(`create index "payouts_law_firm_id_status_index" on "payouts" ("law_firm_id", "status");`);

    this.addSql(`create table "payout_runs" ("id" uuid not null, "run_for" timestamptz not null, "trigger" varchar(12) not null, "started_at" timestamptz not null default now(), "finished_at" timestamptz null, "report" jsonb not null, constraint "payout_runs_pkey" primary key ("id"));`);
    this.addSql(`create index "payout_runs_run_for_index" on "payout_runs" ("run_for");`);

    this.addSql(`create table "payout_items" ("id" bigserial primary key, "payout_id" int not null, "stripe_payment_intent_id" varchar(100) not null, "customer_document_id" int not null, "law_firm_id" int not null, "gross_cents" int not null, "commission_cents" int not null, "amount_cents" int not null, "released_at" timestamptz null, "release_reason" varchar(20) null, "created_at" timestamptz not null default now(), constraint payout_items_amounts_add_up check (amount_cents >= 0 and commission_cents >= 0 and amount_cents + commission_cents = gross_cents));`);
    this.addSql(`create index "payout_items_payout_id_index" on "payout_items" ("payout_id");`);
    this.addSql(`create index "payout_items_stripe_payment_intent_id_index" on "payout_items" ("stripe_payment_intent_id");`);
    this.addSql(`create index "payout_items_customer_document_id_index" on "payout_items" ("customer_document_id");`);
    this.addSql(`create unique index "payout_items_one_live_payout_per_payment" on "payout_items" ("stripe_payment_intent_id") where "released_at" is null;`);

    this.addSql(`alter table "payouts" add constraint "payouts_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "payout_items" add constraint "payout_items_payout_id_foreign" foreign key ("payout_id") references "payouts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payout_items" add constraint "payout_items_stripe_payment_intent_id_foreign" foreign key ("stripe_payment_intent_id") references "stripe_payment_intents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payout_items" add constraint "payout_items_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payout_items" add constraint "payout_items_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);

    this.addSql(`drop table if exists "checkbook_payments" cascade;`);

    this.addSql(`alter table "stripe_payment_intents" add column "refunded_cents" int not null default 0, add column "disputed_at" timestamptz null;`);
    this.addSql(`create index "stripe_payment_intents_payable_idx" on "stripe_payment_intents" ("law_firm_id", "created") where "status" = 'succeeded';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payout_items" drop constraint "payout_items_payout_id_foreign";`);

    this.addSql(`create table "checkbook_payments" ("id" serial primary key, "customer_document_id" int4 not null, "law_firm_id" int4 not null, "amount_cents" int4 not null, "status" varchar(40) not null, "tracking_number" varchar(60) null, "check_number" varchar(30) null, "created_at" timestamptz(6) not null default now());`);
    this.addSql(`create index "checkbook_payments_customer_document_id_index" on "checkbook_payments" ("customer_document_id");`);

    this.addSql(`alter table "checkbook_payments" add constraint "checkbook_payments_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "checkbook_payments" add constraint "checkbook_payments_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);

    this.addSql(`drop table if exists "demo_payout_books" cascade;`);

    this.addSql(`drop table if exists "demo_payout_checks" cascade;`);

    this.addSql(`drop table if exists "demo_payout_events" cascade;`);

    this.addSql(`drop table if exists "demo_payout_instructions" cascade;`);

    this.addSql(`drop table if exists "payouts" cascade;`);

    this.addSql(`drop table if exists "payout_runs" cascade;`);

    this.addSql(`drop table if exists "payout_items" cascade;`);

    this.addSql(`drop index "stripe_payment_intents_payable_idx";`);
    this.addSql(`alter table "stripe_payment_intents" drop column "refunded_cents", drop column "disputed_at";`);
  }

}
