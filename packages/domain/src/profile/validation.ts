import { z } from 'zod';
import { digitsOf, isValidSsn, isValidSsnLastFour as isValidLastFour, isValidZip, normalizeZip, ssnSchema, stateSchema, zipSchema } from '../contracts/rules';

export { digitsOf, isValidSsn, isValidLastFour, isValidZip, normalizeZip };

/**
 * Profile rules, shared by `PUT /users` and the profile page. Pure: no framework imports.
 * Dates are ISO `YYYY-MM-DD`; `today` is passed in so the rules are testable at their boundaries.
 */
export const PROFILE_MESSAGES = {
  ssn: 'Full SSN must be 9 digits',
  ssnLastFour: 'Last 4 of SSN must be 4 digits',
  ssnMismatch: 'Last 4 of SSN must match the full SSN',
  zip: 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)',
  birthdate: 'Please enter a valid birthdate',
  birthdateTooRecent: 'You must be at least 18 years old',
  birthdateTooOld: 'Please enter a valid birthdate',
  state: 'Please choose a US state or territory',
  currentPasswordRequired: 'Current password is required to make changes',
  currentPasswordInvalid: 'Current password is invalid',
  passwordConfirmation: "Password confirmation doesn't match Password",
  emailUnchangeable: 'Email cannot be changed',
  updateFailed: 'An error occurred while updating your profile.',
  missingMetadata: 'Please fill out the basic information below to view your credit report.',
} as const;

/** A consumer must be at least 18 (about 18 years ago) and the date must be plausible (at most 125 years ago). */
export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 125;


/** What the SSN input shows while typing: digits only, at most 9, as ddd-dd-dddd. */
export function formatSsnInput(value: string): string {
  const d = digitsOf(value).slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** What the ZIP input shows while typing: digits only, at most 9, as 12345-6789. */
export function formatZipInput(value: string): string {
  const d = digitsOf(value).slice(0, 9);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** The last-four input: digits only, at most 4. */
export function formatLastFourInput(value: string): string {
  return digitsOf(value).slice(0, 4);
}


function parseIsoDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

/** `today` minus `years` as YYYY-MM-DD (29 February becomes 28 February in a common year). */
export function yearsBefore(today: string, years: number): string {
  const t = parseIsoDate(today);
  if (!t) throw new Error(`Not an ISO date: ${today}`);
  const y = t.getUTCFullYear() - years;
  const m = t.getUTCMonth();
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(t.getUTCDate(), lastDay);
  return new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
}

/** The latest birthdate allowed (18 years before today) and the earliest (125 years before). */
export function birthdateBounds(today: string): { min: string; max: string } {
  return { min: yearsBefore(today, MAX_AGE_YEARS), max: yearsBefore(today, MIN_AGE_YEARS) };
}

export function birthdateError(value: string, today: string): string | null {
  if (!parseIsoDate(value)) return PROFILE_MESSAGES.birthdate;
  const { min, max } = birthdateBounds(today);
  if (value > max) return PROFILE_MESSAGES.birthdateTooRecent;
  if (value < min) return PROFILE_MESSAGES.birthdateTooOld;
  return null;
}

export interface ProfileMetadataInput {
  address_line1?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  birthdate?: string | null;
  ssn?: string | null;
  ssn_last_four?: string | null;
}

const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A field that may be left blank (null, missing or spaces): blank passes, anything else meets `schema`. */
const blankOr = <S extends z.ZodType>(schema: S, alsoUnchecked: (v: string) => boolean = () => false) =>
  z.preprocess((v) => (isBlank(v) || (typeof v === 'string' && alsoUnchecked(v)) ? undefined : v), schema.optional());

/**
 * The rules of a profile's metadata (`PUT /users` and the profile page both run it), one issue per failing field, its
 * path the field's name, its message the profile's sentence. Blank values are not errors here (a profile may be
 * saved half filled; the credit report says what is missing). A masked SSN (`***-**-1234`, what the page is given
 * back) means "unchanged" and is not checked. It checks only: the service stores the fields as they were sent.
 */
export function profileMetadataSchema(today: string) {
  return z
    .object({
      address_line1: z.string().nullish(),
      city: z.string().nullish(),
      state: blankOr(stateSchema(PROFILE_MESSAGES.state)),
      zip_code: blankOr(zipSchema(PROFILE_MESSAGES.zip)),
      birthdate: blankOr(
        z.string({ error: PROFILE_MESSAGES.birthdate }).superRefine((v, ctx) => {
          const message = birthdateError(v.trim(), today);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
      ),
      ssn: blankOr(ssnSchema(PROFILE_MESSAGES.ssn), isMaskedSsn),
      ssn_last_four: blankOr(z.string({ error: PROFILE_MESSAGES.ssnLastFour }).refine(isValidLastFour, { error: PROFILE_MESSAGES.ssnLastFour })),
    })
    .superRefine((m, ctx) => {
      // Both valid (a valid SSN has become its 9 digits; a masked or blank one is absent) yet disagreeing.
      const ssn = typeof m.ssn === 'string' && isValidSsn(m.ssn) ? digitsOf(m.ssn) : null;
      const lastFour = typeof m.ssn_last_four === 'string' && isValidLastFour(m.ssn_last_four) ? m.ssn_last_four.trim() : null;
      if (ssn && lastFour && ssn.slice(5) !== lastFour) ctx.addIssue({ code: 'custom', path: ['ssn_last_four'], message: PROFILE_MESSAGES.ssnMismatch });
    });
}

/** The field errors of a profile's metadata, in form order: the issues of `profileMetadataSchema`. */
export function metadataErrors(m: ProfileMetadataInput, today: string): { field: keyof ProfileMetadataInput; message: string }[] {
  const result = profileMetadataSchema(today).safeParse(m);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: issue.path[0] as keyof ProfileMetadataInput, message: issue.message }));
}

/** The masked form the API answers instead of a stored full SSN. */
export function maskSsn(lastFour: string): string {
  return `***-**-${lastFour}`;
}

export function isMaskedSsn(value: string): boolean {
  return /^\*{3}-\*{2}-\d{4}$/.test(value.trim());
}

/** What the credit report needs: names, address, city, state, ZIP, birthdate and an SSN. */
export interface CreditProfileFacts {
  first_name: string | null;
  last_name: string | null;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  birthdate: string | null;
  /** Full SSN stored, or at least the last four. */
  ssn_last_four: string | null;
}

export const CREDIT_FIELD_LABELS: Record<keyof CreditProfileFacts, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  address_line1: 'Address',
  city: 'City',
  state: 'State',
  zip_code: 'ZIP code',
  birthdate: 'Birthdate',
  ssn_last_four: 'SSN',
};

export function missingCreditFields(facts: CreditProfileFacts): (keyof CreditProfileFacts)[] {
  return (Object.keys(CREDIT_FIELD_LABELS) as (keyof CreditProfileFacts)[]).filter((k) => !facts[k] || !String(facts[k]).trim());
}
