import { FIXED_DISCLOSURE, normalizeDisclosures } from './disclosures';
import { offerErrors, offerInvalidMessage, parseDollars, toOfferTerms } from './offer-input';

describe('offer input and disclosures', () => {
  it('parses money as typed: digits and at most two decimals', () => {
    expect(parseDollars('1234.5')).toBe(123450);
    expect(parseDollars(99.99)).toBe(9999);
    expect(parseDollars('1,000')).toBeNull();
    expect(parseDollars('-3')).toBeNull();
    expect(parseDollars('1.234')).toBeNull();
  });

  it('counts payments from tiers and checks the terms against the valid date and the debt', () => {
    const tiers = {
      total_amount: '100',
      first_payment_date: '2099-01-01',
      phases: [
        { payment_amount_cents: 2000, iterations: 2 },
        { payment_amount_cents: 3000, iterations: 1 },
      ],
    };
    expect(toOfferTerms(tiers)).toMatchObject({
      total_amount_cents: 10000,
      payments: 3,
      phases: [{ index: 0 }, { index: 1 }],
    });
    expect(offerErrors(tiers, '2026-12-01', 20000)).toEqual([]);
    expect(offerErrors({ ...tiers, total_amount: '300' }, '2026-12-01', 20000)).toEqual([
      'total amount may not exceed the amount owed',
    ]);
    expect(offerInvalidMessage(3, ['a', 'b'])).toBe('Offer 3 is invalid: a, b');
  });

  it('keeps the fixed disclosure first and drops blanks and repeats', () => {
    expect(
      normalizeDisclosures(FIXED_DISCLOSURE.counteroffer, ['', ' Extra ', 'Extra', FIXED_DISCLOSURE.counteroffer]),
    ).toEqual(['This counteroffer is a communication from a debt collector', 'Extra']);
  });
});

describe('tiers sent out of order', () => {
  it('keeps each tier at the index it was sent with', () => {
    const terms = toOfferTerms({
      total_amount: '1000',
      first_payment_date: '2099-01-01',
      phases: [
        { index: 1, payment_amount_cents: 20000, iterations: 3 },
        { index: 0, payment_amount_cents: 10000, iterations: 2 },
      ],
    });
    expect(terms.phases).toEqual([
      { index: 0, payment_amount_cents: 10000, iterations: 2 },
      { index: 1, payment_amount_cents: 20000, iterations: 3 },
    ]);
    expect(terms.payments).toBe(5);
  });

  it('keeps the order they were listed in when they carry no index', () => {
    const terms = toOfferTerms({
      total_amount: '1000',
      first_payment_date: '2099-01-01',
      phases: [
        { payment_amount_cents: 20000, iterations: 3 },
        { payment_amount_cents: 10000, iterations: 2 },
      ],
    });
    expect(terms.phases.map((p) => [p.index, p.payment_amount_cents])).toEqual([
      [0, 20000],
      [1, 10000],
    ]);
  });
});
