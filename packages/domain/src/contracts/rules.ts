/**
 * One rule per kind of value, used by every request schema of the API and by the pages: an SSN, a ZIP code, a US
 * phone number, an e-mail address, an amount in cents, a calendar date and the table of states and territories.
 * Each rule is a predicate (for code that checks a value on its own) and a zod schema factory that takes the
 * sentence to answer, because the same rule is worded differently on different screens (the walkthrough says "The
 * social security number must be 9 digits", the profile "Full SSN must be 9 digits"); the rule itself never varies.
 *
 * Every pattern here runs in time linear in its input (the request validators lint with
 * regexp/no-super-linear-move): these schemas see whatever a request sends.
 */
import { z } from 'zod';
import { STATES_AND_DC, US_STATES as STATES_AND_TERRITORIES_TABLE } from '../profile/us-states';

export { STATES_AND_DC, US_TERRITORIES, isUsState } from '../profile/us-states';

/** USPS code to name: the 50 states, the District of Columbia and the five inhabited territories. */
export const US_STATES_AND_TERRITORIES = STATES_AND_TERRITORIES_TABLE;

/** The codes of the table above, sorted. */
export const US_STATE_CODES: readonly string[] = Object.keys(STATES_AND_TERRITORIES_TABLE).sort();

export function digitsOf(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

// ---- Row ids -------------------------------------------------------------------------------------------------

/** The largest id a Postgres `integer` column holds. */
export const MAX_ROW_ID = 2_147_483_647;

// ---- SSN -------------------------------------------------------------------------------------------------------

/** A full social security number: 9 digits, written 123456789 or 123-45-6789. */
export const SSN_PATTERN = /^(?:\d{9}|\d{3}-\d{2}-\d{4})$/;
/** The last four digits of a social security number. */
export const SSN_LAST_FOUR_PATTERN = /^\d{4}$/;

export function isValidSsn(value: string): boolean {
  return SSN_PATTERN.test(value.trim());
}

export function isValidSsnLastFour(value: string): boolean {
  return SSN_LAST_FOUR_PATTERN.test(value.trim());
}

/** A full SSN, answered as its 9 digits. */
export const ssnSchema = (message: string) =>
  z
    .string({ error: message })
    .max(20, { error: message, abort: true })
    .refine(isValidSsn, { error: message })
    .transform((v) => digitsOf(v));

// ---- ZIP -------------------------------------------------------------------------------------------------------

/** A ZIP code: 5 digits, or ZIP+4 written 12345-6789 or 123456789. */
export const ZIP_PATTERN = /^\d{5}(?:-?\d{4})?$/;

export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value.trim());
}

/** The stored form of a valid ZIP code: 12345 or 12345-6789. */
export function normalizeZip(value: string): string {
  const d = digitsOf(value).slice(0, 9);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** A ZIP code, answered in its stored form. */
export const zipSchema = (message: string) =>
  z
    .string({ error: message })
    .max(12, { error: message, abort: true })
    .refine(isValidZip, { error: message })
    .transform(normalizeZip);

// ---- Phone -----------------------------------------------------------------------------------------------------

export type PhoneProblem = 'format' | 'not_us';

/**
 * A US phone number: 10 digits, or 11 starting with 1, with spaces, dots, dashes, parentheses or a plus between
 * them; neither the area code nor the exchange starts with 0 or 1 (North American numbering). Answers the 10 digits,
 * or what is wrong.
 */
export function parseUsPhone(value: string): { ok: true; digits: string } | { ok: false; problem: PhoneProblem } {
  const s = value.trim();
  if (s.length > 40 || !/^[\d\s().+-]+$/.test(s)) return { ok: false, problem: 'format' };
  let d = digitsOf(s);
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  if (d.length !== 10) return { ok: false, problem: 'format' };
  if (/^[01]/.test(d) || /^[01]/.test(d.slice(3))) return { ok: false, problem: 'not_us' };
  return { ok: true, digits: d };
}

/** A US phone number, answered as its 10 digits; `messages.us` is for a well-formed number that is not North American. */
export const phoneSchema = (messages: { format: string; us: string }) =>
  z.string({ error: messages.format }).transform((v, ctx) => {
    const parsed = parseUsPhone(v);
    if (parsed.ok) return parsed.digits;
    ctx.addIssue({ code: 'custom', message: parsed.problem === 'format' ? messages.format : messages.us });
    return z.NEVER;
  });

// ---- E-mail ----------------------------------------------------------------------------------------------------

/**
 * The "simple e-mail pattern": something, '@', a domain with a dot that is neither its first nor its
 * last character, no spaces. Written so that no two parts can trade characters (the domain's first dot after its
 * first character is the one that counts): the obvious `[^\s@]+\.[^\s@]+` tries every dot against every split, which
 * an address of a few thousand dots turns into seconds of a frozen server. This one runs in time linear in the input.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** The longest e-mail address (RFC 5321 path limit): longer input is refused before any pattern looks at it. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v);
}

/** An e-mail address, answered trimmed (case kept: `lowercase` for the addresses that sign in). */
export const emailSchema = (message: string, options: { lowercase?: boolean } = {}) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: message, abort: true })
    .regex(EMAIL_PATTERN, { error: message })
    .transform((v) => (options.lowercase ? v.toLowerCase() : v));

// ---- Money -----------------------------------------------------------------------------------------------------

/** The largest amount the API accepts in one field: $10,000,000.00 (no debt Parley settles comes near it). */
export const MAX_CENTS = 1_000_000_000;

export function isValidCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_CENTS;
}

/** An amount of money as whole cents, 0 to MAX_CENTS; `min` raises the floor. */
export const centsSchema = (message: string, options: { min?: number } = {}) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(options.min ?? 0, { error: message })
    .max(MAX_CENTS, { error: message });

// ---- Dates -----------------------------------------------------------------------------------------------------

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A calendar date `YYYY-MM-DD`. */
export const calendarDateSchema = (message: string) =>
  z
    .string({ error: message })
    .max(10, { error: message, abort: true })
    .refine(isCalendarDate, { error: message })
    .meta({ format: 'date' });

// ---- States ----------------------------------------------------------------------------------------------------

/** A USPS code of the table of states and territories (`which: 'states_and_dc'` for the 50 states and DC), upper-cased. */
export const stateSchema = (message: string, which: 'all' | 'states_and_dc' = 'all') => {
  const codes = new Set<string>(which === 'all' ? US_STATE_CODES : STATES_AND_DC);
  return z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .refine((v) => codes.has(v), { error: message });
};
