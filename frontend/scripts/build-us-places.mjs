// Builds src/consumer/profile/us-places.json from the `zipcodes` package (a dev dependency): every US ZIP code of
// the 50 states, DC and the five inhabited territories, grouped by city. The page ships this file (loaded on
// demand) so the profile's address autocomplete never calls a service at run time.
// Run: node frontend/scripts/build-us-places.mjs
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { codes } = require('zipcodes');
const ALLOWED = new Set('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI'.split(' '));
const byCity = new Map();
for (const c of Object.values(codes)) {
  if (c.country !== 'US' || !ALLOWED.has(c.state) || !/^\d{5}$/.test(c.zip)) continue;
  const key = `${c.city}|${c.state}`;
  if (!byCity.has(key)) byCity.set(key, []);
  byCity.get(key).push(c.zip);
}
// One string per city: "City|ST|zip zip zip", sorted by city then state (compact and quick to search).
const rows = [...byCity.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([key, zips]) => `${key}|${zips.sort().join(' ')}`);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'consumer', 'profile', 'us-places.json');
writeFileSync(out, JSON.stringify(rows));
console.log(`${rows.length} cities, ${[...byCity.values()].reduce((s, z) => s + z.length, 0)} ZIP codes -> ${out}`);
