import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A state trial court that hears consumer-debt suits. Reference data built by the project (data/courts.json, made by
 * data/generate-courts.ts from court-rules.ts and a county package) and loaded by migrations (court-sync.ts). The id is
 * stable across regenerations (county FIPS * 100 + position), so a saved selection keeps naming the same court.
 * Not firm-owned: every consumer searches the same list.
 */
@Entity({ tableName: 'courts' })
@Index({ properties: ['state'] })
// Each query word is a substring match on search_text; the trigram index keeps that fast (pg_trgm, see the migration).
@Index({
  name: 'courts_search_text_trgm',
  expression: 'create index "courts_search_text_trgm" on "courts" using gin ("search_text" gin_trgm_ops)',
})
export class Court {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 2 })
  state!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  county?: string | null;

  @Property({ type: 'string', length: 5, nullable: true })
  countyFips?: string | null;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 300 })
  captionName!: string;

  @Property({ type: 'string', length: 200 })
  mailingName!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  mailingCity?: string | null;

  @Property({ type: 'string', length: 2 })
  mailingState!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  mailingStreet?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  mailingZip?: string | null;

  /** Lower-cased, accent-free name, county, city, state code and state name. */
  @Property({ type: 'text' })
  searchText!: string;
}
