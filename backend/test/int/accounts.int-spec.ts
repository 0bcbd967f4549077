import { AuditEvent, LawFirm } from '../../src/modules/identity/entities';
import { addDays, addMonths, scheduleOf } from '@parley/domain/negotiation';
import { createAccount, offerEvent, setPlanStatus, terms } from '../account-factory';
import { collector, createFirm, firmAdmin, consumer, onCallAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';
import type { DemoEvent } from '../../src/database/seeders/demo-accounts';
import { MikroORM } from '@mikro-orm/postgresql';
import { mailedCheckConfig, testPayouts } from '../payout-fixtures';

const today = () => new Date().toISOString().slice(0, 10);
const day = (d: string) => Math.floor(Date.parse(`${d}T00:00:00Z`) / 1000);

/** A counteroffer by the collector, then acceptance by the consumer, the agreement, signature and autopay. */
function agreedAndPaying(total: number, payments: number, first: string, made: number, commissionRate = 0.1) {
  const offer = terms(total, payments, first);
  const events: DemoEvent[] = [
    offerEvent(terms(Math.round(total / 2), payments, first), 60),
    {
      party: 'collector',
      action: 'counteroffer',
      daysAgo: 55,
      offers: [offer],
      disclosures: ['This counteroffer is a communication from a debt collector'],
    },
    {
      party: 'consumer',
      action: 'accept',
      daysAgo: 54,
      params: { accepted_offer_index: 0, payment_details_on_file: true },
    },
    {
      party: 'collector',
      action: 'sent_settlement_agreement',
      daysAgo: 53,
      disclosures: ['This document is a communication from a debt collector.'],
    },
    { party: 'consumer', action: 'signed_settlement_agreement', daysAgo: 52 },
    { party: 'consumer', action: 'set_up_autopay', daysAgo: 51 },
  ];
  const schedule = scheduleOf(offer).payments;
  const pays = schedule
    .slice(0, made)
    .map((p, k) => ({
      id: `pi_t${Math.random().toString(36).slice(2, 10)}${k}`,
      amount: p.amount_cents,
      commission: Math.round(p.amount_cents * commissionRate),
      daysAgo: 50 - k,
    }));
  pays.forEach((_, k) =>
    events.push({
      party: 'system',
      action: 'payment_made',
      daysAgo: 50 - k,
      params: { payments_made: k + 1, payments_total: payments },
    }),
  );
  return { events, payments: pays, plan: { totalCents: total, schedule, autopayDay: 1 } };
}

describe('collector accounts API', () => {
  let api: TestApi;
  let firm: LawFirm;
  let other: LawFirm;
  let admin: Client;
  let agent: Client;
  beforeAll(async () => {
    api = await startApi();
    const em = api.em();
    firm = await createFirm(em);
    other = await createFirm(em);
    const a = await firmAdmin(em, firm);
    const u = await collector(em, firm);
    admin = await collectorClient(api, a.email, PASSWORD);
    agent = await collectorClient(api, u.email, PASSWORD);
  });
  afterAll(() => api.close());

  /** A fresh firm with its own admin, for tests that need exact totals. */
  async function freshFirm() {
    const em = api.em();
    const f = await createFirm(em);
    const a = await firmAdmin(em, f);
    return { firm: f, client: await collectorClient(api, a.email, PASSWORD), em };
  }

  it('pages 25 rows at a time; num_pages=N returns the first N*25', async () => {
    const { firm: f, client, em } = await freshFirm();
    for (let i = 0; i < 30; i++) await createAccount(em, f, { lastName: `Pager${String(i).padStart(2, '0')}` });
    const one = await client.get('/collectors/api/apply_filters?num_pages=1').expect(200);
    expect(one.body.customer_info).toHaveLength(25);
    expect(one.body).toMatchObject({
      total_count: 30,
      more_pages: true,
      valid_first_payment_date: addDays(today(), 3),
    });
    const two = await client.get('/collectors/api/apply_filters?num_pages=2').expect(200);
    expect(two.body.customer_info).toHaveLength(30);
    expect(two.body.more_pages).toBe(false);
    expect(new Set(two.body.customer_info.map((r: { id: number }) => r.id)).size).toBe(30);
  });

  it('returns every field of the account row, and never a full SSN', async () => {
    const { firm: f, client, em } = await freshFirm();
    const paying = agreedAndPaying(120000, 4, addMonths(today(), -1), 2);
    const doc = await createAccount(em, f, {
      firstName: 'Rosa',
      lastName: 'Delgado',
      ssn: '123456789',
      fileNumber: 'F-77',
      ...paying,
    });
    // The firm's check comes from the real payout run over the account's two payments (net 27,000 each).
    await mailedCheckConfig(em, f);
    await testPayouts(api.app.get(MikroORM)).runs.payFirm(em, f.id, new Date(), null, new Date());
    const res = await client.get('/collectors/api/apply_filters').expect(200);
    const row = res.body.customer_info[0];
    expect(JSON.stringify(res.body)).not.toContain('123456789');
    expect(row).toMatchObject({
      id: doc.id,
      customer_name: 'Rosa Delgado',
      file_number: 'F-77',
      lawsuit_amount: '$5,000.00',
      lawsuit_exists: true,
      status: 'Making Payments',
      last_action: 'Payment Made',
      current_action: { type: 'first_payment_made', params: { payments_made: 2, payments_total: 4, paid: false } },
      customer_document: { id: doc.id, archived_by_law_firm_on: null },
      latest_historical_offer: { total_amount_cents: 120000, payments: 4, phases: [] },
      percentage: 24,
      social_security_number: {
        social_security_number: null,
        social_security_number_last_four: '6789',
        full_ssn_available: true,
      },
      customer_mailing_address: {
        customer_street: '100 Congress Ave',
        customer_city: 'Austin',
        customer_state: 'TX',
        customer_zip_code: '78701',
      },
      hardship_statement: 'The consumer reports a hardship: medical bills or illness. Medical bills or illness: "Hospital stay in March."',
      hardship_statement_source: 'answers',
      hardship: { medical: { label: 'Medical bills or illness', medical_details: 'Hospital stay in March.' } },
      monthly_income_total: '$3,200.00',
      monthly_expenses_total: '$1,900.00',
      plaid_verified: true,
      has_detailed_data: true,
      has_debt_answer: false,
      has_payment_plan: true,
      payment_plan_summary: { progress_percentage: 50, next_payment_amount: 30000 },
      payments_made: 2,
      collected_cents: 54000,
      checkbook_payments: [
        {
          method: 'check',
          status: 'sent',
          amount_cents: 54000,
          check_number: expect.stringMatching(/^\d{5,}$/),
          tracking_number: expect.stringMatching(/^9400\d{18}$/),
        },
      ],
    });
    expect(row.stripe_payment_intents).toHaveLength(2);
    expect(row.stripe_payment_intents[0]).toMatchObject({
      status: 'succeeded',
      amount: 30000,
      metadata: { commission: 3000 },
    });
    expect(typeof row.stripe_payment_intents[0].created).toBe('number');
    expect(row.settlement_negotiation_events[1].disclosures).toEqual([
      { text: 'This counteroffer is a communication from a debt collector' },
    ]);
    expect(row.event_id_to_english_text[row.settlement_negotiation_events[1].id]).toMatch(
      /^Lawyer Counteroffer: \$1,200\.00 in 4 payments/,
    );
    expect(row.financial_details).toMatchObject({
      net_employment_income: 320000,
      rent: 140000,
      mortgage_payments: null,
    });
  });

  it('filters by every filter type, search and customer_document_id', async () => {
    const { firm: f, client, em } = await freshFirm();
    const a = await createAccount(em, f, {
      firstName: 'Alma',
      lastName: 'Quintero',
      state: 'CA',
      plaintiff: 'LVNV Funding LLC',
      amountCents: 100000,
      fileNumber: 'ZX-1',
      civilNumber: 'CV-ALMA',
      events: [offerEvent(terms(40000, 2, '2099-02-01'), 10)],
    });
    const b = await createAccount(em, f, {
      firstName: 'Ben',
      lastName: 'Okoro',
      state: 'TX',
      lawsuit: false,
      amountCents: 900000,
      events: [offerEvent(terms(450000, 10, '2099-03-15'), 2)],
    });
    const c = await createAccount(em, f, {
      firstName: 'Cleo',
      lastName: 'Park',
      email: 'cleo.findme@example.test',
      state: 'TX',
      amountCents: 300000,
      archived: true,
    });
    const ids = async (q: string) =>
      (await client.get(`/collectors/api/apply_filters?${q}`).expect(200)).body.customer_info
        .map((r: { id: number }) => r.id)
        .sort();
    expect(await ids('')).toEqual([a.id, b.id].sort());
    expect(await ids('filters[lawsuit_state][]=CA')).toEqual([a.id]);
    expect(await ids('filters[plaintiff][]=LVNV%20Funding%20LLC')).toEqual([a.id]);
    expect(await ids('filters[litigation][]=Pre-litigation')).toEqual([b.id]);
    expect(await ids('filters[litigation][]=Pre-litigation&filters[litigation][]=Litigation')).toEqual(
      [a.id, b.id].sort(),
    );
    expect(await ids('filters[status][]=Consumer%20Offer')).toEqual([a.id, b.id].sort());
    expect(await ids('filters[amount][min]=5000')).toEqual([b.id]);
    expect(await ids('filters[amount][max]=1000')).toEqual([a.id]);
    expect(await ids('filters[offer_amount][min]=400.01')).toEqual([b.id]);
    expect(await ids('filters[percentage][min]=41')).toEqual([b.id]);
    expect(await ids('filters[payments][min]=3&filters[payments][max]=10')).toEqual([b.id]);
    expect(await ids(`filters[first_payment_date][min]=${day('2099-03-01')}`)).toEqual([b.id]);
    expect(await ids(`filters[first_payment_date][max]=${day('2099-02-01')}`)).toEqual([a.id]);
    const fiveDaysAgo = Math.floor(Date.now() / 1000) - 5 * 86400;
    expect(await ids(`filters[status_date][min]=${fiveDaysAgo}`)).toEqual([b.id]);
    expect(await ids('filters[file_number]=zx')).toEqual([a.id]);
    expect(await ids('filters[search]=quintero')).toEqual([a.id]);
    expect(await ids('filters[search]=cv-alma')).toEqual([a.id]);
    expect(await ids('filters[search]=ZX-1')).toEqual([a.id]);
    expect(await ids('filters[search]=findme&filters[archived][]=Archived')).toEqual([c.id]);
    expect(await ids('filters[search]=findme')).toEqual([]);
    expect(await ids('filters[archived][]=Active&filters[archived][]=Archived')).toEqual([a.id, b.id, c.id].sort());
    expect(await ids(`filters[customer_document_id]=${b.id}`)).toEqual([b.id]);
    expect(await ids('filters[search]=%25')).toEqual([]);
  });

  it('describes its filters with units, values from the data and epoch-second dates', async () => {
    const { firm: f, client, em } = await freshFirm();
    await createAccount(em, f, { state: 'GA', plaintiff: 'Discover Bank', amountCents: 123456 });
    const res = await client.get('/collectors/api/filter_values').expect(200);
    const byKey = Object.fromEntries(res.body.filters.map((d: { key: string }) => [d.key, d]));
    for (const key of [
      'status',
      'lawsuit_state',
      'plaintiff',
      'litigation',
      'amount',
      'offer_amount',
      'percentage',
      'status_date',
      'first_payment_date',
      'payments',
      'archived',
      'file_number',
    ]) {
      expect(byKey[key]).toBeDefined();
    }
    expect(byKey.law_firm).toBeUndefined();
    expect(byKey.lawsuit_state).toMatchObject({ type: 'enum', values: ['GA'] });
    expect(byKey.plaintiff.values).toEqual(['Discover Bank']);
    expect(byKey.amount).toMatchObject({
      type: 'range',
      unit: { value: '$', location: 'before' },
      values: { min: 1234, max: 1235 },
    });
    expect(byKey.percentage.unit).toEqual({ value: '%', location: 'after' });
    expect(byKey.status_date.unit).toEqual({ value: 'DATE', location: 'after' });
    expect(byKey.first_payment_date.values).toEqual({ min: day('2099-01-01'), max: day('2099-01-01') });
    expect(byKey.file_number).toMatchObject({ type: 'text', values: null, visible_in_ui: true });
  });

  it('sorts over all rows with blanks last, and Status by the known last_action order', async () => {
    const { firm: f, client, em } = await freshFirm();
    const x = await createAccount(em, f, { fileNumber: 'B-2' });
    const y = await createAccount(em, f, { fileNumber: null });
    const z = await createAccount(em, f, { fileNumber: 'A-1' });
    const ids = async (q: string) =>
      (await client.get(`/collectors/api/apply_filters?${q}`).expect(200)).body.customer_info.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids('sort_by=file_number&sort_order=asc')).toEqual([z.id, x.id, y.id]);
    expect(await ids('sort_by=file_number&sort_order=desc')).toEqual([x.id, z.id, y.id]);
    const counter = await createAccount(em, f, {
      events: [
        offerEvent(terms(100000, 2, '2099-01-01'), 5),
        { party: 'collector', action: 'counteroffer', daysAgo: 4, offers: [terms(150000, 3, '2099-01-01')] },
      ],
    });
    const paying = await createAccount(em, f, agreedAndPaying(60000, 3, addMonths(today(), -1), 1));
    const statuses = (
      await client.get('/collectors/api/apply_filters?sort_by=status&sort_order=asc').expect(200)
    ).body.customer_info.map((r: { id: number; status: string }) => [r.id, r.status]);
    expect(statuses.map((s: [number, string]) => s[1])).toEqual([
      'Consumer Offer',
      'Consumer Offer',
      'Consumer Offer',
      'Lawyer Counteroffer',
      'Making Payments',
    ]);
    expect(statuses[3][0]).toBe(counter.id);
    expect(statuses[4][0]).toBe(paying.id);
  });

  it('computes the metrics on a known data set', async () => {
    const { firm: f, client, em } = await freshFirm();
    // Waiting on the collector: two consumer offers (1,000.00 and 500.00) made in the last 30 days.
    await createAccount(em, f, { events: [offerEvent(terms(100000, 2, '2099-01-01'), 3)] });
    await createAccount(em, f, { events: [offerEvent(terms(50000, 1, '2099-01-01'), 40)] });
    // Waiting on the consumer: countered at 2,000.00 (offer 10 days ago, answered).
    await createAccount(em, f, {
      events: [
        offerEvent(terms(100000, 2, '2099-01-01'), 10),
        { party: 'collector', action: 'counteroffer', daysAgo: 9, offers: [terms(200000, 4, '2099-01-01')] },
      ],
    });
    // Paying: 1,200.00 agreed, 2 of 4 paid (300.00 each, 10% commission) => collected 540.00 net, 600.00 outstanding.
    await createAccount(em, f, agreedAndPaying(120000, 4, addMonths(today(), -1), 2));
    // Archived accounts count toward collected money only.
    await createAccount(em, f, { archived: true, events: [offerEvent(terms(999900, 1, '2099-01-01'), 2)] });
    const res = await client.get('/collectors/api/calculate_collector_metrics').expect(200);
    // Offers in the last 30 days: 3 days ago (unanswered), 10 days ago (answered), 2 days ago (archived, unanswered).
    // The paying account's offer was 60 days ago and the other 40: outside the window.
    expect(res.body.metrics).toEqual({
      collected_amount: 54000,
      uncollected_amount: 60000,
      // The paying account is making payments (first_payment_made): waiting on nobody.
      waiting_on_consumer_amount: 200000,
      waiting_on_collector_amount: 150000,
      response_rate: 33.3,
      offers_count: 3,
    });
  });

  it('isolates firms: 404 across firms, and on-call admins see every firm', async () => {
    const em = api.em();
    const mine = await createAccount(em, firm, { lastName: 'Mine' });
    const theirs = await createAccount(em, other, { lastName: 'Theirs', ssn: '987654321' });
    const listed = (await admin.get('/collectors/api/apply_filters?num_pages=10').expect(200)).body.customer_info.map(
      (r: { id: number }) => r.id,
    );
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
    expect(
      (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${theirs.id}`)).body.total_count,
    ).toBe(0);
    const body = { customer_document_id: theirs.id };
    expect((await admin.post('/collectors/api/update_file_number', { ...body, file_number: 'X' })).status).toBe(404);
    expect((await admin.post('/collectors/api/archive_document', body)).status).toBe(404);
    expect((await admin.post('/collectors/api/unarchive_document', body)).status).toBe(404);
    expect((await admin.post('/collectors/api/reveal_ssn', body)).status).toBe(404);
    expect((await admin.get(`/collectors/api/payment_plan_summary?customer_document_id=${theirs.id}`)).status).toBe(
      404,
    );
    expect((await admin.get(`/collectors/api/activity_log?customer_document_id=${theirs.id}`)).status).toBe(404);
    const onCall = await collectorClient(api, (await onCallAdmin(em)).email, PASSWORD);
    const all = (
      await onCall.get(`/collectors/api/apply_filters?filters[customer_document_id]=${theirs.id}`).expect(200)
    ).body;
    expect(all.customer_info[0]).toMatchObject({ id: theirs.id, law_firm_name: other.name });
    const filters = (await onCall.get('/collectors/api/filter_values').expect(200)).body.filters;
    const lawFirm = filters.find((d: { key: string }) => d.key === 'law_firm');
    expect(lawFirm.values).toEqual(expect.arrayContaining([firm.name, other.name]));
    const mineOnly = (
      await onCall
        .get(`/collectors/api/apply_filters?num_pages=100&filters[law_firm][]=${encodeURIComponent(firm.name)}`)
        .expect(200)
    ).body.customer_info;
    expect(mineOnly.every((r: { law_firm_id: number }) => r.law_firm_id === firm.id)).toBe(true);
    expect(await onCall.post('/collectors/api/reveal_ssn', body).then((r) => r.body)).toEqual({
      social_security_number: '987654321',
    });
  });

  it('reveals a full SSN only with the permission, records each reveal, and refuses last-four-only accounts', async () => {
    const em = api.em();
    const full = await createAccount(em, firm, { ssn: '555443333' });
    const lastFour = await createAccount(em, firm, { ssn: null, ssnLastFour: '1111' });
    expect((await agent.post('/collectors/api/reveal_ssn', { customer_document_id: full.id })).status).toBe(403);
    const permitted = await collectorClient(api, (await collector(em, firm, { canViewFullSsn: true })).email, PASSWORD);
    const ok = await permitted.post('/collectors/api/reveal_ssn', { customer_document_id: full.id });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ social_security_number: '555443333' });
    expect(
      (await admin.post('/collectors/api/reveal_ssn', { customer_document_id: full.id })).body.social_security_number,
    ).toBe('555443333');
    const audits = await api
      .em()
      .find(AuditEvent, { action: 'ssn.revealed', subjectId: String(full.id) }, { filters: false });
    expect(audits).toHaveLength(2);
    const refused = await admin.post('/collectors/api/reveal_ssn', { customer_document_id: lastFour.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Only the last four digits of this SSN are stored.');
  });

  it('updates the file number (then searchable), archives and unarchives', async () => {
    const doc = await createAccount(api.em(), firm);
    const set = await agent.post('/collectors/api/update_file_number', {
      customer_document_id: doc.id,
      file_number: '  LF-2026-001 ',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ file_number: 'LF-2026-001' });
    expect(
      (await agent.get('/collectors/api/apply_filters?filters[search]=lf-2026-001')).body.customer_info.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([doc.id]);
    const archived = await agent.post('/collectors/api/archive_document', { customer_document_id: doc.id });
    expect(archived.status).toBe(200);
    expect(archived.body.customer_document).toEqual({ id: doc.id, archived_by_law_firm_on: today() });
    expect(
      (await agent.get(`/collectors/api/apply_filters?filters[customer_document_id]=${doc.id}`)).body.total_count,
    ).toBe(0);
    const back = await agent.post('/collectors/api/unarchive_document', { customer_document_id: doc.id });
    expect(back.body.customer_document).toEqual({ id: doc.id, archived_by_law_firm_on: null });
    expect(
      (await agent.get(`/collectors/api/apply_filters?filters[customer_document_id]=${doc.id}`)).body.total_count,
    ).toBe(1);
  });

  it('answers payment_plan_summary with none, pending and progress', async () => {
    const em = api.em();
    const none = await createAccount(em, firm);
    expect((await agent.get(`/collectors/api/payment_plan_summary?customer_document_id=${none.id}`)).body).toEqual({
      pending: false,
      has_payment_plan: false,
      payment_plan_summary: null,
    });
    const first = addMonths(today(), -1);
    const paying = await createAccount(em, firm, agreedAndPaying(100000, 3, first, 1));
    const summary = await agent.get(`/collectors/api/payment_plan_summary?customer_document_id=${paying.id}`);
    expect(summary.body).toEqual({
      pending: false,
      has_payment_plan: true,
      payment_plan_summary: {
        progress_percentage: 33,
        next_payment_amount: 33333,
        next_payment_date: addMonths(first, 1),
      },
    });
    await setPlanStatus(em, paying, 'pending');
    expect((await agent.get(`/collectors/api/payment_plan_summary?customer_document_id=${paying.id}`)).body).toEqual({
      pending: true,
      has_payment_plan: true,
      payment_plan_summary: null,
    });
  });

  it('starts the spreadsheet export of the matching rows, and gives the history as CSV net of commission', async () => {
    const { firm: f, client, em } = await freshFirm();
    for (let i = 0; i < 27; i++)
      await createAccount(em, f, { lastName: `Export${String(i).padStart(2, '0')}`, amountCents: 100000 + i });
    const paying = await createAccount(em, f, {
      lastName: 'Payer',
      ...agreedAndPaying(90000, 3, addMonths(today(), -1), 1),
    });
    // The spreadsheet is written by the worker (test/int/exports.int-spec.ts); the api starts it and answers at once.
    const started = await client.post('/collectors/api/export_accounts?sort_by=amount&sort_order=asc');
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ kind: 'accounts', status: 'pending', rows_total: 28, rows_done: 0, download_url: null });
    expect(started.body.file_name).toMatch(/^parley_accounts_\d{2}_\d{2}_\d{4}\.xlsx$/);
    const empty = await client.post('/collectors/api/export_accounts?filters[search]=nobody-matches-this');
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe('No data to export');

    const csv = await client.get(`/collectors/api/activity_log?customer_document_id=${paying.id}`).expect(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="activity_log_${paying.id}.csv"`);
    const text = csv.text;
    expect(text.indexOf('Payment History')).toBe(0);
    expect(text.indexOf('Activity Log')).toBeGreaterThan(0);
    expect(text).toContain('$270.00'); // 300.00 paid, 10% commission kept by the platform
    expect(text).not.toContain('$300.00,');
    expect(text).toContain('Lawyer Counteroffer: $900.00 in 3 payments');
  });

  it('refuses bad input with 422 (never 500) and leaves the data unchanged', async () => {
    const doc = await createAccount(api.em(), firm, { fileNumber: 'KEEP' });
    const bad: Array<[string, string, unknown?]> = [
      ['get', '/collectors/api/apply_filters?num_pages=0'],
      ['get', '/collectors/api/apply_filters?num_pages=abc'],
      ['get', '/collectors/api/apply_filters?sort_by=password_hash'],
      ['get', '/collectors/api/apply_filters?sort_order=sideways'],
      ['get', '/collectors/api/apply_filters?filters[nope]=1'],
      ['get', '/collectors/api/apply_filters?filters[amount]=7'],
      ['get', '/collectors/api/apply_filters?filters[amount][min]=1e400'],
      ['get', '/collectors/api/apply_filters?filters[amount][avg]=1'],
      ['get', '/collectors/api/apply_filters?filters[status][]=Drop%20Table'],
      ['get', '/collectors/api/apply_filters?filters[search][x]=1'],
      ['get', `/collectors/api/apply_filters?filters[search]=${'x'.repeat(300)}`],
      ['get', '/collectors/api/apply_filters?filters[customer_document_id]=1;drop'],
      ['get', '/collectors/api/payment_plan_summary?customer_document_id=abc'],
      ['get', '/collectors/api/payment_plan_summary'],
      ['get', '/collectors/api/activity_log?customer_document_id=-4'],
      ['post', '/collectors/api/update_file_number', { customer_document_id: doc.id, file_number: 'x'.repeat(101) }],
      ['post', '/collectors/api/update_file_number', { customer_document_id: doc.id, file_number: 42 }],
      ['post', '/collectors/api/update_file_number', { customer_document_id: doc.id, file_number: 'a\u0000b' }],
      ['post', '/collectors/api/update_file_number', { customer_document_id: 'abc', file_number: 'x' }],
      ['post', '/collectors/api/update_file_number', { customer_document_id: 99999999999, file_number: 'x' }],
      ['post', '/collectors/api/update_file_number', [1, 2]],
      ['post', '/collectors/api/archive_document', {}],
      ['post', '/collectors/api/archive_document', { customer_document_id: { $gt: 0 } }],
      ['post', '/collectors/api/unarchive_document', { customer_document_id: null }],
      ['post', '/collectors/api/reveal_ssn', { customer_document_id: 1.5 }],
    ];
    for (const [method, path, body] of bad) {
      const res = method === 'get' ? await admin.get(path) : await admin.post(path, body);
      expect([path, res.status]).toEqual([path, 422]);
      expect(typeof res.body.error).toBe('string');
    }
    const row = (await admin.get(`/collectors/api/apply_filters?filters[customer_document_id]=${doc.id}`)).body
      .customer_info[0];
    expect(row.file_number).toBe('KEEP');
  });

  it('answers 401 when signed out and 403 to consumers', async () => {
    const anon = new Client(api);
    for (const path of [
      'apply_filters',
      'filter_values',
      'calculate_collector_metrics',
      'payment_plan_summary?customer_document_id=1',
    ]) {
      expect((await anon.get(`/collectors/api/${path}`)).status).toBe(401);
    }
    expect(
      (await anon.post('/collectors/api/update_file_number', { customer_document_id: 1, file_number: 'x' })).status,
    ).toBe(401);
    const person = await consumerClient(api, (await consumer(api.em())).email, PASSWORD);
    expect((await person.get('/collectors/api/apply_filters')).status).toBe(403);
    expect((await person.post('/collectors/api/reveal_ssn', { customer_document_id: 1 })).status).toBe(403);
  });
});
