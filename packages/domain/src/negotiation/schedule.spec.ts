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

  it('adds a rest under $0.50 to the last tier payment instead of an extra payment no provider could charge', () => {
    // $1,000 auto-filled as 3 x $333.33 leaves 1 cent; 49 cents is still folded, 50 cents gets its own payment.
    const tiers = (total: number) => ({
      total_amount_cents: total,
      payments: 0,
      first_payment_date: '2026-12-15',
      phases: [
        { index: 0, payment_amount_cents: 33333, iterations: 2 },
        { index: 1, payment_amount_cents: 33333, iterations: 1 },
      ],
    });
    const folded = scheduleOf(tiers(100000));
    expect(folded.payments.map((p) => p.amount_cents)).toEqual([33333, 33333, 33334]);
    expect(folded).toMatchObject({ has_extra_tier: false, last_payment_amount_cents: 33334 });
    expect(paymentCount(tiers(100000))).toBe(3);
    expect(scheduleOf(tiers(99999 + 49)).payments.map((p) => p.amount_cents)).toEqual([33333, 33333, 33382]);
    const extra = scheduleOf(tiers(99999 + 50));
    expect(extra.payments.map((p) => p.amount_cents)).toEqual([33333, 33333, 33333, 50]);
    expect(extra.has_extra_tier).toBe(true);
    expect(paymentCount(tiers(99999 + 50))).toBe(4);
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

describe('payment count bounds', () => {
  const base = { total_amount_cents: 100000, first_payment_date: '2026-12-01', phases: [] };

  it('refuses a payment count no plan could have (it used to build a schedule of that many rows)', () => {
    const started = Date.now();
    expect(offerTermErrors({ ...base, payments: 1_000_000_000 })).toEqual(['payments may not exceed 360']);
    expect(offerTermErrors({ ...base, total_amount_cents: 1e11, payments: 1_000_000_000 })).toEqual([
      'total amount may not exceed $21,474,836.47',
    ]);
    expect(() => scheduleOf({ ...base, payments: 1_000_000_000 })).toThrow('payments may not exceed 360');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(offerTermErrors({ ...base, payments: 360 })).toEqual([]);
  });

  it('counts tiers and the extra final payment against the bound', () => {
    const phases = [
      { index: 0, payment_amount_cents: 50, iterations: 300 },
      { index: 1, payment_amount_cents: 50, iterations: 60 },
    ];
    expect(offerTermErrors({ ...base, payments: 0, phases })).toEqual(['payments may not exceed 360']);
    expect(offerTermErrors({ ...base, total_amount_cents: 18000, payments: 0, phases })).toEqual([]);
  });

  it('refuses payments below the smallest charge the provider makes (0 cents used to pass)', () => {
    expect(offerTermErrors({ ...base, total_amount_cents: 100, payments: 200 })).toEqual([
      'each payment must be at least $0.50',
    ]);
    expect(offerTermErrors({ ...base, total_amount_cents: 149, payments: 3 })).toEqual([
      'each payment must be at least $0.50',
    ]);
    expect(scheduleOf({ ...base, total_amount_cents: 150, payments: 3 }).payments.map((p) => p.amount_cents)).toEqual([
      50, 50, 50,
    ]);
    const tiers = [
      { index: 0, payment_amount_cents: 49, iterations: 2 },
      { index: 1, payment_amount_cents: 100, iterations: 1 },
    ];
    expect(offerTermErrors({ ...base, payments: 0, phases: tiers })).toEqual(['each payment must be at least $0.50']);
  });
});

describe('total amount bound', () => {
  it('refuses a total the int4 offer columns cannot hold (it used to reach the database and answer 500)', () => {
    const base = { payments: 2, first_payment_date: '2026-12-01', phases: [] };
    expect(offerTermErrors({ ...base, total_amount_cents: 2_147_483_647 })).toEqual([]);
    expect(offerTermErrors({ ...base, total_amount_cents: 2_147_483_648 })).toEqual([
      'total amount may not exceed $21,474,836.47',
    ]);
  });
});

describe('tiers sent out of order', () => {
  const inOrder = [
    { index: 0, payment_amount_cents: 10000, iterations: 2 },
    { index: 1, payment_amount_cents: 20000, iterations: 3 },
  ];
  const terms = (phases: typeof inOrder) => ({ total_amount_cents: 100000, payments: 0, first_payment_date: '2026-12-15', phases });

  it('pays the tiers in their index order, whatever order they are listed in', () => {
    const s = scheduleOf(terms([inOrder[1], inOrder[0]]));
    expect(s.payments.map((p) => p.amount_cents)).toEqual([10000, 10000, 20000, 20000, 20000, 20000]);
    expect(s).toEqual(scheduleOf(terms(inOrder)));
  });

  it('counts and validates them the same way', () => {
    expect(paymentCount(terms([inOrder[1], inOrder[0]]))).toBe(6);
    expect(offerTermErrors(terms([inOrder[1], inOrder[0]]))).toEqual([]);
  });
});
