import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { MikroORM } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import type { ExportView } from '@parley/domain/exports';
import { APP_CONFIG } from '../../src/core/config/config.module';
import type { AppConfig } from '../../src/core/config/config';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { OutboxService } from '../../src/core/queue/outbox.service';
import { REDIS } from '../../src/core/redis/redis.module';
import { FileStorage } from '../../src/integrations/storage/storage.port';
import { AccountExports } from '../../src/modules/accounts/account-exports.service';
import { EXPORT_COLUMNS, writeAccountsWorkbook } from '../../src/modules/accounts/accounts-export';
import { AccountsReadService } from '../../src/modules/accounts/accounts-read.service';
import { AccountsClock } from '../../src/modules/accounts/accounts.clock';
import { ListQuery } from '../../src/modules/accounts/dto/accounts.dto';
import { AccountExport } from '../../src/modules/accounts/entities';
import { ExportEvents } from '../../src/modules/accounts/export-events';
import { WriteExportJob } from '../../src/modules/accounts/jobs/write-export.job';
import { DevMailCatcher } from '../../src/modules/dev-mail/dev-mail-catcher';
import type { LawFirm } from '../../src/modules/identity/entities';
import { applyFirmScope } from '../../src/core/database/firm-scope';
import { createAccount, offerEvent, terms } from '../account-factory';
import { createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, inbox, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';
import { readRunEnv } from '../run-env';

/** supertest buffers unknown types only when asked: collect the file's bytes. */
function bytesOf(c: Client, path: string) {
  return c.agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (p: Buffer) => parts.push(p));
      res.on('end', () => done(null, Buffer.concat(parts)));
    });
}

/** Every cell of the workbook's sheet, as values (a file's bytes differ by its zip timestamps; its content must not). */
async function cellsOf(bytes: Buffer): Promise<{ rows: unknown[][]; widths: Array<number | undefined> }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = wb.getWorksheet('Accounts')!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, widths: sheet.columns.map((c) => c.width) };
}

describe('exports as worker jobs', () => {
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  let catcher: DevMailCatcher;
  let firm: LawFirm;
  let admin: Client;
  let adminEmail: string;
  let adminId: number;
  let otherFirmAdmin: Client;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const env = readRunEnv();
    catcher = new DevMailCatcher({ port: Number(env.SMTP_PORT), redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX });
    await catcher.start();
    api = await startApi();
    // Small cursor fetches, so a few dozen rows make several progress steps.
    worker = await startWorkerProcess({ EXPORT_BATCH_ROWS: '7' });
    const em = api.em();
    firm = await createFirm(em);
    const a = await firmAdmin(em, firm);
    adminEmail = a.email;
    adminId = a.id;
    admin = await collectorClient(api, a.email, PASSWORD);
    const other = await createFirm(em);
    otherFirmAdmin = await collectorClient(api, (await firmAdmin(em, other)).email, PASSWORD);
    for (let i = 0; i < 40; i++)
      await createAccount(em, firm, { lastName: `Export${String(i).padStart(2, '0')}`, amountCents: 100000 + i * 7, archived: i % 10 === 0 });
    await createAccount(em, other, { lastName: 'OtherFirm' });
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await worker?.stop();
    await api?.close();
    await catcher?.stop();
  }, 60_000);

  function connect(c: Client): Promise<Socket> {
    const socket = io(api.url, { transports: ['websocket'], extraHeaders: { Cookie: c.cookieHeader() }, reconnection: false, forceNew: true });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  async function finished(c: Client, id: string): Promise<ExportView> {
    let view: ExportView | undefined;
    await waitUntil(async () => {
      view = (await c.get(`/collectors/api/exports/${id}`).expect(200)).body;
      return view!.status === 'ready' || view!.status === 'failed';
    }, 60_000, 100);
    return view!;
  }

  /** Today's export of the same query: the workbook the request used to stream, written from the same rows. */
  async function todaysExport(query: string): Promise<Buffer> {
    const parsed = ListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const em = api.em();
    applyFirmScope(em, { lawFirmId: firm.id });
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (p: Buffer) => parts.push(p));
    await writeAccountsWorkbook(out, api.app.get(AccountsReadService).stream(em, parsed, { isOnCallAdmin: false }));
    return Buffer.concat(parts);
  }

  it('writes the spreadsheet in the worker with progress, equal to the export of the same filters, and mails the link', async () => {
    const socket = await connect(admin);
    const events: ExportView[] = [];
    socket.on('export:updated', (v: ExportView) => events.push(v));
    const query = 'sort_by=amount&sort_order=desc&filters[archived][]=Active';
    const started = await admin.post(`/collectors/api/export_accounts?${query}`);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'pending', rows_total: 36, rows_done: 0 });
    const done = await finished(admin, started.body.id);
    expect(done).toMatchObject({ status: 'ready', rows_done: 36, rows_total: 36, estimate_seconds: null, error: null });
    expect(done.download_url).toBe(`/collectors/api/exports/${done.id}/file`);
    expect(new Date(done.expires_at!).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    // The collector's sockets heard it start, move through the batches and finish (with the link).
    await waitUntil(() => events.some((e) => e.id === done.id && e.status === 'ready'));
    const mine = events.filter((e) => e.id === done.id);
    expect(mine[0]).toMatchObject({ status: 'running', rows_done: 0, rows_total: 36 });
    const running = mine.filter((e) => e.status === 'running').map((e) => e.rows_done);
    expect(running).toEqual([...running].sort((a, b) => a - b));
    expect(mine.at(-1)).toMatchObject({ status: 'ready', rows_done: 36, download_url: done.download_url });

    const file = await bytesOf(admin, done.download_url!);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${done.file_name}"`);
    const got = await cellsOf(file.body as Buffer);
    const want = await cellsOf(await todaysExport(query));
    expect(got.rows).toHaveLength(37);
    expect(got).toEqual(want);
    expect(got.rows[1][1]).toBe('Casey Export39');

    // The e-mail through the mail port, once.
    let mails: Awaited<ReturnType<typeof inbox>> = [];
    await waitUntil(async () => (mails = (await inbox(admin)).filter((m) => m.to.includes(adminEmail) && m.subject.includes(done.file_name))).length > 0, 30_000, 200);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/collectors/api/exports/${done.id}/file`);
  }, 120_000);

  it('gives another firm 404 for the export and its file', async () => {
    const started = (await admin.post('/collectors/api/export_accounts')).body as ExportView;
    const done = await finished(admin, started.id);
    expect((await otherFirmAdmin.get(`/collectors/api/exports/${done.id}`)).status).toBe(404);
    expect((await otherFirmAdmin.get(`/collectors/api/exports/${done.id}/file`)).status).toBe(404);
    // Another user of the same firm may download it.
    const colleague = await collectorClient(api, (await firmAdmin(api.em(), firm)).email, PASSWORD);
    expect((await bytesOf(colleague, done.download_url!)).status).toBe(200);
  }, 120_000);

  it('writes a long activity log as an export whose content is the in-request CSV', async () => {
    const doc = await createAccount(api.em(), firm, { lastName: 'History' });
    const started = await admin.post('/collectors/api/export_activity_log', { customer_document_id: doc.id });
    expect(started.status).toBe(202);
    const done = await finished(admin, started.body.id);
    expect(done).toMatchObject({ status: 'ready', kind: 'activity_log', file_name: `activity_log_${doc.id}.csv` });
    const file = await admin.agent.get(done.download_url!).buffer(true);
    const direct = await admin.get(`/collectors/api/activity_log?customer_document_id=${doc.id}`).expect(200);
    expect(file.status).toBe(200);
    expect(file.text).toBe(direct.text);
    expect((await otherFirmAdmin.post('/collectors/api/export_activity_log', { customer_document_id: doc.id })).status).toBe(404);
  }, 120_000);

  /** The worker's handler, built here to run a redelivery or a final failure on purpose. */
  const jobInProcess = () =>
    new WriteExportJob(
      api.app.get(MikroORM),
      api.app.get(AccountsReadService),
      api.app.get(FileStorage),
      api.app.get(OutboxService),
      new ExportEvents(api.app.get<Redis>(REDIS), api.app.get<AppConfig>(APP_CONFIG)),
      api.app.get(AccountsClock),
      api.app.get<AppConfig>(APP_CONFIG),
    );

  it('shows a failed export with its sentence, and has no file to give', async () => {
    const em = api.em();
    const row = em.create(AccountExport, {
      id: '3f1c8a52-0d7e-4b8e-9a61-5c2b7d4e9f10',
      lawFirm: firm.id,
      requestedBy: adminId,
      kind: 'accounts',
      params: { query: { num_pages: 1, filters: {} }, isOnCallAdmin: false },
      fileName: 'parley_accounts_01_01_2026.xlsx',
      status: 'running',
    });
    await em.flush();
    await jobInProcess().failed({ exportId: row.id }, { em: api.em(), jobId: 'last', attempt: 5 }, new Error('database away'));
    expect((await admin.get(`/collectors/api/exports/${row.id}`).expect(200)).body).toMatchObject({
      status: 'failed',
      error: 'Export failed. Please try again.',
      download_url: null,
    });
    const file = await admin.get(`/collectors/api/exports/${row.id}/file`);
    expect([file.status, file.body.error]).toEqual([422, 'Export failed. Please try again.']);
  });

  it('a redelivered job of a written export writes nothing and sends no second e-mail', async () => {
    const started = (await admin.post('/collectors/api/export_accounts?filters[search]=Export0')).body as ExportView;
    const done = await finished(admin, started.id);
    const em = api.em();
    const before = await em.findOneOrFail(AccountExport, { id: done.id }, { refresh: true });
    const job = jobInProcess();
    await job.handle({ exportId: done.id }, { em: api.em(), jobId: 'again', attempt: 2 });
    const after = await api.em().findOneOrFail(AccountExport, { id: done.id });
    expect(after.finishedAt).toEqual(before.finishedAt);
    expect(after.byteSize).toBe(before.byteSize);
    const mails = await api.em().count(OutboxMessage, { jobId: { $like: `send-email.export-ready.${done.id}%` } });
    expect(mails).toBe(1);
  }, 120_000);

  it("gives each account the list's offer on record: none, one without tiers (read model), one with tiers (replayed)", async () => {
    const em = api.em();
    await createAccount(em, firm, { lastName: 'Offered0', events: [] });
    await createAccount(em, firm, { lastName: 'Offered1', events: [offerEvent(terms(240000, 6, '2099-02-01'))] });
    // Tiers of 2 x $1,000 and 3 x $400 with $300 left: six payments in all, five stated (the sheet shows the stated).
    const tiered = terms(350000, 5, '2099-03-01', [
      { iterations: 2, payment_amount_cents: 100000, index: 0 },
      { iterations: 3, payment_amount_cents: 40000, index: 1 },
    ]);
    await createAccount(em, firm, { lastName: 'Offered2', events: [offerEvent(tiered)] });
    const started = (await admin.post('/collectors/api/export_accounts?filters[search]=Offered')).body as ExportView;
    const done = await finished(admin, started.id);
    const { rows } = await cellsOf((await bytesOf(admin, done.download_url!)).body as Buffer);
    const list = (await admin.get('/collectors/api/apply_filters?num_pages=1&filters[search]=Offered').expect(200)).body.customer_info;
    const offerColumns = ['ID', 'Offer Amount', '# Pays', '# Tiers', 'First Payment'];
    const at = offerColumns.map((h) => EXPORT_COLUMNS.findIndex((c) => c.header === h));
    const fromSheet = rows.slice(1).map((r) => at.map((i) => r[i] ?? null));
    const fromList = list.map((r: Parameters<(typeof EXPORT_COLUMNS)[number]['value']>[0]) => at.map((i) => EXPORT_COLUMNS[i].value(r)));
    const byId = (a: unknown[], b: unknown[]) => Number(a[0]) - Number(b[0]);
    expect(fromSheet.sort(byId)).toEqual(fromList.sort(byId));
    expect(fromSheet.map((r) => r.slice(1))).toEqual([
      [null, null, null, null],
      [2400, 6, 0, '2099-02-01'],
      [3500, 5, 2, '2099-03-01'],
    ]);
  }, 120_000);

  it('removes the file after its time, and answers 404 from then on', async () => {
    const started = (await admin.post('/collectors/api/export_accounts?filters[search]=Export1')).body as ExportView;
    const done = await finished(admin, started.id);
    const em = api.em();
    const row = await em.findOneOrFail(AccountExport, { id: done.id });
    const storage = api.app.get(FileStorage);
    expect((await storage.get(row.storageKey!)).length).toBeGreaterThan(0);
    // A day later: refused at once, and the sweeper removes the file and the row.
    await em.nativeUpdate(AccountExport, { id: done.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await admin.get(`/collectors/api/exports/${done.id}`)).status).toBe(404);
    expect((await admin.get(`/collectors/api/exports/${done.id}/file`)).status).toBe(404);
    expect(await api.app.get(AccountExports).sweep(api.em())).toBeGreaterThanOrEqual(1);
    expect(await api.em().findOne(AccountExport, { id: done.id })).toBeNull();
    await expect(storage.get(row.storageKey!)).rejects.toThrow(/ENOENT/);
  }, 120_000);

  it('refuses garbage with 422 or 404 (never 500) and starts nothing', async () => {
    const before = await api.em().count(AccountExport, {});
    const bad: Array<[string, unknown?]> = [
      ['/collectors/api/export_accounts?num_pages=0'],
      ['/collectors/api/export_accounts?sort_by=password_hash'],
      ['/collectors/api/export_accounts?sort_order=sideways'],
      ['/collectors/api/export_accounts?filters[nope]=1'],
      ['/collectors/api/export_accounts?filters[amount][min]=1e400'],
      ['/collectors/api/export_accounts?filters[search][x]=1'],
      ['/collectors/api/export_accounts?filters[search]=nobody-matches-this'],
      ['/collectors/api/export_activity_log', {}],
      ['/collectors/api/export_activity_log', { customer_document_id: 'abc' }],
      ['/collectors/api/export_activity_log', { customer_document_id: { $gt: 0 } }],
      ['/collectors/api/export_activity_log', [1, 2]],
    ];
    for (const [path, body] of bad) {
      const res = await admin.post(path, body);
      expect([path, res.status]).toEqual([path, 422]);
      expect(typeof res.body.error).toBe('string');
    }
    for (const path of ['/collectors/api/exports/not-a-uuid', '/collectors/api/exports/00000000-0000-4000-8000-000000000000/file', "/collectors/api/exports/'%3Bdrop"]) {
      const res = await admin.get(path);
      expect([path, res.status, res.body.error]).toEqual([path, 404, 'Export not found']);
    }
    expect(await api.em().count(AccountExport, {})).toBe(before);
  });
});
