#!/usr/bin/env node
// Logs never carry secrets (docs/SECURITY.md). Reads the whole product logs of the browser journeys run
// (e2e/product-<n>.log, one per product: the launcher, the api and the worker, at LOG_LEVEL info, through every
// journey; or the files named as arguments) and fails when it finds a full SSN of the demo data, the demo password, a
// session cookie, a secret query value (under any name the api redacts, in request URLs and referrers), an upload
// capability in a path, a payment provider key, or a secret field in a logged JSON body. Run after `npm test -w e2e`
// (the root `npm test` does).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const E2E = join(ROOT, 'e2e');
const LOGS =
  process.argv.length > 2
    ? process.argv.slice(2)
    : existsSync(E2E)
      ? readdirSync(E2E).filter((f) => /^product(-\d+)?\.log$/.test(f)).map((f) => join(E2E, f))
      : [];
const require = createRequire(import.meta.url);

if (LOGS.length === 0 || !LOGS.every((f) => existsSync(f))) {
  console.error(`no product log at ${LOGS.join(', ') || join(E2E, 'product-<n>.log')}: run the browser journeys first (npm test -w e2e)`);
  console.log('logs: 0 passed, 1 failed');
  process.exit(1);
}
const text = LOGS.map((f) => readFileSync(f, 'utf8')).join('\n');
const lines = text.split('\n');

// The demo data's full SSNs, generated exactly as the seed does (backend/src/database/seeders/DemoSeeder.ts).
const seed = require(join(ROOT, 'backend', 'dist', 'database', 'seeders', 'demo-accounts.js'));
const { DEMO_PASSWORD } = require(join(ROOT, 'backend', 'dist', 'database', 'seeders', 'demo-data.js'));
// The query names whose values the api redacts (reset, invite and login tokens, client secrets, signatures...).
const { SECRET_PARAM } = require(join(ROOT, 'backend', 'dist', 'core', 'logging', 'redact.js'));
const decode = (s) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
/** Whether a line holds a URL query value under a secret name that is not `[redacted]` (request lines, referrers). */
const secretQueryValue = (l) =>
  [...l.matchAll(/[?&]([^=&\s"?#]+)=([^&\s"#]*)/g)].some(([, name, value]) => value !== '' && value !== '[redacted]' && SECRET_PARAM.test(decode(name)));
// The seed dates its data from the day it ran: today's and yesterday's sets cover a run that crossed midnight UTC.
const days = [0, 1].map((back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10));
const accounts = days.flatMap((day) => [
  ...seed.demoAccountsFor(seed.DEMO_LAW_GROUP_MIX, day, 'd', 20261123, 2),
  ...seed.demoAccountsFor(seed.OTHER_FIRM_MIX, day, 'o', 77, 0),
  seed.demoConsumerAccount(day),
]);
const ssns = [...new Set(accounts.map((a) => a.ssn).filter(Boolean))];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const checks = [
  { name: `no full SSN of the demo data (${ssns.length} known)`, test: (l) => ssns.some((s) => l.includes(s) || l.includes(`${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`)) },
  { name: 'no SSN-formatted number', test: (l) => /(?<![\w-])\d{3}-\d{2}-\d{4}(?![\w-])/.test(l) },
  { name: 'no demo password', test: (l) => l.includes(DEMO_PASSWORD) },
  { name: 'no session cookie', test: (l) => /parley\.sid=s%3A/.test(l) },
  { name: 'no secret query value', test: (l) => /[?&][\w%]*(token|signature|secret|password)[\w%]*=(?!\[redacted\])[^&\s"]/i.test(l) },
  { name: 'no secret query value under any name the api redacts, in URLs and referrers', test: secretQueryValue },
  {
    name: 'no upload capability in a path (URL or route parameters)',
    // (a route pattern such as `/disk/:signedId`, which the api logs at start, is no capability)
    test: (l) => /\/rails\/active_storage\/disk\/(?!\[redacted\]|:)[^\s"/?]+/.test(l) || /"active_storage","disk","(?!\[redacted\])/.test(l),
  },
  { name: 'no payment provider key', test: (l) => /\b(sk|rk)_(live|test)_[0-9a-zA-Z]{8,}|\bwhsec_[0-9a-zA-Z]{8,}/.test(l) },
  {
    name: 'no secret field in a logged object',
    test: (l) => /"(ssn|social_security_number|account_number|password|password_confirmation|current_password|auth_token|reset_password_token|access_token|signedId)"\s*:\s*"(?!\[redacted\])[^"]+"/i.test(l),
  },
];

let passed = 0;
let failed = 0;
for (const check of checks) {
  const hits = lines.map((l, i) => [i + 1, l]).filter(([, l]) => check.test(l));
  if (hits.length) {
    failed++;
    console.error(`not ok - ${check.name}: ${hits.length} line(s), first at line ${hits[0][0]}: ${String(hits[0][1]).slice(0, 200).replace(new RegExp(ssns.map(escape).join('|') || '$^', 'g'), '<ssn>')}`);
  } else {
    passed++;
    console.log(`ok - ${check.name}`);
  }
}
console.log(`read ${lines.length} log lines (${(text.length / 1024).toFixed(0)} KB) from ${LOGS.join(', ')}`);
console.log(`logs: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
