import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../contracts/rules';

/** The sentences a sign-up is refused with (422), in the order the form's fields come. */
export const SIGN_UP_ERRORS = {
  firstNameBlank: "First name can't be blank",
  firstNameTooLong: 'First name is too long (maximum is 100 characters)',
  lastNameBlank: "Last name can't be blank",
  lastNameTooLong: 'Last name is too long (maximum is 100 characters)',
  emailInvalid: 'Email is invalid',
  passwordTooShort: 'Password is too short (minimum is 8 characters)',
  passwordTooLong: 'Password is too long (maximum is 200 characters)',
  confirmationMismatch: "Password confirmation doesn't match Password",
} as const;

export const SIGN_UP_PASSWORD_MIN = 8;
export const SIGN_UP_PASSWORD_MAX = 200;
export const SIGN_UP_NAME_MAX = 100;

export type SignUpField = 'first_name' | 'last_name' | 'email' | 'password' | 'password_confirmation';

export interface SignUpInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** A clean sign-up: names trimmed, the e-mail trimmed and lower-cased; the passwords exactly as typed. */
export type SignUpValues = SignUpInput;

export type SignUpCheck =
  | { ok: true; values: SignUpValues }
  | { ok: false; errors: string[]; fields: Partial<Record<SignUpField, string>> };

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * Checks a sign-up as the server does (the page runs the same function before sending). Every failing field gets its
 * sentence, so the form can show them all at once; anything that is not a string counts as missing.
 */
export function checkSignUp(body: unknown): SignUpCheck {
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fields: Partial<Record<SignUpField, string>> = {};
  const firstName = text(record.first_name)?.trim() ?? '';
  const lastName = text(record.last_name)?.trim() ?? '';
  const email = text(record.email)?.trim().toLowerCase() ?? '';
  const password = text(record.password) ?? '';
  const confirmation = text(record.password_confirmation);

  if (!firstName) fields.first_name = SIGN_UP_ERRORS.firstNameBlank;
  else if (firstName.length > SIGN_UP_NAME_MAX) fields.first_name = SIGN_UP_ERRORS.firstNameTooLong;
  if (!lastName) fields.last_name = SIGN_UP_ERRORS.lastNameBlank;
  else if (lastName.length > SIGN_UP_NAME_MAX) fields.last_name = SIGN_UP_ERRORS.lastNameTooLong;
  if (!email || email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) fields.email = SIGN_UP_ERRORS.emailInvalid;
  if (password.length < SIGN_UP_PASSWORD_MIN) fields.password = SIGN_UP_ERRORS.passwordTooShort;
  else if (password.length > SIGN_UP_PASSWORD_MAX) fields.password = SIGN_UP_ERRORS.passwordTooLong;
  if (confirmation !== password) fields.password_confirmation = SIGN_UP_ERRORS.confirmationMismatch;

  const errors = Object.values(fields);
  if (errors.length) return { ok: false, errors, fields };
  return { ok: true, values: { first_name: firstName, last_name: lastName, email, password, password_confirmation: password } };
}
