import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from '@parley/domain/profile/credit-score';
import type { BureauSubject } from './credit-bureau.port';
import { deriveReport, subjectDigest } from './demo.driver';

const jordan: BureauSubject = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  birthdate: '1986-04-12',
  ssnLastFour: '4417',
  ssn: null,
  address: { line1: '2417 Westheimer Rd', city: 'Houston', state: 'TX', zip: '77002' },
};
const asOf = new Date('2026-11-23T12:00:00Z');

describe('demo bureau: a stable report derived from the profile', () => {
  it('gives the same subject the same file, whatever the address, case or spacing', () => {
    const a = deriveReport(jordan, asOf);
    const b = deriveReport({ ...jordan, firstName: ' jordan ', lastName: 'RIVERA', address: { line1: '1 Other St', city: 'Austin', state: 'TX', zip: '78701' } }, asOf);
    expect(b).toEqual(a);
    expect(subjectDigest(jordan)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives another subject another file', () => {
    expect(deriveReport({ ...jordan, ssnLastFour: '4418' }, asOf)).not.toEqual(deriveReport(jordan, asOf));
  });

  it('keeps every subject inside the model: 300..850, consistent factors, reasons and accounts', () => {
    const scores = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const r = deriveReport({ ...jordan, ssnLastFour: String(1000 + i) }, asOf);
      scores.add(r.score);
      expect(r.score).toBeGreaterThanOrEqual(CREDIT_SCORE_MIN);
      expect(r.score).toBeLessThanOrEqual(CREDIT_SCORE_MAX);
      expect(r.score_reasons.length).toBeGreaterThan(0);
      expect(r.score_reasons.length).toBeLessThanOrEqual(4);
      expect(r.accounts.length).toBe(r.factors.total_accounts);
      expect(r.factors.derogatory_marks).toBe(r.accounts.filter((x) => x.kind === 'collection').length);
      expect(r.factors.payment_history).toBeGreaterThanOrEqual(0);
      expect(r.factors.payment_history).toBeLessThanOrEqual(100);
      for (const acc of r.accounts) {
        expect(Number.isInteger(acc.balance_cents)).toBe(true);
        expect(acc.opened).toMatch(/^\d{4}-\d{2}$/);
      }
    }
    // The population spreads over the bands rather than collapsing on one value.
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThan(200);
  });
});
