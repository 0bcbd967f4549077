import {
  canMove,
  PAYOUT_STATUSES,
  payoutInstruction,
  reconcile,
  releasesPayments,
  runInstantAtOrBefore,
  runInstantsBetween,
  monthRange,
  type PayoutStatus,
  type ReconPayment,
} from '.';

describe('payout statuses', () => {
  it('moves only forward along the provider flow', () => {
    const table: Array<[PayoutStatus, PayoutStatus, boolean]> = [
      ['on_hold', 'pending', true],
      ['on_hold', 'sent', false],
      ['pending', 'sent', true],
      ['pending', 'failed', true],
      ['sent', 'paid', true],
      ['sent', 'returned', true],
      ['sent', 'voided', true],
      ['paid', 'returned', true],
      ['paid', 'sent', false],
      ['paid', 'failed', false],
      ['sent', 'sent', false],
      ['failed', 'pending', false],
      ['returned', 'paid', false],
      ['voided', 'sent', false],
    ];
    for (const [from, to, allowed] of table) expect([from, to, canMove(from, to)]).toEqual([from, to, allowed]);
  });

  it('gives the payments back only from failed, returned and voided payouts', () => {
    expect(PAYOUT_STATUSES.filter(releasesPayments)).toEqual(['failed', 'returned', 'voided']);
  });
});

describe('payout instruction', () => {
  const mailing = { payee: 'Demo Law Group', mailingStreet: '100 Main St', mailingCity: 'Austin', mailingState: 'tx', mailingZip: '78701' };
  it('pays by ACH when digital checks are approved, else by mailed check, else holds', () => {
    expect(
      payoutInstruction('Firm', { ...mailing, digitalCheckApproved: true, bankAccountConnected: true, digitalCheckEmail: 'pay@firm.test' }),
    ).toEqual({ method: 'ach', name: 'Demo Law Group', email: 'pay@firm.test' });
    expect(payoutInstruction('Firm', { ...mailing, digitalCheckApproved: false, bankAccountConnected: true })).toEqual({
      method: 'check',
      name: 'Demo Law Group',
      address: { line_1: '100 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    });
    // Approved but the bank account was removed: mailed checks again.
    expect(payoutInstruction('Firm', { ...mailing, digitalCheckApproved: true, bankAccountConnected: false, digitalCheckEmail: 'p@f.test' })?.method).toBe('check');
    expect(payoutInstruction('Firm', { digitalCheckApproved: false, bankAccountConnected: false, payee: 'X', mailingStreet: '' })).toBeNull();
    expect(payoutInstruction('Firm', null)).toBeNull();
  });
});

describe('run schedule', () => {
  it('runs at 02:00 UTC', () => {
    expect(runInstantAtOrBefore(new Date('2026-11-27T01:59:59Z')).toISOString()).toBe('2026-11-26T02:00:00.000Z');
    expect(runInstantAtOrBefore(new Date('2026-11-27T02:00:00Z')).toISOString()).toBe('2026-11-27T02:00:00.000Z');
    expect(runInstantsBetween(new Date('2026-11-26T02:00:00Z'), new Date('2026-11-28T03:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-11-27T02:00:00.000Z',
      '2026-11-28T02:00:00.000Z',
    ]);
    expect(monthRange('2026-12')).toEqual({ from: new Date('2026-12-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') });
  });
});

describe('reconciliation', () => {
  const pay = (id: string, amount: number, extra: Partial<ReconPayment> = {}): ReconPayment => ({
    stripe_payment_intent_id: id,
    customer_document_id: 1,
    law_firm_id: 7,
    amount_cents: amount,
    refunded_cents: 0,
    disputed: false,
    live_items: [],
    ...extra,
  });
  const item = (payout_id: number, amount: number, commission: number, payout_status: PayoutStatus = 'sent') => ({
    payout_id,
    payout_status,
    amount_cents: amount,
    commission_cents: commission,
  });

  it('balances to the cent when every payment is paid out, held or refunded', () => {
    const r = reconcile(
      [
        pay('pi_1', 10000, { live_items: [item(1, 9000, 1000)] }),
        pay('pi_2', 5001, { live_items: [item(2, 4500, 501, 'on_hold')] }),
        pay('pi_3', 3000),
        pay('pi_4', 2000, { refunded_cents: 2000 }),
        pay('pi_5', 2000, { refunded_cents: 500 }),
        pay('pi_6', 777, { disputed: true }),
      ],
      [{ payout_id: 1, law_firm_id: 7, status: 'sent', amount_cents: 9000, items_cents: 9000 }],
    );
    expect(r).toMatchObject({
      received_cents: 22778,
      paid_out_cents: 9000,
      commission_cents: 1000,
      held_cents: 5001 + 3000 + 1500 + 777,
      refunded_cents: 2500,
      gap_cents: 0,
      balanced: true,
      differences: [],
    });
    expect(r.left_out.map((l) => [l.stripe_payment_intent_id, l.reason])).toEqual([
      ['pi_4', 'refunded'],
      ['pi_5', 'refunded'],
      ['pi_6', 'disputed'],
    ]);
  });

  it('lists every difference, and the gap is exactly their sum', () => {
    const r = reconcile(
      [
        pay('pi_1', 10000, { live_items: [item(1, 9000, 1000)], refunded_cents: 10000 }),
        pay('pi_2', 10000, { live_items: [item(1, 9000, 1000), item(2, 9000, 1000)] }),
        pay('pi_3', 10000, { live_items: [item(2, 8000, 1000, 'paid')] }),
        pay('pi_4', 10000, { live_items: [item(2, 9000, 1000)], disputed: true }),
      ],
      [{ payout_id: 2, law_firm_id: 7, status: 'paid', amount_cents: 99, items_cents: 26000 }],
    );
    expect(r.differences.map((d) => [d.kind, d.stripe_payment_intent_id ?? d.payout_id, d.gap_cents])).toEqual([
      ['refunded_after_payout', 'pi_1', -10000],
      ['paid_twice', 'pi_2', -10000],
      ['amount_mismatch', 'pi_3', 1000],
      ['disputed_after_payout', 'pi_4', 0],
      ['payout_total_mismatch', 2, 0],
    ]);
    expect(r.gap_cents).toBe(-19000);
    expect(r.differences.reduce((s, d) => s + d.gap_cents, 0)).toBe(r.gap_cents);
    expect(r.balanced).toBe(false);
  });
});
