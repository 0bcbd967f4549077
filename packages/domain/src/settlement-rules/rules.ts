import { MAX_DISCLOSURE_LENGTH, MAX_DISCLOSURES } from '../negotiation/disclosures';
import { MAX_PAYMENTS, MAX_TOTAL_CENTS } from '../negotiation/schedule';
import { isUsState } from '../profile/us-states';

/**
 * A firm's settlement rule: which accounts it covers (plaintiffs, lawsuit states, a lawsuit amount range) and how
 * the firm answers a consumer's offer on them without a collector (accept what meets `auto_accept`, otherwise
 * counteroffer per `auto_counter`). Percentages are of the lawsuit amount, 0 to 100. Pure: the API validates bodies
 * with it, the worker matches with it, and the rules page checks the form with the same sentences.
 */

export const ALL_STATES = '*';

export interface AutoAccept {
  /** A single payment is accepted from this share of the lawsuit amount. */
  lump_sum_min_percentage: number;
  /** A plan of several payments is accepted from this share. */
  plan_min_percentage: number;
  /** A plan of more payments than this is not accepted automatically. */
  max_payments: number;
  /** The first payment may be at most this many days after the day the offer arrived. */
  max_first_payment_delay_days: number;
}

export interface AutoCounter {
  /** The counteroffer asks this share of the lawsuit amount (never less than the consumer offered). */
  percentage: number;
  /** In at most this many monthly payments. */
  max_payments: number;
}

/** The fields a firm admin writes. */
export interface RuleFields {
  name: string;
  active: boolean;
  /** ['*'] for every state, or US state codes. */
  states: string[];
  /** [] for every plaintiff, or plaintiff names (compared without case, punctuation or extra spaces). */
  plaintiffs: string[];
  min_lawsuit_amount_cents: number | null;
  max_lawsuit_amount_cents: number | null;
  auto_accept: AutoAccept | null;
  auto_counter: AutoCounter | null;
  /**
   * Extra disclosure lines the rule's answers carry after the fixed first line, as a collector adds them to their
   * own acceptance or counteroffer.
   */
  disclosures: string[];
}

export interface SettlementRule extends RuleFields {
  id: number;
}

export const RULE_FIELD_NAMES = [
  'name',
  'active',
  'states',
  'plaintiffs',
  'min_lawsuit_amount_cents',
  'max_lawsuit_amount_cents',
  'auto_accept',
  'auto_counter',
  'disclosures',
] as const satisfies ReadonlyArray<keyof RuleFields>;

export const MAX_RULE_NAME_LENGTH = 100;
export const MAX_PLAINTIFFS = 50;
export const MAX_PLAINTIFF_LENGTH = 200;
export const MAX_FIRST_PAYMENT_DELAY_DAYS = 365;

export const RULE_MESSAGES = {
  notAnObject: 'Send the rule as a JSON object of its fields.',
  unknownField: (name: string) => `Unknown field: ${name}.`,
  nothingToChange: "Send at least one of the rule's fields to change.",
  nameBlank: "Name can't be blank.",
  nameTooLong: `Name is too long (maximum is ${MAX_RULE_NAME_LENGTH} characters).`,
  controlCharacters: 'Names may not contain control characters.',
  nameTaken: (name: string) => `A rule named '${name}' already exists.`,
  active: 'Active must be true or false.',
  states: "States must be a list: ['*'] for every state, or US state codes such as 'TX'.",
  statesEmpty: "Choose at least one state, or '*' for every state.",
  statesMixed: "Use '*' alone for every state, not together with state codes.",
  unknownState: (code: string) => `'${code}' is not a US state code.`,
  plaintiffs: 'Plaintiffs must be a list of names ([] for every plaintiff).',
  plaintiffBlank: "A plaintiff name can't be blank.",
  plaintiffTooLong: `A plaintiff name is too long (maximum is ${MAX_PLAINTIFF_LENGTH} characters).`,
  tooManyPlaintiffs: `A rule can name at most ${MAX_PLAINTIFFS} plaintiffs.`,
  amount: (label: string) => `${label} must be a whole number of cents from 0 to ${MAX_TOTAL_CENTS}, or null.`,
  minAboveMax: 'The minimum lawsuit amount may not be above the maximum.',
  answerObject: (label: string) => `${label} must be an object of its fields, or null.`,
  percentage: (label: string) => `${label} must be a percentage from 0 to 100 (at most 2 decimals).`,
  maxPayments: (label: string) => `${label} must be a whole number of payments from 1 to ${MAX_PAYMENTS}.`,
  delayDays: `Max first payment delay days must be a whole number of days from 0 to ${MAX_FIRST_PAYMENT_DELAY_DAYS}.`,
  noAnswer: 'A rule needs an automatic acceptance, an automatic counteroffer, or both.',
  disclosures: 'Disclosures must be a list of texts.',
  disclosureTooLong: `A disclosure is too long (maximum is ${MAX_DISCLOSURE_LENGTH} characters).`,
  tooManyDisclosures: `A rule can carry at most ${MAX_DISCLOSURES - 1} disclosures besides the fixed one.`,
} as const;

export const DEFAULT_RULE_FIELDS: Omit<RuleFields, 'name'> = {
  active: true,
  states: [ALL_STATES],
  plaintiffs: [],
  min_lawsuit_amount_cents: null,
  max_lawsuit_amount_cents: null,
  auto_accept: null,
  auto_counter: null,
  disclosures: [],
};

type Read<T> = { value: T } | { error: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readPercentage(v: unknown, label: string): Read<number> {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100) return { error: RULE_MESSAGES.percentage(label) };
  // Two decimals at most: 12.5 % is a percentage a firm writes, 12.3456 % is garbage.
  if (Math.abs(Math.round(v * 100) - v * 100) > 1e-6) return { error: RULE_MESSAGES.percentage(label) };
  return { value: Math.round(v * 100) / 100 };
}

function readCount(v: unknown, min: number, max: number, error: string): Read<number> {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) return { error };
  return { value: v };
}

function readAmount(v: unknown, label: string): Read<number | null> {
  if (v === null) return { value: null };
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_TOTAL_CENTS) return { error: RULE_MESSAGES.amount(label) };
  return { value: v };
}

function readFields<T>(
  v: unknown,
  label: string,
  readers: { [K in keyof T]: (x: unknown) => Read<T[K]> },
  errors: string[],
): T | null | undefined {
  if (v === null) return null;
  if (!isObject(v)) {
    errors.push(RULE_MESSAGES.answerObject(label));
    return undefined;
  }
  const out = {} as T;
  let ok = true;
  for (const key of Object.keys(v)) {
    if (!(key in readers)) {
      errors.push(RULE_MESSAGES.unknownField(`${label.toLowerCase().replace(/ /g, '_')}.${key}`));
      ok = false;
    }
  }
  for (const key of Object.keys(readers) as Array<keyof T>) {
    const r = readers[key](v[key as string]);
    if ('error' in r) {
      errors.push(r.error);
      ok = false;
    } else out[key] = r.value;
  }
  return ok ? out : undefined;
}

/** Normalises a state list: upper-case, trimmed, sorted, without repeats; ['*'] stays ['*']. */
export function normalizeRuleStates(states: readonly string[]): string[] {
  const codes = [...new Set(states.map((s) => s.trim().toUpperCase()))];
  return codes.includes(ALL_STATES) ? [ALL_STATES] : codes.sort();
}

/** Control characters have no place in a name shown in every account's history. */
function hasControl(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

type PlainField = Exclude<keyof RuleFields, 'auto_accept' | 'auto_counter'>;

const READERS: { [K in PlainField]: (v: unknown) => Read<RuleFields[K]> } = {
  name: (v) => {
    if (typeof v !== 'string' || !v.trim()) return { error: RULE_MESSAGES.nameBlank };
    const name = v.trim().replace(/\s+/g, ' ');
    if (name.length > MAX_RULE_NAME_LENGTH) return { error: RULE_MESSAGES.nameTooLong };
    if (hasControl(name)) return { error: RULE_MESSAGES.controlCharacters };
    return { value: name };
  },
  active: (v) => (typeof v === 'boolean' ? { value: v } : { error: RULE_MESSAGES.active }),
  states: (v) => {
    if (!Array.isArray(v) || v.length > 60 || v.some((s) => typeof s !== 'string' || s.length > 10)) return { error: RULE_MESSAGES.states };
    const codes = [...new Set((v as string[]).map((s) => s.trim().toUpperCase()))].filter(Boolean);
    if (codes.length === 0) return { error: RULE_MESSAGES.statesEmpty };
    if (codes.includes(ALL_STATES)) return codes.length === 1 ? { value: [ALL_STATES] } : { error: RULE_MESSAGES.statesMixed };
    const unknown = codes.find((c) => !isUsState(c));
    if (unknown) return { error: RULE_MESSAGES.unknownState(unknown) };
    return { value: codes.sort() };
  },
  plaintiffs: (v) => {
    if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) return { error: RULE_MESSAGES.plaintiffs };
    if (v.length > MAX_PLAINTIFFS) return { error: RULE_MESSAGES.tooManyPlaintiffs };
    const names: string[] = [];
    for (const raw of v as string[]) {
      const name = raw.trim().replace(/\s+/g, ' ');
      if (!name) return { error: RULE_MESSAGES.plaintiffBlank };
      if (name.length > MAX_PLAINTIFF_LENGTH) return { error: RULE_MESSAGES.plaintiffTooLong };
      if (hasControl(name)) return { error: RULE_MESSAGES.controlCharacters };
      if (!names.some((n) => plaintiffKey(n) === plaintiffKey(name))) names.push(name);
    }
    return { value: names };
  },
  min_lawsuit_amount_cents: (v) => readAmount(v, 'Min lawsuit amount cents'),
  max_lawsuit_amount_cents: (v) => readAmount(v, 'Max lawsuit amount cents'),
  disclosures: (v) => {
    if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) return { error: RULE_MESSAGES.disclosures };
    const lines: string[] = [];
    for (const raw of v as string[]) {
      const line = raw.trim();
      if (line.length > MAX_DISCLOSURE_LENGTH || line.includes('\u0000')) return { error: RULE_MESSAGES.disclosureTooLong };
      if (line && !lines.includes(line)) lines.push(line);
    }
    if (lines.length > MAX_DISCLOSURES - 1) return { error: RULE_MESSAGES.tooManyDisclosures };
    return { value: lines };
  },
};

function readAutoAccept(v: unknown, errors: string[]): AutoAccept | null | undefined {
  return readFields<AutoAccept>(
    v,
    'Auto accept',
    {
      lump_sum_min_percentage: (x) => readPercentage(x, 'Lump sum min percentage'),
      plan_min_percentage: (x) => readPercentage(x, 'Plan min percentage'),
      max_payments: (x) => readCount(x, 1, MAX_PAYMENTS, RULE_MESSAGES.maxPayments('Auto accept max payments')),
      max_first_payment_delay_days: (x) => readCount(x, 0, MAX_FIRST_PAYMENT_DELAY_DAYS, RULE_MESSAGES.delayDays),
    },
    errors,
  );
}

function readAutoCounter(v: unknown, errors: string[]): AutoCounter | null | undefined {
  return readFields<AutoCounter>(
    v,
    'Auto counter',
    {
      percentage: (x) => readPercentage(x, 'Counteroffer percentage'),
      max_payments: (x) => readCount(x, 1, MAX_PAYMENTS, RULE_MESSAGES.maxPayments('Auto counter max payments')),
    },
    errors,
  );
}

export type RuleRead = { ok: true; fields: Partial<RuleFields> } | { ok: false; errors: string[] };

/**
 * Reads a create or change body: the rule's fields, flat. Every field is checked for its type and range; unknown
 * fields are refused (a misspelt field silently ignored would leave the rule doing something else than the admin
 * meant). `create` needs a name and fills the other fields with their defaults; `patch` needs at least one field.
 */
export function readRuleBody(body: unknown, mode: 'create' | 'patch'): RuleRead {
  if (!isObject(body)) return { ok: false, errors: [RULE_MESSAGES.notAnObject] };
  const errors: string[] = [];
  const known = RULE_FIELD_NAMES as readonly string[];
  for (const key of Object.keys(body)) if (!known.includes(key)) errors.push(RULE_MESSAGES.unknownField(key));
  const fields: Partial<RuleFields> = {};
  const set = <K extends keyof RuleFields>(key: K, value: RuleFields[K]) => (fields[key] = value);
  for (const key of RULE_FIELD_NAMES) {
    if (!(key in body)) continue;
    const raw = body[key];
    if (key === 'auto_accept') {
      const v = readAutoAccept(raw, errors);
      if (v !== undefined) set(key, v);
    } else if (key === 'auto_counter') {
      const v = readAutoCounter(raw, errors);
      if (v !== undefined) set(key, v);
    } else {
      const r = READERS[key](raw);
      if ('error' in r) errors.push(r.error);
      else set(key, r.value as never);
    }
  }
  if (mode === 'create' && !('name' in body)) errors.unshift(RULE_MESSAGES.nameBlank);
  if (mode === 'patch' && Object.keys(body).length === 0) errors.push(RULE_MESSAGES.nothingToChange);
  if (errors.length) return { ok: false, errors: [...new Set(errors)] };
  return { ok: true, fields };
}

/** What holds between fields of a whole rule (after a create's defaults, or a change merged into the stored rule). */
export function ruleErrors(rule: RuleFields): string[] {
  const errors: string[] = [];
  const { min_lawsuit_amount_cents: min, max_lawsuit_amount_cents: max } = rule;
  if (min !== null && max !== null && min > max) errors.push(RULE_MESSAGES.minAboveMax);
  if (!rule.auto_accept && !rule.auto_counter) errors.push(RULE_MESSAGES.noAnswer);
  return errors;
}

/** A whole rule from a create body's fields (defaults for what was left out). */
export function withDefaults(fields: Partial<RuleFields>): RuleFields {
  return { ...DEFAULT_RULE_FIELDS, name: '', ...fields };
}

/* ---------------------------------------------------------------------------------------------------------------- */
/* Matching                                                                                                         */
/* ---------------------------------------------------------------------------------------------------------------- */

/** What matching needs of an account. */
export interface RuleAccount {
  plaintiffName: string | null;
  lawsuitState: string | null;
  lawsuitAmountCents: number | null;
}

export type MatchableRule = Pick<
  SettlementRule,
  'id' | 'active' | 'states' | 'plaintiffs' | 'min_lawsuit_amount_cents' | 'max_lawsuit_amount_cents'
>;

/** Plaintiff names compare without case, dots, commas or repeated spaces ("Midland Credit Management, Inc."). */
export function plaintiffKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Whether a rule covers an account, paused or not. An account without a lawsuit amount is covered by no rule: every
 * term of a rule is a share of that amount.
 */
export function ruleCovers(rule: MatchableRule, account: RuleAccount): boolean {
  const amount = account.lawsuitAmountCents;
  if (amount === null || amount <= 0) return false;
  if (rule.plaintiffs.length > 0) {
    if (!account.plaintiffName) return false;
    const key = plaintiffKey(account.plaintiffName);
    if (!rule.plaintiffs.some((p) => plaintiffKey(p) === key)) return false;
  }
  if (!rule.states.includes(ALL_STATES)) {
    if (!account.lawsuitState || !rule.states.includes(account.lawsuitState.toUpperCase())) return false;
  }
  if (rule.min_lawsuit_amount_cents !== null && amount < rule.min_lawsuit_amount_cents) return false;
  if (rule.max_lawsuit_amount_cents !== null && amount > rule.max_lawsuit_amount_cents) return false;
  return true;
}

/**
 * How specific a rule is, compared in order: naming plaintiffs first, then naming states, then bounding the lawsuit
 * amount (both bounds before one), then the narrower plaintiff list, state list and amount range. Larger wins.
 */
export function specificity(rule: MatchableRule): number[] {
  const bounds = (rule.min_lawsuit_amount_cents !== null ? 1 : 0) + (rule.max_lawsuit_amount_cents !== null ? 1 : 0);
  const width =
    rule.min_lawsuit_amount_cents !== null && rule.max_lawsuit_amount_cents !== null
      ? rule.max_lawsuit_amount_cents - rule.min_lawsuit_amount_cents
      : Number.MAX_SAFE_INTEGER;
  const statesNamed = !rule.states.includes(ALL_STATES);
  return [
    rule.plaintiffs.length > 0 ? 1 : 0,
    statesNamed ? 1 : 0,
    bounds,
    rule.plaintiffs.length > 0 ? -rule.plaintiffs.length : 0,
    statesNamed ? -rule.states.length : 0,
    -width,
  ];
}

function compareSpecificity(a: MatchableRule, b: MatchableRule): number {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sb[i] - sa[i];
  // Equally specific: the older rule (lower id) keeps deciding, so adding a rule never silently takes over.
  return a.id - b.id;
}

/** The active rule that decides for an account: the most specific one that covers it, or null. */
export function matchRule<R extends MatchableRule>(rules: readonly R[], account: RuleAccount): R | null {
  const covering = rules.filter((r) => r.active && ruleCovers(r, account));
  if (covering.length === 0) return null;
  return [...covering].sort(compareSpecificity)[0];
}

/** Every rule sorted most specific first (the order the rules page lists them and matching tries them). */
export function bySpecificity<R extends MatchableRule>(rules: readonly R[]): R[] {
  return [...rules].sort(compareSpecificity);
}

/** A percentage of the lawsuit amount in cents, rounded up (a firm's floor is never undercut by rounding). */
export function shareOf(percentage: number, lawsuitAmountCents: number): number {
  const basisPoints = Math.round(percentage * 100);
  return Math.ceil((basisPoints * lawsuitAmountCents) / 10_000);
}
