import { Migration } from '@mikro-orm/migrations';

export class Migration20261123113254 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "user_kind" as enum ('collector', 'consumer', 'on_call_admin');`);
    this.addSql(`create type "law_firm_scope" as enum ('user', 'admin');`);
    this.addSql(`create table "law_firms" ("id" serial primary key, "name" varchar(200) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "law_firms" add constraint "law_firms_name_unique" unique ("name");`);

    this.addSql(`create table "outbox_messages" ("id" bigserial primary key, "queue" varchar(40) not null, "job_name" varchar(60) not null, "job_id" varchar(200) not null, "payload" jsonb not null, "created_at" timestamptz not null default now(), "relayed_at" timestamptz null, "completed_at" timestamptz null, "attempts" int not null default 0, "last_error" text null);`);
    this.addSql(`alter table "outbox_messages" add constraint "outbox_messages_job_id_unique" unique ("job_id");`);
    this.addSql(`create index "outbox_messages_pending_idx" on "outbox_messages" ("id") where "relayed_at" is null;`);

    this.addSql(`create table "sessions" ("sid" varchar(255) not null, "sess" jsonb not null, "expire" timestamptz(6) not null, constraint "sessions_pkey" primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`create table "users" ("id" serial primary key, "kind" "user_kind" not null, "email" varchar(254) not null, "password_hash" varchar(200) null, "first_name" varchar(100) null, "last_name" varchar(100) null, "law_firm_id" int null, "law_firm_scope" "law_firm_scope" null, "can_view_full_ssn" boolean not null default false, "auth_token_digest" varchar(64) null, "auth_token_encrypted" text null, "failed_sign_ins" int not null default 0, "last_sign_in_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_law_firm_id_index" on "users" ("law_firm_id");`);
    this.addSql(`alter table "users" add constraint "users_auth_token_digest_unique" unique ("auth_token_digest");`);

    this.addSql(`create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_digest" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_digest_unique" unique ("token_digest");`);

    this.addSql(`create table "audit_events" ("id" bigserial primary key, "action" varchar(80) not null, "actor_id" int null, "law_firm_id" int null, "subject_type" varchar(80) null, "subject_id" varchar(80) null, "ip" varchar(64) null, "metadata" jsonb null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "audit_events_law_firm_id_index" on "audit_events" ("law_firm_id");`);
    this.addSql(`create index "audit_events_created_at_index" on "audit_events" ("created_at");`);
    this.addSql(`create index "audit_events_subject_type_subject_id_index" on "audit_events" ("subject_type", "subject_id");`);

    this.addSql(`alter table "users" add constraint "users_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "audit_events" add constraint "audit_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "audit_events" add constraint "audit_events_law_firm_id_foreign" foreign key ("law_firm_id") references "law_firms" ("id") on update cascade on delete set null;`);
  }

}
