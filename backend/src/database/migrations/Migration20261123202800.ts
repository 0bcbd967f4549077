import { Migration } from '@mikro-orm/migrations';

/** Profile, credit report and stash: credit_reports, stash_transactions and the demo bureau's pulls. */
export class Migration20261123202800 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "demo_bureau_pulls" ("reference" varchar(40) not null, "subject_digest" varchar(64) not null, "report" jsonb not null, "created_at" timestamptz not null default now(), constraint "demo_bureau_pulls_pkey" primary key ("reference"));`);
    this.addSql(`create index "demo_bureau_pulls_subject_digest_index" on "demo_bureau_pulls" ("subject_digest");`);

    this.addSql(`create table "stash_transactions" ("id" serial primary key, "user_id" int not null, "amount_cents" int not null, "kind" varchar(30) not null, "status" varchar(20) not null, "memo" varchar(200) null, "refund_address" jsonb null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "stash_transactions_user_id_created_at_index" on "stash_transactions" ("user_id", "created_at");`);

    this.addSql(`create table "credit_reports" ("id" serial primary key, "user_id" int not null, "status" varchar(20) not null, "consented_at" timestamptz not null, "request_seq" int not null default 0, "report" jsonb null, "error" text null, "fetched_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "credit_reports" add constraint "credit_reports_user_id_unique" unique ("user_id");`);

    this.addSql(`alter table "stash_transactions" add constraint "stash_transactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "credit_reports" add constraint "credit_reports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "credit_reports" cascade;`);
    this.addSql(`drop table if exists "stash_transactions" cascade;`);
    this.addSql(`drop table if exists "demo_bureau_pulls" cascade;`);
  }

}
