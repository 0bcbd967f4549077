import { Migration } from '@mikro-orm/migrations';

/**
 * The `setup` intent type: autopay may be set up through a setup checkout confirmed in the browser.
 * `payment_autopay_checkouts` keeps each one opened (document, provider customer, setup intent); the demo provider's
 * setup intents keep their saved payment method, metadata, refusal sentence and the SHA-256 of their client secret.
 */
export class Migration20261124003000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "payment_autopay_checkouts" ("id" serial primary key, "customer_document_id" int not null, "law_firm_id" int not null, "user_id" int not null, "customer_id" varchar(100) not null, "setup_intent_id" varchar(100) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "payment_autopay_checkouts_customer_document_id_index" on "payment_autopay_checkouts" ("customer_document_id");`);
    this.addSql(`alter table "payment_autopay_checkouts" add constraint "payment_autopay_checkouts_setup_intent_id_unique" unique ("setup_intent_id");`);
    this.addSql(`alter table "payment_autopay_checkouts" add constraint "payment_autopay_checkouts_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payment_autopay_checkouts" add constraint "payment_autopay_checkouts_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payment_autopay_checkouts" add constraint "payment_autopay_checkouts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "demo_setup_intents" add column "payment_method_id" varchar(60) null, add column "metadata" jsonb not null default '{}', add column "last_setup_error" text null, add column "client_secret_hash" varchar(64) null;`);
    this.addSql(`alter table "demo_setup_intents" alter column "metadata" drop default;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "demo_setup_intents" drop column "payment_method_id", drop column "metadata", drop column "last_setup_error", drop column "client_secret_hash";`);
    this.addSql(`drop table if exists "payment_autopay_checkouts" cascade;`);
  }

}
