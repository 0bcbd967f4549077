import type { Response } from 'supertest';
import { chatParties, startConversation } from '../chat-fixtures';
import { firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { apiRoutes } from '../../src/api-docs';
import { queryNames } from '../../src/core/http/api-description';
import { UNSTORABLE_TEXT } from '../../src/core/http/storable-text.pipe';
import { Client, collectorClient, startApi, TestApi } from '../harness';
import { AccessClass, MAY_BE_UNAVAILABLE, ROUTE_ACCESS } from '../security/route-access';
import { routeTable } from '../security/route-table';
import { watchWrites, type WriteWatch } from '../write-watch';

/**
 * Every GET of the route table, called as each role its door lets in, with real ids in its path and query:
 * - a GET never changes state: no table but the ignored ones is written while it runs (test/write-watch.ts);
 * - hostile query and path values (NUL, prototype keys, a long string) never answer 5xx and never leave a request
 *   hanging (`sort_by=constructor` once started a spreadsheet that never finished).
 */

/**
 * Sessions are touched by any signed-in request (their expiry slides); that is the session store, not the product's
 * state. account_rows holds the accounts list's rows as last built: a cache the list fills as it reads, and clears
 * itself whenever what a row is built from changes.
 */
const IGNORED_TABLES = new Set(['sessions', 'mikro_orm_migrations', 'account_rows']);

type Role = 'signed_out' | 'consumer' | 'collector' | 'admin' | 'on_call';

function rolesFor(access: AccessClass): Role[] {
  switch (access) {
    case 'public':
      return ['signed_out', 'consumer', 'admin'];
    case 'consumer':
      return ['consumer'];
    case 'party':
      return ['consumer', 'collector', 'admin'];
    case 'firm_member':
    case 'firm_admin':
      return ['admin'];
    default:
      return ['collector', 'admin', 'on_call'];
  }
}

/** Query parameters the GET routes read, so each reaches its handler with ids that exist. */
const QUERY_KEYS = ['customer_document_id', 'id', 'document_id', 'query', 'state', 'sort_by', 'sort_order', 'num_pages', 'limit', 'page', 'threadKey', 'agentKey', 'document_name', 'filters[search]'];
/** Keys the access guards read before any handler (which account or document a request is about). */
const GUARD_KEYS = ['customer_document_id', 'id', 'document_id'];

/**
 * The hostile URLs of one route: each key its handler or a guard reads gets the value alone (so a refusal of one key
 * never hides how another is handled), and one URL gives every other key the value at once (nothing past the
 * global layers reads those, since a route that read a query value without a schema fails the API description
 * test; the parser, the pipes and the guards still see them all).
 */
function hostileKeys(read: readonly string[]): { alone: string[]; together: string[] } {
  const alone = QUERY_KEYS.filter((k) => GUARD_KEYS.includes(k) || read.includes(k));
  for (const k of read) if (!alone.includes(k)) alone.push(k);
  return { alone, together: QUERY_KEYS.filter((k) => !alone.includes(k)) };
}

const HOSTILE_VALUES: Array<[string, string]> = [
  ['NUL', '\u0000'],
  ['NUL inside text', 'ab\u0000cd'],
  ['constructor', 'constructor'],
  ['__proto__', '__proto__'],
  ['toString', 'toString'],
  ['4,000 characters', 'x'.repeat(4000)],
];

describe('GET routes', () => {
  let api: TestApi;
  let watch: WriteWatch;
  const clients = new Map<Role, Client>();
  let ids: { document: number; conversation: number; firm: number };
  let routes: string[];
  /** "GET /path" → the query parameters its schemas describe. */
  const reads = new Map(apiRoutes().map((r) => [`${r.method} ${r.path}`, queryNames(r)]));

  beforeAll(async () => {
    api = await startApi();
    const p = await chatParties(api);
    const conversation = await startConversation(p);
    // A complete profile: a GET that asked the credit bureau for it would have something to ask with.
    const profile = await p.consumer.put('/users', {
      user: {
        first_name: 'Jordan',
        last_name: 'Rivera',
        current_password: PASSWORD,
        metadata: { address_line1: '2417 Westheimer Rd', city: 'Houston', state: 'TX', zip_code: '77002', birthdate: '1986-04-12', ssn_last_four: '4417' },
      },
    });
    expect(profile.status).toBe(200);
    ids = { document: p.doc.id, conversation, firm: p.firm.id };
    clients.set('signed_out', new Client(api));
    clients.set('consumer', p.consumer);
    clients.set('collector', p.collector);
    clients.set('admin', await collectorClient(api, (await firmAdmin(api.em(), p.firm)).email, PASSWORD));
    clients.set('on_call', await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD));
    routes = routeTable(api.app).filter((r) => r.startsWith('GET ') && ROUTE_ACCESS[r]);
    watch = await watchWrites(api.em(), IGNORED_TABLES);
  }, 60_000);
  afterAll(async () => {
    await watch?.stop();
    await api?.close();
  });

  function pathOf(route: string, value?: string): string {
    const pattern = route.split(' ')[1];
    const id = pattern.startsWith('/api/v1/conversations/') ? ids.conversation : ids.document;
    return pattern.replace(/:(\w+)/g, (_m, name: string) =>
      value !== undefined ? encodeURIComponent(value) : name === 'id' ? String(id) : /slug/i.test(name) ? 'how-to-answer-a-summons-in-oregon' : '987654',
    );
  }

  const realQuery = () =>
    new URLSearchParams({ customer_document_id: String(ids.document), id: String(ids.document), document_id: String(ids.document), query: 'sm' }).toString();

  /** One GET; an answer that never comes (or a connection closed without one) is status 0. */
  async function get(client: Client, url: string): Promise<Pick<Response, 'status' | 'body'>> {
    try {
      return await client.get(url).timeout({ response: 15_000, deadline: 30_000 });
    } catch (err) {
      return { status: 0, body: String(err) };
    }
  }

  it('changes nothing: every table is as it was after each GET, for every role let in', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const wrote: string[] = [];
    let called = 0;
    for (const route of routes)
      for (const role of rolesFor(ROUTE_ACCESS[route])) {
        const before = await watch.counts();
        const res = await get(clients.get(role)!, `${pathOf(route)}?${realQuery()}`);
        called++;
        const tables = watch.changed(before, await watch.counts());
        if (tables.length) wrote.push(`${route} as ${role} (${res.status}) wrote ${tables.join(', ')}`);
      }
    // docs/SECURITY.md quotes this count.
    console.log(`GET routes: ${routes.length}, calls: ${called}`);
    expect(wrote).toEqual([]);
  }, 600_000);

  it('refuses a NUL search and prototype sort keys with 422 and their sentences', async () => {
    const consumer = clients.get('consumer')!;
    const wrong: string[] = [];
    for (const path of ['/api/plaintiffs/search', '/api/law_firms/search', '/api/courts/search'])
      for (const query of ['%00', 'smi%00th']) {
        const res = await get(consumer, `${path}?query=${query}`);
        if (res.status !== 422 || res.body.error !== UNSTORABLE_TEXT) wrong.push(`${path}?query=${query}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    const admin = clients.get('admin')!;
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      for (const path of ['/collectors/api/apply_filters']) {
        const res = await get(admin, `${path}?sort_by=${key}`);
        if (res.status !== 422 || !/^sort_by must be one of: id, customer_name/.test(res.body.error))
          wrong.push(`${path}?sort_by=${key}: ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`);
      }
    expect(wrong).toEqual([]);
  });

  it('answers hostile query and path values with a 4xx (or a 2xx), never a 5xx or silence', async () => {
    const wrong: string[] = [];
    let called = 0;
    for (const route of routes)
      for (const role of rolesFor(ROUTE_ACCESS[route]))
        for (const [what, value] of HOSTILE_VALUES) {
          const client = clients.get(role)!;
          if (!reads.has(route)) throw new Error(`${route} is served but not described (apiRoutes)`);
          const keys = hostileKeys(reads.get(route)!);
          const hostile = (names: string[]) => names.map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
          const urls = keys.alone.map((key) => `${pathOf(route)}?${realQuery()}&${hostile([key])}`);
          // In URLs Node's 16 KB header limit lets through (a longer one is refused before the product sees it).
          const perUrl = Math.max(1, Math.floor(12_000 / (value.length + 30)));
          for (let i = 0; i < keys.together.length; i += perUrl) urls.push(`${pathOf(route)}?${realQuery()}&${hostile(keys.together.slice(i, i + perUrl))}`);
          // Prototype keys as filter names and as keys of the query itself.
          if (what === 'constructor' || what === '__proto__' || what === 'toString')
            urls.push(`${pathOf(route)}?${realQuery()}&filters[${value}]=x&${value}=x`);
          if (route.includes(':')) urls.push(`${pathOf(route, value)}?${realQuery()}`);
          for (const url of urls) {
            const res = await get(client, url);
            called++;
            if (res.status === 0 || (res.status >= 500 && !(MAY_BE_UNAVAILABLE.has(route) && res.status === 503)))
              wrong.push(`${route} as ${role}, ${what} (${url.slice(0, 90)}): ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`);
          }
        }
    console.log(`hostile GET calls: ${called}`);
    expect(wrong).toEqual([]);
  }, 900_000);
});
