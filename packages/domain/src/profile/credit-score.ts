/**
 * Credit score bands, status tiers and factor grading, shared by the API and the page.
 * Decisions of this code: the score's tier follows its band (excellent 1 ... very poor 5), and each
 * factor is graded against the thresholds below (the ones consumer credit sites commonly publish).
 */
export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;

export type ScoreBand = 'very_poor' | 'poor' | 'good' | 'very_good' | 'excellent';
export type Tier = 1 | 2 | 3 | 4 | 5;

export const BAND_LABELS: Record<ScoreBand, string> = {
  very_poor: 'Very poor',
  poor: 'Poor',
  good: 'Good',
  very_good: 'Very good',
  excellent: 'Excellent',
};

export const TIER_LABELS: Record<Tier, string> = {
  1: 'Excellent',
  2: 'Good',
  3: 'Fair',
  4: 'Needs some love',
  5: 'Needs extra love',
};

/** Below 580 very poor, below 670 poor, below 740 good, below 800 very good, 800 and above excellent. */
export function scoreBand(score: number): ScoreBand {
  if (score < 580) return 'very_poor';
  if (score < 670) return 'poor';
  if (score < 740) return 'good';
  if (score < 800) return 'very_good';
  return 'excellent';
}

export function scoreTier(score: number): Tier {
  const order: ScoreBand[] = ['excellent', 'very_good', 'good', 'poor', 'very_poor'];
  return (order.indexOf(scoreBand(score)) + 1) as Tier;
}

/** Where the score sits on the 300..850 gauge, 0..100. */
export function scorePercent(score: number): number {
  const clamped = Math.min(CREDIT_SCORE_MAX, Math.max(CREDIT_SCORE_MIN, score));
  return Math.round(((clamped - CREDIT_SCORE_MIN) / (CREDIT_SCORE_MAX - CREDIT_SCORE_MIN)) * 100);
}

export type FactorName =
  | 'payment_history'
  | 'credit_utilization'
  | 'derogatory_marks'
  | 'credit_age'
  | 'total_accounts'
  | 'hard_inquiries'
  | 'available_credit';

export type Impact = 'high' | 'medium' | 'low';

/**
 * Raw factor values as a bureau gives them: payment_history = percent of payments on time (0..100),
 * credit_utilization = percent of revolving limits used (0..100+), derogatory_marks and hard_inquiries = counts,
 * credit_age = average age of accounts in months, total_accounts = count, available_credit = cents.
 */
export type FactorValues = Record<FactorName, number>;

export const FACTOR_IMPACT: Record<FactorName, Impact> = {
  payment_history: 'high',
  credit_utilization: 'high',
  derogatory_marks: 'high',
  credit_age: 'medium',
  available_credit: 'medium',
  total_accounts: 'low',
  hard_inquiries: 'low',
};

export const FACTOR_LABELS: Record<FactorName, string> = {
  payment_history: 'Payment history',
  credit_utilization: 'Credit card use',
  derogatory_marks: 'Derogatory marks',
  credit_age: 'Credit age',
  total_accounts: 'Total accounts',
  hard_inquiries: 'Hard inquiries',
  available_credit: 'Available credit',
};

/** Tier thresholds: for "higher is better" factors the value must reach the bound; otherwise stay at or under it. */
const HIGHER_IS_BETTER: Record<'payment_history' | 'credit_age' | 'total_accounts' | 'available_credit', [number, number, number, number]> = {
  payment_history: [100, 99, 98, 96],
  credit_age: [108, 84, 60, 24],
  total_accounts: [21, 11, 6, 2],
  available_credit: [3_000_000, 1_000_000, 500_000, 100_000],
};
const LOWER_IS_BETTER: Record<'credit_utilization' | 'derogatory_marks' | 'hard_inquiries', [number, number, number, number]> = {
  credit_utilization: [9, 29, 49, 74],
  derogatory_marks: [0, 0, 1, 2],
  hard_inquiries: [0, 2, 4, 8],
};

export function factorTier(name: FactorName, value: number): Tier {
  if (name in HIGHER_IS_BETTER) {
    const b = HIGHER_IS_BETTER[name as keyof typeof HIGHER_IS_BETTER];
    const i = b.findIndex((bound) => value >= bound);
    return (i === -1 ? 5 : i + 1) as Tier;
  }
  const b = LOWER_IS_BETTER[name as keyof typeof LOWER_IS_BETTER];
  const i = b.findIndex((bound) => value <= bound);
  return (i === -1 ? 5 : i + 1) as Tier;
}

const ADVICE: Record<FactorName, string> = {
  payment_history: 'Paying every bill on time is the biggest thing you can do: set up autopay for at least the minimum.',
  credit_utilization: 'Try to keep your card balances under 30% of their limits; paying down the highest one first helps most.',
  derogatory_marks: 'Settling or paying off accounts in collections stops them from getting worse and helps your score recover.',
  credit_age: 'Keep your oldest accounts open: the average age of your accounts grows on its own.',
  available_credit: 'Paying balances down frees up available credit, which lenders like to see.',
  total_accounts: 'A mix of accounts paid on time over the years builds your file; there is no need to open several at once.',
  hard_inquiries: 'Apply for new credit only when you need it: each application adds a hard inquiry for two years.',
};

/** The one piece of advice shown under the score: for the weakest factor, high impact first. */
export function improvementMessage(values: FactorValues): string {
  const order: Impact[] = ['high', 'medium', 'low'];
  const names = (Object.keys(FACTOR_IMPACT) as FactorName[]).sort(
    (a, b) => factorTier(b, values[b]) - factorTier(a, values[a]) || order.indexOf(FACTOR_IMPACT[a]) - order.indexOf(FACTOR_IMPACT[b]),
  );
  const worst = names[0];
  if (factorTier(worst, values[worst]) <= 2) return 'Your credit is in great shape. Keep paying on time and keep your balances low.';
  return ADVICE[worst];
}

/** How a factor's value reads on the page. */
export function formatFactorValue(name: FactorName, value: number): string {
  switch (name) {
    case 'payment_history':
    case 'credit_utilization':
      return `${value}%`;
    case 'credit_age': {
      const years = Math.floor(value / 12);
      const months = value % 12;
      return `${years} yr${years === 1 ? '' : 's'} ${months} mo${months === 1 ? '' : 's'}`;
    }
    case 'available_credit':
      return `$${Math.round(value / 100).toLocaleString('en-US')}`;
    default:
      return String(value);
  }
}
