import { isValidZip } from '@parley/domain/contracts/rules';
import type { DemoCard } from './payments-api';

/** The sentence for a card form with a blank field. */
export const CARD_INCOMPLETE = 'Your card details are incomplete.';

/** Groups card digits by four as they are typed (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as it is typed. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The first problem with the demo card, in the words the server uses too; null when it may be sent. */
export function demoCardError(card: DemoCard): string | null {
  if (Object.values(card).some((v) => !v.trim())) return CARD_INCOMPLETE;
  if (!/^\d{12,19}$/.test(card.number.replace(/\s/g, ''))) return 'Your card number is incorrect.';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.exp)) return "Your card's expiration date is invalid.";
  if (!/^\d{3,4}$/.test(card.cvc)) return "Your card's security code is invalid.";
  if (!isValidZip(card.zip)) return 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)';
  return null;
}
