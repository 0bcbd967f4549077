import { Migration } from '@mikro-orm/migrations';

export class Migration20261123151724 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "bank_account_type" as enum ('CHECKING', 'SAVINGS', 'BUSINESS');`);
    this.addSql(`create table "firm_payout_details" ("id" serial primary key, "law_firm_id" int not null, "digital_check_email" varchar(254) null, "digital_check_approved" boolean not null default false, "payee" varchar(200) null, "mailing_name" varchar(200) null, "mailing_street" varchar(200) null, "mailing_city" varchar(100) null, "mailing_state" varchar(2) null, "mailing_zip" varchar(10) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "firm_payout_details" add constraint "firm_payout_details_law_firm_id_unique" unique ("law_firm_id");`);

    this.addSql(`create table "firm_bank_accounts" ("id" serial primary key, "law_firm_id" int not null, "routing_number" varchar(9) not null, "account_number_encrypted" text not null, "account_number_last_four" varchar(4) not null, "account_type" "bank_account_type" not null, "account_name" varchar(200) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "firm_bank_accounts" add constraint "firm_bank_accounts_law_firm_id_unique" unique ("law_firm_id");`);

    this.addSql(`create table "notification_policies" ("id" serial primary key, "law_firm_id" int not null, "email_type" varchar(60) not null, "states" jsonb not null, "emails" jsonb not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "notification_policies_law_firm_id_index" on "notification_policies" ("law_firm_id");`);

    this.addSql(`create table "firm_login_codes" ("id" serial primary key, "law_firm_id" int not null, "entity_user_id" int not null, "created_at" timestamptz not null default now(), "rotated_at" timestamptz not null default now());`);
    this.addSql(`alter table "firm_login_codes" add constraint "firm_login_codes_law_firm_id_unique" unique ("law_firm_id");`);
    this.addSql(`alter table "firm_login_codes" add constraint "firm_login_codes_entity_user_id_unique" unique ("entity_user_id");`);

    this.addSql(`create table "collector_invites" ("id" serial primary key, "user_id" int not null, "law_firm_id" int not null, "token_digest" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "collector_invites_user_id_index" on "collector_invites" ("user_id");`);
    this.addSql(`alter table "collector_invites" add constraint "collector_invites_token_digest_unique" unique ("token_digest");`);

    this.addSql(`alter table "firm_payout_details" add constraint "firm_payout_details_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "firm_bank_accounts" add constraint "firm_bank_accounts_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notification_policies" add constraint "notification_policies_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "firm_login_codes" add constraint "firm_login_codes_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "firm_login_codes" add constraint "firm_login_codes_entity_user_id_foreign" foreign key ("entity_user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "collector_invites" add constraint "collector_invites_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "collector_invites" add constraint "collector_invites_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "firm_payout_details" cascade;`);

    this.addSql(`drop table if exists "firm_bank_accounts" cascade;`);

    this.addSql(`drop table if exists "notification_policies" cascade;`);

    this.addSql(`drop table if exists "firm_login_codes" cascade;`);

    this.addSql(`drop table if exists "collector_invites" cascade;`);

    this.addSql(`drop type "bank_account_type";`);
  }

}
