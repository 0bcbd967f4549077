import { Migration } from '@mikro-orm/migrations';

/** Firm settlement rules: the accounts each covers and how it answers consumer offers (modules/settlement-rules). */
export class Migration20261126145818 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "settlement_rules" ("id" serial primary key, "law_firm_id" int not null, "name" varchar(100) not null, "active" boolean not null default true, "states" jsonb not null, "plaintiffs" jsonb not null, "min_lawsuit_amount_cents" int null, "max_lawsuit_amount_cents" int null, "auto_accept" jsonb null, "auto_counter" jsonb null, "disclosures" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "settlement_rules_law_firm_id_active_index" on "settlement_rules" ("law_firm_id", "active");`);

    this.addSql(`alter table "settlement_rules" add constraint "settlement_rules_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "settlement_rules" cascade;`);
  }

}
