/** How the payouts services behave in this process (the seed replays history without e-mails). */
export interface PayoutSettings {
  /** Links in the e-mails. */
  appUrl: string;
  /** Queue the firm's notices (the seed's replay of past days does not). */
  notify: boolean;
  /** Our own time stamps (the seed replays past days on their own clock). */
  now?: () => Date;
}

export const PAYOUT_SETTINGS = Symbol('PAYOUT_SETTINGS');

/** Advisory-lock space of the per-firm lock every change to a firm's open payouts takes (two workers, one firm). */
export const PAYOUT_LOCK_SPACE = 72_010;
