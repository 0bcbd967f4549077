import { scheduleOf } from '../negotiation/schedule';
import { autopayDayOf, chargeNow, commissionCents, dueAt, installmentsOf, isDue } from './billing';

describe('autopay billing arithmetic', () => {
  it('bills at 23:59:59 UTC of the due date', () => {
    expect(dueAt('2026-03-05').toISOString()).toBe('2026-03-05T23:59:59.000Z');
    expect(isDue('2026-03-05', new Date('2026-03-05T23:59:58Z'))).toBe(false);
    expect(isDue('2026-03-05', new Date('2026-03-05T23:59:59Z'))).toBe(true);
    expect(isDue('2026-03-05', new Date('2026-03-06T00:00:00Z'))).toBe(true);
  });

  it.each([
    [10000, 10, true, 1000],
    [12345, 10, true, 1235], // 1234.5 rounds half up
    [12344, 10, true, 1234],
    [999, 5, true, 50], // 49.95
    [10000, 0, true, 0],
    [10000, 10, false, 0], // W-NOFEE: nothing before an agreement
    [0, 10, true, 0],
  ])('commission of %i cents at %i%% (agreement %s) is %i', (amount, pct, agreed, expected) => {
    expect(commissionCents(amount, pct, agreed)).toBe(expected);
  });

  it('never takes more than the payment', () => {
    expect(commissionCents(1, 50, true)).toBeLessThanOrEqual(1);
  });

  it('turns a tiered schedule into one charge per payment with the same dates and amounts', () => {
    const s = scheduleOf({
      total_amount_cents: 100000,
      payments: 0,
      first_payment_date: '2026-01-31',
      phases: [
        { index: 0, payment_amount_cents: 20000, iterations: 2 },
        { index: 1, payment_amount_cents: 15000, iterations: 2 },
      ],
    });
    const charges = installmentsOf(s.payments);
    expect(charges.map((c) => c.amount_cents)).toEqual([20000, 20000, 15000, 15000, 30000]);
    expect(charges.map((c) => c.due_date)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(charges.reduce((sum, c) => sum + c.amount_cents, 0)).toBe(100000);
    expect(charges.map((c) => c.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('charges at once what is due today or earlier, and picks a day every month has', () => {
    const charges = installmentsOf(
      scheduleOf({ total_amount_cents: 30001, payments: 3, first_payment_date: '2026-05-10', phases: [] }).payments,
    );
    expect(chargeNow(charges, '2026-05-09')).toEqual([]);
    expect(chargeNow(charges, '2026-05-10').map((c) => c.index)).toEqual([0]);
    expect(chargeNow(charges, '2026-06-10').map((c) => c.index)).toEqual([0, 1]);
    expect(autopayDayOf('2026-05-10')).toBe(10);
    expect(autopayDayOf('2026-05-31')).toBe(28);
  });
});
