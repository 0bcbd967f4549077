/**
 * Full Social Security and card numbers in chat (R-SENSITIVE, Parley policy). Collector messages that carry one
 * are blocked; consumer messages are delivered with the number masked, because a consumer who types their SSN
 * wants to be helped, not refused.
 */

export type SensitiveKind = 'ssn' | 'card';

export interface SensitiveNumber {
  kind: SensitiveKind;
  /** Offsets in the text (end exclusive). */
  start: number;
  end: number;
  digits: string;
}

/**
 * SSN validity (SSA): area 000, 666 and 900-999 were never issued, nor group 00 or serial 0000. Anything else with
 * nine digits is treated as an SSN: randomised issuance (2011) made every other area possible.
 */
export function isValidSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 3));
  return area !== 0 && area !== 666 && area < 900 && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Card numbers: 13 to 19 digits passing Luhn, from an issuer range that starts with 2 to 6 (Mastercard 2-series,
 * Amex/Diners/JCB 3, Visa 4, Mastercard 5, Discover/UnionPay 6). The issuer check halves the false hits on long
 * reference numbers, which pass Luhn one time in ten.
 */
export function isCardNumber(digits: string): boolean {
  return /^[2-6]\d{12,18}$/.test(digits) && !/^(\d)\1+$/.test(digits) && passesLuhn(digits);
}

// Separators must be consistent inside one number, and a number must not continue into further digits.
const CARD_PATTERNS = [
  /(?<!\d)(?<!\d[ -])\d{13,19}(?!\d)(?![ -]\d)/g,
  /(?<!\d)(?<!\d[ -])\d{4}([ -])\d{4}\1\d{4}\1\d{1,4}(?:\1\d{1,3})?(?!\d)(?![ -]\d)/g,
  /(?<!\d)(?<!\d[ -])\d{4}([ -])\d{6}\1\d{4,5}(?!\d)(?![ -]\d)/g,
];
const SSN_PATTERN = /(?<!\d)(?<!\d[ .-])\d{3}([ .-]?)\d{2}\1\d{4}(?!\d)(?![ .-]\d)/g;
/** Nine plain digits right after these words are a bank routing number, not an SSN. */
const ROUTING_CONTEXT = /\b(?:routing|aba|rtn|transit)\b[^.\n]{0,40}$/i;

export function findSensitiveNumbers(text: string): SensitiveNumber[] {
  const found: SensitiveNumber[] = [];
  const overlaps = (start: number, end: number) => found.some((f) => start < f.end && end > f.start);
  for (const pattern of CARD_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const digits = m[0].replace(/\D/g, '');
      const end = m.index + m[0].length;
      if (isCardNumber(digits) && !overlaps(m.index, end)) found.push({ kind: 'card', start: m.index, end, digits });
    }
  }
  for (const m of text.matchAll(SSN_PATTERN)) {
    const digits = m[0].replace(/\D/g, '');
    const end = m.index + m[0].length;
    if (!isValidSsn(digits) || overlaps(m.index, end)) continue;
    if (m[1] === '' && ROUTING_CONTEXT.test(text.slice(0, m.index))) continue;
    found.push({ kind: 'ssn', start: m.index, end, digits });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** What replaces a number: only the last four digits stay, as on the accounts page. */
export function maskedForm(n: Pick<SensitiveNumber, 'kind' | 'digits'>): string {
  const last4 = n.digits.slice(-4);
  return n.kind === 'ssn' ? `***-**-${last4}` : `**** **** **** ${last4}`;
}

/**
 * Masks every full SSN and card number in a consumer's message. masked lists the kind of each masked number in the
 * order they appear (one entry per number).
 */
export function maskSensitiveNumbers(body: string): { body: string; masked: Array<SensitiveKind> } {
  const found = findSensitiveNumbers(body);
  let out = '';
  let at = 0;
  for (const n of found) {
    out += body.slice(at, n.start) + maskedForm(n);
    at = n.end;
  }
  return { body: out + body.slice(at), masked: found.map((n) => n.kind) };
}
