/**
 * Payout validation shared by the server and the Payment Options page.
 * Pure TypeScript: the frontend imports this file directly, so the page and the API refuse the same input.
 */
import { STATES_AND_DC } from '../contracts/rules';

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidEmail, ZIP_PATTERN } from '../contracts/rules';

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  payeeRequired: 'Please enter a payee name',
  routingDigits: 'Routing number must be 9 digits',
  routingChecksum: 'Please enter a valid routing number',
  accountNumber: 'Please enter a valid account number',
  accountName: 'Please enter the account holder name',
  accountType: 'Please choose an account type',
  poBox: 'PO Boxes are not allowed. Please enter a street address.',
  requiredPrefix: 'Please fill in all required fields: ',
  invalidState: 'Please enter a valid two-letter state',
  invalidZip: 'Please enter a valid ZIP code',
} as const;

/** The routing-number input keeps digits only and at most 9 of them. */
export function normalizeRoutingInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 9);
}

/**
 * ABA routing number checksum: 3*(d1+d4+d7) + 7*(d2+d5+d8) + (d3+d6+d9) must be a multiple of 10.
 * A 9-digit string of zeros satisfies the sum, so it is refused explicitly.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}

/** Account numbers are stored without spaces. */
export function normalizeAccountNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidAccountNumber(value: string): boolean {
  const n = normalizeAccountNumber(value);
  // At least 4 characters after trimming; bank account numbers are at most 17 digits in the US (NACHA), letters
  // are refused because ACH account numbers are numeric.
  return /^\d{4,17}$/.test(n);
}

/**
 * PO boxes in a check mailing address: 'PO Box', 'P.O. Box', 'P O Box', 'Post Office Box', 'POB',
 * 'P.O.B.', 'Box 12' at the start, 'Postal Box', 'PO Drawer', with any case, dots and spacing. Words that merely
 * contain the letters (e.g. 'Pobst Road', 'Boxwood Lane') are not boxes. No two repetitions that can match the same
 * characters sit side by side (an optional word between two `\s*` let them trade spaces, and a street of 'post' and
 * a few thousand spaces took seconds): each pattern runs in time linear in the street.
 */
const PO_BOX_PATTERNS: RegExp[] = [
  /\bp\.?\s*o\.?\s*b(?:ox|\.|\b)/i, // PO Box, P.O. Box, P O Box, POBox, POB, P.O.B.
  /\bpost\s*(?:al\s*)?(?:office\s*)?box\b/i, // Post Office Box, Postal Box, Post Box
  /\bp\.?\s*o\.?\s*drawer\b/i, // PO Drawer
  /^\s*box\s*(?:#\s*)?\d/i, // "Box 123" on its own
  /\bpost\s+office\b/i, // "Post Office 44"
];

export function isPoBox(value: string): boolean {
  return PO_BOX_PATTERNS.some((p) => p.test(value));
}

/** The mailed-check fields that must be filled, with the label used in 'Please fill in all required fields: ...'. */
export const REQUIRED_CHECK_FIELDS = [
  ['payee', 'Payee'],
  ['mailing_street', 'Street'],
  ['mailing_city', 'City'],
  ['mailing_state', 'State'],
  ['mailing_zip', 'Zip'],
] as const;

export type CheckField = (typeof REQUIRED_CHECK_FIELDS)[number][0];

/** 'Please fill in all required fields: Payee, Street' or null when nothing is missing. */
export function missingCheckFieldsMessage(
  values: Partial<Record<CheckField, string | null | undefined>>,
): string | null {
  const missing = REQUIRED_CHECK_FIELDS.filter(([key]) => !(values[key] ?? '').trim()).map(([, label]) => label);
  return missing.length ? `${MESSAGES.requiredPrefix}${missing.join(', ')}` : null;
}

/** Where a mailed check can go: the 50 states and DC. */
export const US_STATES: readonly string[] = STATES_AND_DC;

/** Display label of an account type: BUSINESS is an attorney trust account, shown as IOLTA. */
export function accountTypeLabel(type: string): string {
  return ({ CHECKING: 'Checking', SAVINGS: 'Savings', BUSINESS: 'IOLTA' } as Record<string, string>)[type] ?? type;
}

/**
 * Whether a firm has payment details on file: an approved ACH bank account, or a complete mailed-check address.
 * Used by the accounts list (has_payment_details) and by negotiation to skip request_payment_details.
 */
export function hasPaymentDetails(
  details: {
    bankAccountConnected: boolean;
    digitalCheckApproved: boolean;
    payee?: string | null;
    mailingStreet?: string | null;
    mailingCity?: string | null;
    mailingState?: string | null;
    mailingZip?: string | null;
  } | null,
): boolean {
  if (!details) return false;
  if (details.bankAccountConnected && details.digitalCheckApproved) return true;
  return [details.payee, details.mailingStreet, details.mailingCity, details.mailingState, details.mailingZip].every(
    (v) => typeof v === 'string' && v.trim() !== '',
  );
}
