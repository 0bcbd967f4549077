import { Migration } from '@mikro-orm/migrations';
import { courtSyncQueries, plaintiffSeedQuery } from '../../modules/search/court-sync';

/** Search: the court and plaintiff reference tables, filled from the committed data (modules/search/data). */
export class Migration20261123202609 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "courts" ("id" int not null, "state" varchar(2) not null, "county" varchar(100) null, "county_fips" varchar(5) null, "name" varchar(200) not null, "caption_name" varchar(300) not null, "mailing_name" varchar(200) not null, "mailing_city" varchar(100) null, "mailing_state" varchar(2) not null, "mailing_street" varchar(200) null, "mailing_zip" varchar(10) null, "search_text" text not null, constraint "courts_pkey" primary key ("id"));`);
    this.addSql(`create index "courts_search_text_trgm" on "courts" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "courts_state_index" on "courts" ("state");`);

    this.addSql(`create table "plaintiffs" ("id" serial primary key, "name" varchar(200) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "plaintiffs" add constraint "plaintiffs_name_unique" unique ("name");`);

    const knex = this.getKnex();
    for (const q of courtSyncQueries(knex)) this.addSql(q);
    this.addSql(plaintiffSeedQuery(knex));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "courts" cascade;`);
    this.addSql(`drop table if exists "plaintiffs" cascade;`);
  }

}
