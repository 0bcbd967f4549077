import { CardError, type DemoCardInput } from '../payments.port';
import type { DemoCardBehavior } from './demo.entities';

/**
 * The demo card rules, after Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined
 * when saved, 4000 0000 0000 0341 saves but every charge is declined, 4000 0000 0000 9995 saves but charges fail
 * for insufficient funds. Any other number passing the Luhn check behaves like 4242. Messages are Stripe's.
 */
export const DEMO_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  declinesCharges: '4000000000000341',
  insufficientFunds: '4000000000009995',
} as const;

export const CARD_MESSAGES = {
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry: "Your card's expiration date is invalid.",
  expired_card: 'Your card has expired.',
  invalid_cvc: "Your card's security code is invalid.",
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
} as const;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Checks a demo card as Stripe would when saving it; answers how its charges will behave, or throws CardError. */
export function checkDemoCard(
  card: DemoCardInput,
  today: Date,
): { digits: string; brand: string; behavior: DemoCardBehavior } {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) throw new CardError(CARD_MESSAGES.incorrect_number, 'incorrect_number');
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12)
    throw new CardError(CARD_MESSAGES.invalid_expiry, 'invalid_expiry');
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  if (card.exp_year < year || (card.exp_year === year && card.exp_month < month))
    throw new CardError(CARD_MESSAGES.expired_card, 'expired_card');
  const brand = brandOf(digits);
  if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc))
    throw new CardError(CARD_MESSAGES.invalid_cvc, 'invalid_cvc');
  if (digits === DEMO_CARDS.declined) throw new CardError(CARD_MESSAGES.card_declined, 'card_declined');
  const behavior: DemoCardBehavior =
    digits === DEMO_CARDS.declinesCharges
      ? 'declines_charges'
      : digits === DEMO_CARDS.insufficientFunds
        ? 'insufficient_funds'
        : 'succeeds';
  return { digits, brand, behavior };
}
