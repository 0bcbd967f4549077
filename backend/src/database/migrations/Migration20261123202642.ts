import { Migration } from '@mikro-orm/migrations';

/** Extraction: uploaded papers, reading runs and the facts read from them. */
export class Migration20261123202642 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "document_files" ("id" serial primary key, "customer_document_id" int not null, "user_id" int not null, "filename" varchar(200) not null, "kind" varchar(10) not null, "content_type" varchar(60) not null, "byte_size" int not null, "storage_key" varchar(255) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "document_files_user_id_index" on "document_files" ("user_id");`);
    this.addSql(`create index "document_files_customer_document_id_id_index" on "document_files" ("customer_document_id", "id");`);

    this.addSql(`create table "document_extractions" ("id" serial primary key, "customer_document_id" int not null, "status" varchar(20) not null default 'processing', "file_ids" jsonb not null, "camera" boolean not null default false, "upload" boolean not null default false, "error" text null, "report" jsonb null, "created_at" timestamptz not null default now(), "finished_at" timestamptz null);`);
    this.addSql(`create index "document_extractions_customer_document_id_id_index" on "document_extractions" ("customer_document_id", "id");`);

    this.addSql(`create table "extracted_facts" ("id" serial primary key, "extraction_id" int not null, "customer_document_id" int not null, "file_id" int not null, "field" varchar(40) not null, "value" jsonb not null, "confidence" double precision not null, "method" varchar(10) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "extracted_facts_customer_document_id_index" on "extracted_facts" ("customer_document_id");`);
    this.addSql(`create index "extracted_facts_file_id_index" on "extracted_facts" ("file_id");`);
    this.addSql(`create index "extracted_facts_extraction_id_field_index" on "extracted_facts" ("extraction_id", "field");`);

    this.addSql(`alter table "document_files" add constraint "document_files_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "document_files" add constraint "document_files_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "document_extractions" add constraint "document_extractions_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "extracted_facts" add constraint "extracted_facts_extraction_id_foreign" foreign key ("extraction_id") references "document_extractions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "extracted_facts" add constraint "extracted_facts_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "extracted_facts" add constraint "extracted_facts_file_id_foreign" foreign key ("file_id") references "document_files" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "extracted_facts" cascade;`);
    this.addSql(`drop table if exists "document_extractions" cascade;`);
    this.addSql(`drop table if exists "document_files" cascade;`);
  }

}
