import { Migration } from '@mikro-orm/migrations';

/** A blocked collector message keeps the compliant rewrite the scanner offered with it (null when none was offered). */
export class Migration20261126150000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "chat_messages" add column "suggestion" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "chat_messages" drop column "suggestion";`);
  }

}
