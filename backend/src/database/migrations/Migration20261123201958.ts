import { Migration } from '@mikro-orm/migrations';

/** Walkthrough answers (modules/walkthrough): one row per document and step; SSN values sealed. */
export class Migration20261123201958 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "walk_through_step_responses" ("id" serial primary key, "customer_document_id" int not null, "step_name" varchar(60) not null, "value" jsonb null, "sealed_value" text null, "last_four" varchar(4) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "walk_through_step_responses" add constraint "walk_through_step_responses_customer_document_id__08420_unique" unique ("customer_document_id", "step_name");`);
    this.addSql(`alter table "walk_through_step_responses" add constraint "walk_through_step_responses_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "walk_through_step_responses" cascade;`);
  }

}
