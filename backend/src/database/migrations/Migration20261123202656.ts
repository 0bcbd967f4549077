import { Migration } from '@mikro-orm/migrations';

/** Payments: additional payments a consumer makes on top of autopay. */
export class Migration20261123202656 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "payment_additional_payments" ("id" serial primary key, "payment_plan_id" int not null, "customer_document_id" int not null, "law_firm_id" int not null, "user_id" int not null, "payment_type" varchar(10) not null, "application_mode" varchar(10) not null, "amount_cents" int not null, "installments" jsonb not null, "status" varchar(20) not null default 'pending', "payment_intent_id" varchar(100) null, "last_error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "payment_additional_payments_payment_plan_id_index" on "payment_additional_payments" ("payment_plan_id");`);
    this.addSql(`alter table "payment_additional_payments" add constraint "payment_additional_payments_payment_intent_id_unique" unique ("payment_intent_id");`);

    this.addSql(`alter table "payment_additional_payments" add constraint "payment_additional_payments_payment_plan_id_foreign" foreign key ("payment_plan_id") references "payment_plans" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment_additional_payments" add constraint "payment_additional_payments_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payment_additional_payments" add constraint "payment_additional_payments_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "payment_additional_payments" add constraint "payment_additional_payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment_additional_payments" cascade;`);
  }

}
