import { Migration } from '@mikro-orm/migrations';

export class Migration20261123173054 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "demo_payment_customers" ("id" varchar(60) not null, "email" varchar(254) not null, "name" varchar(200) null, "metadata" jsonb not null, "created_at" timestamptz not null default now(), constraint "demo_payment_customers_pkey" primary key ("id"));`);

    this.addSql(`create table "demo_payment_events" ("id" varchar(60) not null, "type" varchar(60) not null, "body" text not null, "delivered_at" timestamptz null, "delivery_attempts" int not null default 0, "created_at" timestamptz not null default now(), constraint "demo_payment_events_pkey" primary key ("id"));`);
    this.addSql(`create index "demo_payment_events_undelivered_idx" on "demo_payment_events" ("created_at") where "delivered_at" is null;`);

    this.addSql(`create table "demo_payment_intents" ("id" varchar(60) not null, "idempotency_key" varchar(200) not null, "customer_id" varchar(60) not null, "payment_method_id" varchar(60) not null, "amount_cents" int not null, "status" varchar(40) not null, "metadata" jsonb not null, "last_payment_error" text null, "settles_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "demo_payment_intents_pkey" primary key ("id"));`);
    this.addSql(`alter table "demo_payment_intents" add constraint "demo_payment_intents_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "demo_payment_intents_status_settles_at_index" on "demo_payment_intents" ("status", "settles_at");`);

    this.addSql(`create table "demo_payment_methods" ("id" varchar(60) not null, "customer_id" varchar(60) not null, "brand" varchar(20) not null, "last4" varchar(4) not null, "exp_month" smallint not null, "exp_year" smallint not null, "behavior" varchar(30) not null, "created_at" timestamptz not null default now(), constraint "demo_payment_methods_pkey" primary key ("id"));`);
    this.addSql(`create index "demo_payment_methods_customer_id_index" on "demo_payment_methods" ("customer_id");`);

    this.addSql(`create table "demo_refunds" ("id" varchar(60) not null, "idempotency_key" varchar(200) not null, "payment_intent_id" varchar(60) not null, "amount_cents" int not null, "status" varchar(20) not null, "created_at" timestamptz not null default now(), constraint "demo_refunds_pkey" primary key ("id"));`);
    this.addSql(`alter table "demo_refunds" add constraint "demo_refunds_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "demo_setup_intents" ("id" varchar(60) not null, "customer_id" varchar(60) not null, "status" varchar(30) not null, "created_at" timestamptz not null default now(), constraint "demo_setup_intents_pkey" primary key ("id"));`);

    this.addSql(`create table "demo_subscriptions" ("id" varchar(60) not null, "customer_id" varchar(60) not null, "payment_method_id" varchar(60) not null, "status" varchar(20) not null, "idempotency_key" varchar(200) not null, "metadata" jsonb not null, "created_at" timestamptz not null default now(), constraint "demo_subscriptions_pkey" primary key ("id"));`);
    this.addSql(`alter table "demo_subscriptions" add constraint "demo_subscriptions_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(`create table "processed_payment_events" ("id" serial primary key, "provider_event_id" varchar(100) not null, "type" varchar(60) not null, "processed_at" timestamptz not null default now());`);
    this.addSql(`alter table "processed_payment_events" add constraint "processed_payment_events_provider_event_id_unique" unique ("provider_event_id");`);

    this.addSql(`create table "payment_installments" ("id" serial primary key, "payment_plan_id" int not null, "customer_document_id" int not null, "law_firm_id" int not null, "index" smallint not null, "due_date" date not null, "amount_cents" int not null, "status" varchar(20) not null default 'scheduled', "attempts" smallint not null default 0, "payment_intent_id" varchar(100) null, "last_error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "payment_installments_payment_intent_id_index" on "payment_installments" ("payment_intent_id");`);
    this.addSql(`create index "payment_installments_status_due_date_index" on "payment_installments" ("status", "due_date");`);
    this.addSql(`alter table "payment_installments" add constraint "payment_installments_payment_plan_id_index_unique" unique ("payment_plan_id", "index");`);

    this.addSql(`create table "payment_autopays" ("id" serial primary key, "payment_plan_id" int not null, "customer_document_id" int not null, "law_firm_id" int not null, "user_id" int not null, "provider" varchar(10) not null, "customer_id" varchar(100) not null, "payment_method_id" varchar(100) not null, "subscription_id" varchar(100) not null, "status" varchar(20) not null default 'active', "card_brand" varchar(20) not null, "card_last4" varchar(4) not null, "card_exp_month" smallint not null, "card_exp_year" smallint not null, "needs_attention" boolean not null default false, "last_payment_error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "payment_autopays" add constraint "payment_autopays_payment_plan_id_unique" unique ("payment_plan_id");`);

    this.addSql(`alter table "payment_installments" add constraint "payment_installments_payment_plan_id_foreign" foreign key ("payment_plan_id") references "payment_plans" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment_installments" add constraint "payment_installments_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payment_installments" add constraint "payment_installments_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "payment_autopays" add constraint "payment_autopays_payment_plan_id_foreign" foreign key ("payment_plan_id") references "payment_plans" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment_autopays" add constraint "payment_autopays_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payment_autopays" add constraint "payment_autopays_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payment_autopays" add constraint "payment_autopays_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "demo_payment_customers" cascade;`);

    this.addSql(`drop table if exists "demo_payment_events" cascade;`);

    this.addSql(`drop table if exists "demo_payment_intents" cascade;`);

    this.addSql(`drop table if exists "demo_payment_methods" cascade;`);

    this.addSql(`drop table if exists "demo_refunds" cascade;`);

    this.addSql(`drop table if exists "demo_setup_intents" cascade;`);

    this.addSql(`drop table if exists "demo_subscriptions" cascade;`);

    this.addSql(`drop table if exists "processed_payment_events" cascade;`);

    this.addSql(`drop table if exists "payment_installments" cascade;`);

    this.addSql(`drop table if exists "payment_autopays" cascade;`);
  }

}
