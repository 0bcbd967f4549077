import type { EntityManager } from '@mikro-orm/postgresql';
import { CustomerDocument, DocumentName, NegotiationEvent, NegotiationEventDisclosure } from '../../src/modules/accounts/entities';
import type { LawFirm } from '../../src/modules/identity/entities';
import { consumer, createFirm, collector, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';

/** GET /collectors/api/disclosures (Disclosures): aggregation, search, sort, pagination, firm scoping. */
describe('disclosures', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startApi()));
  afterAll(() => api.close());

  const DEBT_COLLECTOR = 'This communication is from a debt collector. This is an attempt to collect a debt.';
  const MINI_MIRANDA = 'Any information obtained will be used for that purpose.';

  /** An account of the firm with negotiation events, each carrying the given disclosure texts. */
  async function account(em: EntityManager, firm: LawFirm, plaintiff: string, state: string, eventsDisclosures: string[][]) {
    const person = await consumer(em);
    const doc = em.create(CustomerDocument, {
      user: person,
      lawFirm: firm,
      documentName: DocumentName.Solosettle,
      rmPlaintiffName: plaintiff,
      rmLawsuitState: state,
      rmCustomerName: 'Jordan Ellis',
    } as never);
    await em.flush();
    let sequence = 1;
    for (const texts of eventsDisclosures) {
      const event = em.create(NegotiationEvent, { customerDocument: doc, lawFirm: firm, sequence: sequence++, party: 'collector', action: 'counteroffer' } as never);
      for (const text of texts) em.create(NegotiationEventDisclosure, { event, customerDocument: doc, lawFirm: firm, text });
    }
    await em.flush();
    return doc;
  }

  async function seeded() {
    const em = api.em();
    const firm = await createFirm(em);
    const other = await createFirm(em);
    await account(em, firm, 'Midland Credit', 'TX', [[DEBT_COLLECTOR], [DEBT_COLLECTOR, MINI_MIRANDA], [DEBT_COLLECTOR]]);
    await account(em, firm, 'Midland Credit', 'TX', [[DEBT_COLLECTOR]]);
    await account(em, firm, 'Capital One', 'CA', [[DEBT_COLLECTOR], [`Calif. notice 100% of 50_50 ${'long text '.repeat(40)}`]]);
    await account(em, other, 'Other Plaintiff', 'NY', [['Secret text of another firm']]);
    const c = await collectorClient(api, (await collector(em, firm)).email, PASSWORD);
    return { firm, c };
  }

  it('aggregates distinct (text, client, state) with usage counts, sorted by usage by default, only for the firm', async () => {
    const { c } = await seeded();
    const res = await c.get('/collectors/api/disclosures');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.pagination).toMatchObject({ total_pages: 1, total_count: 4 });
    const rows = res.body.disclosures.map((d: { text: string; usage_count: number; client: string; state: string }) => [d.text.slice(0, 20), d.usage_count, d.client, d.state]);
    expect(rows[0]).toEqual([DEBT_COLLECTOR.slice(0, 20), 4, 'Midland Credit', 'TX']);
    expect(rows).toContainEqual([DEBT_COLLECTOR.slice(0, 20), 1, 'Capital One', 'CA']);
    expect(rows).toContainEqual([MINI_MIRANDA.slice(0, 20), 1, 'Midland Credit', 'TX']);
    expect(JSON.stringify(res.body)).not.toContain('another firm');
    const ids = res.body.disclosures.map((d: { id: string }) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Stable ids across calls.
    expect((await c.get('/collectors/api/disclosures')).body.disclosures.map((d: { id: string }) => d.id)).toEqual(ids);
  });

  it('searches text, client and state (wildcards are literal), sorts every column, and pages', async () => {
    const { c } = await seeded();
    const q = async (query: Record<string, string | number>) => (await c.get('/collectors/api/disclosures').query(query)).body;
    expect((await q({ search: 'capital' })).disclosures.map((d: { client: string }) => d.client)).toEqual(['Capital One', 'Capital One']);
    expect((await q({ search: 'midland' })).pagination.total_count).toBe(2);
    expect((await q({ search: 'obtained' })).disclosures).toHaveLength(1);
    expect((await q({ search: '100%' })).disclosures).toHaveLength(1);
    expect((await q({ search: '%' })).disclosures).toHaveLength(1);
    expect((await q({ search: 'nothing like this' })).pagination).toMatchObject({ total_count: 0, total_pages: 0 });

    const byClient = await q({ sort_by: 'client', sort_order: 'asc' });
    expect(byClient.disclosures.map((d: { client: string }) => d.client)).toEqual(['Capital One', 'Capital One', 'Midland Credit', 'Midland Credit']);
    const byState = await q({ sort_by: 'state', sort_order: 'desc' });
    expect(byState.disclosures[0].state).toBe('TX');
    const byText = await q({ sort_by: 'text', sort_order: 'asc' });
    expect(byText.disclosures[0].text.startsWith('Any information')).toBe(true);
    const byUsageAsc = await q({ sort_by: 'usage_count', sort_order: 'asc' });
    expect(byUsageAsc.disclosures.at(-1).usage_count).toBe(4);

    const p1 = await q({ per_page: 3, page: 1 });
    const p2 = await q({ per_page: 3, page: 2 });
    expect(p1.pagination).toMatchObject({ total_pages: 2, total_count: 4 });
    expect(p1.disclosures).toHaveLength(3);
    expect(p2.disclosures).toHaveLength(1);
    expect(new Set([...p1.disclosures, ...p2.disclosures].map((d: { id: string }) => d.id)).size).toBe(4);
    const past = await q({ per_page: 3, page: 9 });
    expect(past.disclosures).toEqual([]);
    expect(past.pagination.total_count).toBe(4);
  });

  it('refuses bad parameters with 422 (never 500), consumers with 403 and nobody with 401', async () => {
    const { c } = await seeded();
    for (const query of [{ page: 0 }, { page: 'x' }, { per_page: 1000 }, { sort_by: 'password' }, { sort_order: 'sideways' }, { search: 'x'.repeat(300) }]) {
      const res = await c.get('/collectors/api/disclosures').query(query);
      expect(res.status).toBe(422);
      expect(typeof res.body.error).toBe('string');
    }
    const res = await c.get('/collectors/api/disclosures?search=a&search=b');
    expect(res.status).toBe(422);
    const person = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
    expect((await person.get('/collectors/api/disclosures')).status).toBe(403);
    expect((await new Client(api).get('/collectors/api/disclosures')).status).toBe(401);
  });
});
