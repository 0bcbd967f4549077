import { Migration } from '@mikro-orm/migrations';

/** Exports written by the worker (the accounts spreadsheet, large activity logs), kept 24 hours. */
export class Migration20261126230000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "account_exports" ("id" uuid not null, "law_firm_id" int null, "requested_by_id" int not null, "kind" varchar(20) not null, "params" jsonb not null, "status" varchar(20) not null default 'pending', "rows_done" int not null default 0, "rows_total" int not null default 0, "file_name" varchar(120) not null, "storage_key" varchar(255) null, "byte_size" int null, "error" text null, "started_at" timestamptz null, "finished_at" timestamptz null, "expires_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "account_exports_pkey" primary key ("id"));`);
    this.addSql(`create index "account_exports_law_firm_id_index" on "account_exports" ("law_firm_id");`);
    this.addSql(`create index "account_exports_expires_at_index" on "account_exports" ("expires_at");`);
    this.addSql(`alter table "account_exports" add constraint "account_exports_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "account_exports" add constraint "account_exports_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_exports" cascade;`);
  }

}
