import fc from 'fast-check';
import type { Response } from 'supertest';
import { RULE_MESSAGES } from '@parley/domain/settlement-rules/rules';
import { FinancialReport } from '../../src/modules/financial/entities';
import { SettlementRule } from '../../src/modules/settlement-rules/entities';
import type { LawFirm } from '../../src/modules/identity/entities';
import { createAccount, offerEvent, terms } from '../account-factory';
import { collector, consumer, createFirm, firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';

const BASE = '/collectors/api/settlement_rules';

const midlandTexas = {
  name: 'Midland TX',
  states: ['TX'],
  plaintiffs: ['Midland Credit Management, Inc.'],
  min_lawsuit_amount_cents: 100_000,
  max_lawsuit_amount_cents: 1_000_000,
  auto_accept: { lump_sum_min_percentage: 40, plan_min_percentage: 60, max_payments: 12, max_first_payment_delay_days: 30 },
  auto_counter: { percentage: 70, max_payments: 12 },
  disclosures: ['This offer is good for 30 days.'],
};

describe('settlement rules API', () => {
  let api: TestApi;
  let firm: LawFirm;
  let admin: Client;
  let agent: Client;
  let otherAdmin: Client;
  beforeAll(async () => {
    api = await startApi();
    firm = await createFirm(api.em());
    admin = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
    agent = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
    otherAdmin = await collectorClient(api, (await firmAdmin(api.em(), await createFirm(api.em()))).email, PASSWORD);
  });
  afterAll(() => api.close());

  const create = async (c: Client, body: object) => c.post(BASE, body);
  const ruleCount = () => api.em().count(SettlementRule, {}, { filters: false });

  it('creates, lists, changes, pauses and deletes a rule', async () => {
    const created = await create(admin, midlandTexas);
    expect(created.status).toBe(201);
    const rule = created.body.rule;
    expect(rule).toMatchObject({ ...midlandTexas, active: true });
    expect(typeof rule.id).toBe('number');

    const listed = await admin.get(BASE).expect(200);
    expect(listed.body.rules.map((r: { id: number }) => r.id)).toContain(rule.id);

    const changed = await admin.patch(`${BASE}/${rule.id}`, { auto_counter: { percentage: 75, max_payments: 18 }, states: ['tx', 'OK'] });
    expect(changed.status).toBe(200);
    expect(changed.body.rule).toMatchObject({ auto_counter: { percentage: 75, max_payments: 18 }, states: ['OK', 'TX'], name: 'Midland TX' });

    const paused = await admin.patch(`${BASE}/${rule.id}`, { active: false });
    expect(paused.body.rule.active).toBe(false);

    const removed = await admin.delete(`${BASE}/${rule.id}`);
    expect([removed.status, removed.body]).toEqual([200, { success: true }]);
    expect((await admin.get(BASE)).body.rules.map((r: { id: number }) => r.id)).not.toContain(rule.id);
    expect((await admin.delete(`${BASE}/${rule.id}`)).status).toBe(404);
  });

  it('lists the most specific rule first', async () => {
    const f = await createFirm(api.em());
    const c = await collectorClient(api, (await firmAdmin(api.em(), f)).email, PASSWORD);
    const counter = { auto_counter: { percentage: 70, max_payments: 12 } };
    await create(c, { name: 'Everything', ...counter });
    await create(c, { name: 'Texas', states: ['TX'], ...counter });
    await create(c, { name: 'Midland', plaintiffs: ['Midland'], ...counter });
    await create(c, { name: 'Big', min_lawsuit_amount_cents: 500_000, ...counter });
    expect((await c.get(BASE)).body.rules.map((r: { name: string }) => r.name)).toEqual(['Midland', 'Texas', 'Big', 'Everything']);
  });

  it('is for firm admins only: 401 signed out, 403 for users, on-call admins and consumers', async () => {
    const rule = (await create(admin, { ...midlandTexas, name: 'Admins only' })).body.rule;
    const onCall = await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD);
    const jo = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
    for (const [who, c, status] of [
      ['signed out', new Client(api), 401],
      ['a firm user', agent, 403],
      ['an on-call admin', onCall, 403],
      ['a consumer', jo, 403],
    ] as const) {
      const answers = [
        (await c.get(BASE)).status,
        (await c.get(`${BASE}/preview`)).status,
        (await c.post(BASE, { ...midlandTexas, name: `By ${who}` })).status,
        (await c.patch(`${BASE}/${rule.id}`, { active: false })).status,
        (await c.delete(`${BASE}/${rule.id}`)).status,
      ];
      expect([who, answers]).toEqual([who, [status, status, status, status, status]]);
    }
    expect((await agent.get(BASE)).body.error).toBe('Only a firm administrator can do this.');
    const still = await api.em().findOneOrFail(SettlementRule, rule.id, { filters: false });
    expect(still.active).toBe(true);
  });

  it("answers 404 for another firm's rule and never lists it", async () => {
    const rule = (await create(admin, { ...midlandTexas, name: 'Ours' })).body.rule;
    expect((await otherAdmin.patch(`${BASE}/${rule.id}`, { active: false })).status).toBe(404);
    expect((await otherAdmin.patch(`${BASE}/${rule.id}`, { active: false })).body.error).toBe('Settlement rule not found.');
    expect((await otherAdmin.delete(`${BASE}/${rule.id}`)).status).toBe(404);
    expect((await otherAdmin.get(BASE)).body.rules.map((r: { id: number }) => r.id)).not.toContain(rule.id);
    const still = await api.em().findOneOrFail(SettlementRule, rule.id, { filters: false });
    expect(still.active).toBe(true);
    // The same name is free in another firm.
    expect((await create(otherAdmin, { ...midlandTexas, name: 'Ours' })).status).toBe(201);
  });

  it('refuses bad bodies with 422 in clear sentences and writes nothing', async () => {
    const before = await ruleCount();
    const cases: Array<[object, string]> = [
      [{ ...midlandTexas, name: '' }, RULE_MESSAGES.nameBlank],
      [{ ...midlandTexas, name: 'P1', auto_counter: { percentage: 120, max_payments: 12 } }, RULE_MESSAGES.percentage('Counteroffer percentage')],
      [
        { ...midlandTexas, name: 'P2', auto_accept: { ...midlandTexas.auto_accept, lump_sum_min_percentage: -1 } },
        RULE_MESSAGES.percentage('Lump sum min percentage'),
      ],
      [{ ...midlandTexas, name: 'P3', min_lawsuit_amount_cents: 500_000, max_lawsuit_amount_cents: 100_000 }, RULE_MESSAGES.minAboveMax],
      [{ ...midlandTexas, name: 'P4', states: ['TX', 'XX'] }, RULE_MESSAGES.unknownState('XX')],
      [{ ...midlandTexas, name: 'P5', states: ['*', 'TX'] }, RULE_MESSAGES.statesMixed],
      [{ ...midlandTexas, name: 'P6', auto_accept: null, auto_counter: null }, RULE_MESSAGES.noAnswer],
      [{ ...midlandTexas, name: 'P7', cap: 3 }, RULE_MESSAGES.unknownField('cap')],
      [{ ...midlandTexas, name: 'P8', auto_counter: { percentage: 50, max_payments: 0 } }, RULE_MESSAGES.maxPayments('Auto counter max payments')],
    ];
    for (const [body, message] of cases) {
      const res = await create(admin, body);
      expect([res.status, res.body.error]).toEqual([422, message]);
    }
    const named = (await create(admin, { ...midlandTexas, name: 'Taken' })).body.rule;
    const again = await create(admin, { ...midlandTexas, name: 'taken' });
    expect([again.status, again.body.error]).toEqual([422, RULE_MESSAGES.nameTaken('taken')]);
    // A change is checked merged into the stored rule.
    const patch = await admin.patch(`${BASE}/${named.id}`, { min_lawsuit_amount_cents: 2_000_000 });
    expect([patch.status, patch.body.error]).toEqual([422, RULE_MESSAGES.minAboveMax]);
    expect((await admin.patch(`${BASE}/${named.id}`, { auto_accept: null, auto_counter: null })).body.error).toBe(RULE_MESSAGES.noAnswer);
    expect((await admin.patch(`${BASE}/${named.id}`, {})).body.error).toBe(RULE_MESSAGES.nothingToChange);
    expect((await admin.patch(`${BASE}/abc`, { active: false })).status).toBe(422);
    expect(await ruleCount()).toBe(before + 1);
    const stored = await api.em().findOneOrFail(SettlementRule, named.id, { filters: false });
    expect(stored.minLawsuitAmountCents).toBe(100_000);
  });

  describe('garbage bodies', () => {
    const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });
    const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
      fc.constantFrom<unknown>(
        null, true, -1, 101, 1e308, '', '   ', 'NaN', 'x'.repeat(20_000), '\u0000', "'; drop table settlement_rules; --", [], {}, [[[]]],
        deep(40), { $ne: null }, { __proto__: { admin: true } }, ['*', 'TX'], ['ZZ'], { percentage: '50', max_payments: 3 },
        { percentage: 50, max_payments: 1e9 }, { lump_sum_min_percentage: 10 },
      ),
      fc.integer({ min: -(2 ** 40), max: -1 }),
      fc.double({ noNaN: true }).filter((d) => !Number.isInteger(d)),
    );
    const FIELDS = ['name', 'active', 'states', 'plaintiffs', 'min_lawsuit_amount_cents', 'max_lawsuit_amount_cents', 'auto_accept', 'auto_counter', 'disclosures', 'id', 'rule'];
    const garbageBody = fc.oneof(
      { arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), garbageValue, { minKeys: 1, maxKeys: 5 }), weight: 6 },
      { arbitrary: garbageValue.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)), weight: 2 },
    );
    const fingerprint = async () =>
      JSON.stringify(
        (await api.em().getKnex().raw(`select count(*)::int as n, coalesce(max(xmin::text::bigint), 0) as x from settlement_rules`)).rows,
      );
    const send = async (method: 'post' | 'patch' | 'delete', path: string, body: unknown): Promise<Response> => {
      const token = await admin.csrf();
      return admin.agent[method](path)
        .set('X-CSRF-Token', token)
        .set('Accept', 'application/json')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
    };

    it('answers 4xx to every write endpoint and leaves the rules as they were', async () => {
      const rule = (await create(admin, { ...midlandTexas, name: 'Target' })).body.rule;
      const findings: string[] = [];
      for (const [method, path] of [
        ['post', BASE],
        ['patch', `${BASE}/${rule.id}`],
        ['patch', `${BASE}/-1`],
        ['delete', `${BASE}/0`],
        ['delete', `${BASE}/99999999999`],
        ['delete', `${BASE}/1e3`],
      ] as const) {
        await fc.assert(
          fc.asyncProperty(garbageBody, async (body) => {
            const before = await fingerprint();
            const res = await send(method, path, body);
            const after = await fingerprint();
            const shown = `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`;
            if (res.status < 400 || res.status >= 500) findings.push(`${res.status} for ${shown}`);
            else if (before !== after) findings.push(`wrote for ${shown}`);
            return true;
          }),
          { numRuns: 40, seed: 20261126 },
        );
      }
      expect(findings).toEqual([]);
      const stored = await api.em().findOneOrFail(SettlementRule, rule.id, { filters: false });
      expect(stored.name).toBe('Target');
    }, 120_000);
  });

  describe('preview and affordability', () => {
    it('previews what each rule would do with the open offers it decides for', async () => {
      const f = await createFirm(api.em());
      const c = await collectorClient(api, (await firmAdmin(api.em(), f)).email, PASSWORD);
      const later = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
      const make = (total: number, payments: number, o: Parameters<typeof createAccount>[2] = {}) =>
        createAccount(api.em(), f, { amountCents: 500_000, events: [offerEvent(terms(total, payments, later(10)), 0)], ...o });
      const accepted = await make(300_000, 6);
      const countered = await make(100_000, 6, { financialDetails: null });
      const overBudget = await make(100_000, 6, { financialDetails: { net_employment_income: 100_000, rent: 95_000 } });
      const westCoast = await make(100_000, 6, { state: 'CA', financialDetails: null });
      await createAccount(api.em(), f, { amountCents: 500_000, archived: true }); // not open
      const broad = (await create(c, { ...midlandTexas, name: 'Broad', plaintiffs: [], min_lawsuit_amount_cents: null, max_lawsuit_amount_cents: null, states: ['*'] })).body.rule;
      const california = (await create(c, { name: 'California', states: ['CA'], auto_counter: { percentage: 90, max_payments: 3 }, active: false })).body.rule;
      const { previews } = (await c.get(`${BASE}/preview`).expect(200)).body;
      const of = (id: number) => previews.find((p: { rule_id: number }) => p.rule_id === id);
      // The paused California rule is previewed as if it were active (it would take the California account)...
      expect(of(california.id)).toMatchObject({ matched_accounts: 1, open_offers: 1, would_counteroffer: 1 });
      expect(of(california.id).examples[0]).toMatchObject({ customer_document_id: westCoast.id, counteroffer: { total_amount_cents: 450_000, payments: 3 } });
      // ...while it is paused, Broad decides for every open account, California's included.
      expect(of(broad.id)).toMatchObject({ matched_accounts: 4, open_offers: 4, would_accept: 1, would_counteroffer: 2, would_leave: 1 });
      const examples = new Map<number, { answer: string; reason_code: string | null; counteroffer: { total_amount_cents: number } | null }>(
        of(broad.id).examples.map((e: { customer_document_id: number }) => [e.customer_document_id, e]),
      );
      expect(examples.get(accepted.id)!.answer).toBe('accept');
      expect(examples.get(countered.id)).toMatchObject({ answer: 'counteroffer', counteroffer: { total_amount_cents: 350_000 } });
      expect(examples.get(overBudget.id)).toMatchObject({ answer: 'none', reason_code: 'over_budget' });
    });

    it('puts affordability on every account row: the bank report first, the suggestion aimed at the matching rule', async () => {
      const f = await createFirm(api.em());
      const c = await collectorClient(api, (await firmAdmin(api.em(), f)).email, PASSWORD);
      const stated = await createAccount(api.em(), f, { amountCents: 500_000, financialDetails: { net_employment_income: 300_000, rent: 240_000 } });
      const banked = await createAccount(api.em(), f, { amountCents: 500_000, financialDetails: { net_employment_income: 900_000 } });
      const unknown = await createAccount(api.em(), f, { amountCents: 500_000, financialDetails: null });
      const em = api.em();
      em.create(FinancialReport, {
        user: banked.user.id,
        status: 'ready',
        data: {
          as_of: '2026-11-01',
          window_months: 6,
          average_monthly_balance: 1,
          average_monthly_income: 410_000,
          average_monthly_expenses: 360_000,
          income_last_year: 1,
          bank_accounts: [],
          income_sources: [],
        },
      });
      // A newer build still running does not hide the finished one.
      em.create(FinancialReport, { user: banked.user.id, status: 'pending' });
      await em.flush();
      await create(c, { name: 'Sixty', auto_counter: { percentage: 60, max_payments: 10 } });
      const rows = new Map<number, { affordability: unknown }>(
        (await c.get('/collectors/api/apply_filters?num_pages=1').expect(200)).body.customer_info.map((r: { id: number }) => [r.id, r]),
      );
      expect(rows.get(stated.id)!.affordability).toEqual({
        monthly_income_cents: 300_000,
        monthly_expenses_cents: 240_000,
        disposable_income_cents: 60_000,
        source: 'stated',
        suggested_plan: { payment_amount_cents: 60_000, payments: 5, total_amount_cents: 300_000 },
      });
      expect(rows.get(banked.id)!.affordability).toEqual({
        monthly_income_cents: 410_000,
        monthly_expenses_cents: 360_000,
        disposable_income_cents: 50_000,
        source: 'bank',
        suggested_plan: { payment_amount_cents: 50_000, payments: 6, total_amount_cents: 300_000 },
      });
      expect(rows.get(unknown.id)!.affordability).toEqual({
        monthly_income_cents: null,
        monthly_expenses_cents: null,
        disposable_income_cents: null,
        source: null,
        suggested_plan: null,
      });
    });
  });
});
