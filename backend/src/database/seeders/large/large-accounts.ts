import type { CurrentActionType } from '@parley/domain/negotiation';
import { scanCollectorMessage, DEFAULT_SCAN_CONTEXT } from '@parley/domain/compliance';
import { projectAccount, type AccountReadModel } from '../../../modules/accounts/account-projection';
import { demoAccount, demoProjectionInput, seededRandom, type DemoAccount } from '../demo-accounts';

/**
 * The large data set for benchmarks (`npm run seed -- --accounts N`): N accounts for Demo Law Group and
 * ten other firms with N/20 each (5,000 for 100,000), every account a plausible negotiation story from the demo
 * generator (same stories, same projection), plus conversations with a few messages. Pure and deterministic: the
 * same N and "today" give the same accounts on every machine. The writer (large-seed.ts) turns them into rows.
 */

export const LARGE_MAIN_FIRM = 'Demo Law Group';

/** The ten other firms of the large set (the demo's 'Other Firm LLP' keeps its few demo accounts). */
export const LARGE_OTHER_FIRMS = [
  'Hartwell & Pryce LLP',
  'Brennan Collection Law',
  'Summit Recovery Attorneys',
  'Castillo Greene PLLC',
  'Northgate Legal Group',
  'Okafor & Lindqvist LLP',
  'Redwood Creditor Law',
  'Atlas Debt Counsel',
  'Meridian Recovery Law',
  'Whitmore Stein PC',
] as const;

/** How many accounts each other firm gets: 5,000 beside 100,000 (one twentieth), at least 20. */
export function otherFirmAccounts(mainAccounts: number): number {
  return Math.max(20, Math.round(mainAccounts / 20));
}

/**
 * How a working firm's accounts spread over the steps (weights): most wait on one side or the other, a large share is
 * being paid, a few sit in each paperwork step.
 */
export const LARGE_MIX: ReadonlyArray<[CurrentActionType, number]> = [
  ['accept_or_counteroffer', 22],
  ['waiting_for_customer', 24],
  ['request_payment_details', 6],
  ['request_settlement_agreement', 7],
  ['waiting_for_signed_settlement_agreement', 7],
  ['waiting_for_payment', 6],
  ['payment_setup_complete', 6],
  ['first_payment_made', 22],
];
const MIX_TOTAL = LARGE_MIX.reduce((s, [, w]) => s + w, 0);

const FIRST = [
  'James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth', 'Carlos',
  'Aisha', 'Thomas', 'Nguyen', 'Daniel', 'Sofia', 'Anthony', 'Keisha', 'Brian', 'Rachel', 'Kevin', 'Guadalupe',
  'Tyrone', 'Emily', 'Luis', 'Hannah', 'Derek', 'Monique', 'Samuel', 'Olivia', 'Marcus', 'Priyanka', 'Joseph', 'Ana',
  'Christopher', 'Mei', 'Andrew', 'Fatima', 'Joshua', 'Grace', 'Ryan', 'Valentina', 'Jamal', 'Chloe', 'Eric', 'Rosa',
  'Steven', 'Imani', 'Victor', 'Lauren', 'Omar', 'Megan', 'Hector', 'Tanya', 'Gregory', 'Yesenia', 'Paul', 'Brianna',
  'Raymond', 'Erin', 'Dmitri', 'Nia', 'Scott', 'Leticia',
];
const LAST = [
  'Johnson', 'Garcia', 'Williams', 'Martinez', 'Brown', 'Davis', 'Rodriguez', 'Miller', 'Wilson', 'Anderson', 'Thomas',
  'Hernandez', 'Moore', 'Jackson', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez',
  'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Tran', 'Patel', 'Nguyen', 'Hill',
  'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Kim',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris',
  'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed',
  'Kelly', 'Howard', 'Ramos', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett',
  'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster',
  'Jimenez', 'Okafor', 'Kowalski', 'Novak', 'Haddad', 'Yamamoto', 'Schmidt', 'Larsen', 'Dubois', 'Rossi', 'Ivanova',
];
const MIDDLE = 'ABCDEFGHJKLMNPRSTW';

const COLLECTOR_LINES = [
  'Hello, this is {firm}. We received your settlement offer and are reviewing it now.',
  'Thank you for sending your documents. We will answer your offer within two business days.',
  'We have posted your payment. Your next scheduled payment is shown in your account.',
  'Please review the settlement agreement in your account when you have a moment.',
  'We are glad to discuss a payment plan that fits your budget.',
  'Our office is open Monday to Friday, 9 a.m. to 5 p.m. Eastern, if you prefer to call.',
  'Thanks for your patience. We will reply to your counteroffer by Friday.',
  'Your payment details are on file, so the next step is the settlement agreement.',
];
const CONSUMER_LINES = [
  'Thank you. Please let me know if you need anything else from me.',
  'I can pay a bit more each month starting next month.',
  'I sent my pay stubs this morning.',
  'Can we move the first payment to the 15th? That is when I get paid.',
  'I signed the agreement. What happens next?',
  'I would like to settle this but I cannot afford the full amount.',
  'Is the autopay set up correctly on your side?',
  'Thanks, I will look at it tonight.',
];

/** The collector lines, each checked by the compliance scanner at load: the seed never stores a message it would block. */
export const CLEAN_COLLECTOR_LINES = COLLECTOR_LINES.filter(
  (l) => scanCollectorMessage(l.replace('{firm}', 'the firm'), DEFAULT_SCAN_CONTEXT).length === 0,
);

export interface LargeMessage {
  fromFirm: boolean;
  body: string;
  hoursAgo: number;
}

export interface LargeAccount {
  /** Position within the firm, from 1. */
  n: number;
  account: DemoAccount;
  /** The read model, from the same projection the API uses (AccountProjection). */
  rm: AccountReadModel;
  /** A conversation with these messages (oldest first), or none. */
  messages: LargeMessage[];
}

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)];
}

function targetOf(rnd: () => number): CurrentActionType {
  let x = rnd() * MIX_TOTAL;
  for (const [t, w] of LARGE_MIX) {
    if (x < w) return t;
    x -= w;
  }
  return LARGE_MIX[LARGE_MIX.length - 1][0];
}

/** A seed per firm so each firm's accounts can be generated alone (and in any order). */
export function firmSeed(firmIndex: number): number {
  return 0x5eed0000 + firmIndex * 7919;
}

/**
 * One account of the large set. The demo generator tells the story; names come from larger lists (so a search for a
 * name finds a realistic share, not a third of the firm), e-mails and payment ids carry the firm's tag and the
 * position so they are unique across the set.
 */
export function largeAccount(rnd: () => number, n: number, firmTag: string, firmName: string, now: Date): LargeAccount {
  const today = now.toISOString().slice(0, 10);
  const target = targetOf(rnd);
  const variant = Math.floor(rnd() * 12);
  const a = demoAccount(rnd, n, target, today, firmTag, variant);
  const firstName = pick(rnd, FIRST);
  const lastName = pick(rnd, LAST);
  const middle = MIDDLE[Math.floor(rnd() * MIDDLE.length)];
  const email = `${firstName}.${middle}.${lastName}.${firmTag}${n}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@example.com';
  const events = a.events.map((e) =>
    e.action === 'signed_settlement_agreement'
      ? { ...e, params: { ...e.params, signature_name: `${firstName} ${lastName}` } }
      : e,
  );
  // Some accounts the firm has cleared from the day's list; a few consumers disputed after the counteroffer.
  const archived = rnd() < 0.04;
  if (target === 'waiting_for_customer' && rnd() < 0.05) {
    events.push({
      party: 'consumer',
      action: 'dispute',
      daysAgo: Math.max(0, (events.at(-1)?.daysAgo ?? 1) - 1),
      params: { reason: 'I do not recognise this debt. Please send me proof that I owe it.' },
    });
  }
  const account: DemoAccount = {
    ...a,
    firstName,
    lastName,
    email,
    events,
    archived,
    civilNumber: a.civilNumber ? `${2025 + (n % 2)}-CV-${firmTag.toUpperCase()}${String(n).padStart(6, '0')}` : null,
    fileNumber: a.fileNumber ? `${firmTag.toUpperCase()}-${String(100000 + n)}` : null,
    payments: a.payments.map((p, k) => ({ ...p, id: `pi_large_${firmTag}_${n}_${k}` })),
  };
  const messages: LargeMessage[] = [];
  // About four in ten accounts have a conversation of two to six messages in the last days of the story.
  if (rnd() < 0.4) {
    const count = 2 + Math.floor(rnd() * 5);
    const startHours = 24 * (1 + Math.floor(rnd() * 20));
    for (let i = 0; i < count; i++) {
      const fromFirm = i % 2 === 0;
      const line = fromFirm ? pick(rnd, CLEAN_COLLECTOR_LINES) : pick(rnd, CONSUMER_LINES);
      messages.push({ fromFirm, body: line.replace('{firm}', firmName), hoursAgo: startHours - i * (1 + Math.floor(rnd() * 10)) });
    }
  }
  return { n, account, rm: readModelOf(account, now), messages };
}

/** The instant an event or payment happened, `daysAgo` before `now`. */
export function daysBefore(now: Date, daysAgo: number): Date {
  return new Date(now.getTime() - daysAgo * 86_400_000);
}

/** The read model of one generated account: the projection's inputs built exactly as persistDemoAccount builds them. */
export function readModelOf(a: DemoAccount, now: Date): AccountReadModel {
  return projectAccount(
    demoProjectionInput(a, { customerName: `${a.firstName} ${a.lastName}`, email: a.email }, (daysAgo) => daysBefore(now, daysAgo)),
  );
}

export interface LargeFirmPlan {
  name: string;
  tag: string;
  accounts: number;
  seed: number;
}

/** The firms of the large set and how many accounts each gets. */
export function largePlan(mainAccounts: number): LargeFirmPlan[] {
  const others = otherFirmAccounts(mainAccounts);
  return [
    { name: LARGE_MAIN_FIRM, tag: 'x', accounts: mainAccounts, seed: firmSeed(0) },
    ...LARGE_OTHER_FIRMS.map((name, i) => ({
      name,
      tag: `f${String.fromCharCode(97 + i)}`,
      accounts: others,
      seed: firmSeed(i + 1),
    })),
  ];
}

/** A firm's accounts, generated lazily in batches so memory stays bounded whatever N is. */
export function* largeAccountsOf(firm: LargeFirmPlan, now: Date, batch = 5000): Generator<LargeAccount[]> {
  const rnd = seededRandom(firm.seed);
  for (let start = 1; start <= firm.accounts; start += batch) {
    const out: LargeAccount[] = [];
    for (let n = start; n < start + batch && n <= firm.accounts; n++) out.push(largeAccount(rnd, n, firm.tag, firm.name, now));
    yield out;
  }
}
