import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { buildOrmConfig } from '../../database/mikro-orm.config';
import { BankData, BankDataError } from './bank-data.port';
import { DEMO_PASSWORD, DemoBankData } from './demo.driver';
import { PlaidBankData } from './plaid.driver';

/**
 * One contract, every driver (GUIDE "Ports and drivers"): the demo bank against this run's PostgreSQL, and the
 * plaid driver against Plaid's sandbox when PLAID_TEST_CLIENT_ID and PLAID_TEST_SECRET are set (skipped otherwise).
 * Each driver says how its consumer "goes through Link" to get a public token.
 */
interface DriverUnderTest {
  bank: BankData;
  /** What Link's onSuccess would hand the page for a working bank. */
  connect(clientUserId: string): Promise<string>;
  close(): Promise<void>;
}

async function demoDriver(): Promise<DriverUnderTest & { demo: DemoBankData }> {
  const orm = await MikroORM.init({ ...buildOrmConfig(process.env.DATABASE_URL), allowGlobalContext: false });
  const demo = new DemoBankData(orm, () => '2026-11-23');
  return {
    bank: demo,
    demo,
    connect: async (clientUserId) => {
      const { linkToken } = await demo.createLinkToken({ clientUserId });
      const { publicToken } = await demo.link({ linkToken, clientUserId, institutionId: 'ins_demo_platypus', username: 'user_good', password: DEMO_PASSWORD });
      return publicToken;
    },
    close: () => orm.close(),
  };
}

async function plaidDriver(): Promise<DriverUnderTest> {
  const plaid = new PlaidBankData({ clientId: process.env.PLAID_TEST_CLIENT_ID!, secret: process.env.PLAID_TEST_SECRET!, env: 'sandbox', clientName: 'Parley contract test' });
  return { bank: plaid, connect: () => plaid.sandboxPublicToken(), close: async () => undefined };
}

const drivers: Array<[string, () => Promise<DriverUnderTest>, boolean]> = [
  ['demo', demoDriver, true],
  ['plaid (sandbox)', plaidDriver, !!(process.env.PLAID_TEST_CLIENT_ID && process.env.PLAID_TEST_SECRET)],
];

describe.each(drivers)('BankData contract: %s', (_name, make, enabled) => {
  const maybe = enabled ? it : it.skip;
  let d: DriverUnderTest;
  beforeAll(async () => {
    if (enabled) d = await make();
  });
  afterAll(async () => {
    if (enabled) await d.close();
  });

  maybe('creates a link token that expires in the future', async () => {
    const t = await d.bank.createLinkToken({ clientUserId: `contract-${randomUUID()}` });
    expect(t.linkToken).toMatch(/^link-/);
    expect(Date.parse(t.expiration)).toBeGreaterThan(Date.now());
  });

  maybe('exchanges a public token once; the access token reads accounts, transactions and income', async () => {
    const publicToken = await d.connect(`contract-${randomUUID()}`);
    const item = await d.bank.exchangePublicToken(publicToken);
    expect(item.itemId).toBeTruthy();
    expect(item.accessToken).toMatch(/^access-/);
    expect(item.institutionName).toBeTruthy();
    await expect(d.bank.exchangePublicToken(publicToken)).rejects.toMatchObject({ code: 'INVALID_PUBLIC_TOKEN', invalidInput: true });

    const accounts = await d.bank.accounts(item.accessToken);
    expect(accounts.length).toBeGreaterThan(0);
    for (const a of accounts) {
      expect(Number.isInteger(a.currentBalanceCents)).toBe(true);
      expect(a.institutionName).toBe(item.institutionName);
      expect(['depository', 'credit', 'loan', 'investment', 'other']).toContain(a.type);
    }
    const ids = new Set(accounts.map((a) => a.accountId));
    const tx = await d.bank.transactions(item.accessToken, { startDate: '2024-11-01', endDate: '2026-12-31' });
    for (const t of tx) {
      expect(ids.has(t.accountId)).toBe(true);
      expect(Number.isInteger(t.amountCents)).toBe(true);
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const income = await d.bank.income(item.accessToken);
    const txIds = new Set(tx.map((t) => t.transactionId));
    for (const s of income) {
      expect(s.averageAmountCents).toBeGreaterThanOrEqual(0);
      expect(s.transactionIds.every((id) => txIds.has(id))).toBe(true);
    }
    await d.bank.removeItem(item.accessToken);
  });

  maybe('a reset login makes every read fail with ITEM_LOGIN_REQUIRED', async () => {
    const item = await d.bank.exchangePublicToken(await d.connect(`contract-${randomUUID()}`));
    await d.bank.resetLogin(item.accessToken);
    const refusal = await d.bank.accounts(item.accessToken).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(BankDataError);
    expect(refusal).toMatchObject({ code: 'ITEM_LOGIN_REQUIRED', loginRequired: true });
  });

  maybe('refuses a made-up public token as invalid input', async () => {
    await expect(d.bank.exchangePublicToken('public-sandbox-00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({ invalidInput: true });
  });
});

describe('the demo bank', () => {
  let d: Awaited<ReturnType<typeof demoDriver>>;
  beforeAll(async () => {
    d = await demoDriver();
  });
  afterAll(() => d.close());
  const linkAs = async (username: string, password: string, institutionId = 'ins_demo_platypus', clientUserId = `demo-${randomUUID()}`) => {
    const { linkToken } = await d.demo.createLinkToken({ clientUserId });
    return d.demo.link({ linkToken, clientUserId, institutionId, username, password });
  };

  it('lists its institutions with logos and says which one fails', async () => {
    const list = await d.demo.institutions();
    expect(list.map((i) => i.name)).toEqual(['First Platypus Bank', 'Tartan Credit Union', 'Houndstooth Bank']);
    expect(list.every((i) => i.logo.startsWith('data:image/svg+xml;base64,'))).toBe(true);
    expect(list[2]!.behaviour).toContain('INSTITUTION_DOWN');
  });

  it('refuses wrong credentials, an unknown bank and a link token of another user', async () => {
    await expect(linkAs('user_good', 'wrong')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(linkAs('someone', DEMO_PASSWORD)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(linkAs('user_good', DEMO_PASSWORD, 'ins_nope')).rejects.toMatchObject({ code: 'INSTITUTION_NOT_FOUND' });
    const { linkToken } = await d.demo.createLinkToken({ clientUserId: 'owner' });
    await expect(d.demo.link({ linkToken, clientUserId: 'intruder', institutionId: 'ins_demo_platypus', username: 'user_good', password: DEMO_PASSWORD })).rejects.toMatchObject({ code: 'INVALID_LINK_TOKEN' });
  });

  it('keeps the generated history: the same item reads the same data twice', async () => {
    const item = await d.bank.exchangePublicToken((await linkAs('user_good', DEMO_PASSWORD)).publicToken);
    const range = { startDate: '2020-01-01', endDate: '2030-01-01' };
    const first = await d.bank.transactions(item.accessToken, range);
    expect(first.length).toBeGreaterThan(100);
    expect(await d.bank.transactions(item.accessToken, range)).toEqual(first);
    expect(first.every((t) => t.date <= '2026-11-23')).toBe(true);
  });

  it('user_bad connects, but its transactions and income fail; a bank that is down fails every read', async () => {
    const bad = await d.bank.exchangePublicToken((await linkAs('user_bad', DEMO_PASSWORD)).publicToken);
    expect((await d.bank.accounts(bad.accessToken)).length).toBe(3);
    await expect(d.bank.transactions(bad.accessToken, { startDate: '2020-01-01', endDate: '2030-01-01' })).rejects.toMatchObject({ code: 'PRODUCTS_NOT_SUPPORTED' });
    await expect(d.bank.income(bad.accessToken)).rejects.toMatchObject({ code: 'PRODUCTS_NOT_SUPPORTED' });
    const down = await d.bank.exchangePublicToken((await linkAs('user_good', DEMO_PASSWORD, 'ins_demo_houndstooth')).publicToken);
    expect(down.institutionName).toBe('Houndstooth Bank');
    await expect(d.bank.accounts(down.accessToken)).rejects.toMatchObject({ code: 'INSTITUTION_DOWN' });
  });

  it('a removed item no longer answers', async () => {
    const item = await d.bank.exchangePublicToken((await linkAs('user_good', DEMO_PASSWORD)).publicToken);
    await d.bank.removeItem(item.accessToken);
    await expect(d.bank.accounts(item.accessToken)).rejects.toMatchObject({ code: 'INVALID_ACCESS_TOKEN' });
  });
});
