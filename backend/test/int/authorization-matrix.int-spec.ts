import { collector, consumer, createFirm, firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';
import { AccessClass, ENDS_SESSION, MAY_BE_UNAVAILABLE, ROUTE_ACCESS } from '../security/route-access';
import { concretePath, routeTable } from '../security/route-table';

type Role = 'signed_out' | 'consumer' | 'collector_user' | 'collector_with_ssn' | 'firm_admin' | 'other_firm_admin' | 'on_call_admin';
const ROLES: Role[] = ['signed_out', 'consumer', 'collector_user', 'collector_with_ssn', 'firm_admin', 'other_firm_admin', 'on_call_admin'];

/** What each role gets at the door of each access class: 401, 403, or 'in' (any answer but 401, 403 and 5xx). */
const EXPECTED: Record<AccessClass, Record<Role, 401 | 403 | 'in'>> = {
  public: { signed_out: 'in', consumer: 'in', collector_user: 'in', collector_with_ssn: 'in', firm_admin: 'in', other_firm_admin: 'in', on_call_admin: 'in' },
  consumer: { signed_out: 401, consumer: 'in', collector_user: 403, collector_with_ssn: 403, firm_admin: 403, other_firm_admin: 403, on_call_admin: 403 },
  collector: { signed_out: 401, consumer: 403, collector_user: 'in', collector_with_ssn: 'in', firm_admin: 'in', other_firm_admin: 'in', on_call_admin: 'in' },
  firm_member: { signed_out: 401, consumer: 403, collector_user: 'in', collector_with_ssn: 'in', firm_admin: 'in', other_firm_admin: 'in', on_call_admin: 403 },
  firm_admin: { signed_out: 401, consumer: 403, collector_user: 403, collector_with_ssn: 403, firm_admin: 'in', other_firm_admin: 'in', on_call_admin: 403 },
  ssn: { signed_out: 401, consumer: 403, collector_user: 403, collector_with_ssn: 'in', firm_admin: 'in', other_firm_admin: 'in', on_call_admin: 'in' },
  party: { signed_out: 401, consumer: 'in', collector_user: 'in', collector_with_ssn: 'in', firm_admin: 'in', other_firm_admin: 'in', on_call_admin: 403 },
  on_call: { signed_out: 401, consumer: 403, collector_user: 403, collector_with_ssn: 403, firm_admin: 403, other_firm_admin: 403, on_call_admin: 'in' },
};

/**
 * Queries that keep a call small: the export streams every account the caller may see (for an on-call admin, every
 * firm's, which after the large-seed test is thousands of rows), and the door is all this test is about.
 */
const QUERY_FOR: Record<string, string> = {
  'POST /collectors/api/export_accounts': 'filters[customer_document_id]=987654',
};

/**
 * The authorization matrix (docs/SECURITY.md): every endpoint of the application's route table, called
 * as each of seven roles, against the expectation written in test/security/route-access.ts.
 */
describe('authorization matrix', () => {
  let api: TestApi;
  const sessions = new Map<Role, () => Promise<Client>>();
  const clients = new Map<Role, Client>();
  let routes: string[];

  beforeAll(async () => {
    api = await startApi();
    const em = api.em();
    const firm = await createFirm(em);
    const other = await createFirm(em);
    const users = {
      consumer: await consumer(em),
      collector_user: await collector(em, firm),
      collector_with_ssn: await collector(em, firm, { canViewFullSsn: true }),
      firm_admin: await firmAdmin(em, firm),
      other_firm_admin: await firmAdmin(em, other),
      on_call_admin: await onCallAdmin(em),
    };
    sessions.set('signed_out', async () => new Client(api));
    sessions.set('consumer', () => consumerClient(api, users.consumer.email, PASSWORD));
    for (const role of ['collector_user', 'collector_with_ssn', 'firm_admin', 'other_firm_admin', 'on_call_admin'] as const)
      sessions.set(role, () => collectorClient(api, users[role].email, PASSWORD));
    for (const role of ROLES) clients.set(role, await sessions.get(role)!());
    routes = routeTable(api.app);
  });
  afterAll(() => api?.close());

  it('has an expectation for every served endpoint, and none for an endpoint that is not served', () => {
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((r) => !(r in ROUTE_ACCESS));
    const stale = Object.keys(ROUTE_ACCESS).filter((r) => !routes.includes(r));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers every endpoint as expected for every role', async () => {
    const wrong: string[] = [];
    const slow: Array<[number, string]> = [];
    let checked = 0;
    for (const route of routes) {
      const access = ROUTE_ACCESS[route];
      if (!access) continue; // reported by the test above
      const { method, path: bare } = concretePath(route);
      const path = QUERY_FOR[route] ? `${bare}?${QUERY_FOR[route]}` : bare;
      for (const role of ROLES) {
        const client = clients.get(role)!;
        const started = Date.now();
        const res = await send(client, method, path);
        const took = Date.now() - started;
        slow.push([took, `${route} as ${role}: ${res.status}`]);
        // A call that takes seconds is a finding of its own (something waited on a lock or a worker): say it now.
        if (took > 5000) console.warn(`slow: ${took} ms ${route} as ${role}: ${res.status}`);
        checked++;
        const expected = EXPECTED[access][role];
        const serverError = res.status >= 500 && !(MAY_BE_UNAVAILABLE.has(route) && res.status === 503);
        const ok = expected === 'in' ? res.status !== 401 && res.status !== 403 && !serverError : res.status === expected;
        if (!ok) wrong.push(`${route} as ${role}: ${res.status} (expected ${expected}) ${JSON.stringify(res.body).slice(0, 120)}`);
        if (ENDS_SESSION.has(route)) clients.set(role, await sessions.get(role)!());
      }
    }
    console.log(`slowest calls:\n${slow.sort((a, b) => b[0] - a[0]).slice(0, 5).map(([ms, what]) => `${ms} ms ${what}`).join('\n')}`);
    // docs/SECURITY.md quotes this count.
    expect(checked).toBe(routes.length * ROLES.length);
    expect(wrong).toEqual([]);
  }, 900_000);
});

/** One call; an answer that never comes is reported as status 0 (a finding naming the route) instead of a hang. */
async function send(client: Client, method: string, path: string): Promise<{ status: number; body: unknown }> {
  const request = async () => {
    switch (method) {
      case 'GET':
        return client.get(path).timeout({ response: 30_000 });
      case 'POST':
        return (await client.post(path, {})) as { status: number; body: unknown };
      case 'PUT':
        return client.put(path, {});
      case 'PATCH':
        return client.patch(path, {});
      case 'DELETE':
        return client.delete(path);
      default:
        throw new Error(`no way to send ${method}`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<{ status: number; body: unknown }>((resolve) => {
    timer = setTimeout(() => resolve({ status: 0, body: 'no answer within 30 s' }), 30_000);
  });
  try {
    return await Promise.race([request(), hung]);
  } catch (err) {
    return { status: 0, body: String(err) };
  } finally {
    clearTimeout(timer);
  }
}
