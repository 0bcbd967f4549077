import { Migration } from '@mikro-orm/migrations';

/**
 * The api keeps each session with its user until PostgreSQL says either changed. Statement triggers on `sessions`
 * (insert, update, delete: a sign-in, a touch, a sign-out, a pruned or ended session) notify the changed session ids,
 * and on `users` (update, delete: a changed permission or firm, a removed user) `u<id>`, on the channel
 * `parley_sessions` at commit; a truncate of either, or more ids than fit in one notification, notifies '*'.
 * Transition tables allow one event per trigger, so each event has its own trigger over one function.
 */
export class Migration20261129070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "parley_sessions_notify"() returns trigger language plpgsql as $$
declare changed text;
begin
  if TG_TABLE_NAME = 'sessions' then
    if TG_OP = 'DELETE' then select string_agg(sid, ',') into changed from old_rows;
    else select string_agg(sid, ',') into changed from new_rows; end if;
  else
    if TG_OP = 'DELETE' then select string_agg('u' || id::text, ',') into changed from old_rows;
    else select string_agg('u' || id::text, ',') into changed from new_rows; end if;
  end if;
  if changed is null then return null; end if;
  if length(changed) > 7000 then changed := '*'; end if;
  perform pg_notify('parley_sessions', changed);
  return null;
end $$;`);
    this.addSql(`create or replace function "parley_sessions_truncate_notify"() returns trigger language plpgsql as $$ begin perform pg_notify('parley_sessions', '*'); return null; end $$;`);
    this.addSql(`create trigger "sessions_changes_ins" after insert on "sessions" referencing new table as new_rows for each statement execute function "parley_sessions_notify"();`);
    this.addSql(`create trigger "sessions_changes_upd" after update on "sessions" referencing new table as new_rows for each statement execute function "parley_sessions_notify"();`);
    this.addSql(`create trigger "sessions_changes_del" after delete on "sessions" referencing old table as old_rows for each statement execute function "parley_sessions_notify"();`);
    this.addSql(`create trigger "users_session_changes_upd" after update on "users" referencing new table as new_rows for each statement execute function "parley_sessions_notify"();`);
    this.addSql(`create trigger "users_session_changes_del" after delete on "users" referencing old table as old_rows for each statement execute function "parley_sessions_notify"();`);
    for (const table of ['sessions', 'users'])
      this.addSql(`create trigger "${table}_session_changes_trunc" after truncate on "${table}" for each statement execute function "parley_sessions_truncate_notify"();`);
  }

  override async down(): Promise<void> {
    for (const table of ['sessions', 'users']) this.addSql(`drop trigger if exists "${table}_session_changes_trunc" on "${table}";`);
    for (const t of ['ins', 'upd', 'del']) this.addSql(`drop trigger if exists "sessions_changes_${t}" on "sessions";`);
    for (const t of ['upd', 'del']) this.addSql(`drop trigger if exists "users_session_changes_${t}" on "users";`);
    this.addSql(`drop function if exists "parley_sessions_truncate_notify"();`);
    this.addSql(`drop function if exists "parley_sessions_notify"();`);
  }
}
