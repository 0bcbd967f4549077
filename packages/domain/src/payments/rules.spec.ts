import {
  ADDITIONAL_PAYMENT_MESSAGES as A,
  additionalPaymentFormData,
  chosenPayments,
  planAdditionalPayment,
  type UnpaidPayment,
} from './additional-payment';
import {
  PAYMENT_DATE_MESSAGES as M,
  confirmationText,
  movedDueDates,
  ordinal,
  paymentDateBounds,
  paymentDateError,
} from './payment-date';
import { buildPaymentPlanView } from './plan-view';

describe('payment date change rules', () => {
  // Today is Nov 23, 2026 (10:00 UTC); the next payment is Nov 30 unless a row says otherwise.
  const now = new Date('2026-11-23T10:00:00Z');
  const today = '2026-11-23';
  it.each([
    ['blank', '', '2026-11-30', M.required],
    ['spaces', '   ', '2026-11-30', M.required],
    ['not a date', 'next tuesday', '2026-11-30', M.invalid],
    ['impossible date', '2026-11-31', '2026-11-30', M.invalid],
    ['wrong format', '11/25/2026', '2026-11-30', M.invalid],
    ['yesterday', '2026-11-22', '2026-11-30', M.notFuture],
    ['today', '2026-11-23', '2026-11-30', M.notFuture],
    ['tomorrow (the minimum)', '2026-11-24', '2026-11-30', null],
    ['the day before the next payment (the maximum)', '2026-11-29', '2026-11-30', null],
    ['the next payment date itself', '2026-11-30', '2026-11-30', M.dayBefore('2026-11-30')],
    ['after the next payment', '2026-12-01', '2026-11-30', M.beforeNext('2026-11-30')],
    ['next payment tomorrow: tomorrow', '2026-11-24', '2026-11-24', M.dayBefore('2026-11-24')],
    ['next payment charged tonight (within 24 hours)', '2026-11-24', '2026-11-23', M.within24h('2026-11-23')],
  ])('%s: %j with the next payment on %s -> %j', (_name, value, next, expected) => {
    expect(paymentDateError(value, { today, nextPaymentDate: next, now })).toBe(expected);
  });

  it('counts the 24 hours to the 23:59:59 UTC charge instant', () => {
    const next = '2026-11-24';
    // 24 hours before the charge: still allowed to pick... nothing before it except today, so the rule is the window.
    expect(paymentDateError('2026-11-24', { today: '2026-11-23', nextPaymentDate: next, now: new Date('2026-11-23T23:59:59Z') }))
      .toBe(M.dayBefore(next));
    expect(paymentDateError('2026-11-24', { today: '2026-11-24', nextPaymentDate: next, now: new Date('2026-11-24T00:00:00Z') }))
      .toBe(M.notFuture);
    expect(paymentDateError('2026-11-25', { today: '2026-11-24', nextPaymentDate: next, now: new Date('2026-11-24T00:00:00Z') }))
      .toBe(M.within24h(next));
  });

  it('words the messages with the date as MMM d, yyyy', () => {
    expect(M.beforeNext('2026-12-01')).toBe('Please select a date before your next payment date (Dec 1, 2026)');
    expect(M.dayBefore('2026-12-01')).toBe('Please select a date that is at least 1 day before your next payment on Dec 1, 2026');
    expect(M.within24h('2026-12-01')).toBe(
      'Please select a date that is at least 24 hours before your next payment date on Dec 1, 2026',
    );
  });

  it.each([
    ['2026-11-23', '2026-11-30', { min: '2026-11-24', max: '2026-11-29' }],
    ['2026-11-23', '2026-11-25', { min: '2026-11-24', max: '2026-11-24' }],
    ['2026-11-23', '2026-11-24', { min: '2026-11-24', max: null }],
  ])('bounds on %s with the next payment on %s', (t, next, expected) => {
    expect(paymentDateBounds(t, next)).toEqual(expected);
  });

  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'], [21, '21st'], [22, '22nd'], [23, '23rd'], [31, '31st'],
  ])('ordinal %i is %s', (n, s) => expect(ordinal(n)).toBe(s));

  it('asks the confirmation question with the day of the month', () => {
    expect(confirmationText('2026-11-28')).toBe('Are you sure you want to change your autopay date to the 28th of each month?');
  });

  it('moves later payments to the same day of each month, shortened in short months', () => {
    expect(movedDueDates('2026-11-30', 4)).toEqual(['2026-11-30', '2026-12-30', '2027-01-30', '2027-02-28']);
    expect(movedDueDates('2026-12-05', 2)).toEqual(['2026-12-05', '2027-01-05']);
    expect(movedDueDates('2026-12-05', 0)).toEqual([]);
  });
});

describe('additional payment arithmetic', () => {
  const upcoming: UnpaidPayment[] = [
    { id: 11, index: 1, amount_cents: 20000 },
    { id: 12, index: 2, amount_cents: 15000 },
    { id: 13, index: 3, amount_cents: 15000 },
    { id: 14, index: 4, amount_cents: 30001 },
  ];
  const balance = 80001;

  it('chooses the next N (front) or the last N (back)', () => {
    expect(chosenPayments(upcoming, 'front', 2).map((p) => p.id)).toEqual([11, 12]);
    expect(chosenPayments(upcoming, 'back', 2).map((p) => p.id)).toEqual([13, 14]);
    expect(chosenPayments(upcoming, 'back', 4).map((p) => p.id)).toEqual([11, 12, 13, 14]);
  });

  it('gives the form its per-cycle amounts and the maximum', () => {
    expect(additionalPaymentFormData(upcoming)).toEqual({
      front_amounts_cents: [20000, 15000, 15000, 30001],
      back_amounts_cents: [30001, 15000, 15000, 20000],
      max_total_cents: balance,
    });
  });

  it.each([
    ['full pays everything from the back', { payment_type: 'full' }, { ok: true, mode: 'back', ids: [11, 12, 13, 14], total: balance }],
    ['full with the balance as total', { payment_type: 'full', total_amount_cents: balance }, { ok: true, mode: 'back', ids: [11, 12, 13, 14], total: balance }],
    ['full above the balance', { payment_type: 'full', total_amount_cents: balance + 1 }, A.exceedsBalance],
    ['custom front 1', { payment_type: 'custom', application_mode: 'front', cycle_count: 1, total_amount_cents: 20000 }, { ok: true, mode: 'front', ids: [11], total: 20000 }],
    ['custom back 2', { payment_type: 'custom', application_mode: 'back', cycle_count: 2, total_amount_cents: 45001 }, { ok: true, mode: 'back', ids: [13, 14], total: 45001 }],
    ['custom all 4 (the cap)', { payment_type: 'custom', application_mode: 'front', cycle_count: 4, total_amount_cents: balance }, { ok: true, mode: 'front', ids: [11, 12, 13, 14], total: balance }],
    ['custom without an amount', { payment_type: 'custom', application_mode: 'front', cycle_count: 1 }, A.amountRequired],
    ['custom with 0', { payment_type: 'custom', application_mode: 'front', cycle_count: 1, total_amount_cents: 0 }, A.amountRequired],
    ['custom negative', { payment_type: 'custom', application_mode: 'front', cycle_count: 1, total_amount_cents: -5 }, A.amountRequired],
    ['custom one cent over the balance', { payment_type: 'custom', application_mode: 'front', cycle_count: 4, total_amount_cents: balance + 1 }, A.exceedsBalance],
    ['custom 0 cycles', { payment_type: 'custom', application_mode: 'front', cycle_count: 0, total_amount_cents: 100 }, A.cycleCount(4)],
    ['custom 5 cycles of 4', { payment_type: 'custom', application_mode: 'front', cycle_count: 5, total_amount_cents: 100 }, A.cycleCount(4)],
    ['custom 1.5 cycles', { payment_type: 'custom', application_mode: 'front', cycle_count: 1.5, total_amount_cents: 100 }, A.cycleCount(4)],
    ['custom total not matching the cycles', { payment_type: 'custom', application_mode: 'front', cycle_count: 1, total_amount_cents: 19999 }, A.mismatch(20000)],
  ] as const)('%s', (_name, req, expected) => {
    const out = planAdditionalPayment(upcoming, req);
    if (typeof expected === 'string') expect(out).toEqual({ ok: false, error: expected });
    else
      expect(out.ok && { ok: true, mode: out.mode, ids: out.chosen.map((p) => p.id), total: out.total_cents }).toEqual(expected);
  });

  it('refuses when nothing is left to pay', () => {
    expect(planAdditionalPayment([], { payment_type: 'full' })).toEqual({ ok: false, error: A.nothingDue });
  });
});

describe('payment plan view', () => {
  const base = {
    document_id: 7,
    plan_status: 'active' as const,
    total_cents: 90000,
    debt_cents: 300000,
    checkbook_payments: [],
    autopay: { status: 'active' as const, needs_attention: false },
    invoice_url: '/customer_documents/7/payment_actions?active_tab=pay_early',
  };
  const inst = (index: number, due: string, status: 'scheduled' | 'succeeded' | 'failed' | 'processing') => ({
    index,
    due_date: due,
    amount_cents: 30000,
    status,
  });

  it('before the first charge: upcoming, next payment at 23:59:59 UTC, no savings lost', () => {
    const v = buildPaymentPlanView({
      ...base,
      installments: [inst(0, '2026-12-01', 'scheduled'), inst(1, '2027-01-01', 'scheduled'), inst(2, '2027-02-01', 'scheduled')],
      charges: [],
    });
    expect(v).toMatchObject({
      total_amount_customer_pays: 90000,
      balance_remaining: 90000,
      total_savings: 210000,
      next_payment_amount: 30000,
      next_payment_date: '2026-12-01',
      next_payment_at: Date.parse('2026-12-01T23:59:59Z') / 1000,
      progress_percentage: 0,
      total_payments_count: 3,
      payments_remaining: 3,
      last_payment_date: '2027-02-01',
      previous_payment_date: null,
      is_subscription_active: false,
      is_subscription_upcoming: true,
      subscription_needs_attention: false,
      subscription_latest_invoice_url: null,
    });
    expect(v.upcoming_payments).toHaveLength(3);
  });

  it('after a payment and a refused one: active, warning with the pay-now link, history newest first', () => {
    const v = buildPaymentPlanView({
      ...base,
      autopay: { status: 'active', needs_attention: true },
      installments: [inst(0, '2026-12-01', 'succeeded'), inst(1, '2027-01-01', 'failed'), inst(2, '2027-02-01', 'scheduled')],
      charges: [
        { id: 'pi_1', amount_cents: 30000, created: Date.parse('2026-12-01T23:59:59Z') / 1000, status: 'succeeded' },
        { id: 'pi_2', amount_cents: 30000, created: Date.parse('2027-01-01T23:59:59Z') / 1000, status: 'failed' },
      ],
    });
    expect(v.balance_remaining).toBe(60000);
    expect(v.progress_percentage).toBe(33);
    expect(v.previous_payment_date).toBe('2026-12-01');
    expect(v.next_payment_date).toBe('2027-01-01');
    expect(v.payments_remaining).toBe(2);
    expect(v.is_subscription_active).toBe(true);
    expect(v.subscription_needs_attention).toBe(true);
    expect(v.subscription_latest_invoice_url).toBe(base.invoice_url);
    expect(v.payment_history.map((h) => [h.id, h.status])).toEqual([['pi_2', 'failed'], ['pi_1', 'succeeded']]);
  });

  it('paid in full: 100%, nothing upcoming, no autopay flags', () => {
    const v = buildPaymentPlanView({
      ...base,
      plan_status: 'completed',
      installments: [inst(0, '2026-12-01', 'succeeded'), inst(1, '2027-01-01', 'succeeded'), inst(2, '2027-02-01', 'succeeded')],
      charges: [],
    });
    expect(v).toMatchObject({ balance_remaining: 0, progress_percentage: 100, payments_remaining: 0, next_payment_at: null });
    expect(v.is_subscription_active || v.is_subscription_upcoming).toBe(false);
  });

  it('never shows negative savings and knows no savings without a debt amount', () => {
    expect(buildPaymentPlanView({ ...base, debt_cents: 50000, installments: [], charges: [] }).total_savings).toBe(0);
    expect(buildPaymentPlanView({ ...base, debt_cents: null, installments: [], charges: [] }).total_savings).toBe(0);
  });
});
