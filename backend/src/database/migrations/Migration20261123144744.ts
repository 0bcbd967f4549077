import { Migration } from '@mikro-orm/migrations';

export class Migration20261123144744 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "pilot_completion_state" as enum ('processing', 'completed', 'failed', 'stopped');`);
    this.addSql(`create type "pilot_function_call_state" as enum ('pending', 'executing', 'completed', 'failed');`);
    this.addSql(`create table "newsletter_subscriptions" ("id" serial primary key, "email" varchar(254) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_email_unique" unique ("email");`);

    this.addSql(`create table "pilot_personas" ("id" serial primary key, "name" varchar(80) not null, "description" varchar(300) null, "avatar_url" varchar(500) null, "instructions" text not null, "active" boolean not null default true, "position" int not null default 0, "created_at" timestamptz not null default now());`);

    this.addSql(`create table "pilot_uploads" ("id" serial primary key, "user_id" int not null, "signed_id" varchar(64) not null, "filename" varchar(255) not null, "content_type" varchar(100) not null, "byte_size" int not null, "checksum" varchar(40) not null, "data" bytea null, "uploaded_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "pilot_uploads_user_id_index" on "pilot_uploads" ("user_id");`);
    this.addSql(`alter table "pilot_uploads" add constraint "pilot_uploads_signed_id_unique" unique ("signed_id");`);

    this.addSql(`create table "pilot_threads" ("id" serial primary key, "user_id" int not null, "thread_key" varchar(64) not null, "agent_key" varchar(40) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "pilot_threads" add constraint "pilot_threads_thread_key_unique" unique ("thread_key");`);
    this.addSql(`create index "pilot_threads_user_id_agent_key_created_at_index" on "pilot_threads" ("user_id", "agent_key", "created_at");`);

    this.addSql(`create table "pilot_completions" ("id" serial primary key, "user_id" int not null, "thread_id" int not null, "agent_key" varchar(40) not null, "persona_id" int null, "state" "pilot_completion_state" not null default 'processing', "user_request" text not null, "assistant_response" text not null default '', "rating" smallint not null default 0, "context" jsonb null, "provider" varchar(20) null, "error_message" text null, "finished_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "pilot_completions_user_id_index" on "pilot_completions" ("user_id");`);
    this.addSql(`create index "pilot_completions_thread_id_created_at_index" on "pilot_completions" ("thread_id", "created_at");`);

    this.addSql(`create table "pilot_function_calls" ("id" serial primary key, "completion_id" int not null, "function_name" varchar(60) not null, "arguments" jsonb not null, "state" "pilot_function_call_state" not null default 'pending', "result" jsonb null, "error_message" text null, "created_at" timestamptz not null default now());`);

    this.addSql(`create table "pilot_files" ("id" serial primary key, "user_id" int not null, "upload_id" int not null, "thread_id" int null, "completion_id" int null, "client_id" varchar(64) not null, "name" varchar(255) not null, "content_type" varchar(100) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "pilot_files_user_id_index" on "pilot_files" ("user_id");`);

    this.addSql(`create table "document_generations" ("id" serial primary key, "user_id" int not null, "title" varchar(200) not null default 'Untitled document', "document_type" varchar(100) null, "content" text not null default '', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "document_generations_user_id_index" on "document_generations" ("user_id");`);

    this.addSql(`create table "blog_comments" ("id" serial primary key, "article_slug" varchar(120) not null, "author_id" int not null, "anonymous" boolean not null default false, "text" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "blog_comments_article_slug_created_at_index" on "blog_comments" ("article_slug", "created_at");`);

    this.addSql(`alter table "pilot_uploads" add constraint "pilot_uploads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "pilot_threads" add constraint "pilot_threads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "pilot_completions" add constraint "pilot_completions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "pilot_completions" add constraint "pilot_completions_thread_id_foreign" foreign key ("thread_id") references "pilot_threads" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "pilot_completions" add constraint "pilot_completions_persona_id_foreign" foreign key ("persona_id") references "pilot_personas" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "pilot_function_calls" add constraint "pilot_function_calls_completion_id_foreign" foreign key ("completion_id") references "pilot_completions" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "pilot_files" add constraint "pilot_files_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "pilot_files" add constraint "pilot_files_upload_id_foreign" foreign key ("upload_id") references "pilot_uploads" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "pilot_files" add constraint "pilot_files_thread_id_foreign" foreign key ("thread_id") references "pilot_threads" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "pilot_files" add constraint "pilot_files_completion_id_foreign" foreign key ("completion_id") references "pilot_completions" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "document_generations" add constraint "document_generations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "blog_comments" add constraint "blog_comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`);
    // Reference data, not demo data: the assistant's personas exist in every deployment (Solo is the default, no row).
    this.addSql(`insert into "pilot_personas" ("name", "description", "instructions", "position") values
      ('Settlement Coach', 'Plans an offer a collector can accept and a payment plan you can keep.', 'Speak as a calm negotiation coach. Focus on settlement offers, lump sums versus payment plans, and what to put in writing.', 1),
      ('Court Prep Guide', 'Walks you through deadlines, answers and what happens in court.', 'Speak as a patient court-preparation guide. Focus on deadlines, filing an answer, defenses and what to expect at a hearing. Remind the reader to check their summons.', 2),
      ('Budget Buddy', 'Fits payments into your monthly budget.', 'Speak as a friendly budgeting helper. Focus on monthly income and expenses, payment dates and keeping payments affordable.', 3);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "pilot_completions" drop constraint "pilot_completions_persona_id_foreign";`);

    this.addSql(`alter table "pilot_files" drop constraint "pilot_files_upload_id_foreign";`);

    this.addSql(`alter table "pilot_completions" drop constraint "pilot_completions_thread_id_foreign";`);

    this.addSql(`alter table "pilot_files" drop constraint "pilot_files_thread_id_foreign";`);

    this.addSql(`alter table "pilot_function_calls" drop constraint "pilot_function_calls_completion_id_foreign";`);

    this.addSql(`alter table "pilot_files" drop constraint "pilot_files_completion_id_foreign";`);

    this.addSql(`drop table if exists "newsletter_subscriptions" cascade;`);

    this.addSql(`drop table if exists "pilot_personas" cascade;`);

    this.addSql(`drop table if exists "pilot_uploads" cascade;`);

    this.addSql(`drop table if exists "pilot_threads" cascade;`);

    this.addSql(`drop table if exists "pilot_completions" cascade;`);

    this.addSql(`drop table if exists "pilot_function_calls" cascade;`);

    this.addSql(`drop table if exists "pilot_files" cascade;`);

    this.addSql(`drop table if exists "document_generations" cascade;`);

    this.addSql(`drop table if exists "blog_comments" cascade;`);

    this.addSql(`drop type "pilot_completion_state";`);
    this.addSql(`drop type "pilot_function_call_state";`);
  }

}
