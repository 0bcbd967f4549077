import { describe, expect, it } from 'vitest';
import { offerPaymentCount } from './columns';

describe("'# Pays'", () => {
  it('counts equal payments as the offer states them', () => {
    expect(offerPaymentCount({ total_amount_cents: 120_000, payments: 6, phases: [], first_payment_date: '2026-12-01' })).toBe(6);
    expect(offerPaymentCount(null)).toBeNull();
  });

  it('counts tier iterations plus the extra final payment when the tiers fall short, as the plan, sort and filter do', () => {
    const phases = [
      { index: 0, payment_amount_cents: 20_000, iterations: 2 },
      { index: 1, payment_amount_cents: 50_000, iterations: 2 },
    ];
    // Tiers pay 1,400.00 of 1,500.00: a fifth, final payment carries the rest.
    expect(offerPaymentCount({ total_amount_cents: 150_000, payments: 4, phases, first_payment_date: '2026-12-01' })).toBe(5);
    // Tiers that pay it all: no extra payment.
    expect(offerPaymentCount({ total_amount_cents: 140_000, payments: 4, phases, first_payment_date: null })).toBe(4);
  });
});
