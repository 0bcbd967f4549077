/**
 * The bank-data port (Plaid). Drivers speak only these types: amounts in integer cents,
 * dates `YYYY-MM-DD`, Plaid's sign for transactions (positive = money out). Two drivers, chosen by configuration:
 * `plaid.driver.ts` (the only file that imports the plaid SDK; used with PLAID_CLIENT_ID and PLAID_SECRET) and
 * `demo.driver.ts` (institutions, connections, accounts, transactions and income in its own tables; fails when told).
 *
 * The flow is Plaid Link's: the server creates a link token for the user, the browser's Link (Plaid's hosted UI, or
 * the demo bank-connection form) turns the consumer's bank sign-in into a public token, the server exchanges it for
 * an access token (sealed at rest) and reads accounts, transactions and recurring income with it.
 */
import type { ReportAccount, ReportIncomeStream, ReportTransaction } from '@parley/domain/financial/report';

export type BankDataMode = 'plaid' | 'demo';

export interface LinkToken {
  linkToken: string;
  /** ISO instant. */
  expiration: string;
}

export interface ExchangedItem {
  itemId: string;
  accessToken: string;
  institutionId: string | null;
  institutionName: string;
}

/**
 * A provider refusal with Plaid's error type and code (ITEM_LOGIN_REQUIRED, INSTITUTION_DOWN, INVALID_PUBLIC_TOKEN...).
 * `loginRequired` says the consumer must reconnect the bank.
 */
export class BankDataError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly type = 'ITEM_ERROR',
  ) {
    super(message);
    this.name = 'BankDataError';
  }

  get loginRequired(): boolean {
    return this.code === 'ITEM_LOGIN_REQUIRED' || this.code === 'PENDING_EXPIRATION' || this.code === 'ACCESS_NOT_GRANTED';
  }

  /** The input was refused (a bad or used public token): the caller answers 422, not 500. */
  get invalidInput(): boolean {
    return this.type === 'INVALID_INPUT' || this.type === 'INVALID_REQUEST';
  }
}

export abstract class BankData {
  abstract readonly mode: BankDataMode;

  /** A link token for one user (`clientUserId` is our stable user id, never an e-mail). */
  abstract createLinkToken(input: { clientUserId: string; userName?: string | null }): Promise<LinkToken>;

  /** The browser's public token for an access token (single use; INVALID_PUBLIC_TOKEN otherwise). */
  abstract exchangePublicToken(publicToken: string): Promise<ExchangedItem>;

  /** The connection's accounts with current balances (cents) and the institution's name and logo. */
  abstract accounts(accessToken: string): Promise<ReportAccount[]>;

  /** Transactions between two dates inclusive, every page. */
  abstract transactions(accessToken: string, range: { startDate: string; endDate: string }): Promise<ReportTransaction[]>;

  /** Recurring income (Plaid's recurring inflow streams) with their payments. */
  abstract income(accessToken: string): Promise<ReportIncomeStream[]>;

  /**
   * Test and demo helper: makes the connection require a new sign-in (Plaid's sandbox `/sandbox/item/reset_login`;
   * the demo marks its item). Refused outside the sandbox.
   */
  abstract resetLogin(accessToken: string): Promise<void>;

  /** Forgets the connection at the provider (Plaid `/item/remove`). */
  abstract removeItem(accessToken: string): Promise<void>;
}
