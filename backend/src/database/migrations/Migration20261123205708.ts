import { Migration } from '@mikro-orm/migrations';

/**
 * Wake the outbox relay when outbox rows commit. A statement trigger calls pg_notify; PostgreSQL delivers
 * notifications only at commit (and folds identical ones of one transaction into one), so the worker hears about a
 * job exactly when it can be relayed instead of at its next poll (core/queue/outbox-relay.ts).
 */
export class Migration20261123205708 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create or replace function "parley_outbox_notify"() returns trigger language plpgsql as $$ begin perform pg_notify('parley_outbox', ''); return null; end $$;`);
    this.addSql(`create trigger "outbox_messages_notify" after insert on "outbox_messages" for each statement execute function "parley_outbox_notify"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "outbox_messages_notify" on "outbox_messages";`);
    this.addSql(`drop function if exists "parley_outbox_notify"();`);
  }

}
