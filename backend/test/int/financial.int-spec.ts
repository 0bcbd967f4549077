import { io, type Socket } from 'socket.io-client';
import { APP_CONFIG } from '../../src/core/config/config.module';
import type { PlaidReportStatusMessage } from '../../src/core/realtime/events';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { OutboxService } from '../../src/core/queue/outbox.service';
import { REDIS } from '../../src/core/redis/redis.module';
import { FieldCipher } from '../../src/core/security/encryption';
import { BankData, BankDataError } from '../../src/integrations/bank-data/bank-data.port';
import { FinancialReport, PlaidItem } from '../../src/modules/financial';
import { FinancialEvents } from '../../src/modules/financial/financial-events';
import { PUBLIC_TOKEN_REQUIRED, DEMO_LINK_FIELDS } from '../../src/modules/financial/dto/financial.dto';
import { BuildFinancialReportJob, NOT_READY_ROUNDS } from '../../src/modules/financial/jobs/build-financial-report.job';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';

/**
 * Bank connections end to end: the api, the real worker process (outbox -> plaid-report queue -> the job -> the
 * Redis emitter) and a socket client in the consumer's own room hearing PlaidReportStatusChannel.
 */
describe('financial: Plaid connection, the report job and the budget', () => {
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    api = await startApi();
    worker = await startWorkerProcess();
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await worker?.stop();
    await api?.close();
  });

  const newConsumer = async () => {
    const user = await consumer(api.em());
    return { user, client: await consumerClient(api, user.email, PASSWORD) };
  };

  /** A socket of this client's session; collects what PlaidReportStatusChannel says. */
  async function listen(c: Client): Promise<PlaidReportStatusMessage[]> {
    const heard: PlaidReportStatusMessage[] = [];
    const socket = io(api.url, { transports: ['websocket'], extraHeaders: { Cookie: c.cookieHeader() }, reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.on('PlaidReportStatusChannel', (m: PlaidReportStatusMessage) => heard.push(m));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return heard;
  }

  /** Link token, the demo bank's sign-in (Link's part), then the public token as the page would post it. */
  async function connectBank(c: Client, opts: { username?: string; institution?: string } = {}) {
    const lt = await c.post('/api/plaid/link_token', {});
    expect(lt.status).toBe(200);
    const link = await c.post('/api/plaid/demo/link', {
      link_token: lt.body.link_token,
      institution_id: opts.institution ?? 'ins_demo_platypus',
      username: opts.username ?? 'user_good',
      password: 'pass_good',
    });
    expect(link.status).toBe(200);
    const exchange = await c.post('/api/plaid/exchange', { public_token: link.body.public_token });
    expect(exchange.status).toBe(202);
    return exchange.body as { report_id: number; status: 'pending' };
  }

  it('is for signed-in consumers only: 401 without a session, 403 for collectors', async () => {
    const anonymous = new Client(api);
    expect((await anonymous.get('/api/plaid/financial_report')).status).toBe(401);
    expect((await anonymous.post('/api/plaid/link_token', {})).status).toBe(401);
    const firm = await createFirm(api.em());
    const staff = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
    for (const res of [
      await staff.get('/api/plaid/financial_report'),
      await staff.post('/api/plaid/link_token', {}),
      await staff.post('/api/plaid/exchange', { public_token: 'x' }),
      await staff.get('/api/plaid/demo/institutions'),
      await staff.post('/api/plaid/demo/connections/1/expire', {}),
    ])
      expect(res.status).toBe(403);
  });

  it('a consumer who never connected a bank is asked for consent', async () => {
    const { client } = await newConsumer();
    const res = await client.get('/api/plaid/financial_report');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'consent_required',
      average_monthly_balance: null,
      average_monthly_income: null,
      average_monthly_expenses: null,
      income_last_year: null,
      spending_by_category: [],
      bank_accounts: [],
      income_sources: [],
    });
    expect((await client.get('/api/plaid/connections')).body).toEqual({ connections: [] });
  });

  it('refuses garbage with 422 and writes nothing', async () => {
    const { user, client } = await newConsumer();
    for (const body of [{}, { public_token: '' }, { public_token: 42 }, { public_token: 'x'.repeat(201) }, [], 'text']) {
      const res = await client.post('/api/plaid/exchange', body);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(PUBLIC_TOKEN_REQUIRED);
    }
    const unknown = await client.post('/api/plaid/exchange', { public_token: 'public-demo-made-up' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('The public token is invalid, expired or was already used.');
    const badJson = await client.agent
      .post('/api/plaid/exchange')
      .set('X-CSRF-Token', await client.csrf())
      .set('Content-Type', 'application/json')
      .send('{"public_token":');
    expect(badJson.status).toBe(422);

    for (const body of [{}, { link_token: 'x' }, { link_token: 1, institution_id: [], username: {}, password: null }]) {
      const res = await client.post('/api/plaid/demo/link', body);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(DEMO_LINK_FIELDS);
    }
    const lt = (await client.post('/api/plaid/link_token', {})).body.link_token as string;
    const wrong = await client.post('/api/plaid/demo/link', { link_token: lt, institution_id: 'ins_demo_platypus', username: 'user_good', password: 'nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toBe('The provided credentials were not correct. Please try again.');
    const forged = await client.post('/api/plaid/demo/link', { link_token: 'link-demo-forged', institution_id: 'ins_demo_platypus', username: 'user_good', password: 'pass_good' });
    expect(forged.status).toBe(422);

    expect(await api.em().count(PlaidItem, { user: user.id })).toBe(0);
    expect(await api.em().count(FinancialReport, { user: user.id })).toBe(0);
    for (const id of ['abc', '0', '-1', '99999999999', '1.5'])
      expect((await client.post(`/api/plaid/demo/connections/${id}/expire`, {})).status).toBe(404);
  });

  it('answers a link token for the demo bank and lists its institutions', async () => {
    const { client } = await newConsumer();
    const lt = await client.post('/api/plaid/link_token', {});
    expect(lt.body).toMatchObject({ link_token: expect.stringMatching(/^link-demo-/), mode: 'demo' });
    expect(Date.parse(lt.body.expiration)).toBeGreaterThan(Date.now());
    const inst = await client.get('/api/plaid/demo/institutions');
    expect(inst.body.institutions.map((i: { name: string }) => i.name)).toEqual(['First Platypus Bank', 'Tartan Credit Union', 'Houndstooth Bank']);
  });

  it('the report job completes and pushes report_ready to the consumer only; the budget is available', async () => {
    const { user, client } = await newConsumer();
    const other = await newConsumer();
    const heard = await listen(client);
    const otherHeard = await listen(other.client);

    const { report_id } = await connectBank(client);
    await waitUntil(() => heard.length > 0, 20_000);
    expect(heard).toEqual([{ status: 'report_ready', report_id }]);

    const res = await client.get('/api/plaid/financial_report');
    expect(res.body.status).toBe('available');
    expect(res.body.average_monthly_income).toBeGreaterThan(0);
    expect(res.body.average_monthly_expenses).toBeGreaterThan(0);
    expect(Number.isInteger(res.body.average_monthly_balance)).toBe(true);
    expect(res.body.income_last_year).toBeGreaterThan(res.body.average_monthly_income);
    expect(res.body.bank_accounts).toHaveLength(3);
    expect(res.body.bank_accounts[0]).toMatchObject({ institution_name: 'First Platypus Bank', type: 'checking', mask: expect.stringMatching(/^\d{4}$/), logo: expect.stringMatching(/^data:image\//) });
    expect(res.body.income_sources[0]).toMatchObject({ type: 'Salary', pay_frequency: expect.stringMatching(/^(WEEKLY|BIWEEKLY|SEMI_MONTHLY|MONTHLY)$/) });
    // Spending by category, labelled, largest first, adding up to the monthly expenses to the cent.
    const categories = res.body.spending_by_category as Array<{ category: string; label: string; average_monthly: number }>;
    expect(categories.map((c) => c.category)).toContain('RENT_AND_UTILITIES');
    expect(categories.find((c) => c.category === 'RENT_AND_UTILITIES')!.label).toBe('Rent and utilities');
    expect(categories.map((c) => c.average_monthly)).toEqual([...categories.map((c) => c.average_monthly)].sort((a, b) => b - a));
    expect(categories.reduce((s, c) => s + c.average_monthly, 0)).toBe(res.body.average_monthly_expenses);

    // The access token is sealed at rest.
    const [item] = await api.em().find(PlaidItem, { user: user.id });
    expect(item!.accessTokenSealed).not.toContain('access-demo');
    expect(api.app.get(FieldCipher).decrypt(item!.accessTokenSealed)).toMatch(/^access-demo-/);

    expect((await other.client.get('/api/plaid/financial_report')).body.status).toBe('consent_required');
    // The other consumer's own report is the marker: its socket hears that one, and nothing of the first.
    const theirs = await connectBank(other.client);
    await waitUntil(() => otherHeard.length > 0, 20_000);
    expect(otherHeard).toEqual([{ status: 'report_ready', report_id: theirs.report_id }]);
  });

  it('a failing report pushes report_failed (user_bad, and a bank that is down)', async () => {
    const { client } = await newConsumer();
    const heard = await listen(client);
    const first = await connectBank(client, { username: 'user_bad' });
    await waitUntil(() => heard.length > 0, 20_000);
    expect(heard).toEqual([{ status: 'report_failed', report_id: first.report_id }]);
    expect((await client.get('/api/plaid/financial_report')).body.status).toBe('failed');

    const down = await newConsumer();
    const downHeard = await listen(down.client);
    const second = await connectBank(down.client, { institution: 'ins_demo_houndstooth' });
    await waitUntil(() => downHeard.length > 0, 20_000);
    expect(downHeard).toEqual([{ status: 'report_failed', report_id: second.report_id }]);
  });

  it('an expired connection asks to reconnect; reconnecting the same bank replaces it and the report is ready again', async () => {
    const { user, client } = await newConsumer();
    const heard = await listen(client);
    await connectBank(client);
    await waitUntil(() => heard.length === 1, 20_000);
    const [item] = (await client.get('/api/plaid/connections')).body.connections as { id: number }[];

    const stranger = await newConsumer();
    expect((await stranger.client.post(`/api/plaid/demo/connections/${item!.id}/expire`, {})).status).toBe(404);
    expect((await client.post(`/api/plaid/demo/connections/${item!.id}/expire`, {})).status).toBe(200);
    expect((await client.get('/api/plaid/financial_report')).body.status).toBe('reconnect');

    const again = await connectBank(client);
    await waitUntil(() => heard.length === 2, 20_000);
    expect(heard[1]).toEqual({ status: 'report_ready', report_id: again.report_id });
    expect((await client.get('/api/plaid/financial_report')).body.status).toBe('available');
    const items = await api.em().find(PlaidItem, { user: user.id }, { orderBy: { id: 'asc' } });
    expect(items.map((i) => i.status)).toEqual(['replaced', 'active']);
    // The replaced connection is closed at the provider too.
    const oldToken = api.app.get(FieldCipher).decrypt(items[0]!.accessTokenSealed);
    await expect(api.app.get(BankData).accounts(oldToken)).rejects.toMatchObject({ code: 'INVALID_ACCESS_TOKEN' });
  });

  it('the job is idempotent: a finished report is not rebuilt, its status is only sent again', async () => {
    const { user, client } = await newConsumer();
    const heard = await listen(client);
    const { report_id } = await connectBank(client);
    await waitUntil(() => heard.length === 1, 20_000);
    const before = await api.em().findOneOrFail(FinancialReport, { id: report_id });

    const events = new FinancialEvents(api.app.get(REDIS), api.app.get(APP_CONFIG));
    const job = new BuildFinancialReportJob(api.app.get(BankData), api.app.get(FieldCipher), events, api.app.get(OutboxService));
    await job.handle({ reportId: report_id }, { em: api.em(), jobId: 'again', attempt: 1 });
    await waitUntil(() => heard.length === 2, 5_000);
    expect(heard[1]).toEqual({ status: 'report_ready', report_id });
    const after = await api.em().findOneOrFail(FinancialReport, { id: report_id });
    expect(after.completedAt).toEqual(before.completedAt);
    expect(after.data).toEqual(before.data);
    expect(await api.em().count(FinancialReport, { user: user.id })).toBe(1);
  });

  it('while the bank is still pulling history (PRODUCT_NOT_READY) the job comes back later, then gives up', async () => {
    const { user, client } = await newConsumer();
    const heard = await listen(client);
    const { report_id } = await connectBank(client);
    await waitUntil(() => heard.length === 1, 20_000);
    // A second build of the same connection while the bank is not ready yet.
    const em = api.em();
    const report = em.create(FinancialReport, { user: user.id });
    await em.flush();
    const notReady = Object.create(api.app.get(BankData)) as BankData;
    notReady.transactions = () => Promise.reject(new BankDataError('PRODUCT_NOT_READY', 'the requested product is not yet ready'));
    const events = new FinancialEvents(api.app.get(REDIS), api.app.get(APP_CONFIG));
    const job = new BuildFinancialReportJob(notReady, api.app.get(FieldCipher), events, api.app.get(OutboxService));

    const before = Date.now();
    await job.handle({ reportId: report.id }, { em: api.em(), jobId: 'r0', attempt: 1 });
    expect((await api.em().findOneOrFail(FinancialReport, { id: report.id })).status).toBe('pending');
    const again = await api.em().findOneOrFail(OutboxMessage, { jobId: `build-financial-report.report-${report.id}-round-1` });
    expect(again.payload).toEqual({ reportId: report.id, round: 1 });
    expect(again.runAt!.getTime()).toBeGreaterThanOrEqual(before + 29_000);
    expect((await client.get('/api/plaid/financial_report')).body.status).toBe('pending');

    await job.handle({ reportId: report.id, round: NOT_READY_ROUNDS }, { em: api.em(), jobId: 'rN', attempt: 1 });
    expect(await api.em().findOneOrFail(FinancialReport, { id: report.id })).toMatchObject({ status: 'failed', error: expect.stringContaining('PRODUCT_NOT_READY') });
    await waitUntil(() => heard.length === 2, 5_000);
    expect(heard[1]).toEqual({ status: 'report_failed', report_id: report.id });
    expect(report.id).not.toBe(report_id);
  });
});
