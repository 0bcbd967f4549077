import { LawFirm } from '../../src/modules/identity/entities';
import { CustomerDocument, DocumentName, NegotiationEvent, StripePaymentIntent } from '../../src/modules/accounts/entities';
import { journeyData } from '../../src/testing/journey-data';
import { createFirm, firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, startApi, TestApi } from '../harness';

interface Charts {
  collected_by_month: Array<{ month: string; collected_cents: number }>;
  accounts_by_current_action: Array<{ current_action: string; count: number }>;
  median_days_to_answer: number | null;
  answered_offers: number;
}

/**
 * The landing page's charts, checked against a firm written by the demo seed's own code (the journeys' firm: accounts
 * at every step, paid plans on autopay), with the expected figures worked out here from the stored rows.
 */
describe('accounts_charts', () => {
  let api: TestApi;
  const data = journeyData(process.env.DATABASE_URL!);
  beforeAll(async () => (api = await startApi()));
  afterAll(async () => {
    await data.close();
    await api.close();
  });

  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    if (!s.length) return null;
    const m = (s.length - 1) / 2;
    return (s[Math.floor(m)] + s[Math.ceil(m)]) / 2;
  };

  it("answers the firm's collected money per month, open accounts by current_action and the median days to answer", async () => {
    const seeded = await data.firm();
    const firm = await api.em().findOneOrFail(LawFirm, { name: seeded.name }, { filters: false });
    const c = await collectorClient(api, seeded.admin.email, seeded.admin.password);
    const res = await c.get('/collectors/api/accounts_charts');
    expect(res.status).toBe(200);
    const charts = res.body.charts as Charts;

    // Collected: succeeded payments net of commission, by UTC month, the last 12 months including this one.
    const now = new Date();
    const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7));
    const payments = await api.em().find(StripePaymentIntent, { lawFirm: firm.id, status: 'succeeded' }, { filters: false });
    const expectedMonth = new Map<string, number>();
    for (const p of payments) {
      const month = new Date(Number(p.created) * 1000).toISOString().slice(0, 7);
      expectedMonth.set(month, (expectedMonth.get(month) ?? 0) + p.amount - (Number(p.metadata.commission) || 0));
    }
    expect(charts.collected_by_month.map((m) => m.month)).toEqual(months);
    expect(charts.collected_by_month).toEqual(months.map((month) => ({ month, collected_cents: expectedMonth.get(month) ?? 0 })));
    // The seed's paid plans did collect something in the window (a test of zeros proves nothing).
    expect(charts.collected_by_month.some((m) => m.collected_cents > 0)).toBe(true);

    // Open (not archived) accounts by their current action.
    const docs = await api.em().find(CustomerDocument, { lawFirm: firm.id, documentName: DocumentName.Solosettle, archivedByLawFirmOn: null }, { filters: false });
    const byAction = new Map<string, number>();
    for (const d of docs) if (d.rmCurrentAction) byAction.set(d.rmCurrentAction, (byAction.get(d.rmCurrentAction) ?? 0) + 1);
    expect(Object.fromEntries(charts.accounts_by_current_action.map((a) => [a.current_action, a.count]))).toEqual(Object.fromEntries(byAction));
    expect(byAction.size).toBeGreaterThan(3);

    // Median days from a consumer's offer or counteroffer (last 365 days) to the firm's next move.
    const events = await api.em().find(NegotiationEvent, { lawFirm: firm.id }, { filters: false, orderBy: { customerDocument: 'asc', sequence: 'asc' } });
    const since = now.getTime() - 365 * 86_400_000;
    const waits: number[] = [];
    events.forEach((e, i) => {
      if (e.party !== 'consumer' || !['offer', 'counteroffer'].includes(e.action) || e.createdAt.getTime() < since) return;
      const answer = events.slice(i + 1).find((r) => r.customerDocument.id === e.customerDocument.id && ['collector', 'system'].includes(r.party));
      if (answer) waits.push((answer.createdAt.getTime() - e.createdAt.getTime()) / 86_400_000);
    });
    expect(waits.length).toBeGreaterThan(0);
    expect(charts.answered_offers).toBe(waits.length);
    expect(charts.median_days_to_answer).toBeCloseTo(median(waits)!, 1);
  });

  it('is firm-scoped: another firm sees only its own (empty) figures; on-call admins see every firm', async () => {
    const other = await createFirm(api.em());
    const c = await collectorClient(api, (await firmAdmin(api.em(), other)).email, PASSWORD);
    const charts = (await c.get('/collectors/api/accounts_charts')).body.charts as Charts;
    expect(charts.collected_by_month.every((m) => m.collected_cents === 0)).toBe(true);
    expect(charts.accounts_by_current_action).toEqual([]);
    expect(charts.median_days_to_answer).toBeNull();
    const oncall = await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD);
    const all = (await oncall.get('/collectors/api/accounts_charts')).body.charts as Charts;
    expect(all.accounts_by_current_action.reduce((n, a) => n + a.count, 0)).toBeGreaterThan(0);
    // Nobody signed in: refused.
    expect((await new Client(api).get('/collectors/api/accounts_charts')).status).toBe(401);
  });
});
