import { offerTermErrors, scheduleOf } from '../negotiation/schedule';
import type { OfferTerms } from '../negotiation/types';
import { decideAutoAnswer, meetsAcceptTerms, type AnsweringRule, type OfferContext } from './auto-answer';

const accept = { lump_sum_min_percentage: 40, plan_min_percentage: 60, max_payments: 12, max_first_payment_delay_days: 30 };
const counter = { percentage: 70, max_payments: 12 };
const terms = (total: number, payments: number, first = '2027-01-10', phases: OfferTerms['phases'] = []): OfferTerms => ({
  total_amount_cents: total,
  payments,
  first_payment_date: first,
  phases,
});
const ctx = (offer: OfferTerms, over: Partial<OfferContext> = {}): OfferContext => ({
  offer,
  lawsuitAmountCents: 500_000,
  arrivalDate: '2027-01-01',
  validFirstPaymentDate: '2027-01-04',
  disposableIncomeCents: null,
  ...over,
});
const both: AnsweringRule = { auto_accept: accept, auto_counter: counter };

describe('automatic acceptance', () => {
  it('accepts a lump sum from the lump-sum share and a plan from the plan share', () => {
    expect(decideAutoAnswer(both, ctx(terms(200_000, 1)))).toEqual({ kind: 'accept' });
    expect(decideAutoAnswer(both, ctx(terms(300_000, 12)))).toEqual({ kind: 'accept' });
    // A plan at the lump-sum share is not enough.
    expect(decideAutoAnswer({ ...both, auto_counter: null }, ctx(terms(200_000, 2)))).toEqual({
      kind: 'none',
      reason: 'not_accepted_no_counter',
    });
    expect(meetsAcceptTerms(accept, ctx(terms(199_999, 1)))).toBe(false);
  });

  it('refuses more payments than allowed, counting the extra final payment of tiers', () => {
    expect(meetsAcceptTerms(accept, ctx(terms(300_000, 13)))).toBe(false);
    const phases = [
      { index: 0, payment_amount_cents: 20_000, iterations: 6 },
      { index: 1, payment_amount_cents: 25_000, iterations: 6 },
    ];
    // 12 tier payments make 270,000: the extra final payment of 30,000 is the 13th.
    expect(meetsAcceptTerms(accept, ctx(terms(300_000, 12, '2027-01-10', phases)))).toBe(false);
    // The same tiers exactly at the total: 12 payments, accepted.
    expect(meetsAcceptTerms(accept, ctx(terms(270_000, 12, '2027-01-10', phases)))).toBe(false); // below 60 %
    expect(meetsAcceptTerms({ ...accept, plan_min_percentage: 50 }, ctx(terms(270_000, 12, '2027-01-10', phases)))).toBe(true);
  });

  it('refuses a first payment later than the delay allows, counted from the day the offer arrived', () => {
    expect(meetsAcceptTerms(accept, ctx(terms(300_000, 6, '2027-01-31')))).toBe(true);
    expect(meetsAcceptTerms(accept, ctx(terms(300_000, 6, '2027-02-01')))).toBe(false);
  });

  it('counters with the date moved when acceptable terms start before valid_first_payment_date', () => {
    const phases = [
      { index: 0, payment_amount_cents: 20_000, iterations: 6 },
      { index: 1, payment_amount_cents: 25_000, iterations: 6 },
    ];
    const early = terms(300_000, 12, '2027-01-02', phases);
    const answer = decideAutoAnswer({ auto_accept: { ...accept, max_payments: 13 }, auto_counter: null }, ctx(early));
    expect(answer).toEqual({
      kind: 'counteroffer',
      reason: 'first_payment_date_moved',
      offer: { ...early, first_payment_date: '2027-01-04' },
    });
    // The tiers and the extra final payment stay as the consumer offered them.
    if (answer.kind !== 'counteroffer') throw new Error('expected a counteroffer');
    const schedule = scheduleOf(answer.offer);
    expect(schedule.has_extra_tier).toBe(true);
    expect(schedule.last_payment_amount_cents).toBe(30_000);
    expect(schedule.payments[0].due_date).toBe('2027-01-04');
  });
});

describe('automatic counteroffer', () => {
  it("asks the rule's share in the consumer's number of payments, at the consumer's date", () => {
    expect(decideAutoAnswer(both, ctx(terms(100_000, 6)))).toEqual({
      kind: 'counteroffer',
      reason: 'auto_counter',
      offer: terms(350_000, 6),
    });
  });

  it("never asks less than the consumer's own offer", () => {
    // 400,000 in 24 payments is above the share but over the acceptance's 12 payments.
    expect(decideAutoAnswer(both, ctx(terms(400_000, 24)))).toEqual({
      kind: 'counteroffer',
      reason: 'auto_counter',
      offer: terms(400_000, 12),
    });
  });

  it('caps the payments at max_payments', () => {
    const answer = decideAutoAnswer({ auto_accept: null, auto_counter: { percentage: 50, max_payments: 4 } }, ctx(terms(50_000, 10)));
    expect(answer).toMatchObject({ kind: 'counteroffer', offer: { total_amount_cents: 250_000, payments: 4 } });
  });

  it('uses more payments so that no payment exceeds the disposable income', () => {
    // 350,000: 6 payments of 58,333+ are too much for 40,000 a month; 9 payments of 38,888 (last 38,896) fit.
    const answer = decideAutoAnswer(both, ctx(terms(100_000, 6), { disposableIncomeCents: 40_000 }));
    expect(answer).toMatchObject({ kind: 'counteroffer', offer: { total_amount_cents: 350_000, payments: 9 } });
    if (answer.kind !== 'counteroffer') throw new Error('expected a counteroffer');
    expect(Math.max(...scheduleOf(answer.offer).payments.map((p) => p.amount_cents))).toBeLessThanOrEqual(40_000);
    // Affordable as asked: the consumer's count stays.
    expect(decideAutoAnswer(both, ctx(terms(100_000, 10), { disposableIncomeCents: 40_000 }))).toMatchObject({
      offer: { payments: 10 },
    });
  });

  it('does not counteroffer when no plan within max_payments fits the budget, or the budget is zero', () => {
    expect(decideAutoAnswer(both, ctx(terms(100_000, 6), { disposableIncomeCents: 20_000 }))).toEqual({
      kind: 'none',
      reason: 'over_budget',
    });
    expect(decideAutoAnswer(both, ctx(terms(100_000, 6), { disposableIncomeCents: 0 }))).toEqual({
      kind: 'none',
      reason: 'over_budget',
    });
  });

  it('moves an early first date to valid_first_payment_date and a late one into the accepted window', () => {
    expect(decideAutoAnswer(both, ctx(terms(100_000, 6, '2027-01-02')))).toMatchObject({
      offer: { first_payment_date: '2027-01-04' },
    });
    expect(decideAutoAnswer(both, ctx(terms(100_000, 6, '2027-06-01')))).toMatchObject({
      offer: { first_payment_date: '2027-01-31' },
    });
    // Without acceptance terms there is no window: a late date stays.
    expect(decideAutoAnswer({ auto_accept: null, auto_counter: counter }, ctx(terms(100_000, 6, '2027-06-01')))).toMatchObject({
      offer: { first_payment_date: '2027-06-01' },
    });
  });

  it('always makes a valid offer, or none', () => {
    const tiny = decideAutoAnswer({ auto_accept: null, auto_counter: { percentage: 0, max_payments: 12 } }, ctx(terms(60, 1), { lawsuitAmountCents: 100 }));
    expect(tiny).toMatchObject({ kind: 'counteroffer', offer: { total_amount_cents: 60, payments: 1 } });
    if (tiny.kind === 'counteroffer') expect(offerTermErrors(tiny.offer, '2027-01-04')).toEqual([]);
    for (let pct = 0; pct <= 100; pct += 7) {
      const a = decideAutoAnswer({ auto_accept: null, auto_counter: { percentage: pct, max_payments: 360 } }, ctx(terms(5_000, 3), { disposableIncomeCents: 7_000 }));
      if (a.kind === 'counteroffer') expect(offerTermErrors(a.offer, '2027-01-04')).toEqual([]);
    }
  });
});
