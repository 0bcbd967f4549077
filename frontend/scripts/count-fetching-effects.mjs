// Lists the effects (useEffect/useLayoutEffect) of the consumer pages whose body starts a request, directly or through
// a loader (a heuristic: names like `*Api.`, `http.`, `load(`), and, apart, those that listen on the tab's one
// realtime connection (`hub.acquire`, `connect(`, `connection.`; their handlers may ask TanStack Query to refetch when
// the server pushes a change): everything under src/ except the collector portal and the tests.
// `node frontend/scripts/count-fetching-effects.mjs`
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
const root = process.argv[2] ?? new URL('../src', import.meta.url).pathname;
const files = [];
const walk = d => { for (const n of readdirSync(d)) { const p = join(d, n); if (statSync(p).isDirectory()) { if (!/collectors|test$/.test(n)) walk(p); } else if (/\.tsx?$/.test(n) && !/\.test\.|\.spec\./.test(n)) files.push(p); } };
walk(root);
const REQUEST = /\b(\w+Api|http|send|fetch\w*|load\w*|reload|refresh\w*|poll|ask|checkAuth|io)\s*[.(,]/;
const LISTEN = /\b(hub\.acquire|connect\w*|connection)\s*[.(,]/;
let total = 0, fetching = 0, listening = 0;
for (const f of files) {
  const src = readFileSync(f, 'utf8');
  const re = /\buse(Layout)?Effect\(/g; let m;
  while ((m = re.exec(src))) {
    let depth = 0, i = m.index + m[0].length - 1;
    for (; i < src.length; i++) { if (src[i] === '(') depth++; else if (src[i] === ')' && --depth === 0) break; }
    const body = src.slice(m.index, i + 1); total++;
    const line = src.slice(0, m.index).split('\n').length;
    const listen = body.match(LISTEN);
    const hit = listen ? null : body.match(REQUEST);
    if (listen) { listening++; console.log(`${f}:${line}  listens: ${listen[0]}`); }
    if (hit) { fetching++; console.log(`${f}:${line}  requests: ${hit[0]}`); }
  }
}
console.log(`effects: ${total}, of which start a request: ${fetching}; listen on the tab's realtime connection: ${listening}`);
