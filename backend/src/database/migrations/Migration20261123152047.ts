import { Migration } from '@mikro-orm/migrations';

export class Migration20261123152047 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create type "case_kind" as enum ('lawsuit', 'pre_litigation');`);
    this.addSql(`create table "consumer_profiles" ("id" serial primary key, "user_id" int not null, "birthdate" date null, "phone" varchar(30) null, "street" varchar(200) null, "city" varchar(100) null, "state" varchar(2) null, "zip_code" varchar(10) null, "ssn_encrypted" text null, "ssn_last_four" varchar(4) null, "financial_details" jsonb not null, "hardship" jsonb not null, "hardship_statement" text null, "plaid_verified" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "consumer_profiles" add constraint "consumer_profiles_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "cases" ("id" serial primary key, "user_id" int not null, "kind" "case_kind" not null, "lawsuit_state" varchar(2) null, "plaintiff_name" varchar(200) null, "civil_number" varchar(100) null, "court_name" varchar(200) null, "amount_cents" int null, "time_barred" boolean not null default false, "judgment_entered" boolean not null default false, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "cases_user_id_index" on "cases" ("user_id");`);

    this.addSql(`create table "customer_documents" ("id" serial primary key, "user_id" int not null, "case_id" int null, "law_firm_id" int null, "document_name" varchar(40) not null, "file_number" varchar(100) null, "archived_by_law_firm_on" date null, "version" int not null default 0, "rm_customer_name" varchar(200) null, "rm_email" varchar(254) null, "rm_birthdate" date null, "rm_civil_number" varchar(100) null, "rm_lawsuit_state" varchar(2) null, "rm_plaintiff_name" varchar(200) null, "rm_lawsuit_amount_cents" int null, "rm_lawsuit_exists" boolean not null default false, "rm_last_action" varchar(80) null, "rm_status" varchar(80) null, "rm_status_rank" smallint null, "rm_status_date" timestamptz null, "rm_current_action" varchar(60) null, "rm_current_action_params" jsonb null, "rm_offer_total_cents" int null, "rm_offer_payments" int null, "rm_offer_tiers" smallint null, "rm_first_payment_date" date null, "rm_offer_percentage" numeric(7,1) null, "rm_payments_made" int not null default 0, "rm_paid_cents" int not null default 0, "rm_collected_cents" int not null default 0, "rm_agreed_total_cents" int null, "rm_search" text not null default '', "rm_has_debt_answer" boolean not null default false, "rm_has_detailed_data" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "customer_documents_user_id_index" on "customer_documents" ("user_id");`);
    this.addSql(`create index "customer_documents_case_id_index" on "customer_documents" ("case_id");`);
    this.addSql(`create index "customer_documents_law_firm_id_rm_current_action_index" on "customer_documents" ("law_firm_id", "rm_current_action");`);
    this.addSql(`create index "customer_documents_law_firm_id_rm_customer_name_index" on "customer_documents" ("law_firm_id", "rm_customer_name");`);
    this.addSql(`create index "customer_documents_law_firm_id_rm_lawsuit_amount_cents_index" on "customer_documents" ("law_firm_id", "rm_lawsuit_amount_cents");`);
    this.addSql(`create index "customer_documents_law_firm_id_rm_first_payment_date_index" on "customer_documents" ("law_firm_id", "rm_first_payment_date");`);
    this.addSql(`create index "customer_documents_law_firm_id_rm_offer_percentage_index" on "customer_documents" ("law_firm_id", "rm_offer_percentage");`);
    this.addSql(`create index "customer_documents_law_firm_id_rm_offer_total_cents_index" on "customer_documents" ("law_firm_id", "rm_offer_total_cents");`);
    this.addSql(`create index "customer_documents_law_firm_id_rm_status_rank_index" on "customer_documents" ("law_firm_id", "rm_status_rank");`);
    this.addSql(`create index "customer_documents_law_firm_id_rm_status_date_index" on "customer_documents" ("law_firm_id", "rm_status_date");`);

    this.addSql(`create index "customer_documents_rm_search_trgm" on "customer_documents" using gin ("rm_search" gin_trgm_ops);`);
    this.addSql(`create table "payment_plans" ("id" serial primary key, "customer_document_id" int not null, "law_firm_id" int not null, "user_id" int not null, "status" varchar(20) not null default 'pending', "total_cents" int not null, "schedule" jsonb not null, "autopay_day" smallint null, "stripe_customer_id" varchar(100) null, "stripe_subscription_id" varchar(100) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "payment_plans" add constraint "payment_plans_customer_document_id_unique" unique ("customer_document_id");`);

    this.addSql(`create table "stripe_payment_intents" ("id" varchar(100) not null, "customer_document_id" int not null, "law_firm_id" int not null, "payment_plan_id" int null, "amount" int not null, "status" varchar(40) not null, "created" bigint not null, "metadata" jsonb not null, "created_at" timestamptz not null default now(), constraint "stripe_payment_intents_pkey" primary key ("id"));`);
    this.addSql(`create index "stripe_payment_intents_customer_document_id_index" on "stripe_payment_intents" ("customer_document_id");`);

    this.addSql(`create table "negotiation_events" ("id" serial primary key, "customer_document_id" int not null, "law_firm_id" int not null, "sequence" int not null, "party" varchar(20) not null, "action" varchar(60) not null, "params" jsonb not null, "actor_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "negotiation_events_law_firm_id_action_created_at_index" on "negotiation_events" ("law_firm_id", "action", "created_at");`);
    this.addSql(`alter table "negotiation_events" add constraint "negotiation_events_customer_document_id_sequence_unique" unique ("customer_document_id", "sequence");`);

    this.addSql(`create table "negotiation_event_disclosures" ("id" serial primary key, "event_id" int not null, "customer_document_id" int not null, "law_firm_id" int not null, "text" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "negotiation_event_disclosures_event_id_index" on "negotiation_event_disclosures" ("event_id");`);
    this.addSql(`create index "negotiation_event_disclosures_customer_document_id_index" on "negotiation_event_disclosures" ("customer_document_id");`);
    this.addSql(`create index "negotiation_event_disclosures_law_firm_id_text_index" on "negotiation_event_disclosures" ("law_firm_id", "text");`);

    this.addSql(`create table "historical_offers" ("id" serial primary key, "customer_document_id" int not null, "law_firm_id" int not null, "event_id" int not null, "party" varchar(20) not null, "offer_index" smallint not null default 0, "total_amount_cents" int not null, "payments" int not null, "first_payment_date" date not null, "phases" jsonb not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "historical_offers_customer_document_id_index" on "historical_offers" ("customer_document_id");`);
    this.addSql(`create index "historical_offers_event_id_index" on "historical_offers" ("event_id");`);

    this.addSql(`create table "checkbook_payments" ("id" serial primary key, "customer_document_id" int not null, "law_firm_id" int not null, "amount_cents" int not null, "status" varchar(40) not null, "tracking_number" varchar(60) null, "check_number" varchar(30) null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "checkbook_payments_customer_document_id_index" on "checkbook_payments" ("customer_document_id");`);

    this.addSql(`alter table "consumer_profiles" add constraint "consumer_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "cases" add constraint "cases_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "customer_documents" add constraint "customer_documents_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "customer_documents" add constraint "customer_documents_case_id_foreign" foreign key ("case_id") references "cases" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "customer_documents" add constraint "customer_documents_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "payment_plans" add constraint "payment_plans_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payment_plans" add constraint "payment_plans_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payment_plans" add constraint "payment_plans_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "stripe_payment_intents" add constraint "stripe_payment_intents_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "stripe_payment_intents" add constraint "stripe_payment_intents_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "stripe_payment_intents" add constraint "stripe_payment_intents_payment_plan_id_foreign" foreign key ("payment_plan_id") references "payment_plans" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "negotiation_events" add constraint "negotiation_events_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "negotiation_events" add constraint "negotiation_events_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "negotiation_events" add constraint "negotiation_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "negotiation_event_disclosures" add constraint "negotiation_event_disclosures_event_id_foreign" foreign key ("event_id") references "negotiation_events" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "negotiation_event_disclosures" add constraint "negotiation_event_disclosures_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "negotiation_event_disclosures" add constraint "negotiation_event_disclosures_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "historical_offers" add constraint "historical_offers_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "historical_offers" add constraint "historical_offers_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "historical_offers" add constraint "historical_offers_event_id_foreign" foreign key ("event_id") references "negotiation_events" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "checkbook_payments" add constraint "checkbook_payments_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "checkbook_payments" add constraint "checkbook_payments_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_documents" drop constraint "customer_documents_case_id_foreign";`);

    this.addSql(`alter table "payment_plans" drop constraint "payment_plans_customer_document_id_foreign";`);

    this.addSql(`alter table "stripe_payment_intents" drop constraint "stripe_payment_intents_customer_document_id_foreign";`);

    this.addSql(`alter table "negotiation_events" drop constraint "negotiation_events_customer_document_id_foreign";`);

    this.addSql(`alter table "negotiation_event_disclosures" drop constraint "negotiation_event_disclosures_customer_document_id_foreign";`);

    this.addSql(`alter table "historical_offers" drop constraint "historical_offers_customer_document_id_foreign";`);

    this.addSql(`alter table "checkbook_payments" drop constraint "checkbook_payments_customer_document_id_foreign";`);

    this.addSql(`alter table "stripe_payment_intents" drop constraint "stripe_payment_intents_payment_plan_id_foreign";`);

    this.addSql(`alter table "negotiation_event_disclosures" drop constraint "negotiation_event_disclosures_event_id_foreign";`);

    this.addSql(`alter table "historical_offers" drop constraint "historical_offers_event_id_foreign";`);

    this.addSql(`drop table if exists "consumer_profiles" cascade;`);

    this.addSql(`drop table if exists "cases" cascade;`);

    this.addSql(`drop table if exists "customer_documents" cascade;`);

    this.addSql(`drop table if exists "payment_plans" cascade;`);

    this.addSql(`drop table if exists "stripe_payment_intents" cascade;`);

    this.addSql(`drop table if exists "negotiation_events" cascade;`);

    this.addSql(`drop table if exists "negotiation_event_disclosures" cascade;`);

    this.addSql(`drop table if exists "historical_offers" cascade;`);

    this.addSql(`drop table if exists "checkbook_payments" cascade;`);

    this.addSql(`drop type "case_kind";`);
  }

}
