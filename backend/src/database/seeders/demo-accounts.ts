import { statementOfAnswers, type HardshipStatementSource } from '@parley/domain/hardship-statement';
import type { projectAccount } from '../../modules/accounts/account-projection';
import {
  addDays,
  addMonths,
  CURRENT_ACTION_TYPES,
  paymentCount,
  scheduleOf,
  type CurrentActionType,
  type NegotiationAction,
  type OfferTerms,
  type Party,
} from '@parley/domain/negotiation';
import type { FinancialDetails, Hardship } from '../../modules/accounts/entities';

/**
 * Demo accounts: realistic consumers, debt buyers as plaintiffs, amounts and dates, and
 * for each account a plausible history of negotiation events that ends in the wanted current_action. Pure and
 * deterministic (a seeded generator), relative to "today", so the demo always looks current.
 */

export const COLLECTOR_DISCLOSURE = {
  accept: 'This acceptance is a communication from a debt collector',
  counteroffer: 'This counteroffer is a communication from a debt collector',
  document: 'This document is a communication from a debt collector.',
};

const EXTRA_DISCLOSURES = [
  'This is an attempt to collect a debt and any information obtained will be used for that purpose.',
  'Payments must be received by the due date on each installment; a missed payment may void this settlement.',
  'Once all settlement payments are received, the account will be reported to the credit bureaus as settled in full.',
];

const STATE_DISCLOSURES: Record<string, string> = {
  CA: 'The state Rosenthal Fair Debt Collection Practices Act and the federal Fair Debt Collection Practices Act require that, except under unusual circumstances, collectors may not contact you before 8 a.m. or after 9 p.m.',
  NY: 'New York City Department of Consumer and Worker Protection license number 2084523-DCA.',
  TX: 'This collection agency is licensed by the Texas Secretary of State.',
};

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Carlos',
  'Aisha',
  'Thomas',
  'Nguyen',
  'Daniel',
  'Sofia',
  'Anthony',
  'Keisha',
  'Brian',
  'Rachel',
  'Kevin',
  'Guadalupe',
  'Tyrone',
  'Emily',
  'Luis',
  'Hannah',
  'Derek',
  'Monique',
  'Samuel',
  'Olivia',
  'Marcus',
  'Priyanka',
];
const LAST = [
  'Johnson',
  'Garcia',
  'Williams',
  'Martinez',
  'Brown',
  'Davis',
  'Rodriguez',
  'Miller',
  'Wilson',
  'Anderson',
  'Thomas',
  'Hernandez',
  'Moore',
  'Jackson',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Tran',
  'Patel',
];
export const PLAINTIFFS = [
  'Midland Credit Management, Inc.',
  'Portfolio Recovery Associates, LLC',
  'LVNV Funding LLC',
  'Cavalry SPV I, LLC',
  'Jefferson Capital Systems, LLC',
  'Crown Asset Management, LLC',
  'Velocity Investments, LLC',
  'Capital One Bank (USA), N.A.',
  'Discover Bank',
  'Synchrony Bank',
  'Citibank, N.A.',
];
const PLACES: Array<{ state: string; city: string; zip: string; court: string }> = [
  { state: 'TX', city: 'Houston', zip: '77002', court: 'Harris County Justice Court, Precinct 1' },
  { state: 'TX', city: 'Dallas', zip: '75201', court: 'Dallas County Justice Court, Precinct 2' },
  { state: 'CA', city: 'Sacramento', zip: '95814', court: 'Superior Court of California, County of Sacramento' },
  { state: 'FL', city: 'Orlando', zip: '32801', court: 'County Court of the Ninth Judicial Circuit, Orange County' },
  { state: 'NY', city: 'Brooklyn', zip: '11201', court: 'Civil Court of the City of New York, Kings County' },
  { state: 'GA', city: 'Atlanta', zip: '30303', court: 'Magistrate Court of Fulton County' },
  { state: 'IL', city: 'Chicago', zip: '60602', court: 'Circuit Court of Cook County, First Municipal District' },
  { state: 'OH', city: 'Columbus', zip: '43215', court: 'Franklin County Municipal Court' },
  { state: 'PA', city: 'Philadelphia', zip: '19107', court: 'Philadelphia Municipal Court' },
  { state: 'AZ', city: 'Phoenix', zip: '85003', court: 'Maricopa County Justice Courts' },
  { state: 'NC', city: 'Charlotte', zip: '28202', court: 'Mecklenburg County District Court' },
  { state: 'MI', city: 'Detroit', zip: '48226', court: '36th District Court' },
];
const STREETS = [
  'Maple Ave',
  'Oak St',
  'Cedar Ln',
  'Elm St',
  'Washington Blvd',
  'Lakeview Dr',
  'Park Pl',
  'Sunset Rd',
  'Hillcrest Dr',
  'Pine St',
];
const HARDSHIP_TEXT: Record<string, string> = {
  job_loss: 'Laid off from a warehouse job in the spring; now working part time.',
  medical: 'Surgery last year left large hospital bills not covered by insurance.',
  divorce: 'Recently divorced and now paying rent alone.',
  death_in_family: "Covered a parent's funeral costs.",
  disability: 'On short-term disability with reduced pay.',
};

/** Mulberry32: a tiny seeded generator, so the demo data is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoEvent {
  party: Party;
  action: NegotiationAction;
  daysAgo: number;
  offers?: OfferTerms[];
  params?: Record<string, unknown>;
  disclosures?: string[];
}

export interface DemoPayment {
  id: string;
  amount: number;
  commission: number;
  daysAgo: number;
}

export interface DemoAccount {
  firstName: string;
  lastName: string;
  email: string;
  birthdate: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  ssn: string | null;
  ssnLastFour: string;
  financialDetails: FinancialDetails;
  hardship: Hardship;
  hardshipStatement: string | null;
  hardshipStatementSource: HardshipStatementSource | null;
  plaidVerified: boolean;
  lawsuit: boolean;
  plaintiff: string;
  civilNumber: string | null;
  court: string | null;
  amountCents: number;
  fileNumber: string | null;
  archived: boolean;
  target: CurrentActionType;
  events: DemoEvent[];
  payments: DemoPayment[];
  plan: { totalCents: number; schedule: ReturnType<typeof scheduleOf>['payments']; autopayDay: number } | null;
  hasDebtAnswer: boolean;
}

/** How many accounts of each current_action type a firm gets (at least 2 of each; 8+ to answer for the demo firm). */
export const DEMO_LAW_GROUP_MIX: Array<[CurrentActionType, number]> = [
  ['accept_or_counteroffer', 12],
  ['waiting_for_customer', 8],
  ['request_payment_details', 6],
  ['request_settlement_agreement', 6],
  ['waiting_for_signed_settlement_agreement', 6],
  ['waiting_for_payment', 6],
  ['payment_setup_complete', 6],
  ['first_payment_made', 12],
];

export const OTHER_FIRM_MIX: Array<[CurrentActionType, number]> = [
  ['accept_or_counteroffer', 2],
  ['waiting_for_customer', 1],
  ['request_settlement_agreement', 1],
  ['first_payment_made', 2],
];

export const COMMISSION_RATE = 0.1;

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)];
}

function int(rnd: () => number, min: number, max: number): number {
  return min + Math.floor(rnd() * (max - min + 1));
}

const digits = (rnd: () => number, n: number) => Array.from({ length: n }, () => int(rnd, 0, 9)).join('');

/** Offer terms: a share of the debt in equal payments or (sometimes) two tiers. */
function offerTerms(
  rnd: () => number,
  debtCents: number,
  share: number,
  firstPaymentDate: string,
  tiered: boolean,
): OfferTerms {
  const total = Math.round((debtCents * share) / 100 / 100) * 100;
  if (!tiered)
    return {
      total_amount_cents: total,
      payments: pick(rnd, [1, 3, 6, 6, 10, 12]),
      first_payment_date: firstPaymentDate,
      phases: [],
    };
  const first = Math.round((total * 0.25) / 100) * 100;
  const firstIterations = 2;
  const perFirst = Math.floor(first / firstIterations);
  const restIterations = 6;
  const perRest = Math.floor((total - perFirst * firstIterations) / restIterations);
  return {
    total_amount_cents: total,
    payments: firstIterations + restIterations,
    first_payment_date: firstPaymentDate,
    phases: [
      { index: 0, payment_amount_cents: perFirst, iterations: firstIterations },
      { index: 1, payment_amount_cents: perRest, iterations: restIterations },
    ],
  };
}

/** One account's story ending at `target`, with `today` as YYYY-MM-DD. */
export function demoAccount(
  rnd: () => number,
  n: number,
  target: CurrentActionType,
  today: string,
  firmTag: string,
  variant: number,
): DemoAccount {
  const firstName = FIRST[(n * 7 + variant) % FIRST.length];
  const lastName = LAST[(n * 11 + 3) % LAST.length];
  const place = pick(rnd, PLACES);
  const lawsuit = rnd() > 0.2;
  const amountCents = int(rnd, 80, 1400) * 1000 + int(rnd, 0, 99);
  const plaintiff = pick(rnd, PLAINTIFFS);
  const events: DemoEvent[] = [];
  const collectorDisclosures = (first: string) => {
    const list = [first];
    if (rnd() > 0.5) list.push(pick(rnd, EXTRA_DISCLOSURES));
    if (STATE_DISCLOSURES[place.state] && rnd() > 0.4) list.push(STATE_DISCLOSURES[place.state]);
    return list;
  };

  const paying = target === 'first_payment_made';
  // Paying accounts agreed months ago; the others have a first payment date ahead (or, for some offers, too soon).
  const monthsPaid = paying ? int(rnd, 1, 4) : 0;
  const agreedFirstDate = paying ? addMonths(today, -monthsPaid) : addDays(today, int(rnd, 7, 40));
  // Paying accounts started their negotiation well before the first payment date.
  const start = paying ? daysBetween(today, agreedFirstDate) + int(rnd, 40, 60) : int(rnd, 20, 75);
  const consumerShare = int(rnd, 25, 45);
  let consumerFirstDate = agreedFirstDate;
  if (target === 'accept_or_counteroffer') {
    // Half can be accepted as is; half ask for a first payment before the valid date (the collector must counter).
    consumerFirstDate = variant % 2 === 0 ? addDays(today, int(rnd, 5, 30)) : addDays(today, int(rnd, -3, 2));
  }
  const consumerOffer = offerTerms(rnd, amountCents, consumerShare, consumerFirstDate, false);
  let day = start;
  const step = () => (day = Math.max(0, day - int(rnd, 1, 6)));
  events.push({ party: 'consumer', action: 'offer', daysAgo: day, offers: [consumerOffer] });

  if (target === 'accept_or_counteroffer') {
    if (variant % 5 === 3) {
      step();
      events.push({ party: 'collector', action: 'sent_confusing_response_to_offer', daysAgo: day });
    }
    if (variant % 4 === 1) {
      // A round already happened: the collector countered, the consumer countered back.
      step();
      events.push({
        party: 'collector',
        action: 'counteroffer',
        daysAgo: day,
        offers: [offerTerms(rnd, amountCents, consumerShare + 25, addDays(today, 10), false)],
        disclosures: collectorDisclosures(COLLECTOR_DISCLOSURE.counteroffer),
      });
      step();
      events.push({
        party: 'consumer',
        action: 'counteroffer',
        daysAgo: day,
        offers: [offerTerms(rnd, amountCents, consumerShare + 8, consumerFirstDate, false)],
      });
    }
  } else if (target === 'waiting_for_customer') {
    step();
    const options = int(rnd, 1, 3);
    const offers = Array.from({ length: options }, (_, i) =>
      offerTerms(rnd, amountCents, consumerShare + 15 + i * 5, addDays(today, 10 + i * 5), i === 1),
    );
    events.push({
      party: 'collector',
      action: 'counteroffer',
      daysAgo: day,
      offers,
      disclosures: collectorDisclosures(COLLECTOR_DISCLOSURE.counteroffer),
    });
  } else {
    step();
    const agreedTerms = offerTerms(
      rnd,
      amountCents,
      consumerShare + (variant % 2 ? 10 : 0),
      agreedFirstDate,
      variant % 3 === 2,
    );
    const detailsOnFile = target !== 'request_payment_details' && variant % 2 === 0;
    if (variant % 2 === 0) {
      // The collector accepted the consumer's offer as it stood: the offer carries the agreed terms.
      events[0].offers = [agreedTerms];
      events.push({
        party: 'collector',
        action: 'accept',
        daysAgo: day,
        params: { accepted_offer_index: 0, payment_details_on_file: detailsOnFile },
        disclosures: collectorDisclosures(COLLECTOR_DISCLOSURE.accept),
      });
    } else {
      events.push({
        party: 'collector',
        action: 'counteroffer',
        daysAgo: day,
        offers: [agreedTerms],
        disclosures: collectorDisclosures(COLLECTOR_DISCLOSURE.counteroffer),
      });
      step();
      events.push({
        party: 'consumer',
        action: 'accept',
        daysAgo: day,
        params: { accepted_offer_index: 0, payment_details_on_file: detailsOnFile },
      });
    }
    // The steps after an acceptance, in the order a negotiation goes through them.
    const order: readonly CurrentActionType[] = CURRENT_ACTION_TYPES.slice(CURRENT_ACTION_TYPES.indexOf('request_payment_details'));
    const reach = order.indexOf(target);
    if (target === 'request_payment_details' && variant % 3 === 0) {
      step();
      events.push({ party: 'collector', action: 'sent_confusing_response_to_payment_details_request', daysAgo: day });
    }
    if (reach >= 1 && !detailsOnFile) {
      step();
      events.push({ party: 'collector', action: 'sent_payment_details', daysAgo: day });
    }
    if (reach >= 2) {
      step();
      events.push({
        party: 'collector',
        action: 'sent_settlement_agreement',
        daysAgo: day,
        disclosures: collectorDisclosures(COLLECTOR_DISCLOSURE.document),
      });
    }
    if (reach >= 3) {
      step();
      // The typed signature as the consumer's signing records it (the time stamp is the event's own time);
      // the address is from the documentation range (RFC 5737), not a real consumer's.
      events.push({
        party: 'consumer',
        action: 'signed_settlement_agreement',
        daysAgo: day,
        params: {
          signature_name: `${firstName} ${lastName}`,
          ip: `203.0.113.${(n % 250) + 1}`,
          user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/141.0 Safari/537.36',
        },
      });
    }
    let plan: DemoAccount['plan'] = null;
    const payments: DemoPayment[] = [];
    const schedule = scheduleOf(agreedTerms);
    if (reach >= 4) {
      step();
      events.push({ party: 'consumer', action: 'set_up_autopay', daysAgo: day });
      plan = {
        totalCents: agreedTerms.total_amount_cents,
        schedule: schedule.payments,
        autopayDay: Number(agreedFirstDate.slice(8, 10)),
      };
    }
    if (paying) {
      const total = paymentCount(agreedTerms);
      // Some accounts have paid in full; the others are part way through.
      const made = variant % 6 === 5 ? total : Math.min(total, monthsPaid + 1);
      for (let k = 0; k < made; k++) {
        const p = schedule.payments[k];
        const ago = Math.max(0, daysBetween(today, p.due_date));
        const commission = Math.round(p.amount_cents * COMMISSION_RATE);
        payments.push({
          id: `pi_demo${firmTag}${String(n).padStart(3, '0')}${k}`,
          amount: p.amount_cents,
          commission,
          daysAgo: ago,
        });
        events.push({
          party: 'system',
          action: 'payment_made',
          daysAgo: ago,
          params: { payments_made: k + 1, payments_total: total },
        });
        // The firm's checks come from the payouts run over these payments (the seed runs the real job); this draw
        // is kept only so every other generated value stays what it was.
        if (k < made - 1 || ago > 3) digits(rnd, 16);
      }
    }
    return finish(rnd, {
      firstName,
      lastName,
      place,
      lawsuit,
      amountCents,
      plaintiff,
      events,
      payments,
      plan,
      target,
      n,
      variant,
      firmTag,
    });
  }
  return finish(rnd, {
    firstName,
    lastName,
    place,
    lawsuit,
    amountCents,
    plaintiff,
    events,
    payments: [],
    plan: null,
    target,
    n,
    variant,
    firmTag,
  });
}

function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
}

function finish(
  rnd: () => number,
  a: {
    firstName: string;
    lastName: string;
    place: (typeof PLACES)[number];
    lawsuit: boolean;
    amountCents: number;
    plaintiff: string;
    events: DemoEvent[];
    payments: DemoPayment[];
    plan: DemoAccount['plan'];
    target: CurrentActionType;
    n: number;
    variant: number;
    firmTag: string;
  },
): DemoAccount {
  const detailed = rnd() > 0.3;
  const income = int(rnd, 1800, 5200) * 100;
  const financialDetails: FinancialDetails = detailed
    ? {
        net_employment_income: income,
        unemployment_income: null,
        retirement_income: rnd() > 0.8 ? int(rnd, 400, 1200) * 100 : null,
        other_income: rnd() > 0.7 ? int(rnd, 100, 600) * 100 : null,
        rent: rnd() > 0.4 ? int(rnd, 900, 2100) * 100 : null,
        mortgage_payments: null,
        auto_payments: rnd() > 0.5 ? int(rnd, 250, 550) * 100 : null,
        utilities: int(rnd, 120, 320) * 100,
        telephone: int(rnd, 40, 120) * 100,
        food: int(rnd, 350, 900) * 100,
        transportation: int(rnd, 80, 300) * 100,
        insurance: int(rnd, 90, 260) * 100,
        medical_expenses: rnd() > 0.6 ? int(rnd, 50, 400) * 100 : null,
        child_care: rnd() > 0.75 ? int(rnd, 300, 1100) * 100 : null,
        credit_card_payments: rnd() > 0.5 ? int(rnd, 50, 300) * 100 : null,
      }
    : {};
  const reasons = Object.keys(HARDSHIP_TEXT);
  const reason = pick(rnd, reasons);
  const hardship: Hardship = detailed ? { [reason]: { details: HARDSHIP_TEXT[reason] } } : {};
  const ssnDigits = `${int(rnd, 100, 665)}${String(int(rnd, 1, 99)).padStart(2, '0')}${String(int(rnd, 1, 9999)).padStart(4, '0')}`;
  const birthYear = int(rnd, 1958, 1999);
  const email =
    `${a.firstName}.${a.lastName}${a.firmTag}${a.n}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@example.com';
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    email,
    birthdate: `${birthYear}-${String(int(rnd, 1, 12)).padStart(2, '0')}-${String(int(rnd, 1, 28)).padStart(2, '0')}`,
    phone: `(${int(rnd, 201, 989)}) 555-${String(int(rnd, 100, 199)).padStart(4, '0')}`,
    street: `${int(rnd, 100, 9899)} ${pick(rnd, STREETS)}`,
    city: a.place.city,
    state: a.place.state,
    zip: a.place.zip,
    // Every fifth account gave the full SSN; the others only the last four.
    ssn: a.n % 5 === 0 ? ssnDigits : null,
    ssnLastFour: ssnDigits.slice(5),
    financialDetails,
    hardship,
    // Written by the walkthrough's own code for these answers (the seed has no language model).
    ...statementOfAnswers(hardship),
    plaidVerified: detailed && rnd() > 0.5,
    lawsuit: a.lawsuit,
    plaintiff: a.plaintiff,
    civilNumber: a.lawsuit ? `${2026 - (a.n % 2)}-CV-${String(10000 + a.n * 37).padStart(5, '0')}` : null,
    court: a.lawsuit ? a.place.court : null,
    amountCents: a.amountCents,
    fileNumber: a.n % 3 === 0 ? null : `DLG-${String(24000 + a.n * 13)}`,
    archived: false,
    target: a.target,
    events: a.events,
    payments: a.payments,
    plan: a.plan,
    hasDebtAnswer: a.lawsuit && a.n % 4 === 0,
  };
}

/** A firm's demo accounts for a mix of target states; `archive` of them end up archived. */
export function demoAccountsFor(
  mix: Array<[CurrentActionType, number]>,
  today: string,
  firmTag: string,
  seed: number,
  archive: number,
): DemoAccount[] {
  const rnd = seededRandom(seed);
  const out: DemoAccount[] = [];
  let n = 0;
  for (const [target, count] of mix) {
    for (let v = 0; v < count; v++) out.push(demoAccount(rnd, ++n, target, today, firmTag, v));
  }
  // Archive accounts the firm has finished with or given up on: the first paid-in-full and an old waiting one.
  for (const a of out.filter((x) => x.target === 'waiting_for_customer').slice(0, archive)) a.archived = true;
  // The demo firm also has a disputed account (W-VALIDATION): the consumer disputed after the counteroffer, so the
  // list shows 'Disputed' and the row offers the verification upload.
  if (archive > 0) {
    const disputed = out.filter((x) => x.target === 'waiting_for_customer' && !x.archived).at(-1);
    const last = disputed?.events.at(-1);
    if (disputed && last) {
      disputed.events.push({
        party: 'consumer',
        action: 'dispute',
        daysAgo: Math.max(0, last.daysAgo - 1),
        params: { reason: 'I do not recognise this debt. Please send me proof that I owe it and how the amount was worked out.' },
      });
    }
  }
  return out;
}

/**
 * Jordan Rivera's settlement with Demo Law Group (the demo consumer): a lawsuit in Texas, an answer to the
 * summons, the agreement signed and being paid by autopay, with payments still to come.
 */
export function demoConsumerAccount(today: string): DemoAccount {
  for (let seed = 1; ; seed++) {
    const a = demoAccount(seededRandom(seed), 900, 'first_payment_made', today, 'j', 0);
    if (a.plan && a.plan.schedule.length - a.payments.length >= 2) {
      // The generated consumer is renamed, so the typed signature on the agreement is renamed with them.
      const events = a.events.map((e) =>
        e.action === 'signed_settlement_agreement' ? { ...e, params: { ...e.params, signature_name: 'Jordan Rivera' } } : e,
      );
      return {
        ...a,
        events,
        firstName: 'Jordan',
        lastName: 'Rivera',
        email: 'consumer@demo.test',
        state: 'TX',
        city: 'Houston',
        zip: '77002',
        street: '2417 Westheimer Rd',
        lawsuit: true,
        plaintiff: 'Midland Credit Management, Inc.',
        civilNumber: '2026-CV-04417',
        court: 'Harris County Justice Court, Precinct 1',
        fileNumber: 'DLG-30417',
        hasDebtAnswer: true,
        archived: false,
      };
    }
  }
}

/**
 * The read model projection's inputs for one demo account, built the same way for the demo seed and the large
 * benchmark set so both read models agree with what AccountProjection derives. `eventTime` dates an event from its
 * days-ago offset.
 */
export function demoProjectionInput(
  a: DemoAccount,
  who: { customerName: string; email: string },
  eventTime: (daysAgo: number) => Date,
): Parameters<typeof projectAccount>[0] {
  return {
    customerName: who.customerName,
    email: who.email,
    birthdate: a.birthdate,
    fileNumber: a.fileNumber,
    civilNumber: a.civilNumber,
    lawsuitState: a.state,
    plaintiffName: a.plaintiff,
    lawsuitAmountCents: a.amountCents,
    lawsuitExists: a.lawsuit,
    hasDebtAnswer: a.hasDebtAnswer,
    hasDetailedData: Object.values(a.financialDetails).some((v) => v !== null && v !== undefined),
    events: a.events.map((e, i) => ({
      id: i + 1,
      party: e.party,
      action: e.action,
      params: e.params ?? {},
      createdAt: eventTime(e.daysAgo),
      offers: e.offers ?? [],
    })),
    succeededPayments: a.payments.map((p) => ({ amount: p.amount, commission: p.commission })),
  };
}
