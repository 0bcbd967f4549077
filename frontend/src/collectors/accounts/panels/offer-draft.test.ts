import { describe, expect, it } from 'vitest';
import {
  offerFieldErrors,
  offerFieldPaths,
  addOffer,
  addTier,
  autoFillTier,
  canComputeLastPayment,
  centsToInput,
  counterofferPayload,
  emptyOffer,
  filterCountInput,
  filterMoneyInput,
  MAX_OFFERS,
  MAX_TIERS,
  offerDraftErrors,
  remainingCents,
  removeOffer,
  removeTier,
  switchToTiers,
  tierTotalCents,
  toOfferInput,
  updateTier,
  withSuggestedPlan,
  type OfferDraft,
} from './offer-draft';

const VALID = '2026-11-26';

function offer(patch: Partial<OfferDraft> = {}, tiers: Array<[string, string]> = []): OfferDraft {
  const base = emptyOffer(VALID);
  return { ...base, ...patch, tiers: tiers.map(([amount, payments], i) => ({ key: `t${i}`, amount, payments })) };
}

describe('filterMoneyInput', () => {
  it.each([
    ['1234.56', '1234.56'],
    ['$1,234.56', '1234.56'],
    ['12a3', '123'],
    ['1.2.3', '1.23'],
    ['1..5', '1.5'],
    ['.5', '.5'],
    ['10.', '10.'],
    ['1.999', '1.99'],
    ['-50', '50'],
    ['1e5', '15'],
    [' 7 ', '7'],
    ['', ''],
  ])('%j -> %j', (typed, kept) => expect(filterMoneyInput(typed)).toBe(kept));
});

describe('filterCountInput', () => {
  it('keeps digits only, at most three', () => {
    expect(filterCountInput('1a2')).toBe('12');
    expect(filterCountInput('-3.5')).toBe('35');
    expect(filterCountInput('12345')).toBe('123');
  });
});

describe('remaining balance', () => {
  it('is the total minus the sum of tier amount x payments', () => {
    expect(remainingCents(offer({ total: '1000' }, [['100', '3'], ['200', '2']]))).toBe(100000 - 30000 - 40000);
  });

  it('counts cents exactly (no floating point drift)', () => {
    // 0.1 + 0.2 style sums: 3 x $33.33 + 1 x $0.01 of $100.00 leaves $0.00 exactly.
    expect(remainingCents(offer({ total: '100' }, [['33.33', '3'], ['0.01', '1']]))).toBe(0);
    expect(remainingCents(offer({ total: '100.10' }, [['0.10', '1'], ['50', '2']]))).toBe(0);
  });

  it('ignores incomplete tiers and is negative when the tiers exceed the total', () => {
    expect(remainingCents(offer({ total: '500' }, [['100', ''], ['', '2']]))).toBe(50000);
    expect(remainingCents(offer({ total: '500' }, [['300', '2'], ['1', '1']]))).toBe(-10100);
  });

  it('is null while the total is missing or not an amount', () => {
    expect(remainingCents(offer({ total: '' }, [['1', '1'], ['1', '1']]))).toBeNull();
    expect(remainingCents(offer({ total: '.' }, []))).toBeNull();
    expect(remainingCents(offer({ total: '0' }, []))).toBeNull();
  });

  it('can leave one tier out (what the other tiers leave for it)', () => {
    expect(remainingCents(offer({ total: '900' }, [['100', '3'], ['50', '2']]), 1)).toBe(60000);
  });

  it('tierTotalCents needs both figures', () => {
    expect(tierTotalCents({ key: 'x', amount: '12.50', payments: '4' })).toBe(5000);
    expect(tierTotalCents({ key: 'x', amount: '12.50', payments: '' })).toBeNull();
    expect(tierTotalCents({ key: 'x', amount: '', payments: '4' })).toBeNull();
    expect(tierTotalCents({ key: 'x', amount: '5', payments: '0' })).toBeNull();
  });
});

describe('autoFillTier', () => {
  it('fills the amount as remaining / payments', () => {
    const filled = autoFillTier(offer({ total: '1000' }, [['100', '4'], ['', '3']]), 1);
    expect(filled.tiers[1]).toMatchObject({ amount: '200.00', payments: '3' });
    expect(remainingCents(filled)).toBe(0);
  });

  it('rounds the amount down to the cent, so the tiers never exceed the total', () => {
    const filled = autoFillTier(offer({ total: '1000' }, [['', '3'], ['', '']]), 0);
    expect(filled.tiers[0]!.amount).toBe('333.33');
    expect(remainingCents(filled)).toBe(1);
  });

  it('fills the payments as remaining / amount, rounded up', () => {
    const even = autoFillTier(offer({ total: '1200' }, [['200', '2'], ['100', '']]), 1);
    expect(even.tiers[1]!.payments).toBe('8');
    const uneven = autoFillTier(offer({ total: '1000' }, [['300', ''], ['', '']]), 0);
    expect(uneven.tiers[0]!.payments).toBe('4');
  });

  it('uses what the other tiers leave, not the whole total', () => {
    const filled = autoFillTier(offer({ total: '1000' }, [['250', '2'], ['', '5']]), 1);
    expect(filled.tiers[1]!.amount).toBe('100.00');
  });

  it('does nothing when both or neither figures are given', () => {
    const both = offer({ total: '1000' }, [['100', '2'], ['100', '3']]);
    expect(autoFillTier(both, 0)).toBe(both);
    const neither = offer({ total: '1000' }, [['', ''], ['100', '3']]);
    expect(autoFillTier(neither, 0)).toBe(neither);
  });

  it('does nothing when no balance remains or the total is missing', () => {
    const nothingLeft = offer({ total: '600' }, [['300', '2'], ['', '4']]);
    expect(autoFillTier(nothingLeft, 1)).toBe(nothingLeft);
    const overdrawn = offer({ total: '500' }, [['300', '2'], ['50', '']]);
    expect(autoFillTier(overdrawn, 1)).toBe(overdrawn);
    const noTotal = offer({ total: '' }, [['', '4'], ['1', '1']]);
    expect(autoFillTier(noTotal, 0)).toBe(noTotal);
  });

  it('does nothing when the given figure is not a number or the split is under a cent', () => {
    const badAmount = offer({ total: '100' }, [['.', ''], ['', '']]);
    expect(autoFillTier(badAmount, 0)).toBe(badAmount);
    const tooMany = offer({ total: '0.05' }, [['', '10'], ['', '']]);
    expect(autoFillTier(tooMany, 0)).toBe(tooMany);
    const missingTier = offer({ total: '100' }, [['', '10'], ['', '']]);
    expect(autoFillTier(missingTier, 5)).toBe(missingTier);
  });
});

describe('tiers', () => {
  it('switching to tiers gives two empty tiers; a second switch changes nothing', () => {
    const tiered = switchToTiers(offer({ total: '100', payments: '4' }));
    expect(tiered.tiers).toHaveLength(2);
    expect(tiered.tiers.every(t => t.amount === '' && t.payments === '')).toBe(true);
    expect(switchToTiers(tiered)).toBe(tiered);
  });

  it('addTier adds one (or switches to tiers), up to the server limit', () => {
    expect(addTier(offer()).tiers).toHaveLength(2);
    expect(addTier(addTier(offer())).tiers).toHaveLength(3);
    let many = offer();
    for (let i = 0; i < 30; i++) many = addTier(many);
    expect(many.tiers).toHaveLength(MAX_TIERS);
  });

  it('removing a tier when there are 2 or fewer clears the tiers', () => {
    const two = offer({ payments: '6' }, [['1', '1'], ['2', '2']]);
    const cleared = removeTier(two, 0);
    expect(cleared.tiers).toEqual([]);
    expect(cleared.payments).toBe('6');
  });

  it('removing one of 3 or more keeps the others in order', () => {
    const three = offer({}, [['1', '1'], ['2', '2'], ['3', '3']]);
    expect(removeTier(three, 1).tiers.map(t => t.amount)).toEqual(['1', '3']);
    expect(removeTier(three, 7)).toBe(three);
  });

  it('updateTier changes one tier', () => {
    const t = updateTier(offer({}, [['1', '1'], ['2', '2']]), 1, { payments: '9' });
    expect(t.tiers.map(x => x.payments)).toEqual(['1', '9']);
  });
});

describe('offers', () => {
  it('adds up to 5 offers, each starting on the last first payment date', () => {
    let list = [offer({ firstPaymentDate: '2026-12-05' })];
    for (let i = 0; i < 10; i++) list = addOffer(list, VALID);
    expect(list).toHaveLength(MAX_OFFERS);
    expect(list.every(o => o.firstPaymentDate === '2026-12-05')).toBe(true);
    expect(new Set(list.map(o => o.key)).size).toBe(MAX_OFFERS);
  });

  it('removal compacts the list and keeps at least one', () => {
    const list = [offer({ total: '1' }), offer({ total: '2' }), offer({ total: '3' })];
    const after = removeOffer(list, 1);
    expect(after.map(o => o.total)).toEqual(['1', '3']);
    expect(removeOffer(removeOffer(after, 0), 0).map(o => o.total)).toEqual(['3']);
    expect(removeOffer(list, -1)).toHaveLength(3);
  });
});

describe('payload', () => {
  it('an equal-payments offer sends its count and no phases', () => {
    expect(toOfferInput(offer({ total: '1500.50', payments: '6', firstPaymentDate: '2026-12-01' }))).toEqual({
      total_amount: '1500.50',
      first_payment_date: '2026-12-01',
      payments: 6,
      phases: [],
    });
  });

  it('a tiered offer sends phases in cents with their index, and payments as their sum', () => {
    const input = toOfferInput(offer({ total: '1000', payments: '99' }, [['100.10', '2'], ['200', '3']]));
    expect(input.phases).toEqual([
      { index: 0, payment_amount_cents: 10010, iterations: 2 },
      { index: 1, payment_amount_cents: 20000, iterations: 3 },
    ]);
    expect(input.payments).toBe(5);
  });

  it('counterofferPayload names the document on the request and on each offer', () => {
    const payload = counterofferPayload(42, [offer({ total: '10', payments: '1' })], ['fixed', 'extra']);
    expect(payload.customer_document_id).toBe(42);
    expect(payload.offers[0]!.customer_document_id).toBe(42);
    expect(payload.disclosures).toEqual(['fixed', 'extra']);
  });

  it('centsToInput', () => {
    expect(centsToInput(123456)).toBe('1234.56');
    expect(centsToInput(5)).toBe('0.05');
  });
});

describe('errors (the domain rules the server applies)', () => {
  it('requires total, date and payments', () => {
    expect(offerDraftErrors(offer({ firstPaymentDate: '' }), VALID, null)).toEqual([
      'total amount is required',
      'first payment date is required',
      'payments are required',
    ]);
  });

  it('refuses a first payment date before the valid one', () => {
    expect(offerDraftErrors(offer({ total: '100', payments: '1', firstPaymentDate: '2026-11-25' }), VALID, null)).toEqual([
      `first payment date may not be before ${VALID}`,
    ]);
  });

  it('refuses tiers that exceed the total and tiers without figures', () => {
    expect(offerDraftErrors(offer({ total: '100' }, [['60', '1'], ['50', '1']]), VALID, null)).toEqual([
      'tiers exceed the total amount',
    ]);
    expect(offerDraftErrors(offer({ total: '100' }, [['', '1'], ['50', '']]), VALID, null)).toEqual([
      'tier 1 needs an amount per payment',
      'tier 2 needs a number of payments',
    ]);
  });

  it('accepts tiers that fall short (an extra final payment carries the rest)', () => {
    expect(offerDraftErrors(offer({ total: '100' }, [['30', '1'], ['30', '1']]), VALID, null)).toEqual([]);
  });

  it('refuses a total above the debt', () => {
    expect(offerDraftErrors(offer({ total: '5000.01', payments: '2' }), VALID, 500000)).toEqual([
      'total amount may not exceed the amount owed',
    ]);
  });

  it('the last payment can be asked for complete terms, whatever the date', () => {
    expect(canComputeLastPayment(offer({ total: '100', payments: '3', firstPaymentDate: '2020-01-01' }), null)).toBe(true);
    expect(canComputeLastPayment(offer({ total: '100', payments: '' }), null)).toBe(false);
  });
});

describe('the suggested plan', () => {
  it('fills the offer with its total and equal payments, keeping the date and clearing tiers', () => {
    const tiered = { ...switchToTiers(emptyOffer('2026-12-01')), total: '900' };
    const filled = withSuggestedPlan(tiered, { payment_amount_cents: 38888, payments: 9, total_amount_cents: 350000 });
    expect(filled).toMatchObject({ total: '3500.00', payments: '9', tiers: [], firstPaymentDate: '2026-12-01' });
    expect(toOfferInput(filled)).toEqual({ total_amount: '3500.00', first_payment_date: '2026-12-01', payments: 9, phases: [] });
    expect(offerDraftErrors(filled, '2026-11-26', 500000)).toEqual([]);
  });
});

describe('offer sentences by field', () => {
  const tiered: OfferDraft = { key: 'o', total: '100', firstPaymentDate: '2026-12-01', payments: '', tiers: [
    { key: 'a', amount: '0.25', payments: '1' },
    { key: 'b', amount: '', payments: '2' },
  ] };
  it('names the field each of the server\'s sentences is about, in the order the card shows the fields', () => {
    expect(offerFieldPaths(tiered)).toEqual(['total', 'firstPaymentDate', 'tiers.0.amount', 'tiers.0.payments', 'tiers.1.amount', 'tiers.1.payments']);
    expect(offerFieldErrors(tiered, '2026-12-05', 5000)).toEqual({
      firstPaymentDate: 'first payment date may not be before 2026-12-05',
      'tiers.1.amount': 'tier 2 needs an amount per payment',
      total: 'total amount may not exceed the amount owed',
    });
    expect(offerFieldErrors({ ...tiered, tiers: [tiered.tiers[0]!, { key: 'b', amount: '10', payments: '2' }] }, '2026-12-01', null)).toEqual({
      'tiers.0.amount': 'each payment must be at least $0.50',
    });
    expect(offerFieldErrors({ ...tiered, total: '', payments: '', tiers: [] }, '2026-12-01', null)).toEqual({
      total: 'total amount is required',
      payments: 'payments are required',
    });
  });
});
