import { addMonths, isIsoDate, offerTermErrors, paymentCount, scheduleOf } from './schedule';

describe('offer arithmetic', () => {
  it('n equal payments pay floor(total/n) n-1 times and the rest last', () => {
    const s = scheduleOf({ total_amount_cents: 100000, payments: 3, first_payment_date: '2026-01-31', phases: [] });
    expect(s.payments.map((p) => p.amount_cents)).toEqual([33333, 33333, 33334]);
    expect(s.payments.map((p) => p.due_date)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(s).toMatchObject({ has_extra_tier: false, last_payment_amount_cents: 33334 });
  });

  it('tiers that fall short get one extra final payment with the rest', () => {
    const terms = {
      total_amount_cents: 100000,
      payments: 0,
      first_payment_date: '2026-12-15',
      phases: [
        { index: 0, payment_amount_cents: 10000, iterations: 2 },
        { index: 1, payment_amount_cents: 20000, iterations: 3 },
      ],
    };
    const s = scheduleOf(terms);
    expect(s.payments.map((p) => p.amount_cents)).toEqual([10000, 10000, 20000, 20000, 20000, 20000]);
    expect(s.has_extra_tier).toBe(true);
    expect(s.payments[5].due_date).toBe('2027-05-15');
    expect(paymentCount(terms)).toBe(6);
  });

  it('refuses tiers over the total, a single tier, missing fields and early dates', () => {
    const base = { total_amount_cents: 50000, payments: 2, first_payment_date: '2026-12-01', phases: [] };
    expect(offerTermErrors(base)).toEqual([]);
    expect(offerTermErrors({ ...base, phases: [{ index: 0, payment_amount_cents: 1000, iterations: 2 }] })).toEqual([
      'tiers need at least 2 tiers',
    ]);
    expect(
      offerTermErrors({
        ...base,
        phases: [
          { index: 0, payment_amount_cents: 30000, iterations: 1 },
          { index: 1, payment_amount_cents: 30000, iterations: 1 },
        ],
      }),
    ).toEqual(['tiers exceed the total amount']);
    expect(offerTermErrors({ ...base, total_amount_cents: 0, payments: 0, first_payment_date: '2026-02-30' })).toEqual([
      'total amount is required',
      'first payment date is required',
      'payments are required',
    ]);
    expect(offerTermErrors(base, '2026-12-02')).toEqual(['first payment date may not be before 2026-12-02']);
    expect(() => scheduleOf({ ...base, payments: 0 })).toThrow('invalid offer');
  });

  it('knows real dates and month ends', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('12/01/2026')).toBe(false);
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });
});
