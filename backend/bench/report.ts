import type { Item } from './budgets';
import { WORKER_NODE_FLAGS } from '../src/launcher/node-flags';

/** Nearest-rank percentile of an ascending list (0 for an empty one). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface ReportInput {
  started: Date;
  finished: Date;
  accounts: number;
  quick: boolean;
  seconds: number;
  connections: number;
  chatSeconds: number;
  chatRate: number;
  cores: number;
  cpuModel: string;
  memoryGb: number;
  nodeVersion: string;
  postgres: string;
  mode: string;
  apiHeapMb: number;
  chatClockMoved: boolean;
  items: Item[];
  budgets: Record<string, string>;
  fixNote: (key: string) => string;
}

const cell = (v: number | string | null | undefined, unit = '') => (v === undefined || v === null ? '' : `${v}${unit}`);

function measured(i: Item): { median: string; p95: string; throughput: string; memory: string } {
  if (i.timeS !== undefined) return { median: cell(i.timeS, ' s'), p95: '', throughput: '', memory: cell(i.peakMb, ' MB') };
  if (i.sizeKb !== undefined) return { median: cell(i.sizeKb, ' KB'), p95: '', throughput: '', memory: '' };
  // Bytes per answer on the wire beside the rate, where the load generator measured them.
  const wire = i.wireBytes !== undefined ? ` (${(i.wireBytes / 1024).toFixed(1)} KB each on the wire)` : '';
  return { median: cell(i.medianMs, ' ms'), p95: cell(i.p95Ms, ' ms'), throughput: `${cell(i.rps, '/s')}${wire}`, memory: cell(i.peakMb, ' MB') };
}

/** What was changed to approach the budgets, with the numbers measured while changing it (kept in every report). */
export const CHANGES = [
  '## What was changed for these budgets',
  '',
  'Measured on this machine on 2026-11-23 while other engineers\' builds ran (load average 8 to 18 on 2 cores), same load before and after:',
  '',
  '- **Accounts list order and count**: a partial index `(law_firm_id, rm_status_date desc nulls last, id desc)` over active',
  '  settlement documents. The default first page went from sorting the whole firm (285 ms for 100,000 accounts) to',
  '  reading 25 index entries (0.3 ms); the count from a table scan (235 ms) to an index-only scan (43 ms).',
  '- **Metrics**: a covering partial index for the money sums (192 ms to 76 ms) and two partial indexes of',
  '  negotiation_events for the offer statistics (782 ms to 147 ms), both read index-only.',
  '- **Export**: one server-side cursor instead of OFFSET pages (which re-sorted and skipped an ever larger prefix per',
  '  batch), only the two detail queries the spreadsheet needs (events and offers) per 1,000 rows instead of seven, and',
  '  the writer waits for the response to drain between batches so the sheet cannot pile up in memory.',
  '- **Chat**: the outbox relay wakes on a PostgreSQL notification sent at commit (a statement trigger on',
  '  outbox_messages) instead of waiting for its 500 ms poll, and adds each batch with one `addBulk` per queue.',
  '- **Chat statements** (profiles of both processes: the loopback write of each SQL statement was their largest item):',
  '  a collector\'s text message is 1 statement in the api instead of 6 (conversation, contact choices, message and',
  '  outbox row in one set of CTEs), a relay batch 3 whatever its size instead of 3 plus one update per row, and a scan',
  '  2 instead of 13 (one read of message, sender, attachments and context; one statement that locks the message if',
  '  still scanning and not refused, numbers and delivers it, records the job done and answers the unread counts; the',
  '  dispatcher no longer reads the outbox row first for a job that guards itself). Quick data set, 50 msg/s for 20 s,',
  '  before / after over six runs at load average 6 to 11: CPU per message api 13-15 / 7-10 ms, worker 14-17 / 5-8 ms;',
  '  scan job median 200-400 / 45-140 ms; queue wait median 1.2-6.5 s / 8-27 ms; commit to relay median 140-310 / 25-70',
  '  ms. Two runs one after the other: before (load 6.7) median 12.0 s, p95 17.9 s; after (load 8.7) median 0.93 s, p95',
  '  2.7 s. What is left is the api answering the POST (median 0.7 s, p95 2.3 s in that run) when it gets too little CPU.',
  '- **Per-firm read cache** (backend/src/modules/accounts/firm-read-cache.ts): the list\'s count, the metrics and the',
  '  filter values are kept in the api until PostgreSQL says the firm\'s accounts changed (statement triggers on',
  '  customer_documents and negotiation_events notify the changed firms at commit; each read first makes one shared round',
  '  trip on the listening connection, so no answer older than a committed write is served). Same data, load 6 to 10:',
  '  metrics 6.2 to 130 answers a second (p95 5.6 s to 0.48 s), filter values 4.3 to 133 a second (p95 9.3 s to 0.58 s);',
  '  the first call after a change still pays the full query (rows "first call after a change").',
  '- **List details**: the seven detail queries of a page (profiles, events, offers, disclosures, payments, checks, plans)',
  '  are one statement of JSON columns: one round trip and one pool connection per page instead of seven.',
  '- **Kept account rows** (backend/src/modules/accounts/account-row-store.ts): each account\'s row of the list is kept as',
  '  JSON in account_rows, cleared by PostgreSQL triggers in the transaction of any change to what it is built from, and',
  '  read beside the read model: a page is one statement, and apply_filters joins the rows\' JSON into its answer without',
  '  parsing or serialising them again. 10,000 accounts, old and new build alternating on the same database (two runs',
  '  each, 2026-11-27, load average 2 to 5): answers a second 30-32 / 33-40 / 35-42 / 42-44 to 67-69 / 69-89 / 68-89 /',
  '  79-86 (no filter / search / amount range / sort by name); api CPU per answer 32-50 ms to 16-23 ms, PostgreSQL 1-8',
  '  ms to 0.2-3 ms; the SQL floor (now the one page statement) p95 about 45 ms.',
  '- **Accounts page load** (frontend/src/early.ts, collectors/early-requests.ts): a second entry, first in index.html,',
  '  starts check_auth, basic_stats, the first apply_filters and the portal chunk with the HTML instead of one after the',
  '  other; one check_auth per entry instead of two; only the navigation for the width is mounted; the table and its',
  '  rows are memoised and styled by class from the table; the Latin fonts are preloaded. The list now arrives',
  '  before the bundles finish evaluating. 10,000 accounts, cold loads alternating old and new build (8 each, load 6 to',
  '  13): rows visible median 7.4 s to 5.8 s (first row in the page 6.0 s to 4.3 s); JavaScript 426 KB to 428 KB gzip.',
  '- **Accounts page JavaScript, second round** (frontend/src/collectors/dataProvider.ts, App.tsx, disclosures/,',
  '  accounts/ExportButton.tsx): what the accounts page never needs on a visit that goes well loads later. The admin',
  '  resources\' dataProvider methods (settlement rules, users, notification policies, payout) load with their first call,',
  '  as their screens do (the settlement rules\' brought the domain\'s rule schemas and the US states); react-admin\'s',
  '  error pages (no access, authentication error, not found, the error boundary\'s page, with their Accordion) load when',
  '  first shown; react-admin\'s notification snackbar and the export\'s message snackbar mount once the page is idle;',
  '  the first-time Disclosures popover loads only while the browser has seen it fewer than two times. Same machine and',
  '  database (2026-11-28, load 1 to 2, the scripts received before the rows, each gzip -9): 310.5 KB in 40 files to',
  '  299.5 KB in 43. Rows visible did not move measurably (old and new build alternating, 8 cold loads each, twice:',
  '  medians 2.10 / 1.92 s and 1.67 / 1.85 s).',
  '- **The portal\'s first render** (frontend/src/routes.tsx, shared/loaded-on-demand.ts): the portal\'s chunk loads',
  '  without React.lazy, its loader ordinary content rather than a Suspense fallback. React holds back content that',
  '  replaces a fallback until the fallback has been on screen for 300 ms: a Chromium trace of the page',
  '  showed the main thread idle for about 200 ms between the portal\'s chunk evaluated and the timer React set for',
  '  that reveal. 100,000 accounts, old and new build alternating (2026-11-29 10:28 to 10:33 UTC, load 4 to 6, 7 pairs',
  '  of runs of 3 cold loads each): cold loads painted the rows at run medians of 901 to 1,028 ms (median 952) before',
  '  and 744 to 1,014 ms (median 855) after; a second visit in the same browser at 656 to 787 ms (median 684) before',
  '  and 486 to 551 ms (median 514) after. Rendering nothing until the chunk was here, tried first, also removed the',
  '  hold but left the page blank meanwhile, and cold loads did not move measurably with it (run medians 917 to 1,114',
  '  against 967 to 1,117 ms). Two more ideas measured and not kept: the portal chunk\'s files named in the page shell',
  '  (modulepreload: medians 825 to 955 against 873 to 970 ms, within the noise) and the built assets served from',
  '  memory instead of the file system (956, 963, 964 against 961, 913, 991 ms).',
  '- **Compression levels** (backend/src/core/http/compression.ts): brotli quality 1 and gzip level 3 instead of the',
  '  compression middleware\'s brotli 4 and gzip 6. The bench now compresses one page of each list variant 30 times with',
  '  zlib at the api\'s settings and at others beside them (10,000 accounts, 2026-11-28, load average about 8, median ms',
  '  and KB for pages of 87-129 KB): brotli 1 0.11-0.22 ms, 11.5-13.7 KB; brotli 3 0.34-0.66 ms, 10.6-12.5 KB; brotli 4',
  '  0.52-1.05 ms, 9.8-11.5 KB; gzip 3 0.39-0.59 ms, 12.4-16.6 KB; gzip 6 0.77-1.14 ms, 10.1-12.7 KB. The api\'s CPU, not',
  '  the wire, bounds the answers a second: a page costs about 0.8 ms less for 1.5-2 KB more.',
  '- **The page statement reads ids and kept rows only** (backend/src/modules/accounts/accounts-read.service.ts,',
  '  pageStatement): it read the list\'s 22 columns of every row beside the kept row, which the driver parsed (dates into',
  '  Date objects) for every row of every page and the answer never used once the row was kept. Now those columns are',
  '  read, in a statement of their own, only for the rows without a current kept row; the unfiltered first page became',
  '  an index-only scan. `npm run bench:ab` (100,000 accounts, 2026-11-29 13:20 UTC, 10 bursts of 4 s each): unfiltered',
  '  first page 2.20 to 2.01 ms of api CPU per answer, 460 to 510 answers a second, p95 114.7 to 105.8 ms; the amount',
  '  range 3.61 to 3.53 ms, 289 to 304 a second. The first page after a change costs one statement more.',
  '- **No ETag on API answers** (backend/src/app.ts): Express hashed every answer to make an ETag that nobody',
  '  revalidates (the pages fetch afresh); for a list page that was SHA-1 over 130 KB, 1.3 s of 141 s in a CPU profile of',
  '  the api under the list items. Measured by alternating 4 s bursts of 32 connections between two api processes on',
  '  one database (100,000 accounts, 2026-11-29 13:00 UTC, 12 bursts each, unfiltered first page): 2.54 ms of api CPU',
  '  per answer against 2.67 and 2.72 ms for two processes of the build before (398 against 393 and 381 answers a',
  '  second); again with `npm run bench:ab` at 13:25 UTC (8 bursts each): 2.26 against 2.34 ms. Tried beside it and not kept: the page written straight into one Buffer instead of joined as text',
  '  (2.55 ms, no gain beyond the ETag\'s), V8 semi-spaces of 8 or 64 MB instead of 16 (more CPU per answer at 64).',
  '- **Precompressed frontend files** (frontend/vite.config.ts, backend/src/core/http/frontend.ts): the build writes a',
  '  brotli (best quality) and a gzip (level 9) copy beside every text file of the frontend, and the api sends the copy',
  '  the browser accepts (express-static-gzip) instead of compressing each file on request. The accounts page\'s 40',
  '  scripts before the rows cross the wire as 278.8 KB instead of 322.7 KB, a cold load\'s bytes 417 KB instead of',
  '  461 KB, and the api no longer spends about 40 ms of CPU per cold load compressing them. Rows visible did not move',
  '  measurably at load 6 to 13 (pairs of old and new build: 3.48 / 3.73 s, 4.92 / 3.40 s). The bench now takes the',
  '  time the rows are painted from the page\'s own clock (a mutation observer and the next frame) instead of polling',
  '  from the driver, which waits for a busy main thread to answer: at load 7 the two differed by 10 to 250 ms.',
  '- **Metrics kept by PostgreSQL** (backend/src/modules/accounts/firm-metrics.ts, migration Migration20261128100000):',
  '  statement triggers on customer_documents add one row of money deltas per firm and statement (append-only, so the',
  '  firm\'s writers never queue on one summary row); triggers on negotiation_events keep each consumer opening offer',
  '  with its answered mark (under a per-document advisory lock, so an offer and its answer in two transactions cannot',
  '  miss each other) and per-firm, per-day counts. A read sums the firm\'s rows, the whole days of the 30-day window and',
  '  the partial first day from an index, to the instant as before; a firm\'s rows are folded into one when they pass',
  '  64 (by its read, or every 10 minutes by the worker). 100,000 accounts, the same data before and after: first call',
  '  after a change, median / slowest of 5, 276 / 330 ms to 9.6 / 50 ms (load 2 to 4) and 472 / 614 ms to 27 / 75 ms',
  '  (load 6 to 7); kept answers at 32 connections 188 to 315 a second at load 2 to 3. Writes pay for it: about 1.3 to',
  '  2.7 ms per negotiation event and 0.1 to 3.4 ms per money update, mostly planning on a connection\'s first calls.',
  '- **Per-request work**: a session\'s expiry in the table is extended at most once a minute per process instead of an',
  '  UPDATE and a commit after every request, and the frontend\'s files and page shell are served before the session',
  '  middleware (a page load no longer reads the session table once per script and font; API paths skip the static',
  '  handler\'s file look-up).',
  '- **The signed-in user** (backend/src/core/auth/session.ts): every request still reads its user fresh (a removed user or',
  '  a changed permission takes effect on the next request), now with one plain statement on the session pool instead of',
  '  a find through the ORM (a fork, a query built, an entity made and tracked): the api\'s profile under the metrics',
  '  item had the ORM at about a fifth of its CPU. 100,000 accounts, quiet 2-core machine, old and new build one after',
  '  the other on the same database (2026-11-27): metrics 508 to 719-744 answers a second (p95 109 to 74-78 ms), filter',
  '  values 482 to 667-679 a second (p95 116 to 99-100 ms), apply_filters 50.5 / 52.3 / 63.4 / 74.4 to 67.1 / 58.9 / 73.5',
  '  / 85.2 a second (no filter / search / amount range / sort by name).',
  '- **Statements per request** (backend/src/core/auth/session.ts, accounts-read.service.ts): a request\'s session and its',
  '  user are one statement (the session row joined to the user it names, read fresh on every request as before), and',
  '  whether the firm has payment details is kept with the firm\'s other answers (the payout tables notify their firm at',
  '  commit, as its accounts do). An apply_filters page went from six statements (session, user, freshness round trip,',
  '  page, payout details, bank account) to three; metrics and filter values from three to two. 10,000 accounts, old and',
  '  new build alternating (2026-11-28): at load average 2 to 5 the four variants\' answers a second moved within the',
  '  run-to-run noise (53-98 / 54-83), and at load 6 to 10 the new build answered 41-69 a second against 3-23; CPU per',
  '  answer stayed 20-25 ms of api at 32 connections. The same api spends 8-10 ms of CPU per page with 1 to 4',
  '  connections (profiled: GC, the loopback writes of each statement, brotli of 126 KB, Express and Nest): at 32 the',
  '  per-answer CPU more than doubles on this 2-core machine, and that, not the statements, is what bounds throughput.',
  '- **Kept sessions** (backend/src/core/auth/session-cache.ts, core/database/firm-changes.ts, migration',
  '  Migration20261129070000): the session and its user are kept in the api until PostgreSQL notifies a change of either',
  '  (statement triggers on sessions and users, heard on the same connection as the firms\' changes), and each request',
  '  syncs with that connection once: the round trip that proves the session current also serves the request\'s per-firm',
  '  reads. A request is one statement fewer (metrics and filter values: none of their own when their answers are kept,',
  '  only the shared round trip). 100,000 accounts, old and new build alternating on one database (2026-11-29, load 1 to 4): metrics 735 to',
  '  825 answers a second to 1,229 to 1,340 (p95 80 to 98 ms to 56 to 61 ms), filter values 731 to 826 to 1,142 to',
  '  1,267; the list 5 to 15% more (no filter 188 and 232 to 243 and 253 a second); one connection p95 8.2 to 8.8 ms',
  '  against 9.2 to 15 ms. A larger young generation for the api (semi-spaces of 32 or 64 MB) was tried for the metrics\'',
  '  tail and not kept: the same throughput within the noise, a longer p95 at 64 MB and 30 to 90 MB more memory.',
  '- **Export** (backend/src/modules/accounts/accounts-export.ts): each column\'s cells share one style object. exceljs',
  '  keeps a weak map of the style objects it has seen; with a new object per cell it rendered every cell\'s style to XML',
  '  to look its number up, about half of writing the sheet. 100,063 rows, same database: job 15.7 s to 10.5 s, the',
  '  file byte for byte the same but for its timestamps. Then the job built only the sheet\'s fields of each row (the read',
  '  model\'s columns and the offer on record; toExportRow) instead of whole list rows with their events\' texts, profile',
  '  and affordability: 10.4 s to 8.5-8.9 s, worker peak 458 to 407-440 MB, the same bytes.',
  '- **Export, second round** (accounts-export.ts, accounts-read.service.ts, launcher/node-flags.ts): the offer on record',
  '  comes from the read model\'s rm_offer_* columns (only accounts whose offer has tiers are replayed: the sheet shows a',
  '  tiered offer\'s stated number of payments, which the read model does not keep); the data rows are written as XML',
  '  directly (SheetRows: the same bytes exceljs\'s addRow/commit writes, a unit test compares the two) instead of a row',
  '  object, 21 cell objects and an XML builder per row; the cursor reads 250 rows a batch (column widths still fitted to',
  '  the first 1,000 rows); and the worker runs with `--max-old-space-size=160 --max-semi-space-size=8` wherever it',
  '  starts (docker-compose.yml, `npm start`, the integration tests, the bench). The deflate level was already zlib\'s',
  '  fastest (1, archiver\'s default). 100,063 rows, main\'s build and this one one after the other on the same database',
  '  (2026-11-28, load averages 13.3-13.8 and 10.9-8.3 on 2 cores): job 39.0 s to 17.1 s and 22.2 s to 10.3 s, worker',
  '  peak 398 / 385 MB to 182 / 183 MB (142 MB at rest), worker CPU during the job 16.4 s (main, load 6.9) to 7.5 s,',
  '  api unchanged (+12 to +17 MB), file 14.7 MB both, the sheet XML identical apart from docProps/core.xml\'s timestamps.',
  '  A third pair at load 5.6-4.7: 17.8 s to 9.5 s, 414 to 187 MB (worker CPU 6.2 s). Alone at 4.6-5.1: 6.7-9.5 s, 181-185 MB.',
  '- **Seed**: `COPY ... FROM STDIN` with the secondary indexes rebuilt once at the end, instead of `insert ... select',
  '  from unnest(...)` maintaining every index row by row: 311 s to 121 s for 100,000 + 50,000 accounts.',
  '- **Automatic answers** (settlement rules; `npm run bench -- --quick --only auto`, 2026-11-26, load average 17 to 27 on',
  '  2 cores): 20 consumer counter backs a second for 10 s, each answered by a rule with a new counteroffer. First',
  '  version: the answer-offer queue ran 4 jobs at once, the job read the account, the rules and the budget in 4',
  '  statements and the firm\'s e-mails failed and retried against a port nobody listened on: queue wait median 11.5 to',
  '  23.7 s, worker CPU 62 to 66 ms per offer. Now: one statement reads everything the decision needs (the represented',
  '  mark and the offer\'s arrival included), the queue runs 8 at once, and the bench runs a mail catcher as `npm start`',
  '  does: queue wait median 0.75 s (p95 1.8 s), job median 0.86 s (p95 2.3 s), worker 46 ms and api 37 ms of CPU per',
  '  offer; offer on record to answer heard median 2.3 s, p95 3.2 s. What is left is CPU: the consumer\'s POST alone',
  '  waited median 17.5 s for the api at that load (the api absorbed about 4 offers a second), and 20 offers a second',
  '  need about 1.7 cores for the api and the worker (each offer is two negotiation transactions, two firm notifications',
  '  and their e-mails). The same code on a quiet machine (the full bench of 2026-11-27, 100,000 accounts, 20 offers a',
  '  second for 30 s): 600 of 600 answered, p95 417 ms; the consumer\'s whole wait (POST sent to answer heard) p95 586 ms;',
  '  api 36 ms of CPU per offer.',
  '',
].join('\n');

/** docs/PERFORMANCE.md: the table, the SQL floors, the machine, the misses and how to run. */
export function renderReport(r: ReportInput): string {
  const lines: string[] = [];
  lines.push('# Performance at scale', '');
  lines.push(
    `Written by \`npm run bench${r.quick ? ' -- --quick' : ''}\` on ${r.started.toISOString().slice(0, 16).replace('T', ' ')} UTC ` +
      `(${Math.round((r.finished.getTime() - r.started.getTime()) / 60000)} min). Data: ${r.accounts.toLocaleString('en-US')} accounts for Demo Law Group, ` +
      `ten other firms with ${Math.max(20, Math.round(r.accounts / 20)).toLocaleString('en-US')} each (\`npm run seed -- --accounts ${r.accounts}\`). ` +
      `HTTP items: autocannon, ${r.connections} connections, ${r.seconds} s each, against the production build (api + worker from dist, NODE_ENV=${r.mode}).`,
    '',
  );
  lines.push('| Item | Median | p95 | Throughput | Errors | Peak memory | Load avg | Budget | Result |');
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const i of r.items) {
    const m = measured(i);
    const result = i.pass === null ? 'reported' : i.pass ? 'pass' : `**fail**: ${i.miss}`;
    lines.push(`| ${i.name} | ${m.median} | ${m.p95} | ${m.throughput} | ${cell(i.errors)} | ${m.memory} | ${cell(i.load)} | ${i.budget} | ${result} |`);
  }
  lines.push('');
  const floors = r.items.filter((i) => i.floorP95Ms !== undefined);
  if (floors.length) {
    lines.push('## apply_filters against its SQL floor', '');
    lines.push(
      `The floor runs exactly the SQL of one apply_filters call once its firm's count is kept (the page statement, which reads each account's id and kept row, and the columns and details of any row without a current kept row; every call of the run after the first) from ${r.connections} concurrent loops over a pg pool of the api's size (10), with no HTTP, session or JSON work. The count's own cost shows in the rows "first call after a change".`,
      '',
    );
    lines.push('| Variant | API p95 | SQL floor median | SQL floor p95 | Floor throughput | Ratio (API p95 / floor p95) | Load avg (floor) |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- |');
    for (const i of floors) lines.push(`| ${i.name} | ${i.p95Ms} ms | ${i.floorMedianMs} ms | ${i.floorP95Ms} ms | ${i.floorRps}/s | ${cell(i.ratio, 'x')} | ${cell(i.floorLoad)} |`);
    lines.push('');
  }
  const details = r.items.filter((i) => i.detail);
  if (details.length) {
    lines.push('## Details', '');
    for (const i of details) lines.push(`- ${i.name}: ${i.detail}.`);
    lines.push('');
  }
  lines.push('## Machine', '');
  lines.push(
    `- ${r.cores} cores (${r.cpuModel}), ${r.memoryGb} GB memory, Node ${r.nodeVersion}, PostgreSQL ${r.postgres}.`,
    '- Shared: other builds and test runs were on the same cores during the run; the load average next to each item says how busy it was (above 2 means processes waited for a core). Judge changes by relative numbers from runs at similar load. The load average does not show everything: the same cores can do less work in one hour than in another (on 2026-11-28 the same export of 100,063 rows used 5.9 s of worker CPU at 10:54 UTC and 11.8 s at 22:42 UTC, both runs at load about 2, and every item\'s CPU per answer rose by about as much), so compare runs of one hour with each other.',
    `- The api process ran with \`--max-old-space-size=${r.apiHeapMb}\` (as in a container with a memory limit; set it with NODE_OPTIONS). Without a cap V8 grows its heap lazily on a machine with free memory: the same export then peaked at 547 MB of resident memory (18.5 s) against 288 MB (16.7 s) with a 200 MB cap, measured one after the other on 2026-11-23 with 100,000 accounts. The api needs about 290 MB at boot either way.`,
    '- The worker process ran with its product flags, `' + WORKER_NODE_FLAGS.join(' ') + '` (WORKER_NODE_FLAGS in backend/src/launcher/node-flags.ts; docker-compose.yml starts it the same way).',
    `- The api and worker ran the production build in ${r.mode} mode (production mode refuses the demo data and demo providers the bench measures)${
      r.chatClockMoved ? '; the run was outside contact hours in New York, so with the chat clock moved to noon (CHAT_CLOCK_OFFSET_MS)' : ''
    }.`,
    '',
  );
  const failed = r.items.filter((i) => i.pass === false);
  if (failed.length) {
    lines.push('## Budgets not met', '');
    const seen = new Set<string>();
    for (const i of failed) {
      const note = r.fixNote(i.key);
      lines.push(`- **${i.name}**: ${i.miss}.${note && !seen.has(note) ? ` ${note}` : ''}`);
      seen.add(note);
    }
    lines.push('');
  }
  lines.push(CHANGES);
  lines.push('## How to run', '');
  lines.push(
    '```',
    'npm install',
    'npm run bench              # builds if dist is missing, 100,000 accounts, about 15 min on 2 cores',
    'npm run bench -- --quick   # 10,000 accounts, shorter runs: for development',
    '```',
    '',
    'Needs PostgreSQL (DATABASE_URL names the server; default postgresql://postgres@127.0.0.1:5432), Redis (REDIS_URL) and Chromium',
    '(/usr/bin/chromium or CHROMIUM_PATH). The bench creates its own database `parley_bench_<stamp>` and drops it at the end',
    '(`--keep-db` keeps it); other options: `--accounts N`, `--seconds S` (per HTTP item), `--chat-seconds S`, `--auto-seconds S` (the automatic answers), `--no-write`.',
    'The runner is `backend/bench/run.ts`; the seed is `backend/src/database/seeders/large/`. The bench is not part of `npm test`.',
    '',
    'To weigh a change to the api against the build before it, keep a database (`--keep-db`) and alternate short bursts',
    'between the two builds with `npm run bench:ab -w backend -- --db parley_bench_<stamp> before=/abs/old-dist after=/abs/backend/dist`',
    '(backend/bench/ab.ts: api CPU per answer, answers a second, latency; a variant may add V8 flags after a colon). Two',
    'full runs an hour apart differ by more than most such changes.',
    '',
  );
  return lines.join('\n');
}
