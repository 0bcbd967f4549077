import { Migration } from '@mikro-orm/migrations';

export class Migration20261123171910 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "rendered_documents" ("id" serial primary key, "customer_document_id" int not null, "law_firm_id" int not null, "kind" varchar(40) not null, "fingerprint" varchar(64) not null, "status" varchar(20) not null default 'pending', "storage_key" varchar(255) null, "byte_size" int null, "error" text null, "attempts" int not null default 0, "rendered_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "rendered_documents" add constraint "rendered_documents_customer_document_id_kind_fingerprint_unique" unique ("customer_document_id", "kind", "fingerprint");`);

    this.addSql(`alter table "rendered_documents" add constraint "rendered_documents_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rendered_documents" add constraint "rendered_documents_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rendered_documents" cascade;`);

  }

}
