import type { MailingAddress } from '@parley/domain/payouts/instruction';
import type { PayoutStatus } from '@parley/domain/payouts/status';

/**
 * The payout provider port: how money reaches a firm (a digital check e-mailed for ACH deposit, or a check printed
 * and mailed). Drivers speak only these types: amounts in integer cents, statuses as the provider names them. Two
 * drivers, chosen by configuration in `payouts.module.ts`: `checkbook.driver.ts` (the only file that imports the
 * checkbook-api SDK) and `demo.driver.ts` (state in PostgreSQL, checks numbered, mailed checks tracked, paid on its
 * clock, told to fail or return a check).
 */
export type PayoutProviderMode = 'demo' | 'checkbook';

/** Checkbook.io's check statuses (its API and webhooks use these words). */
export const PROVIDER_CHECK_STATUSES = ['UNPAID', 'IN_PROCESS', 'PRINTED', 'MAILED', 'PAID', 'VOID', 'EXPIRED', 'FAILED', 'REFUNDED'] as const;
export type ProviderCheckStatus = (typeof PROVIDER_CHECK_STATUSES)[number];

export interface ProviderCheck {
  id: string;
  /** The check number printed on (or shown with) the check. */
  number: string | null;
  /** The postal tracking number of a mailed check, when the provider gives one. */
  trackingNumber: string | null;
  status: ProviderCheckStatus;
  amountCents: number;
  /** The provider's words when it failed, was returned or voided. */
  failureReason: string | null;
  /** When it took its current status, on the provider's clock, if the provider says. */
  statusAt: Date | null;
}

interface CheckRequestBase {
  /** Who the check is made out to. */
  name: string;
  amountCents: number;
  /** The memo: what the money is for. */
  description: string;
  /** The same key answers the same check (a retried send never sends twice). */
  idempotencyKey: string;
}

export interface DigitalCheckRequest extends CheckRequestBase {
  /** The firm's digital check e-mail: the check arrives there and is deposited by ACH. */
  email: string;
}

export interface MailedCheckRequest extends CheckRequestBase {
  address: MailingAddress;
}

/** A status change the provider reported (a webhook, or the demo provider's delivery of one). */
export interface PayoutStatusEvent {
  checkId: string;
  status: ProviderCheckStatus;
}

/** The provider refused the check for good (a bad recipient, not enough funds): the payout fails. */
export class PayoutRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutRefusedError';
  }
}

/** The webhook did not carry a valid signature (answered 400). */
export class PayoutWebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature.') {
    super(message);
    this.name = 'PayoutWebhookSignatureError';
  }
}

/** The webhook body is not a check status notification. */
export class MalformedPayoutEventError extends Error {}

export abstract class PayoutProvider {
  abstract readonly mode: PayoutProviderMode;

  /** Sends a digital check to an e-mail address; a refusal throws PayoutRefusedError, anything else may be retried. */
  abstract sendDigitalCheck(request: DigitalCheckRequest): Promise<ProviderCheck>;

  /** Prints and mails a check; a refusal throws PayoutRefusedError, anything else may be retried. */
  abstract sendMailedCheck(request: MailedCheckRequest): Promise<ProviderCheck>;

  abstract retrieveCheck(id: string): Promise<ProviderCheck>;

  /** Voids a check not yet paid; answers it as it stands afterwards. */
  abstract voidCheck(id: string): Promise<ProviderCheck>;

  /** Verifies the signature header over the raw body and reads the notification. */
  abstract parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PayoutStatusEvent;
}

/** What a provider status means for the payout. */
export function payoutStatusOf(status: ProviderCheckStatus): PayoutStatus {
  switch (status) {
    case 'PAID':
      return 'paid';
    case 'FAILED':
      return 'failed';
    case 'REFUNDED':
      return 'returned';
    case 'VOID':
    case 'EXPIRED':
      return 'voided';
    default:
      // UNPAID (a digital check e-mailed, not deposited yet), IN_PROCESS, PRINTED, MAILED.
      return 'sent';
  }
}

/** The sentence kept on a payout that failed, came back or was voided, when the provider gave none. */
export const FAILURE_SENTENCES: Partial<Record<PayoutStatus, string>> = {
  failed: 'The check provider could not deliver this payout.',
  returned: 'The check came back: its money was returned to Parley.',
  voided: 'The check was voided before it was paid.',
};

/** Cents as the dollars Checkbook's API takes (exact: 2 decimals). */
export const dollars = (cents: number): number => Number((cents / 100).toFixed(2));
