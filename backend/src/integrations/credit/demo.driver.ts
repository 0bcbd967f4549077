import type { MikroORM } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN, FACTOR_IMPACT, factorTier, type FactorName, type FactorValues } from '@parley/domain/profile/credit-score';
import { BureauRefusal, CreditBureau, type BureauAccount, type BureauReport, type BureauSubject } from './credit-bureau.port';
import { DemoBureauPull } from './demo-bureau-pull.entity';

/** SSN last four that the demo bureau has no file for (how a test or a demo shows the error card). */
export const DEMO_NO_FILE_LAST_FOUR = '0000';
export const DEMO_NO_FILE_MESSAGE =
  'The credit bureau could not find a credit file for these details. Please check your name, birthdate and SSN.';

export function subjectDigest(s: Pick<BureauSubject, 'firstName' | 'lastName' | 'birthdate' | 'ssnLastFour'>): string {
  const norm = (v: string) => v.trim().toLowerCase().replace(/\s+/g, ' ');
  return createHash('sha256').update([norm(s.firstName), norm(s.lastName), s.birthdate, s.ssnLastFour].join('|')).digest('hex');
}

/** mulberry32: a tiny seeded generator, so a subject always gets the same file. */
function generator(seedHex: string): () => number {
  let a = Number.parseInt(seedHex.slice(0, 8), 16) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CARD_ISSUERS = ['Capital One', 'Chase', 'Discover', 'Citi', 'Synchrony Bank', 'Wells Fargo', 'Credit One Bank', 'Barclays'];
const LENDERS: Record<Exclude<BureauAccount['kind'], 'credit_card' | 'collection'>, string[]> = {
  auto_loan: ['Ally Financial', 'Toyota Financial Services', 'Santander Consumer USA'],
  student_loan: ['Nelnet', 'MOHELA', 'Aidvantage'],
  mortgage: ['Rocket Mortgage', 'PennyMac', 'U.S. Bank Home Mortgage'],
  personal_loan: ['OneMain Financial', 'LendingClub', 'Upgrade'],
};
const COLLECTORS = ['Midland Credit Management', 'Portfolio Recovery Associates', 'LVNV Funding', 'Jefferson Capital Systems'];

/** FICO-style reason statements, by the factor that costs the most points. */
const REASONS: Record<FactorName, string> = {
  payment_history: 'Serious delinquency or too many accounts paid late',
  credit_utilization: 'Proportion of balances to credit limits is too high on revolving accounts',
  derogatory_marks: 'Derogatory public record or collection filed',
  credit_age: 'Length of time accounts have been established',
  total_accounts: 'Too few accounts currently paid as agreed',
  hard_inquiries: 'Too many inquiries in the last 12 months',
  available_credit: 'Lack of recent revolving account information',
};

/** What each factor weighs in the demo's score (the published FICO weights, spread over our seven factors). */
const WEIGHTS: Record<FactorName, number> = {
  payment_history: 0.35,
  credit_utilization: 0.2,
  available_credit: 0.1,
  credit_age: 0.15,
  derogatory_marks: 0.1,
  total_accounts: 0.05,
  hard_inquiries: 0.05,
};

const ym = (d: Date) => d.toISOString().slice(0, 7);

/**
 * Derives a subject's credit file: the same name, birthdate and SSN last four always give the same score, factors,
 * reasons and accounts (only the pull's reference and time differ). Pure, for the driver and its tests.
 */
export function deriveReport(subject: BureauSubject, asOf: Date): Omit<BureauReport, 'reference' | 'pulled_at'> {
  const rnd = generator(subjectDigest(subject));
  const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  /** How well this file is kept, 0..1: everything below leans on it so the factors agree with each other. */
  const quality = rnd();

  const birthYear = Number(subject.birthdate.slice(0, 4));
  const adultMonths = Math.max(12, (asOf.getUTCFullYear() - birthYear - 18) * 12);
  const openedMonthsAgo = () => between(6, Math.max(12, Math.round(adultMonths * (0.3 + 0.7 * quality))));
  const opened = (monthsAgo: number) => ym(new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - monthsAgo, 1)));

  const accounts: (BureauAccount & { ageMonths: number })[] = [];
  const cards = between(1, 3 + Math.round(quality * 5));
  for (let i = 0; i < cards; i++) {
    const limit = between(5, 20 + Math.round(quality * 150)) * 10_000;
    const used = Math.min(1.05, (1 - quality) * 0.9 + rnd() * 0.3);
    const lateRoll = rnd();
    const status: BureauAccount['status'] = lateRoll > quality + 0.35 ? (lateRoll > 0.9 ? 'late_60' : 'late_30') : 'current';
    const ageMonths = openedMonthsAgo();
    accounts.push({ creditor: pick(CARD_ISSUERS), kind: 'credit_card', balance_cents: Math.round(limit * used), limit_cents: limit, status, opened: opened(ageMonths), ageMonths });
  }
  for (const kind of ['auto_loan', 'student_loan', 'mortgage', 'personal_loan'] as const) {
    if (rnd() > (kind === 'mortgage' ? 0.25 + quality * 0.4 : 0.55)) continue;
    const original = kind === 'mortgage' ? between(120, 450) * 100_000 : between(40, 400) * 10_000;
    const ageMonths = openedMonthsAgo();
    const paidDown = Math.min(0.95, ageMonths / 240 + rnd() * 0.2);
    accounts.push({ creditor: pick(LENDERS[kind]), kind, balance_cents: Math.round(original * (1 - paidDown)), limit_cents: original, status: rnd() > quality + 0.45 ? 'late_30' : 'current', opened: opened(ageMonths), ageMonths });
  }
  const collections = quality > 0.7 ? 0 : quality > 0.4 ? between(0, 1) : between(1, 3);
  for (let i = 0; i < collections; i++) {
    const amount = between(30, 900) * 1_000;
    const ageMonths = between(3, 48);
    accounts.push({ creditor: pick(COLLECTORS), kind: 'collection', balance_cents: amount, limit_cents: amount, status: 'collection', opened: opened(ageMonths), ageMonths });
  }

  const revolving = accounts.filter((a) => a.kind === 'credit_card');
  const limits = revolving.reduce((s, a) => s + a.limit_cents, 0);
  const balances = revolving.reduce((s, a) => s + a.balance_cents, 0);
  const lates = accounts.filter((a) => a.status === 'late_30' || a.status === 'late_60').length;
  const paymentsReported = accounts.filter((a) => a.kind !== 'collection').reduce((s, a) => s + Math.min(a.ageMonths, 84), 0);
  const factors: FactorValues = {
    payment_history: Math.max(0, Math.floor(100 - (lates * 300) / Math.max(1, paymentsReported) - (lates > 0 ? 1 : 0))),
    credit_utilization: limits === 0 ? 0 : Math.round((balances / limits) * 100),
    derogatory_marks: collections,
    credit_age: Math.round(accounts.reduce((s, a) => s + a.ageMonths, 0) / accounts.length),
    total_accounts: accounts.length,
    hard_inquiries: Math.max(0, Math.round((1 - quality) * 6 * rnd())),
    available_credit: Math.max(0, limits - balances),
  };

  // Each factor contributes its weight scaled by its tier (tier 1 full, tier 5 none), plus a little noise.
  const grade = (Object.keys(WEIGHTS) as FactorName[]).reduce((s, f) => s + WEIGHTS[f] * ((5 - factorTier(f, factors[f])) / 4), 0);
  const noise = (rnd() - 0.5) * 30;
  const score = Math.min(CREDIT_SCORE_MAX, Math.max(CREDIT_SCORE_MIN, Math.round(CREDIT_SCORE_MIN + grade * (CREDIT_SCORE_MAX - CREDIT_SCORE_MIN) + noise)));

  const impactRank = { high: 0, medium: 1, low: 2 } as const;
  // Reason statements name what costs points: factors graded Fair or worse, the weakest first (a clean file still
  // gets its weakest factor, as bureaus always return at least one reason).
  const byWeakness = (Object.keys(WEIGHTS) as FactorName[]).sort(
    (a, b) => factorTier(b, factors[b]) - factorTier(a, factors[a]) || impactRank[FACTOR_IMPACT[a]] - impactRank[FACTOR_IMPACT[b]],
  );
  const costly = byWeakness.filter((f) => factorTier(f, factors[f]) >= 3).slice(0, 4);
  const reasons = (costly.length ? costly : byWeakness.slice(0, 1)).map((f) => REASONS[f]);

  return {
    score,
    score_reasons: reasons,
    factors,
    accounts: accounts.map(({ ageMonths: _age, ...a }) => a),
  };
}

/**
 * The offline bureau: derives the file from the subject (deriveReport) and records every pull in its own table,
 * like a bureau's inquiry log. A subject whose SSN ends in 0000 has no file (BureauRefusal), the way a real bureau
 * answers "no hit". Each call uses its own context: like a remote service, never part of the caller's transaction.
 */
export class DemoCreditBureau extends CreditBureau {
  readonly mode = 'demo' as const;

  constructor(
    private readonly orm: MikroORM,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  async pull(subject: BureauSubject): Promise<BureauReport> {
    if (subject.ssnLastFour === DEMO_NO_FILE_LAST_FOUR) throw new BureauRefusal(DEMO_NO_FILE_MESSAGE);
    const at = this.now();
    const report: BureauReport = {
      reference: `pull_demo_${randomBytes(12).toString('hex')}`,
      pulled_at: at.toISOString(),
      ...deriveReport(subject, at),
    };
    const em = this.orm.em.fork();
    em.persist(em.create(DemoBureauPull, { reference: report.reference, subjectDigest: subjectDigest(subject), report }));
    await em.flush();
    return report;
  }

  /** How many times the bureau was asked about this subject (its inquiry log). */
  async pullsOf(subject: BureauSubject): Promise<number> {
    return this.orm.em.fork().count(DemoBureauPull, { subjectDigest: subjectDigest(subject) });
  }
}
