import type { Knex } from '@mikro-orm/postgresql';
import data from './data/courts.json';
import { formatAddress, normalizeText, rowToCourt, type CourtRow } from './data/court-rules';
import { SEEDED_PLAINTIFFS } from './data/plaintiffs';

/** The courts of the committed data set (data/courts.json). */
export function committedCourts(): CourtRow[] {
  return (data.courts as Array<Array<string | number | null>>).map(rowToCourt);
}

/** The state names and per-state source notes of the data set. */
export function courtStates(): Record<string, { name: string; source: string }> {
  return data.states as Record<string, { name: string; source: string }>;
}

export function courtSearchText(c: CourtRow): string {
  const stateName = courtStates()[c.state]?.name ?? '';
  return normalizeText([c.name, c.county ?? '', c.mailing_city ?? '', c.state, stateName].join(' '));
}

export { formatAddress };

/**
 * The statements that make the `courts` table equal to the committed data set: upsert every court by its stable id,
 * then delete courts no longer in it. A migration runs them (the first one in Migration that creates the table; a
 * regeneration adds a new migration that calls this again: docs/COURTS.md). Saved selections keep their own copy of
 * the court's name and address, so deleting a court never breaks a document.
 */
export function courtSyncQueries(knex: Knex): Knex.QueryBuilder[] {
  const courts = committedCourts();
  const rows = courts.map((c) => ({
    id: c.id,
    state: c.state,
    county: c.county,
    county_fips: c.county_fips,
    name: c.name,
    caption_name: c.caption_name,
    mailing_name: c.mailing_name,
    mailing_city: c.mailing_city,
    mailing_state: c.mailing_state,
    mailing_street: c.mailing_street,
    mailing_zip: c.mailing_zip,
    search_text: courtSearchText(c),
  }));
  const out: Knex.QueryBuilder[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    out.push(knex('courts').insert(rows.slice(i, i + 500)).onConflict('id').merge());
  }
  out.push(knex('courts').whereNotIn('id', rows.map((r) => r.id)).delete());
  return out;
}

/** Inserts the seeded plaintiffs that are missing (names are unique; existing rows are kept). */
export function plaintiffSeedQuery(knex: Knex): Knex.QueryBuilder {
  return knex('plaintiffs').insert(SEEDED_PLAINTIFFS.map((name) => ({ name }))).onConflict('name').ignore();
}
