import { Migration } from '@mikro-orm/migrations';

/**
 * Jobs survive a reset, a restore and a second deployment on the same Redis:
 * - `database_identity`: one random id, written here, so a database wiped and migrated again gets a new one. It is
 *   part of the queues' Redis prefix.
 * - `outbox_messages.delivery_id`: the BullMQ job id, random per row (the row's `job_id` repeats after a reset).
 *   Existing rows get one each; their jobs sat in the queues of the old prefix, which no worker reads any more, so
 *   the outbox sweeper relays the unfinished ones again. Rows relayed over a day ago and never completed were
 *   dropped or failed long since (BullMQ keeps finished jobs a day): running them now would send stale e-mails, so
 *   they are marked failed instead (their records then read as failed, not as in progress).
 * - `outbox_messages.failed_at`: a job that failed for good; the sweeper leaves it alone. The partial index holds
 *   only the rows the sweeper looks at (relayed, neither completed nor failed).
 */
export class Migration20261125090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "database_identity" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), constraint "database_identity_pkey" primary key ("id"));`);
    this.addSql(`insert into "database_identity" default values;`);
    this.addSql(`alter table "outbox_messages" add column "delivery_id" uuid not null default gen_random_uuid(), add column "failed_at" timestamptz null;`);
    this.addSql(`update "outbox_messages" set "failed_at" = now(), "last_error" = coalesce("last_error", 'Relayed over a day before job ids became delivery ids and never completed: not run again.') where "relayed_at" < now() - interval '1 day' and "completed_at" is null;`);
    this.addSql(`create index "outbox_messages_unfinished_idx" on "outbox_messages" ("relayed_at") where "relayed_at" is not null and "completed_at" is null and "failed_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "outbox_messages_unfinished_idx";`);
    this.addSql(`alter table "outbox_messages" drop column "delivery_id", drop column "failed_at";`);
    this.addSql(`drop table if exists "database_identity";`);
  }

}
