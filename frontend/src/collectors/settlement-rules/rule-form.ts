import { formatUsd } from '@parley/domain/money';
import {
  ALL_STATES,
  RULE_FIELD_NAMES,
  readRuleBody,
  ruleErrors,
  RULE_MESSAGES,
  withDefaults,
  type AutoAccept,
  type AutoCounter,
  type RuleFields,
} from '@parley/domain/settlement-rules/rules';
import { US_STATES } from '@parley/domain/profile/us-states';

/**
 * The rules page's pure helpers: what a new answer starts with, how a rule reads in the list, and the form's
 * validation with the API's own reader (the same sentences the server answers with), placed on the fields.
 */

export const DEFAULT_ACCEPT: AutoAccept = {
  lump_sum_min_percentage: 50,
  plan_min_percentage: 60,
  max_payments: 12,
  max_first_payment_delay_days: 30,
};
export const DEFAULT_COUNTER: AutoCounter = { percentage: 70, max_payments: 12 };

export const NEW_RULE: Partial<RuleFields> = {
  active: true,
  states: [ALL_STATES],
  plaintiffs: [],
  min_lawsuit_amount_cents: null,
  max_lawsuit_amount_cents: null,
  auto_accept: DEFAULT_ACCEPT,
  auto_counter: DEFAULT_COUNTER,
  disclosures: [],
};

export const STATE_CHOICES = [
  { id: ALL_STATES, name: 'All states' },
  ...Object.entries(US_STATES).map(([id, name]) => ({ id, name: `${id} (${name})` })),
];

/** Amount inputs show dollars and keep cents: blank is no bound. */
export const centsToDollars = (cents: number | null | undefined): number | '' =>
  cents === null || cents === undefined ? '' : cents / 100;
export const dollarsToCentsOrNull = (dollars: string | number | null | undefined): number | null => {
  if (dollars === '' || dollars === null || dollars === undefined) return null;
  const n = Number(dollars);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

export function describeScope(
  rule: Pick<RuleFields, 'states' | 'plaintiffs' | 'min_lawsuit_amount_cents' | 'max_lawsuit_amount_cents'>,
): string {
  const who = rule.plaintiffs.length ? rule.plaintiffs.join(', ') : 'Every plaintiff';
  const where = rule.states.includes(ALL_STATES) ? 'every state' : rule.states.join(', ');
  const { min_lawsuit_amount_cents: min, max_lawsuit_amount_cents: max } = rule;
  const amount =
    min !== null && max !== null && min === max
      ? `lawsuits of exactly ${formatUsd(min)}`
      : min !== null && max !== null
        ? `lawsuits of ${formatUsd(min)} to ${formatUsd(max)}`
        : min !== null
          ? `lawsuits from ${formatUsd(min)}`
          : max !== null
            ? `lawsuits up to ${formatUsd(max)}`
            : 'any lawsuit amount';
  return `${who}; ${where}; ${amount}`;
}

export function describeAccept(a: AutoAccept | null): string {
  if (!a) return 'Never accepts';
  const days = a.max_first_payment_delay_days === 1 ? '1 day' : `${a.max_first_payment_delay_days} days`;
  return `Accepts a lump sum from ${a.lump_sum_min_percentage}%, a plan from ${a.plan_min_percentage}% in up to ${a.max_payments} payments, first payment within ${days}`;
}

export function describeCounter(c: AutoCounter | null): string {
  if (!c) return 'Never counteroffers';
  return `Counteroffers ${c.percentage}% in up to ${c.max_payments} payments`;
}

/** Which form field a sentence of the rule reader is about (the form shows it there). */
function fieldOf(message: string): string {
  const is = (m: string) => message === m;
  if (
    is(RULE_MESSAGES.nameBlank) ||
    is(RULE_MESSAGES.nameTooLong) ||
    is(RULE_MESSAGES.controlCharacters) ||
    message.startsWith('A rule named')
  )
    return 'name';
  if (message.includes('state') || is(RULE_MESSAGES.states)) return 'states';
  if (message.toLowerCase().includes('plaintiff')) return 'plaintiffs';
  if (message.startsWith('Min lawsuit')) return 'min_lawsuit_amount_cents';
  if (message.startsWith('Max lawsuit') || is(RULE_MESSAGES.minAboveMax)) return 'max_lawsuit_amount_cents';
  if (message.startsWith('Lump sum')) return 'auto_accept.lump_sum_min_percentage';
  if (message.startsWith('Plan min')) return 'auto_accept.plan_min_percentage';
  if (message.startsWith('Auto accept max')) return 'auto_accept.max_payments';
  if (message.startsWith('Max first payment')) return 'auto_accept.max_first_payment_delay_days';
  if (message.startsWith('Counteroffer percentage')) return 'auto_counter.percentage';
  if (message.startsWith('Auto counter max')) return 'auto_counter.max_payments';
  if (message.toLowerCase().includes('disclosure')) return 'disclosures';
  return 'auto_counter';
}

/** Sets `value` at a dotted path of a nested errors object (react-admin reads nested form errors by path). */
function setPath(target: Record<string, unknown>, path: string, value: string): void {
  const parts = path.split('.');
  let at = target;
  for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
  at[parts.at(-1)!] ??= value;
}

/** Only the rule's own fields (not its id or time stamps): what the API takes, and what the form checks. */
export function writableFields(data: Partial<RuleFields> & Record<string, unknown>): Partial<RuleFields> {
  const out: Partial<RuleFields> = {};
  for (const key of RULE_FIELD_NAMES) if (key in data) (out as Record<string, unknown>)[key] = data[key];
  return out;
}

/** The form's errors by field, from the API's own rule reader (so the page refuses exactly what the server does). */
export function ruleFormErrors(values: Partial<RuleFields> & Record<string, unknown>): Record<string, unknown> {
  const read = readRuleBody(writableFields(values), 'create');
  const messages = read.ok ? ruleErrors(withDefaults(read.fields)) : read.errors;
  const errors: Record<string, unknown> = {};
  for (const m of messages) setPath(errors, fieldOf(m), m);
  return errors;
}
