import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import type { ReportAccount, ReportIncomeStream, ReportTransaction } from '@parley/domain/financial/report';
import { BankData, BankDataError, type ExchangedItem, type LinkToken } from './bank-data.port';
import {
  DemoBankAccount,
  DemoBankIncomeStream,
  DemoBankInstitution,
  DemoBankItem,
  DemoBankLinkToken,
  DemoBankTransaction,
} from './demo/demo.entities';
import { generateHistory } from './demo/history';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const token = (prefix: string) => `${prefix}-demo-${randomBytes(18).toString('hex')}`;

const LINK_TOKEN_MS = 4 * 3600_000;
const PUBLIC_TOKEN_MS = 30 * 60_000;

/** Logos as small SVG badges (Plaid answers a base64 PNG; the page shows either as an image). */
function badge(initials: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The demo banks (Plaid's sandbox names): two work, one is down like Plaid's sandbox institution errors. */
export const DEMO_INSTITUTIONS: Omit<DemoBankInstitution, never>[] = [
  { institutionId: 'ins_demo_platypus', name: 'First Platypus Bank', logo: badge('FP', '#1f6f8b'), failsWith: null, position: 1 },
  { institutionId: 'ins_demo_tartan', name: 'Tartan Credit Union', logo: badge('TC', '#7a3b69'), failsWith: null, position: 2 },
  { institutionId: 'ins_demo_houndstooth', name: 'Houndstooth Bank', logo: badge('HB', '#6b6b6b'), failsWith: 'INSTITUTION_DOWN', position: 3 },
];

/** Demo sign-in: Plaid sandbox's user_good / pass_good; user_bad connects but its reads fail. */
export const DEMO_USERS: Record<string, { failsWith: string | null }> = {
  user_good: { failsWith: null },
  user_bad: { failsWith: 'PRODUCTS_NOT_SUPPORTED' },
};
export const DEMO_PASSWORD = 'pass_good';

const MESSAGES: Record<string, string> = {
  INVALID_CREDENTIALS: 'The provided credentials were not correct. Please try again.',
  INVALID_LINK_TOKEN: 'This connection session expired. Please start again.',
  INVALID_PUBLIC_TOKEN: 'The public token is invalid, expired or was already used.',
  INVALID_ACCESS_TOKEN: 'The access token is not valid.',
  INSTITUTION_NOT_FOUND: 'This bank is not available.',
  INSTITUTION_DOWN: 'This financial institution is not currently responding to requests.',
  PRODUCTS_NOT_SUPPORTED: "This bank account does not support reading transactions and income.",
  ITEM_LOGIN_REQUIRED: 'The login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information.',
};

function fail(code: string, type = code.startsWith('INVALID') ? 'INVALID_INPUT' : code === 'INSTITUTION_DOWN' ? 'INSTITUTION_ERROR' : 'ITEM_ERROR'): never {
  throw new BankDataError(code, MESSAGES[code] ?? code, type);
}

export interface DemoInstitutionView {
  institution_id: string;
  name: string;
  logo: string;
  behaviour: string | null;
}

/**
 * The offline bank-data provider. Its tables stand in for Plaid: the institutions, the link tokens it issued, the
 * connections (items) with their tokens, and per item the accounts, two years of transactions and the recurring
 * income, generated from the item id when the consumer connects and kept. `link()` stands in for Plaid Link's
 * hosted screens (the demo bank-connection form posts to it).
 */
export class DemoBankData extends BankData {
  readonly mode = 'demo' as const;
  private seeded: Promise<void> | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly today: () => string = () => new Date().toISOString().slice(0, 10),
  ) {
    super();
  }

  private em(): EntityManager {
    return this.orm.em.fork({ useContext: false }) as EntityManager;
  }

  /** The institution list is the provider's data: written once per process, idempotently. */
  private ensureInstitutions(): Promise<void> {
    this.seeded ??= this.em()
      .upsertMany(DemoBankInstitution, DEMO_INSTITUTIONS.map((i) => ({ ...i })))
      .then(() => undefined)
      .catch((e: unknown) => {
        this.seeded = null;
        throw e;
      });
    return this.seeded;
  }

  /** The list the demo form shows: the provider's own constant (a GET writes nothing; the table is filled on link). */
  async institutions(): Promise<DemoInstitutionView[]> {
    return [...DEMO_INSTITUTIONS].sort((a, b) => a.position - b.position).map((i) => ({
      institution_id: i.institutionId,
      name: i.name,
      logo: i.logo,
      behaviour: i.failsWith ? `Demo: reports fail (${i.failsWith})` : null,
    }));
  }

  async createLinkToken(input: { clientUserId: string }): Promise<LinkToken> {
    const linkToken = token('link');
    const expiresAt = new Date(Date.now() + LINK_TOKEN_MS);
    const em = this.em();
    em.create(DemoBankLinkToken, { tokenDigest: digest(linkToken), clientUserId: input.clientUserId, expiresAt });
    await em.flush();
    return { linkToken, expiration: expiresAt.toISOString() };
  }

  /**
   * Plaid Link's part: the consumer signs in to a bank; the item is created with its history, and Link hands the
   * page a public token. `clientUserId` must match the link token's user (a token is one user's).
   */
  async link(input: { linkToken: string; clientUserId: string; institutionId: string; username: string; password: string }): Promise<{ publicToken: string; itemId: string }> {
    await this.ensureInstitutions();
    return this.em().transactional(async (em) => {
      const lt = await em.findOne(DemoBankLinkToken, { tokenDigest: digest(input.linkToken) });
      if (!lt || lt.clientUserId !== input.clientUserId || lt.expiresAt.getTime() < Date.now()) fail('INVALID_LINK_TOKEN');
      const institution = await em.findOne(DemoBankInstitution, { institutionId: input.institutionId });
      if (!institution) fail('INSTITUTION_NOT_FOUND', 'INVALID_INPUT');
      const user = DEMO_USERS[input.username];
      if (!user || input.password !== DEMO_PASSWORD) fail('INVALID_CREDENTIALS');
      const itemId = `item-demo-${randomBytes(12).toString('hex')}`;
      const publicToken = token('public');
      const until = this.today();
      em.create(DemoBankItem, {
        itemId,
        institutionId: institution.institutionId,
        clientUserId: input.clientUserId,
        publicTokenDigest: digest(publicToken),
        publicTokenExpiresAt: new Date(Date.now() + PUBLIC_TOKEN_MS),
        failsWith: user.failsWith,
        historyUntil: until,
      });
      const history = generateHistory(itemId, until);
      const accountIds = new Map<string, string>();
      history.accounts.forEach((a, position) => {
        const accountId = `${itemId}-acc-${a.key}`;
        accountIds.set(a.key, accountId);
        em.create(DemoBankAccount, { accountId, itemId, name: a.name, type: a.type, subtype: a.subtype, mask: a.mask, currentBalanceCents: a.currentBalanceCents, position });
      });
      history.streams.forEach((s) =>
        em.create(DemoBankIncomeStream, {
          streamId: `${itemId}-stream-${s.key}`,
          itemId,
          accountId: accountIds.get('checking')!,
          description: s.description,
          payerName: s.payerName,
          frequency: s.frequency,
          predictedNextDate: s.predictedNextDate,
        }),
      );
      history.transactions.forEach((t, i) =>
        em.create(DemoBankTransaction, {
          transactionId: `${itemId}-tx-${i}`,
          itemId,
          accountId: accountIds.get(t.account)!,
          date: t.date,
          amountCents: t.amountCents,
          name: t.name,
          category: t.category,
          streamId: t.stream ? `${itemId}-stream-${t.stream}` : null,
        }),
      );
      return { publicToken, itemId };
    });
  }

  async exchangePublicToken(publicToken: string): Promise<ExchangedItem> {
    return this.em().transactional(async (em) => {
      const item = await em.findOne(DemoBankItem, { publicTokenDigest: digest(publicToken) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!item || item.publicTokenUsed || item.publicTokenExpiresAt.getTime() < Date.now()) fail('INVALID_PUBLIC_TOKEN');
      const accessToken = token('access');
      item.publicTokenUsed = true;
      item.accessTokenDigest = digest(accessToken);
      const institution = await em.findOneOrFail(DemoBankInstitution, { institutionId: item.institutionId });
      return { itemId: item.itemId, accessToken, institutionId: institution.institutionId, institutionName: institution.name };
    });
  }

  /** The item behind an access token, refusing like Plaid would. `reading` adds the item's failure modes. */
  private async item(em: EntityManager, accessToken: string, reading: 'accounts' | 'transactions' | 'none'): Promise<{ item: DemoBankItem; institution: DemoBankInstitution }> {
    if (!accessToken.startsWith('access-demo-')) fail('INVALID_ACCESS_TOKEN');
    const item = await em.findOne(DemoBankItem, { accessTokenDigest: digest(accessToken) });
    if (!item) fail('INVALID_ACCESS_TOKEN');
    const institution = await em.findOneOrFail(DemoBankInstitution, { institutionId: item.institutionId });
    if (reading !== 'none') {
      if (institution.failsWith) fail(institution.failsWith);
      if (item.loginRequired) fail('ITEM_LOGIN_REQUIRED');
      if (reading === 'transactions' && item.failsWith) fail(item.failsWith);
    }
    return { item, institution };
  }

  async accounts(accessToken: string): Promise<ReportAccount[]> {
    const em = this.em();
    const { item, institution } = await this.item(em, accessToken, 'accounts');
    const rows = await em.find(DemoBankAccount, { itemId: item.itemId }, { orderBy: { position: 'asc' } });
    return rows.map((a) => ({
      accountId: a.accountId,
      name: a.name,
      institutionName: institution.name,
      type: a.type,
      subtype: a.subtype,
      mask: a.mask,
      currentBalanceCents: a.currentBalanceCents,
      logo: institution.logo,
    }));
  }

  async transactions(accessToken: string, range: { startDate: string; endDate: string }): Promise<ReportTransaction[]> {
    const em = this.em();
    const { item } = await this.item(em, accessToken, 'transactions');
    const rows = await em.find(
      DemoBankTransaction,
      { itemId: item.itemId, date: { $gte: range.startDate, $lte: range.endDate } },
      { orderBy: { date: 'desc', transactionId: 'asc' } },
    );
    return rows.map((t) => ({
      transactionId: t.transactionId,
      accountId: t.accountId,
      date: t.date,
      amountCents: t.amountCents,
      category: t.category,
      pending: false,
    }));
  }

  async income(accessToken: string): Promise<ReportIncomeStream[]> {
    const em = this.em();
    const { item } = await this.item(em, accessToken, 'transactions');
    const streams = await em.find(DemoBankIncomeStream, { itemId: item.itemId }, { orderBy: { streamId: 'asc' } });
    const payments = await em.find(DemoBankTransaction, { itemId: item.itemId, streamId: { $ne: null } }, { orderBy: { date: 'asc' } });
    return streams.map((s) => {
      const own = payments.filter((p) => p.streamId === s.streamId);
      const total = own.reduce((sum, p) => sum - p.amountCents, 0);
      return {
        description: s.description,
        payerName: s.payerName,
        category: 'INCOME',
        frequency: s.frequency,
        averageAmountCents: own.length ? Math.round(total / own.length) : 0,
        lastDate: own.at(-1)?.date ?? item.historyUntil,
        predictedNextDate: s.predictedNextDate ?? null,
        transactionIds: own.map((p) => p.transactionId),
      };
    });
  }

  async resetLogin(accessToken: string): Promise<void> {
    const em = this.em();
    const { item } = await this.item(em, accessToken, 'none');
    item.loginRequired = true;
    await em.flush();
  }

  async removeItem(accessToken: string): Promise<void> {
    const em = this.em();
    const { item } = await this.item(em, accessToken, 'none');
    item.accessTokenDigest = null;
    await em.flush();
  }
}
