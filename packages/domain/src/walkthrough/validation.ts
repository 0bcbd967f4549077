import { digitsOf, isValidEmail, isValidSsn, isValidSsnLastFour, isValidZip, normalizeZip, parseUsPhone, US_STATE_CODES } from '../contracts/rules';
import type { MailingAddress } from './fields';

/**
 * The walkthrough's validation rules, pure, shared by the API (which decides) and the
 * review page (which shows the same sentence before the round trip). Every message is listed here,
 * including those of the rules added for birthdate, state, ZIP and lengths.
 */
export const WALKTHROUGH_MESSAGES = {
  amountMin: 'Please enter a lawsuit amount of at least $100',
  /** The same rule in the debt wording (no lawsuit yet). */
  debtAmountMin: 'Please enter a debt amount of at least $100',
  amountFormat: 'Please enter the amount in dollars, for example 1250.00',
  amountMax: 'Please enter an amount below $10,000,000',
  blank: 'Input cannot be blank.',
  required: 'This field is required.',
  ssnFull: 'The social security number must be 9 digits',
  ssnLastFour: 'Please enter the last 4 digits of your social security number',
  ssnEither: 'Please provide either your full SSN or the last 4 digits',
  phoneFormat: 'Invalid phone number format',
  phoneUs: 'Please enter a valid US phone number',
  emails: 'Please enter valid email addresses',
  birthdate: 'Please enter a valid birthdate: you must be between 16 and 125 years old',
  lawsuitDate: 'Please enter a date (YYYY-MM-DD) within a year before or two years after today',
  state: 'Please choose a US state',
  zip: 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)',
  tooLong: (max: number) => `Please use at most ${max} characters`,
  confirm: 'Please confirm that the information is correct and accurate',
  missing: (labels: readonly string[]) => `Please fill in the following required fields: ${labels.join(', ')}`,
  invalid: (labels: readonly string[]) => `Please correct the following fields: ${labels.join(', ')}`,
  saveFailed: 'The information entered is invalid.',
  saved: (label: string) => `${label} saved successfully`,
} as const;

const M = WALKTHROUGH_MESSAGES;

/** Two-letter codes of the states (and DC) a walkthrough can name. */
export const US_STATES: readonly string[] = US_STATE_CODES;

/** The lawsuit amount floor: $100, held in cents. */
export const MIN_AMOUNT_CENTS = 10_000;
export const MAX_AMOUNT_CENTS = 1_000_000_000;
/** Birthdate bounds: about 125 years ago to about 16 years ago. */
export const MAX_AGE_YEARS = 125;
export const MIN_AGE_YEARS = 16;

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = <T>(error: string): Result<T> => ({ ok: false, error });


// ---- input formatting (what the page shows while typing) ----

/** xxx-xx-xxxx from whatever is typed: digits only, at most 9. */
export function formatSsn(input: string): string {
  const d = digitsOf(input).slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** Last four: digits only, at most 4. */
export function formatLastFour(input: string): string {
  return digitsOf(input).slice(0, 4);
}

/** (123) 456-7890 from whatever is typed: digits only, at most 10. */
export function formatPhone(input: string): string {
  let d = digitsOf(input);
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  d = d.slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Cents as the amount input shows them: 1250.5 -> '1250.50'. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return (cents / 100).toFixed(2);
}

// ---- one rule per field ----

const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** A required free-text field: trimmed, not blank, at most `max` characters. */
export function validateText(v: unknown, max = 200): Result<string> {
  const s = text(v)?.trim() ?? '';
  if (!s) return fail(M.blank);
  if (s.length > max) return fail(M.tooLong(max));
  return ok(s);
}

/**
 * Dollars as typed ('$1,250.00', '1250', 1250.5) -> cents; at least $100. `lawsuitExists` false words the minimum
 * as a debt amount (the debt wording of a collection that is not a lawsuit).
 */
export function validateAmount(v: unknown, lawsuitExists = true): Result<number> {
  const s = text(v)?.trim().replace(/^\$/, '').replace(/,/g, '') ?? '';
  if (!s) return fail(M.blank);
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return fail(M.amountFormat);
  const cents = Math.round(Number(s) * 100);
  if (cents < MIN_AMOUNT_CENTS) return fail(lawsuitExists ? M.amountMin : M.debtAmountMin);
  if (cents > MAX_AMOUNT_CENTS) return fail(M.amountMax);
  return ok(cents);
}

export function validateState(v: unknown): Result<string> {
  const s = text(v)?.trim().toUpperCase() ?? '';
  if (!s) return fail(M.blank);
  return US_STATES.includes(s) ? ok(s) : fail(M.state);
}

/** The SSN step: a full SSN (9 digits) or its last four; the last four of a full SSN are digits 6-9. */
export function validateSsn(full: unknown, lastFour: unknown): Result<{ full: string | null; lastFour: string }> {
  const f = text(full)?.trim() ?? '';
  const l = text(lastFour)?.trim() ?? '';
  if (f) {
    if (!isValidSsn(f)) return fail(M.ssnFull);
    const d = digitsOf(f);
    return ok({ full: d, lastFour: d.slice(5) });
  }
  if (l) return isValidSsnLastFour(l) ? ok({ full: null, lastFour: l }) : fail(M.ssnLastFour);
  return fail(M.ssnEither);
}

/** A US phone number: 10 digits (an 11-digit number starting with 1 is accepted); stored as digits. */
export function validatePhone(v: unknown): Result<string> {
  const s = text(v)?.trim() ?? '';
  if (!s) return fail(M.required);
  const phone = parseUsPhone(s);
  if (!phone.ok) return fail(phone.problem === 'format' ? M.phoneFormat : M.phoneUs);
  return ok(phone.digits);
}


/** Lawyer e-mails: a list, or one string joined by ';' (commas and spaces tolerated). At least one, all valid. */
export function validateEmails(v: unknown): Result<string[]> {
  const parts = Array.isArray(v) ? v : [v];
  if (!parts.every((p) => typeof p === 'string')) return fail(M.emails);
  const list = (parts as string[])
    .flatMap((p) => p.split(/[;,\s]+/))
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (list.length === 0) return fail(M.blank);
  if (list.length > 20 || !list.every(isValidEmail)) return fail(M.emails);
  return ok([...new Set(list)]);
}

/** Shift a YYYY-MM-DD date by whole years (Feb 29 becomes Feb 28 in a common year). */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const ny = y + years;
  const last = new Date(Date.UTC(ny, m, 0)).getUTCDate();
  return `${String(ny).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** A calendar date (YYYY-MM-DD) that exists. */
function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const dt = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return dt.getUTCFullYear() === Number(m[1]) && dt.getUTCMonth() === Number(m[2]) - 1 && dt.getUTCDate() === Number(m[3]);
}

/**
 * A lawsuit's answer deadline or court date: a real date within a year before and two years after `today`, or
 * blank (null) to clear it.
 */
export function validateLawsuitDate(v: unknown, today: string): Result<string | null> {
  if (v === undefined || v === null) return ok(null);
  if (typeof v !== 'string') return fail(M.lawsuitDate);
  const s = v.trim();
  if (!s) return ok(null);
  if (!isCalendarDate(s) || s < addYears(today, -1) || s > addYears(today, 2)) return fail(M.lawsuitDate);
  return ok(s);
}

export function birthdateBounds(today: string): { min: string; max: string } {
  return { min: addYears(today, -MAX_AGE_YEARS), max: addYears(today, -MIN_AGE_YEARS) };
}

/** A real calendar date between 125 and 16 years before `today` (both YYYY-MM-DD), bounds included. */
export function validateBirthdate(v: unknown, today: string): Result<string> {
  const s = text(v)?.trim() ?? '';
  if (!s) return fail(M.blank);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return fail(M.birthdate);
  const dt = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (dt.getUTCFullYear() !== Number(m[1]) || dt.getUTCMonth() !== Number(m[2]) - 1 || dt.getUTCDate() !== Number(m[3]))
    return fail(M.birthdate);
  const { min, max } = birthdateBounds(today);
  if (s < min || s > max) return fail(M.birthdate);
  return ok(s);
}

export function validateZip(v: unknown): Result<string> {
  const s = text(v)?.trim() ?? '';
  if (!s) return fail(M.blank);
  if (!isValidZip(s)) return fail(M.zip);
  return ok(normalizeZip(s));
}

export function validateAddress(v: unknown): Result<MailingAddress> {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const street = validateText(o.customer_street, 200);
  if (!street.ok) return street;
  const city = validateText(o.customer_city, 100);
  if (!city.ok) return city;
  const state = validateState(o.customer_state);
  if (!state.ok) return state;
  const zip = validateZip(o.customer_zip_code);
  if (!zip.ok) return zip;
  return ok({
    customer_street: street.value,
    customer_city: city.value,
    customer_state: state.value,
    customer_zip_code: zip.value,
  });
}

// ---- labels, required fields and the submit check ----

/** The review page's fields, in the order shown. */
export const REVIEW_FIELDS = [
  'customer_name',
  'lawsuit_state',
  'lawsuit_amount',
  'civil_number',
  'plaintiff_name',
  'law_firm_name',
  'lawyer_email',
  'court_name',
  'customer_mailing_address',
  'customer_phone_number',
  'birthdate',
  'social_security_number',
] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/**
 * Labels; when the debt is not a lawsuit the lawsuit words switch to debt words: the collections
 * agency for the law firm, the collector's e-mail, the creditor for the plaintiff, the file number (the account or
 * reference number on the collector's letter) for the civil number, the debt amount; there is no court.
 */
export function fieldLabels(lawsuitExists: boolean): Record<ReviewField, string> {
  return {
    customer_name: 'Your full name',
    lawsuit_state: lawsuitExists ? 'Lawsuit state' : 'Your state',
    lawsuit_amount: lawsuitExists ? 'Lawsuit amount' : 'Debt amount',
    civil_number: lawsuitExists ? 'Civil number' : 'File number',
    plaintiff_name: lawsuitExists ? 'Plaintiff' : 'Creditor name',
    law_firm_name: lawsuitExists ? 'Law firm' : 'Collections agency',
    lawyer_email: lawsuitExists ? 'Lawyer email' : 'Collector email',
    court_name: 'Court',
    customer_mailing_address: 'Mailing address',
    customer_phone_number: 'Phone number',
    birthdate: 'Birthdate',
    social_security_number: 'Social security number',
  };
}

/**
 * Required: name, state, amount, civil number, plaintiff, SSN, birthdate, address, phone, law firm, and the lawyer
 * e-mail unless the firm (chosen from Parley's directory) supplies its addresses. The court is asked for only on
 * an answer to a summons (which is filed with it).
 */
export function requiredFields(o: {
  firmSuppliesAddresses: boolean;
  needsCourt?: boolean;
  /** False for a debt not (yet) in court: no court is asked for at all. */
  lawsuitExists?: boolean;
}): ReviewField[] {
  return REVIEW_FIELDS.filter((f) => {
    if (f === 'lawyer_email') return !o.firmSuppliesAddresses;
    if (f === 'court_name') return Boolean(o.needsCourt) && o.lawsuitExists !== false;
    return true;
  });
}

/** The Continue check: the accuracy checkbox first, then the missing fields, then the invalid ones (labels). */
export function submitError(o: {
  confirmed: boolean;
  missing: readonly string[];
  invalid: readonly string[];
}): string | null {
  if (!o.confirmed) return M.confirm;
  if (o.missing.length) return M.missing(o.missing);
  if (o.invalid.length) return M.invalid(o.invalid);
  return null;
}

/** The fields the review page shows: every review field but the court when there is no lawsuit. */
export function shownFields(lawsuitExists: boolean): ReviewField[] {
  return REVIEW_FIELDS.filter((f) => lawsuitExists || f !== 'court_name');
}

/**
 * What the consumer's papers say about a lawsuit, from the facts read from them: true when they show one (the
 * extraction read the paper as court papers: a summons, a complaint, a case number or a court named in a caption),
 * false when they read as a collector's letter, null when there are no facts to go by. Only `true` answers the
 * walkthrough's lawsuit question for the consumer; a letter may predate a suit the consumer knows about.
 */
export function lawsuitFromPapers(facts: ReadonlyArray<{ field: string; value: unknown }>): boolean | null {
  const fact = facts.find((f) => f.field === 'lawsuit_exists');
  return typeof fact?.value === 'boolean' ? fact.value : null;
}

/** Whether the answer to "is there a lawsuit?" is negative (then the debt wording applies). */
export function isNegativeAnswer(v: unknown): boolean {
  return v === false || v === 'no' || v === 'false' || v === 0 || v === '0' || v === -1 || v === '-1';
}
