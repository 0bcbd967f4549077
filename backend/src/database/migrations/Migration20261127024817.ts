import { Migration } from '@mikro-orm/migrations';

/**
 * A lawsuit's answer deadline and court date (the consumer is reminded before each), and the day of a reminder
 * notice, unique per consumer, kind and channel: at most one reminder of a kind a day.
 */
export class Migration20261127024817 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "cases" add column "answer_deadline" date null, add column "court_date" date null;`);
    // The reminder scan runs on every tick of the payments clock: it reads the few dates in its window by index.
    this.addSql(`create index "cases_answer_deadline_index" on "cases" ("answer_deadline");`);
    this.addSql(`create index "cases_court_date_index" on "cases" ("court_date");`);
    this.addSql(`alter table "consumer_notices" add column "reminder_day" date null;`);
    this.addSql(`alter table "consumer_notices" add constraint "consumer_notices_consumer_id_kind_channel_reminder_day_unique" unique ("consumer_id", "kind", "channel", "reminder_day");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "consumer_notices" drop constraint "consumer_notices_consumer_id_kind_channel_reminder_day_unique";`);
    this.addSql(`alter table "consumer_notices" drop column "reminder_day";`);
    this.addSql(`drop index "cases_answer_deadline_index";`);
    this.addSql(`drop index "cases_court_date_index";`);
    this.addSql(`alter table "cases" drop column "answer_deadline", drop column "court_date";`);
  }

}
