import { Migration } from '@mikro-orm/migrations';

/**
 * The consumer dashboard (modules/dashboard): affiliate deals, and the consumer's own archive of their documents
 * (a row per archived customer document or editor document; exactly one of the two is set).
 */
export class Migration20261123202313 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "affiliate_offers" ("id" serial primary key, "slug" varchar(60) not null, "title" varchar(120) not null, "description" text not null, "logo_url" text not null, "target_url" varchar(500) not null, "deal_text" varchar(120) not null, "button_text" varchar(40) not null, "position" smallint not null default 0, "active" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "affiliate_offers" add constraint "affiliate_offers_slug_unique" unique ("slug");`);

    this.addSql(`create table "consumer_document_archives" ("id" serial primary key, "user_id" int not null, "customer_document_id" int null, "document_generation_id" int null, "archived_at" timestamptz not null default now());`);
    this.addSql(`create index "consumer_document_archives_user_id_index" on "consumer_document_archives" ("user_id");`);
    this.addSql(`alter table "consumer_document_archives" add constraint "consumer_document_archives_customer_document_id_unique" unique ("customer_document_id");`);
    this.addSql(`alter table "consumer_document_archives" add constraint "consumer_document_archives_document_generation_id_unique" unique ("document_generation_id");`);
    this.addSql(`alter table "consumer_document_archives" add constraint "consumer_document_archives_one_document_check" check (("customer_document_id" is null) <> ("document_generation_id" is null));`);

    this.addSql(`alter table "consumer_document_archives" add constraint "consumer_document_archives_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "consumer_document_archives" add constraint "consumer_document_archives_customer_document_id_foreign" foreign key ("customer_document_id") references "customer_documents" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "consumer_document_archives" add constraint "consumer_document_archives_document_generation_id_foreign" foreign key ("document_generation_id") references "document_generations" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "affiliate_offers" cascade;`);
    this.addSql(`drop table if exists "consumer_document_archives" cascade;`);
  }

}
