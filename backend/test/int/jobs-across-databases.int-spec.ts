import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client as Pg } from 'pg';
import { resetConfigForTests } from '../../src/core/config/config';
import { OutboxService } from '../../src/core/queue/outbox.service';
import { JobName, QueueName } from '../../src/core/queue/jobs';
import { queuePrefix } from '../../src/core/queue/queue.module';
import { redisOptionsFromUrl } from '../../src/core/redis/redis-options';
import { seed } from '../../src/launcher/database';
import { ConsumerProfile, CustomerDocument, DocumentName, NegotiationEvent } from '../../src/modules/accounts/entities';
import { hardshipKey } from '@parley/domain/hardship-statement';
import { PilotCompletion, CompletionState } from '../../src/modules/assistant/entities';
import { ChatMessage, MessageStatus } from '../../src/modules/chat/entities';
import { CreditReports } from '../../src/modules/credit';
import { DevMailCatcher } from '../../src/modules/dev-mail/dev-mail-catcher';
import { devMailKey, DevMailStore } from '../../src/modules/dev-mail/dev-mail.store';
import { AccountExport } from '../../src/modules/accounts/entities/account-export.entity';
import { RenderedDocument } from '../../src/modules/documents/entities';
import { DocumentExtraction } from '../../src/modules/extraction/entities';
import { FinancialReport } from '../../src/modules/financial/entities';
import { PaymentInstallment } from '../../src/modules/payments/entities';
import { createAccount, terms } from '../account-factory';
import { chatParties, clockOffsetFor, sendMessage, startConversation } from '../chat-fixtures';
import { consumer, firmAdmin, PASSWORD } from '../factories';
import { Client, consumerClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';
import { DEMO_CARD, expectStatus, signedAgreement } from '../payment-fixtures';
import { readRunEnv } from '../run-env';

const env = readRunEnv();
const SUMMONS_PDF = readFileSync(join(__dirname, '..', 'fixtures', 'papers', 'corpus', '01-il-cook-midland-summons.pdf'));
const today = () => new Date().toISOString().slice(0, 10);

/** A new empty database of this run, migrated by the migrate step as production does; answers its URL. */
async function freshDatabase(made: string[]): Promise<string> {
  const name = `${new URL(env.DATABASE_URL).pathname.slice(1)}_${made.length + 1}`;
  const admin = new Pg({ connectionString: env.ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  // As every test database: commits do not wait for the disk (see createTestDatabase in scripts/test-services.mjs).
  await admin.query(`alter database "${name}" set synchronous_commit = off`);
  await admin.end();
  made.push(name);
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  const run = spawnSync(process.execPath, [join(__dirname, '..', '..', 'dist', 'launcher', 'migrate.js')], {
    env: { ...process.env, DATABASE_URL: url.toString() },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`migrate failed: ${run.stderr || run.stdout}`);
  return url.toString();
}

async function sql<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const pg = new Pg({ connectionString: url });
  await pg.connect();
  try {
    return (await pg.query(text, params)).rows as T[];
  } finally {
    await pg.end();
  }
}

const identityOf = async (url: string) => (await sql<{ id: string }>(url, 'select id from database_identity'))[0].id;

interface OutboxRow {
  id: string;
  job_name: JobName;
  job_id: string;
  delivery_id: string;
  completed_at: Date | null;
  failed_at: Date | null;
}
const outboxOf = (url: string) =>
  sql<OutboxRow>(url, 'select id, job_name, job_id, delivery_id, completed_at, failed_at from outbox_messages order by id');

describe('jobs across the lives of databases: a reset, a second deployment on the same Redis', () => {
  const made: string[] = [];
  let catcher: DevMailCatcher;
  let redis: Redis;
  const inbox = () => new DevMailStore(redis, devMailKey(env.REDIS_PREFIX)).list();

  beforeAll(async () => {
    catcher = new DevMailCatcher({ port: Number(env.SMTP_PORT), redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX });
    await catcher.start();
    redis = new Redis(redisOptionsFromUrl(env.REDIS_URL));
  });
  afterAll(async () => {
    await catcher?.stop();
    redis?.disconnect();
    process.env.DATABASE_URL = env.DATABASE_URL;
    resetConfigForTests();
    const admin = new Pg({ connectionString: env.ADMIN_DATABASE_URL });
    await admin.connect();
    for (const name of made) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  /**
   * One job of every kind in the catalogue, each caused the way the product causes it, on the api and a worker of
   * the database at `url` after `npm run seed -- --reset` (Redis is left as it is); waits until every job has done
   * its work and answers the outbox.
   */
  async function resetThenEveryKindOfJob(url: string): Promise<OutboxRow[]> {
    // The migrator reports each migration on the console: not this test's output.
    const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await seed(url, { reset: true }).finally(() => quiet.mockRestore());
    const api: TestApi = await startApi();
    let worker: Awaited<ReturnType<typeof startWorkerProcess>> | undefined;
    try {
      // Everything that causes no job first, in a fixed order (so both rounds number their rows alike).
      const p = await chatParties(api, { state: 'NY' });
      const admin = await firmAdmin(api.em(), p.firm);
      const payer = await consumer(api.em());
      const owed = await createAccount(api.em(), p.firm, { user: payer, state: 'NY', events: signedAgreement(terms(50000, 2, today())) });
      const payerClient = await consumerClient(api, payer.email, PASSWORD);
      const borrower = await consumer(api.em());
      const borrowerClient = await consumerClient(api, borrower.email, PASSWORD);
      const em = api.em();
      const paper = em.create(CustomerDocument, { user: p.consumerUser.id, documentName: DocumentName.Solosettle });
      await em.flush();
      const token = await p.consumer.csrf();
      const upload = await p.consumer.agent
        .post(`/api_controller/upload_file/${paper.id}`)
        .set('X-CSRF-Token', token)
        .attach('file', SUMMONS_PDF, 'summons.pdf');
      expect(upload.status).toBe(200);
      const profile = await borrowerClient.put('/users', {
        user: {
          first_name: 'Jordan',
          last_name: 'Rivera',
          current_password: PASSWORD,
          metadata: { address_line1: '2417 Westheimer Rd', city: 'Houston', state: 'TX', zip_code: '770021234', birthdate: '1986-04-12', ssn: '518-24-4417', ssn_last_four: '4417' },
        },
      });
      expect(profile.status).toBe(200);
      const conversation = await startConversation(p);

      // The chat clock stands a little before 8 a.m. in New York: the collector's clean message is held by the scan,
      // then delivered at 8 by the delayed job.
      worker = await startWorkerProcess({ CHAT_CLOCK_OFFSET_MS: String(clockOffsetFor('America/New_York', 7, 59, 40)) });
      const held = await sendMessage(p.collector, conversation, 'Good morning. Your first payment is due on the 5th.');
      expect(held.status).toBe(201);
      // compliance-scan, then deliver-chat-message
      const asked = await sendMessage(p.consumer, conversation, 'Can we talk about the payment date?');
      expect(asked.status).toBe(201);
      // route-firm-notification, then send-email to the firm's admin
      expect((await new Client(api).post('/users/password', { email: borrower.email })).status).toBe(200);
      // send-email (the reset link)
      const letter = await p.collector.agent
        .post('/collectors/api/render_document')
        .set('X-CSRF-Token', await p.collector.csrf())
        .send({ customer_document_id: p.doc.id });
      expect(letter.status).toBe(200);
      // render-document
      const exported = await expectStatus(202, p.collector.post('/collectors/api/export_accounts', {}));
      // write-export
      expect((await p.consumer.post(`/api_controller/prepopulate_from_document_files/${paper.id}`, {})).status).toBe(200);
      // extract-document-facts
      await expectStatus(201, payerClient.post(`/api/customer_documents/${owed.id}/autopay`, { card: DEMO_CARD }));
      // bill-installment (the first payment is due today: charged at once)
      const link = await p.consumer.post('/api/plaid/demo/link', {
        link_token: (await p.consumer.post('/api/plaid/link_token', {})).body.link_token,
        institution_id: 'ins_demo_platypus',
        username: 'user_good',
        password: 'pass_good',
      });
      const exchange = await expectStatus(202, p.consumer.post('/api/plaid/exchange', { public_token: link.body.public_token }));
      // build-financial-report
      await api.app.get(CreditReports).request(api.em(), borrower.id);
      // credit-report
      const question = await expectStatus(
        201,
        p.consumer.post('/pilot/completions.json', { agentKey: 'solo', userRequest: 'What is a summons?', context: { datetime: new Date().toISOString(), locales: ['en-US'] } }),
      );
      // run-completion
      {
        // answer-offer (queued with a consumer's offer: no settlement rule matches this firm, so it answers nothing)
        // and run-payouts (the development clock's run: the firm's payment, once settled, is paid out).
        const e = api.em();
        const last = await e.findOneOrFail(NegotiationEvent, { customerDocument: owed.id }, { orderBy: { id: 'desc' }, filters: false });
        const doc = await e.findOneOrFail(CustomerDocument, owed.id, { filters: false });
        const outbox = api.app.get(OutboxService);
        outbox.enqueue(e, JobName.AnswerOffer, { customerDocumentId: owed.id, offerEventId: last.id, version: doc.version }, `jobs-across.answer-offer.${owed.id}`);
        outbox.enqueue(e, JobName.RunPayouts, { trigger: 'clock', asOf: new Date().toISOString() }, 'jobs-across.run-payouts');
        // write-hardship-statement (queued with hardship answers when a model is configured; offline it keeps the
        // summary of the answers the seed wrote)
        const profile = await e.findOneOrFail(ConsumerProfile, { hardshipStatement: { $ne: null } }, { filters: false });
        outbox.enqueue(e, JobName.WriteHardshipStatement, { profileId: profile.id, answersKey: hardshipKey(profile.hardship) }, `jobs-across.hardship.${profile.id}`);
        await e.flush();
      }

      // Every job did its work...
      const effects = async () => {
        const e = api.em();
        const mail = await inbox();
        return {
          held: (await e.findOneOrFail(ChatMessage, held.body.data.id, { filters: false })).status === MessageStatus.Delivered,
          routed: mail.some((m) => m.to.includes(admin.email)),
          reset: mail.some((m) => m.to.includes(borrower.email) && /reset/i.test(m.subject)),
          rendered: (await e.findOneOrFail(RenderedDocument, { customerDocument: p.doc.id }, { filters: false })).status === 'ready',
          read: (await e.findOneOrFail(DocumentExtraction, { customerDocument: paper.id })).status === 'done',
          billed: !!(await e.findOneOrFail(PaymentInstallment, { customerDocument: owed.id, index: 0 }, { filters: false })).paymentIntentId,
          report: (await e.findOneOrFail(FinancialReport, exchange.body.report_id)).status === 'ready',
          credit: (await api.app.get(CreditReports).dashboardView(e, borrower.id)).status === 'available',
          answered: (await e.findOneOrFail(PilotCompletion, question.body.completion.id)).state !== CompletionState.Processing,
          exported: (await e.findOneOrFail(AccountExport, exported.body.id, { filters: false })).status === 'ready',
        };
      };
      let seen: Record<string, boolean> = {};
      await waitUntil(async () => Object.values((seen = await effects())).every(Boolean), 60_000, 250).catch((err: Error) => {
        throw new Error(`${err.message}: ${JSON.stringify(seen)}\n${worker?.output().slice(-3000)}`);
      });
      // ...and every outbox row is completed (the routed e-mail's row is written by the routing job).
      await waitUntil(async () => (await outboxOf(url)).every((r) => r.completed_at), 15_000, 100);
      return await outboxOf(url);
    } finally {
      await worker?.stop();
      await api.close();
    }
  }

  it('after `npm run seed -- --reset`, with Redis untouched, every kind of job runs again', async () => {
    const url = await freshDatabase(made);
    process.env.DATABASE_URL = url;
    resetConfigForTests();
    const first = await resetThenEveryKindOfJob(url);
    const firstIdentity = await identityOf(url);
    const second = await resetThenEveryKindOfJob(url);
    const secondIdentity = await identityOf(url);

    for (const round of [first, second]) {
      expect([...new Set(round.map((r) => r.job_name))].sort()).toEqual(Object.values(JobName).sort());
      expect(round.filter((r) => !r.completed_at || r.failed_at)).toEqual([]);
    }
    // The reset made a new database: its queues have another prefix...
    expect(secondIdentity).not.toBe(firstIdentity);
    // ...and its rows reuse the first round's job keys (row ids start again), which BullMQ still remembered as done.
    // The keys that hold a timestamp or a random token (held chat messages, reset links, e-mails to new users)
    // differ anyway.
    const reused = [...new Set(second.filter((r) => first.some((f) => f.job_id === r.job_id)).map((r) => r.job_name))].sort();
    expect(reused).toEqual(
      [
        // The jobs this test queues itself with fixed keys (answer-offer, run-payouts, write-hardship-statement)
        // reuse them too.
        JobName.AnswerOffer,
        JobName.BillInstallment,
        JobName.BuildFinancialReport,
        JobName.ComplianceScan,
        JobName.CreditReport,
        JobName.ExtractDocumentFacts,
        JobName.RenderDocument,
        JobName.RouteFirmNotification,
        JobName.RunCompletion,
        JobName.RunPayouts,
        JobName.WriteHardshipStatement,
      ].sort(),
    );
    // No delivery id was ever used twice.
    const deliveries = [...first, ...second].map((r) => r.delivery_id);
    expect(new Set(deliveries).size).toBe(deliveries.length);
  }, 300_000);

  it('two deployments with different databases on one Redis (one REDIS_PREFIX) never take each other\'s jobs', async () => {
    const [a, b] = [await freshDatabase(made), await freshDatabase(made)];
    const workers = [
      await startWorkerProcess({ DATABASE_URL: a }),
      await startWorkerProcess({ DATABASE_URL: b }),
    ];
    const stamp = Date.now().toString(36);
    try {
      // The same job keys in both databases (as two deployments of one product make), each to its own recipients.
      const write = async (url: string, side: string) => {
        for (let i = 0; i < 6; i++)
          await sql(url, `insert into outbox_messages (queue, job_name, job_id, payload) values ($1, $2, $3, $4)`, [
            QueueName.NotificationEmail,
            JobName.SendEmail,
            `send-email.twin-${i}`,
            JSON.stringify({ template: 'password_reset', to: `${side}${i}-${stamp}@example.test`, params: { name: side, link: 'http://localhost/x' } }),
          ]);
      };
      await Promise.all([write(a, 'a'), write(b, 'b')]);
      await waitUntil(async () => [...(await outboxOf(a)), ...(await outboxOf(b))].every((r) => r.completed_at), 20_000, 100);
      const mail = (await inbox()).filter((m) => m.to.some((t) => t.endsWith(`-${stamp}@example.test`)));
      for (const side of ['a', 'b'])
        for (let i = 0; i < 6; i++) expect(mail.filter((m) => m.to.includes(`${side}${i}-${stamp}@example.test`))).toHaveLength(1);
      expect(mail).toHaveLength(12);

      // Each database's jobs are in its own queue, and only there.
      const queues = await Promise.all(
        [a, b].map(async (url) => new Queue(QueueName.NotificationEmail, { connection: redisOptionsFromUrl(env.REDIS_URL), prefix: queuePrefix(env.REDIS_PREFIX, await identityOf(url)) })),
      );
      try {
        expect(queues[0].opts.prefix).not.toBe(queues[1].opts.prefix);
        for (const [i, url] of [a, b].entries())
          for (const row of await outboxOf(url)) {
            expect(await queues[i].getJobState(row.delivery_id)).toBe('completed');
            expect(await queues[1 - i].getJobState(row.delivery_id)).toBe('unknown');
          }
      } finally {
        await Promise.all(queues.map((q) => q.close()));
      }
      for (const w of workers) expect(w.output()).not.toMatch(/does not exist|not the row's current delivery/);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  }, 120_000);
});
