import { Migration } from '@mikro-orm/migrations';

/** Idempotency-Key claims and kept answers (core/http/idempotency.interceptor.ts). */
export class Migration20261123203100 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "idempotency_keys" ("id" serial primary key, "user_id" int not null, "key" varchar(255) not null, "fingerprint" varchar(64) not null, "status_code" smallint null, "response_body" jsonb null, "created_at" timestamptz not null default now(), "completed_at" timestamptz null);`);
    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_user_id_key_unique" unique ("user_id", "key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }

}
