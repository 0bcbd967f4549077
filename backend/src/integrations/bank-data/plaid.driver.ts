import {
  Configuration,
  CountryCode,
  PlaidApi,
  PlaidEnvironments,
  Products,
  type AccountBase,
  type Transaction,
  type TransactionStream,
} from 'plaid';
import type { ReportAccount, ReportIncomeStream, ReportTransaction } from '@parley/domain/financial/report';
import { BankData, BankDataError, type ExchangedItem, type LinkToken } from './bank-data.port';

export interface PlaidDriverOptions {
  clientId: string;
  secret: string;
  env: 'sandbox' | 'production';
  /** Link shows this name ("Parley"). */
  clientName: string;
  /** Where Plaid sends item webhooks (optional). */
  webhookUrl?: string;
}

/** Dollars as Plaid sends them (floats with two decimals) to integer cents. */
const cents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);

/** The Plaid SDK behind the bank-data port: the only file that imports `plaid`. */
export class PlaidBankData extends BankData {
  readonly mode = 'plaid' as const;
  private readonly api: PlaidApi;
  private readonly logos = new Map<string, Promise<string | null>>();

  constructor(private readonly opts: PlaidDriverOptions) {
    super();
    this.api = new PlaidApi(
      new Configuration({
        basePath: PlaidEnvironments[opts.env],
        baseOptions: { headers: { 'PLAID-CLIENT-ID': opts.clientId, 'PLAID-SECRET': opts.secret }, timeout: 30_000 },
      }),
    );
  }

  /** Plaid's error body (error_type, error_code, error_message) as our error; anything else is rethrown. */
  private async call<T>(run: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await run()).data;
    } catch (e) {
      // The SDK rejects with its HTTP client's error; Plaid's error object is the response body.
      const data = (e as { response?: { data?: unknown } } | null)?.response?.data;
      if (data && typeof data === 'object') {
        const body = data as { error_code?: string; error_message?: string; error_type?: string; display_message?: string | null };
        if (body.error_code) throw new BankDataError(body.error_code, body.display_message || body.error_message || body.error_code, body.error_type);
      }
      throw e;
    }
  }

  async createLinkToken(input: { clientUserId: string; userName?: string | null }): Promise<LinkToken> {
    const data = await this.call(() =>
      this.api.linkTokenCreate({
        client_name: this.opts.clientName,
        language: 'en',
        country_codes: [CountryCode.Us],
        user: { client_user_id: input.clientUserId, ...(input.userName ? { legal_name: input.userName } : {}) },
        products: [Products.Transactions],
        transactions: { days_requested: 730 },
        ...(this.opts.webhookUrl ? { webhook: this.opts.webhookUrl } : {}),
      }),
    );
    return { linkToken: data.link_token, expiration: data.expiration };
  }

  async exchangePublicToken(publicToken: string): Promise<ExchangedItem> {
    const exchanged = await this.call(() => this.api.itemPublicTokenExchange({ public_token: publicToken }));
    const item = await this.call(() => this.api.itemGet({ access_token: exchanged.access_token }));
    const institutionId = item.item.institution_id ?? null;
    const name = institutionId
      ? (await this.call(() => this.api.institutionsGetById({ institution_id: institutionId, country_codes: [CountryCode.Us] }))).institution.name
      : 'Your bank';
    return { itemId: exchanged.item_id, accessToken: exchanged.access_token, institutionId, institutionName: name };
  }

  private logoOf(institutionId: string): Promise<string | null> {
    let logo = this.logos.get(institutionId);
    if (!logo) {
      logo = this.call(() =>
        this.api.institutionsGetById({ institution_id: institutionId, country_codes: [CountryCode.Us], options: { include_optional_metadata: true } }),
      )
        .then((d) => (d.institution.logo ? `data:image/png;base64,${d.institution.logo}` : null))
        .catch(() => null);
      this.logos.set(institutionId, logo);
    }
    return logo;
  }

  async accounts(accessToken: string): Promise<ReportAccount[]> {
    const data = await this.call(() => this.api.accountsGet({ access_token: accessToken }));
    const institutionId = data.item.institution_id ?? null;
    const [name, logo] = institutionId
      ? await Promise.all([
          this.call(() => this.api.institutionsGetById({ institution_id: institutionId, country_codes: [CountryCode.Us] })).then((d) => d.institution.name),
          this.logoOf(institutionId),
        ])
      : ['Your bank', null];
    return data.accounts.map((a: AccountBase) => ({
      accountId: a.account_id,
      name: a.official_name || a.name,
      institutionName: name,
      type: (['depository', 'credit', 'loan', 'investment'].includes(a.type) ? a.type : 'other') as ReportAccount['type'],
      subtype: a.subtype ?? null,
      mask: a.mask,
      currentBalanceCents: cents(a.balances.current),
      logo,
    }));
  }

  async transactions(accessToken: string, range: { startDate: string; endDate: string }): Promise<ReportTransaction[]> {
    const out: ReportTransaction[] = [];
    for (let offset = 0; ; ) {
      const page = await this.call(() =>
        this.api.transactionsGet({
          access_token: accessToken,
          start_date: range.startDate,
          end_date: range.endDate,
          options: { count: 500, offset, include_personal_finance_category: true },
        }),
      );
      out.push(...page.transactions.map(toTransaction));
      offset += page.transactions.length;
      if (page.transactions.length === 0 || offset >= page.total_transactions) return out;
    }
  }

  async income(accessToken: string): Promise<ReportIncomeStream[]> {
    const data = await this.call(() => this.api.transactionsRecurringGet({ access_token: accessToken }));
    return data.inflow_streams.filter((s) => s.is_active).map(toStream);
  }

  async resetLogin(accessToken: string): Promise<void> {
    if (this.opts.env !== 'sandbox') throw new BankDataError('INVALID_ENVIRONMENT', 'Only the Plaid sandbox can reset a login.', 'INVALID_REQUEST');
    await this.call(() => this.api.sandboxItemResetLogin({ access_token: accessToken }));
  }

  async removeItem(accessToken: string): Promise<void> {
    await this.call(() => this.api.itemRemove({ access_token: accessToken }));
  }

  /** Sandbox only (the contract test): a public token without the Link UI, like Link's onSuccess would give. */
  async sandboxPublicToken(institutionId = 'ins_109508'): Promise<string> {
    const data = await this.call(() =>
      this.api.sandboxPublicTokenCreate({ institution_id: institutionId, initial_products: [Products.Transactions] }),
    );
    return data.public_token;
  }
}

function toTransaction(t: Transaction): ReportTransaction {
  return {
    transactionId: t.transaction_id,
    accountId: t.account_id,
    date: t.date,
    amountCents: cents(t.amount),
    category: t.personal_finance_category?.primary ?? null,
    pending: t.pending,
  };
}

function toStream(s: TransactionStream): ReportIncomeStream {
  return {
    description: s.description,
    payerName: s.merchant_name ?? null,
    category: s.personal_finance_category?.primary ?? null,
    frequency: s.frequency,
    // Inflows are negative in Plaid's sign; the stream's average is a positive payment here.
    averageAmountCents: Math.abs(cents(s.average_amount.amount)),
    lastDate: s.last_date,
    predictedNextDate: s.predicted_next_date ?? null,
    transactionIds: s.transaction_ids,
  };
}
