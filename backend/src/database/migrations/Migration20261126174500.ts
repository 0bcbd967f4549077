import { Migration } from '@mikro-orm/migrations';

export class Migration20261126174500 extends Migration {

  override async up(): Promise<void> {
    // Everyone who exists already is confirmed (the column's default); only a consumer's sign-up writes null.
    this.addSql(`alter table "users" add column "confirmed_at" timestamptz null default now();`);
    this.addSql(`create table "email_confirmation_tokens" ("id" serial primary key, "user_id" int not null, "token_digest" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "email_confirmation_tokens" add constraint "email_confirmation_tokens_token_digest_unique" unique ("token_digest");`);
    this.addSql(`alter table "email_confirmation_tokens" add constraint "email_confirmation_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "email_confirmation_tokens" cascade;`);
    this.addSql(`alter table "users" drop column "confirmed_at";`);
  }

}
