import type { RowSource } from './account-row';
import { createHash } from 'node:crypto';
import { ACCOUNT_ROW_FORMAT, eventText, offerFromReadModel, sheetRow, toAccountRow, toExportRow } from './account-row';
import { projectAccount } from './account-projection';
import { EXPORT_COLUMNS } from './accounts-export';

const offer = { total_amount_cents: 300000, payments: 6, first_payment_date: '2027-01-04', phases: [] };

const source = (over: Partial<RowSource> = {}): RowSource => ({
  doc: {
    id: 7,
    userId: 3,
    lawFirmId: 1,
    lawFirmName: 'Demo Law Group',
    fileNumber: null,
    archivedByLawFirmOn: null,
    customerName: 'Ana Ruiz',
    email: null,
    birthdate: null,
    civilNumber: null,
    lawsuitState: 'TX',
    plaintiffName: 'Discover Bank',
    lawsuitAmountCents: 500000,
    lawsuitExists: true,
    status: 'Consumer Offer',
    statusDate: null,
    percentage: null,
    paymentsMade: 0,
    paidCents: 0,
    collectedCents: 0,
    hasDebtAnswer: false,
    hasDetailedData: true,
  },
  profile: {
    street: null,
    city: null,
    state: null,
    zipCode: null,
    ssnLastFour: null,
    hasFullSsn: false,
    financialDetails: { net_employment_income: 300000, rent: 240000 },
    hardship: {},
    hardshipStatement: null,
    hardshipStatementSource: null,
    plaidVerified: false,
  },
  events: [
    { id: 1, party: 'consumer', action: 'offer', params: {}, createdAt: new Date('2027-01-01T10:00:00Z'), offers: [offer], disclosures: [] },
  ],
  paymentIntents: [],
  checks: [],
  plan: null,
  ...over,
});

describe('an account row', () => {
  it("names the rule in the history of an automatic answer", () => {
    expect(eventText('system', 'accept', [], { rule_id: 4, rule_name: 'Midland TX' })).toBe("Accepted automatically by rule 'Midland TX'");
    expect(eventText('system', 'counteroffer', [offer], { rule_id: 4, rule_name: 'Midland TX' })).toBe(
      "Countered automatically by rule 'Midland TX': $3,000.00 in 6 payments from 2027-01-04",
    );
    expect(eventText('collector', 'accept', [])).toBe('Lawyer Accept');
    expect(eventText('system', 'payment_made', [], { rule_id: 4, rule_name: 'x' })).toBe('Payment Made');
  });

  it('carries affordability from what the consumer stated, aimed at the lawsuit amount without a rule', () => {
    expect(toAccountRow(source()).affordability).toEqual({
      monthly_income_cents: 300000,
      monthly_expenses_cents: 240000,
      disposable_income_cents: 60000,
      source: 'stated',
      // $5,000 in 9 payments of $555.55 (the last $555.60): 8 would ask $625 a month.
      suggested_plan: { payment_amount_cents: 55555, payments: 9, total_amount_cents: 500000 },
    });
  });

  it("prefers the bank report and aims at the matching rule's counteroffer", () => {
    const rule = {
      id: 9,
      lawFirmId: 1,
      active: true,
      states: ['TX'],
      plaintiffs: [],
      min_lawsuit_amount_cents: null,
      max_lawsuit_amount_cents: null,
      auto_accept: null,
      auto_counter: { percentage: 60, max_payments: 6 },
    };
    const other = { ...rule, id: 10, states: ['CA'], auto_counter: { percentage: 90, max_payments: 2 } };
    const row = toAccountRow(
      source({ bankBudget: { average_monthly_income: 420000, average_monthly_expenses: 360000, window_months: 3 }, rules: [other, rule] }),
    );
    expect(row.affordability).toEqual({
      monthly_income_cents: 420000,
      monthly_expenses_cents: 360000,
      disposable_income_cents: 60000,
      source: 'bank',
      suggested_plan: { payment_amount_cents: 60000, payments: 5, total_amount_cents: 300000 },
    });
  });

  it('knows nothing without a report or stated figures', () => {
    const row = toAccountRow(source({ profile: null }));
    expect(row.affordability).toEqual({
      monthly_income_cents: null,
      monthly_expenses_cents: null,
      disposable_income_cents: null,
      source: null,
      suggested_plan: null,
    });
  });

  it('gives the spreadsheet the same values as the full row, the offer on record among them', () => {
    const counter = { total_amount_cents: 350000, payments: 3, first_payment_date: '2027-02-01', phases: [] };
    const src = source({
      doc: { ...source().doc, statusDate: new Date('2027-01-02T12:00:00Z'), percentage: '70.0', archivedByLawFirmOn: '2027-01-03', fileNumber: 'F-9' },
      events: [
        ...source().events,
        { id: 2, party: 'collector', action: 'counteroffer', params: {}, createdAt: new Date('2027-01-02T10:00:00Z'), offers: [counter], disclosures: ['A debt collector.'] },
      ],
    });
    const full = toAccountRow(src);
    const sheet = toExportRow(src);
    expect(sheet.latest_historical_offer).toEqual(full.latest_historical_offer);
    expect(sheet.latest_historical_offer?.total_amount_cents).toBe(350000);
    for (const column of EXPORT_COLUMNS) expect([column.header, column.value(sheet)]).toEqual([column.header, column.value(full)]);
  });

  it("takes the offer on record from the read model the projection wrote, except a tiered offer's stated payments", () => {
    const tiered = { total_amount_cents: 350000, payments: 5, first_payment_date: '2027-02-01', phases: [{ iterations: 2, payment_amount_cents: 100000, index: 0 }, { iterations: 3, payment_amount_cents: 40000, index: 1 }] };
    const counter = { total_amount_cents: 420000, payments: 7, first_payment_date: '2027-03-01', phases: [] };
    const at = (d: number) => new Date(Date.UTC(2027, 0, d, 10));
    const histories: Array<{ name: string; events: RowSource['events']; fromReadModel: boolean }> = [
      { name: 'no events', events: [], fromReadModel: true },
      { name: 'an open offer', events: source().events, fromReadModel: true },
      {
        name: 'a counteroffer answering it (the newest open offer)',
        events: [...source().events, { id: 2, party: 'collector', action: 'counteroffer', params: {}, createdAt: at(2), offers: [counter], disclosures: [] }],
        fromReadModel: true,
      },
      {
        name: 'an accepted offer (the agreed terms)',
        events: [
          ...source().events,
          { id: 2, party: 'collector', action: 'counteroffer', params: {}, createdAt: at(2), offers: [counter], disclosures: [] },
          { id: 3, party: 'consumer', action: 'accept', params: {}, createdAt: at(3), offers: [], disclosures: [] },
        ],
        fromReadModel: true,
      },
      {
        name: 'a tiered counteroffer',
        events: [...source().events, { id: 2, party: 'collector', action: 'counteroffer', params: {}, createdAt: at(2), offers: [tiered], disclosures: [] }],
        fromReadModel: false,
      },
    ];
    for (const h of histories) {
      const src = source({ events: h.events });
      const rm = projectAccount({ ...src.doc, lawsuitAmountCents: src.doc.lawsuitAmountCents, events: h.events, succeededPayments: [] });
      const offer = offerFromReadModel({ totalCents: rm.rmOfferTotalCents, payments: rm.rmOfferPayments, tiers: rm.rmOfferTiers, firstPaymentDate: rm.rmFirstPaymentDate });
      expect([h.name, offer === undefined]).toEqual([h.name, !h.fromReadModel]);
      if (offer !== undefined) expect([h.name, sheetRow(src.doc, offer)]).toEqual([h.name, toExportRow(src)]);
    }
    // The tiered offer's count of payments (tiers plus the remainder) is not the count it stated: it is replayed.
    expect(projectAccount({ ...source().doc, events: histories[4].events, succeededPayments: [] }).rmOfferPayments).not.toBe(tiered.payments);
  });

  it('is pinned to its format: a change to what a row contains moves ACCOUNT_ROW_FORMAT (kept rows are built again)', () => {
    // A row with every part filled: history with a counteroffer and disclosures, a plan, a payment, a payout,
    // hardship, a bank report and a matching rule. Its JSON is what account_rows keeps.
    const counter = { total_amount_cents: 350000, payments: 0, first_payment_date: '2027-02-01', phases: [{ iterations: 2, payment_amount_cents: 100000, index: 0 }, { iterations: 3, payment_amount_cents: 50000, index: 1 }] };
    const row = toAccountRow(
      source({
        doc: { ...source().doc, statusDate: new Date('2027-01-02T12:00:00Z'), percentage: '70.0', fileNumber: 'F-9', email: 'ana@example.test', paidCents: 100000, paymentsMade: 1, collectedCents: 90000 },
        profile: { ...source().profile!, street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', ssnLastFour: '1234', hasFullSsn: true, hardship: { job_loss: { details: 'laid off' } }, hardshipStatement: 'I lost my job.', hardshipStatementSource: 'answers', plaidVerified: true },
        events: [
          ...source().events,
          { id: 2, party: 'collector', action: 'counteroffer', params: {}, createdAt: new Date('2027-01-02T10:00:00Z'), offers: [counter], disclosures: ['A debt collector.'] },
          { id: 3, party: 'consumer', action: 'accept', params: {}, createdAt: new Date('2027-01-03T10:00:00Z'), offers: [], disclosures: [] },
        ],
        paymentIntents: [{ id: 'pi_1', status: 'succeeded', created: '1798000000', amount: 100000, metadata: { installment: 1 } }],
        checks: [{ payout_id: 5, method: 'check', tracking_number: null, check_number: '1001', amount_cents: 90000, status: 'paid', created_at: new Date('2027-01-05T00:00:00Z'), paid_at: new Date('2027-01-08T00:00:00Z') }],
        plan: { status: 'active', totalCents: 350000, schedule: [{ index: 0, due_date: '2027-02-01', amount_cents: 100000 }, { index: 1, due_date: '2027-03-01', amount_cents: 100000 }] },
        bankBudget: { average_monthly_income: 420000, average_monthly_expenses: 360000, window_months: 3 },
        rules: [{ id: 9, lawFirmId: 1, active: true, states: ['TX'], plaintiffs: [], min_lawsuit_amount_cents: null, max_lawsuit_amount_cents: null, auto_accept: null, auto_counter: { percentage: 60, max_payments: 6 } }],
      }),
    );
    const digest = createHash('sha256').update(JSON.stringify(row)).digest('hex').slice(0, 16);
    // When this fails after an intended change to the row: move ACCOUNT_ROW_FORMAT by one and pin the new digest.
    expect({ format: ACCOUNT_ROW_FORMAT, digest }).toEqual({ format: 1, digest: 'dab55319c9322212' });
  });
});
