import { PROMO_HIDE_MS } from './messages';

export type PromoId = 'settle_your_debt' | 'file_an_answer';

const key = (id: PromoId) => `parley.promo_hidden_until.${id}`;

/** A promo card is hidden while its stored expiry is in the future (a 7-day expiry kept locally). */
export function isPromoHidden(id: PromoId, now = Date.now()): boolean {
  try {
    const until = Number(window.localStorage.getItem(key(id)));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

export function hidePromo(id: PromoId, now = Date.now()): void {
  try {
    window.localStorage.setItem(key(id), String(now + PROMO_HIDE_MS));
  } catch {
    // Private browsing without storage: the card hides for this visit only.
  }
}
