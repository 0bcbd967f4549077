import { Migration } from '@mikro-orm/migrations';

/** Who wrote a consumer's hardship statement ('model' or 'answers'), so the portal labels it truthfully. */
export class Migration20261126180000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "consumer_profiles" add column "hardship_statement_source" varchar(10) null;`);
    // Statements written before this column were the demo seed's own text, neither a model's nor the consumer's
    // answers: they are dropped rather than mislabelled (the seed now writes the summary of the answers).
    this.addSql(`update "consumer_profiles" set "hardship_statement" = null where "hardship_statement" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "consumer_profiles" drop column "hardship_statement_source";`);
  }

}
