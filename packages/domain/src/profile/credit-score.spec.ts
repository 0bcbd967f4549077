import { factorTier, formatFactorValue, improvementMessage, scoreBand, scorePercent, scoreTier, TIER_LABELS, type FactorValues } from './credit-score';

describe('credit score bands and tiers', () => {
  it.each([
    [300, 'very_poor', 5],
    [579, 'very_poor', 5],
    [580, 'poor', 4],
    [669, 'poor', 4],
    [670, 'good', 3],
    [739, 'good', 3],
    [740, 'very_good', 2],
    [799, 'very_good', 2],
    [800, 'excellent', 1],
    [850, 'excellent', 1],
  ])('%i is %s (tier %i)', (score, band, tier) => {
    expect(scoreBand(score)).toBe(band);
    expect(scoreTier(score)).toBe(tier);
  });

  it('labels the five tiers by their names', () => {
    expect(Object.values(TIER_LABELS)).toEqual(['Excellent', 'Good', 'Fair', 'Needs some love', 'Needs extra love']);
  });

  it('places the score on the 300..850 gauge', () => {
    expect(scorePercent(300)).toBe(0);
    expect(scorePercent(850)).toBe(100);
    expect(scorePercent(575)).toBe(50);
    expect(scorePercent(900)).toBe(100);
  });

  it('grades factors both ways', () => {
    expect(factorTier('payment_history', 100)).toBe(1);
    expect(factorTier('payment_history', 97)).toBe(4);
    expect(factorTier('payment_history', 90)).toBe(5);
    expect(factorTier('credit_utilization', 9)).toBe(1);
    expect(factorTier('credit_utilization', 30)).toBe(3);
    expect(factorTier('credit_utilization', 80)).toBe(5);
    expect(factorTier('derogatory_marks', 0)).toBe(1);
    expect(factorTier('derogatory_marks', 1)).toBe(3);
    expect(factorTier('derogatory_marks', 3)).toBe(5);
    expect(factorTier('available_credit', 3_000_000)).toBe(1);
    expect(factorTier('available_credit', 50_000)).toBe(5);
  });

  it('advises on the weakest high-impact factor, or praises a clean file', () => {
    const good: FactorValues = { payment_history: 100, credit_utilization: 5, derogatory_marks: 0, credit_age: 120, total_accounts: 25, hard_inquiries: 0, available_credit: 4_000_000 };
    expect(improvementMessage(good)).toMatch(/great shape/);
    expect(improvementMessage({ ...good, credit_utilization: 80, hard_inquiries: 9 })).toMatch(/under 30%/);
    expect(improvementMessage({ ...good, hard_inquiries: 9 })).toMatch(/hard inquiry/);
  });

  it('formats values for the page', () => {
    expect(formatFactorValue('credit_age', 74)).toBe('6 yrs 2 mos');
    expect(formatFactorValue('credit_utilization', 31)).toBe('31%');
    expect(formatFactorValue('available_credit', 1_234_500)).toBe('$12,345');
    expect(formatFactorValue('hard_inquiries', 2)).toBe('2');
  });
});
