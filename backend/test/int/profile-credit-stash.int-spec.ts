import { io, Socket } from 'socket.io-client';
import { AuditEvent } from '../../src/modules/identity/entities/audit-event.entity';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue, Worker } from 'bullmq';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { JobDispatcher } from '../../src/core/queue/job-dispatcher';
import type { OutboxJobData } from '../../src/core/queue/job-handler';
import { JOB_OPTIONS } from '../../src/core/queue/outbox-relay';
import { redisOptionsFromUrl } from '../../src/core/redis/redis-options';
import { readRunEnv } from '../run-env';
import { JobName, type CreditReportPayload, type SendEmailPayload } from '../../src/core/queue/jobs';
import { UNSCOPED } from '../../src/core/database/firm-scope';
import { TOO_MANY_ATTEMPTS } from '../../src/core/auth/rate-limit';
import { FieldCipher } from '../../src/core/security/encryption';
import { verifyPassword } from '../../src/core/security/passwords';
import { PROFILE_MESSAGES, yearsBefore } from '@parley/domain/profile/validation';
import { STASH_MESSAGES } from '@parley/domain/profile/stash';
import { CHAT_ERRORS } from '@parley/domain/chat';
import { DEMO_NO_FILE_MESSAGE } from '../../src/integrations/credit/demo.driver';
import { CreditBureau } from '../../src/integrations/credit/credit-bureau.port';
import { ConsumerProfile } from '../../src/modules/accounts/entities';
import { CreditReportRecord, CreditReports } from '../../src/modules/credit';
import { CreditJobsModule } from '../../src/modules/credit/credit-jobs.module';
import { CREDIT_JOB_ATTEMPTS, CreditReportJob } from '../../src/modules/credit/jobs/credit-report.job';
import { User } from '../../src/modules/identity/entities';
import { StashTransaction } from '../../src/modules/stash';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi, waitUntil } from '../harness';

const SSN = '518-24-4417';
const SSN_DIGITS = '518244417';
const today = () => new Date().toISOString().slice(0, 10);
const DAY = 86_400_000;

describe('profile, credit report and stash', () => {
  let api: TestApi;
  /** Every answer body seen, to prove the full SSN never leaves the server. */
  const bodies: string[] = [];
  const seen = <T extends { body: unknown; text?: string }>(res: T): T => {
    bodies.push(JSON.stringify(res.body) + (res.text ?? ''));
    return res;
  };

  beforeAll(async () => (api = await startApi([CreditJobsModule])));
  afterAll(async () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const b of bodies) {
      expect(b).not.toContain(SSN_DIGITS);
      expect(b).not.toContain(SSN);
    }
    await api.close();
  });

  const within = <T>(p: Promise<T>, ms = 5000) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms))]);
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.close()));
  /** A Socket.IO connection of the client's browser session. */
  function socketOf(c: Client): Promise<Socket> {
    const socket = io(api.url, { transports: ['websocket'], extraHeaders: { Cookie: c.cookieHeader() }, reconnection: false, forceNew: true });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  async function signedInConsumer(): Promise<{ user: User; c: Client }> {
    const user = await consumer(api.em());
    return { user, c: await consumerClient(api, user.email, PASSWORD) };
  }

  const completeProfile = (over: Record<string, unknown> = {}) => ({
    user: {
      first_name: 'Jordan',
      last_name: 'Rivera',
      current_password: PASSWORD,
      metadata: { address_line1: '2417 Westheimer Rd', city: 'Houston', state: 'TX', zip_code: '770021234', birthdate: '1986-04-12', ssn: SSN, ssn_last_four: '4417', ...over },
    },
  });

  describe('who may call', () => {
    const calls: Array<[string, (c: Client) => Promise<{ status: number; body: { error?: string } }>]> = [
      ['PUT /users', (c) => c.put('/users', completeProfile())],
      ['GET /my_dashboard/fetch_credit_report', (c) => c.get('/my_dashboard/fetch_credit_report')],
      ['POST /my_dashboard/fetch_credit_report', (c) => c.post('/my_dashboard/fetch_credit_report')],
      ['GET /my_dashboard/stash/data', (c) => c.get('/my_dashboard/stash/data')],
      ['POST /my_dashboard/stash/refunds', (c) => c.post('/my_dashboard/stash/refunds', { address: { full_name: 'X' } })],
      ['POST /my_dashboard/stash/cancel', (c) => c.post('/my_dashboard/stash/cancel')],
    ];
    it.each(calls)('%s: 401 signed out, 403 for collectors', async (_name, call) => {
      expect((await call(new Client(api))).status).toBe(401);
      const firm = await createFirm(api.em());
      const col = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
      const res = await call(col);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/consumer/);
    });

    it('the credit and stash GETs are API paths, never the page (SPA fallback)', async () => {
      const { c } = await signedInConsumer();
      const res = await c.agent.get('/my_dashboard/stash/data').set('Accept', 'text/html');
      expect(res.headers['content-type']).toMatch(/json/);
    });
  });

  describe('PUT /users', () => {
    it('requires the current password of a non-OAuth user, and refuses a wrong one', async () => {
      const { user, c } = await signedInConsumer();
      const body = completeProfile();
      delete (body.user as Record<string, unknown>).current_password;
      let res = seen(await c.put('/users', body));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('Current password is required to make changes');
      res = seen(await c.put('/users', completeProfile({})).then((r) => r));
      expect(res.status).toBe(200);
      const wrong = completeProfile();
      wrong.user.current_password = 'not-my-password';
      wrong.user.first_name = 'Changed';
      res = seen(await c.put('/users', wrong));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(PROFILE_MESSAGES.currentPasswordInvalid);
      expect((await api.em().findOneOrFail(User, { id: user.id }, UNSCOPED)).firstName).toBe('Jordan');
    });

    it('saves the profile: SSN encrypted with its last four, ZIP formatted, answered masked, audited without values', async () => {
      const { user, c } = await signedInConsumer();
      const res = seen(await c.put('/users', completeProfile()));
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({
        first_name: 'Jordan',
        last_name: 'Rivera',
        email: user.email,
        metadata: { address_line1: '2417 Westheimer Rd', city: 'Houston', state: 'TX', zip_code: '77002-1234', birthdate: '1986-04-12', ssn_last_four: '4417', ssn: '***-**-4417' },
        is_oauth_user: false,
      });
      const profile = await api.em().findOneOrFail(ConsumerProfile, { user: user.id });
      expect(profile.ssnEncrypted).not.toContain(SSN_DIGITS);
      expect(api.app.get(FieldCipher).decrypt(profile.ssnEncrypted!)).toBe(SSN_DIGITS);
      const audit = await api.em().find(AuditEvent, { actor: user.id, action: 'profile_updated' }, UNSCOPED);
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0])).not.toContain(SSN_DIGITS);
      expect(audit[0].metadata).toEqual({ fields: expect.arrayContaining(['first_name', 'ssn', 'zip_code']) });

      // The masked value the page got back means "unchanged"; last-four mode drops the stored full number.
      const again = seen(await c.put('/users', completeProfile({ ssn: '***-**-4417' })));
      expect(again.status).toBe(200);
      expect(again.body.user.metadata.ssn).toBe('***-**-4417');
      const lastFourOnly = seen(await c.put('/users', completeProfile({ ssn: '', ssn_last_four: '9876' })));
      expect(lastFourOnly.body.user.metadata).toMatchObject({ ssn: null, ssn_last_four: '9876' });
      expect((await api.em().findOneOrFail(ConsumerProfile, { user: user.id })).ssnEncrypted).toBeNull();
    });

    it.each([
      [{ ssn: '51824441' }, 'Full SSN must be 9 digits'],
      [{ ssn: '', ssn_last_four: '441' }, 'Last 4 of SSN must be 4 digits'],
      [{ zip_code: '7700' }, 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)'],
      [{ zip_code: '770021' }, 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)'],
      [{ birthdate: 'tomorrow' }, PROFILE_MESSAGES.birthdate],
      [{ state: 'ZZ' }, PROFILE_MESSAGES.state],
    ])('refuses %j with its message and writes nothing', async (meta, message) => {
      const { user, c } = await signedInConsumer();
      const res = seen(await c.put('/users', completeProfile(meta)));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(message);
      expect(res.body.errors).toContain(message);
      expect(await api.em().findOne(ConsumerProfile, { user: user.id })).toBeNull();
      expect((await api.em().findOneOrFail(User, { id: user.id }, UNSCOPED)).firstName).toBe('Test');
    });

    it('birthdate at most 18 years ago, at the boundary', async () => {
      const { c } = await signedInConsumer();
      const max = yearsBefore(today(), 18);
      const dayAfter = new Date(Date.parse(max) + DAY).toISOString().slice(0, 10);
      const res = seen(await c.put('/users', completeProfile({ birthdate: dayAfter })));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(PROFILE_MESSAGES.birthdateTooRecent);
      expect(seen(await c.put('/users', completeProfile({ birthdate: max }))).status).toBe(200);
    });

    it('refuses a different e-mail, accepts the same one', async () => {
      const { user, c } = await signedInConsumer();
      const other = completeProfile();
      Object.assign(other.user, { email: 'someone-else@example.test' });
      const res = seen(await c.put('/users', other));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('Email cannot be changed');
      Object.assign(other.user, { email: user.email.toUpperCase() });
      expect(seen(await c.put('/users', other)).status).toBe(200);
    });

    it('changes the password with its confirmation, under the existing policy', async () => {
      const { user, c } = await signedInConsumer();
      const body = (password: string, password_confirmation: string) => ({ user: { current_password: PASSWORD, password, password_confirmation } });
      let res = seen(await c.put('/users', body('short', 'short')));
      expect(res.body.error).toBe('Password is too short (minimum is 8 characters)');
      res = seen(await c.put('/users', body('Another-horse-43', 'Another-horse-44')));
      expect(res.body.error).toBe(PROFILE_MESSAGES.passwordConfirmation);
      res = seen(await c.put('/users', body('Another-horse-43', 'Another-horse-43')));
      expect(res.status).toBe(200);
      const stored = await api.em().findOneOrFail(User, { id: user.id }, UNSCOPED);
      expect(await verifyPassword(stored.passwordHash, 'Another-horse-43')).toBe(true);
      await consumerClient(api, user.email, 'Another-horse-43');
    });

    it('a new password ends the other sessions of the user and disconnects their sockets; this session stays', async () => {
      const { user, c } = await signedInConsumer();
      const other = await consumerClient(api, user.email, PASSWORD);
      const third = await consumerClient(api, user.email, PASSWORD);
      const mine = await socketOf(c);
      const theirs = await socketOf(other);
      const ended = new Promise((resolve) => theirs.once('session:ended', resolve));
      const gone = new Promise((resolve) => theirs.once('disconnect', resolve));

      // A save without a new password ends nothing.
      expect(seen(await c.put('/users', completeProfile())).status).toBe(200);
      expect((await other.get('/api/v1/check_auth')).status).toBe(200);

      const res = seen(await c.put('/users', { user: { current_password: PASSWORD, password: 'Another-horse-45', password_confirmation: 'Another-horse-45' } }));
      expect(res.status).toBe(200);
      await expect(within(ended)).resolves.toEqual({ reason: 'signed_out' });
      await expect(within(gone)).resolves.toBe('io server disconnect');
      expect((await other.get('/api/v1/check_auth')).status).toBe(401);
      expect((await third.get('/api/v1/check_auth')).status).toBe(401);
      expect((await c.get('/api/v1/check_auth')).status).toBe(200);
      // The other sockets were disconnected before the answer above; a round trip on this session's socket after it
      // is answered only if the server kept it (a disconnected socket gets its disconnect instead, never an answer).
      const answer = await new Promise((resolve) => {
        if (!mine.connected) return resolve('disconnected');
        mine.once('disconnect', () => resolve('disconnected'));
        mine.emit('chat:subscribe', { conversation_id: 987654 }, resolve);
      });
      expect(answer).toEqual({ ok: false, error: CHAT_ERRORS.notFound });
      expect(mine.connected).toBe(true);
    });

    it('current-password guesses draw on the sign-in budget of the account (429 once spent)', async () => {
      const { c } = await signedInConsumer();
      const guess = completeProfile();
      guess.user.current_password = 'not-my-password';
      for (let i = 0; i < 5; i++) expect(seen(await c.put('/users', guess)).status).toBe(422);
      const res = seen(await c.put('/users', completeProfile()));
      expect(res.status).toBe(429);
      expect(res.body.error).toBe(TOO_MANY_ATTEMPTS);
    });

    it('an OAuth user (no password) saves without one', async () => {
      const { user, c } = await signedInConsumer();
      await api.em().nativeUpdate(User, { id: user.id }, { passwordHash: null }, UNSCOPED);
      const body = completeProfile();
      delete (body.user as Record<string, unknown>).current_password;
      const res = seen(await c.put('/users', body));
      expect(res.status).toBe(200);
      expect(res.body.user.is_oauth_user).toBe(true);
    });

    it.each([
      ['a string', 'garbage'],
      ['no user', {}],
      ['user is a number', { user: 5 }],
      ['metadata is a list', { user: { current_password: PASSWORD, metadata: [1, 2] } }],
      ['names are numbers', { user: { current_password: PASSWORD, first_name: 42, last_name: { a: 1 } } }],
      ['a huge name', { user: { current_password: PASSWORD, first_name: 'x'.repeat(5000) } }],
      ['ssn is an object', { user: { current_password: PASSWORD, metadata: { ssn: { $ne: null } } } }],
    ])('garbage (%s): 422, never 500, nothing written', async (_label, body) => {
      const { user, c } = await signedInConsumer();
      const res = seen(await c.put('/users', body));
      expect(res.status).toBe(422);
      expect(typeof res.body.error).toBe('string');
      expect((await api.em().findOneOrFail(User, { id: user.id }, UNSCOPED)).firstName).toBe('Test');
    });
  });

  describe('credit report', () => {
    const reports = () => api.app.get(CreditReports);
    const jobsOf = (userId: number) =>
      api.em().find(OutboxMessage, { jobName: JobName.CreditReport, payload: { userId } } as never, { orderBy: { id: 'asc' } });
    async function runJobs(userId: number) {
      for (const m of await jobsOf(userId))
        await api.app.get(CreditReportJob).handle(m.payload as unknown as CreditReportPayload, { jobId: m.jobId, attempt: 1, em: api.em() });
    }

    it('asks for the profile first: missing_metadata and the exact sentence', async () => {
      const { user, c } = await signedInConsumer();
      expect((await reports().dashboardView(api.em(), user.id)).status).toBe('missing_metadata');
      const res = seen(await c.post('/my_dashboard/fetch_credit_report'));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('Please fill out the basic information below to view your credit report.');
      expect(await jobsOf(user.id)).toHaveLength(0);
    });

    it('the GET answers the current status and starts nothing; consent and the pull are the POST, with the CSRF header', async () => {
      const { user, c } = await signedInConsumer();
      seen(await c.put('/users', completeProfile()));
      const before = seen(await c.get('/my_dashboard/fetch_credit_report'));
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({ credit_report: { status: 'consent_required', base_report: false } });
      expect(await jobsOf(user.id)).toHaveLength(0);
      expect(await api.em().findOne(CreditReportRecord, { user: user.id })).toBeNull();
      // A POST without the CSRF header (a cross-site form) is refused like every write.
      expect((await c.agent.post('/my_dashboard/fetch_credit_report').set('Accept', 'application/json')).status).toBe(403);
      expect(await jobsOf(user.id)).toHaveLength(0);
      expect(seen(await c.post('/my_dashboard/fetch_credit_report')).body).toEqual({ success: true });
      expect(await jobsOf(user.id)).toHaveLength(1);
      expect(seen(await c.get('/my_dashboard/fetch_credit_report')).body).toMatchObject({ credit_report: { status: 'fetching' } });
    });

    it('consent, fetching, one job for two clicks, then an available report that is stable for the same person', async () => {
      const { user, c } = await signedInConsumer();
      seen(await c.put('/users', completeProfile()));
      expect((await reports().dashboardView(api.em(), user.id)).status).toBe('consent_required');
      expect(seen(await c.post('/my_dashboard/fetch_credit_report')).body).toEqual({ success: true });
      expect(seen(await c.post('/my_dashboard/fetch_credit_report')).body).toEqual({ success: true });
      expect(await jobsOf(user.id)).toHaveLength(1);
      expect(await reports().dashboardView(api.em(), user.id)).toMatchObject({ status: 'fetching', base_report: false });

      await runJobs(user.id);
      await runJobs(user.id); // a redelivered job changes nothing
      const view = await reports().dashboardView(api.em(), user.id);
      expect(view.status).toBe('available');
      expect(view.base_report).toBe(true);
      expect(view.credit_score!.value).toBeGreaterThanOrEqual(300);
      expect(view.credit_score!.value).toBeLessThanOrEqual(850);
      expect(view.credit_score!.score_reasons.length).toBeGreaterThan(0);
      expect(Object.keys(view.factors!)).toHaveLength(7);
      expect(view.improvement_message).toBeTruthy();

      // Another consumer with the same name, birthdate and SSN last four gets the same file (the demo is stable).
      const twin = await signedInConsumer();
      seen(await twin.c.put('/users', completeProfile({ address_line1: '1 Other St' })));
      seen(await twin.c.post('/my_dashboard/fetch_credit_report'));
      await runJobs(twin.user.id);
      const twinView = await reports().dashboardView(api.em(), twin.user.id);
      expect(twinView.credit_score).toEqual(view.credit_score);
      expect(twinView.factors).toEqual(view.factors);

      // Asking again keeps the last report visible while fetching (base_report).
      seen(await c.post('/my_dashboard/fetch_credit_report'));
      expect(await reports().dashboardView(api.em(), user.id)).toMatchObject({ status: 'fetching', base_report: true, credit_score: view.credit_score });
    });

    it('a bureau refusal is an error card with its sentence', async () => {
      const { user, c } = await signedInConsumer();
      seen(await c.put('/users', completeProfile({ ssn: '', ssn_last_four: '0000' })));
      seen(await c.post('/my_dashboard/fetch_credit_report'));
      await runJobs(user.id);
      expect(await reports().dashboardView(api.em(), user.id)).toMatchObject({ status: 'error', error: DEMO_NO_FILE_MESSAGE, base_report: false });
    });

    describe('retries through BullMQ itself', () => {
      /**
       * The credit report job run by a real BullMQ queue and worker, through the real dispatcher, with the queue's own
       * attempt count (JOB_OPTIONS); only the backoff is shortened so the test does not wait for it.
       */
      async function runThroughBullMq(m: OutboxMessage): Promise<{ state: string; attemptsMade: number }> {
        const env = readRunEnv();
        const connection = { ...redisOptionsFromUrl(env.REDIS_URL), maxRetriesPerRequest: null };
        const prefix = `${env.REDIS_PREFIX}:bull-retry-test`;
        const name = `credit-retry-${m.id}`;
        const dispatcher = new JobDispatcher(undefined as never, api.app.get(MikroORM));
        (dispatcher as unknown as { handlers: Map<JobName, unknown> }).handlers = new Map([[JobName.CreditReport, api.app.get(CreditReportJob)]]);
        const queue = new Queue<OutboxJobData>(name, { connection, prefix });
        const worker = new Worker<OutboxJobData>(name, (job) => dispatcher.dispatch(job), { connection, prefix });
        try {
          await api.em().nativeUpdate(OutboxMessage, { id: m.id }, { relayedAt: new Date() });
          await queue.add(m.jobName, { outboxId: m.id, payload: m.payload }, { ...JOB_OPTIONS, backoff: { type: 'fixed', delay: 20 }, jobId: m.deliveryId });
          let state = '';
          await waitUntil(async () => ['completed', 'failed'].includes((state = await queue.getJobState(m.deliveryId))), 20_000, 50);
          const job = (await queue.getJob(m.deliveryId))!;
          return { state, attemptsMade: job.attemptsMade };
        } finally {
          await worker.close();
          await queue.obliterate({ force: true });
          await queue.close();
        }
      }

      it('fails while the bureau is unreachable, then succeeds on a later attempt', async () => {
        const { user, c } = await signedInConsumer();
        seen(await c.put('/users', completeProfile()));
        seen(await c.post('/my_dashboard/fetch_credit_report'));
        const [m] = await jobsOf(user.id);
        const spy = jest.spyOn(api.app.get(CreditBureau), 'pull').mockRejectedValueOnce(new Error('ECONNREFUSED')).mockRejectedValueOnce(new Error('ECONNREFUSED'));
        try {
          expect(await runThroughBullMq(m)).toEqual({ state: 'completed', attemptsMade: 3 });
        } finally {
          spy.mockRestore();
        }
        expect((await reports().dashboardView(api.em(), user.id)).status).toBe('available');
        const row = await api.em().fork().findOneOrFail(OutboxMessage, { id: m.id });
        expect(row).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
        expect(row.completedAt).toBeInstanceOf(Date);
      });

      it("records the bureau's error on the queue's last attempt, not before", async () => {
        expect(CREDIT_JOB_ATTEMPTS).toBe(JOB_OPTIONS.attempts);
        const { user, c } = await signedInConsumer();
        seen(await c.put('/users', completeProfile()));
        seen(await c.post('/my_dashboard/fetch_credit_report'));
        const [m] = await jobsOf(user.id);
        const spy = jest.spyOn(api.app.get(CreditBureau), 'pull').mockRejectedValue(new Error('ECONNREFUSED'));
        try {
          // The last attempt answers the consumer with the error card, so the job itself ends completed.
          expect(await runThroughBullMq(m)).toEqual({ state: 'completed', attemptsMade: JOB_OPTIONS.attempts });
          expect(spy).toHaveBeenCalledTimes(JOB_OPTIONS.attempts);
        } finally {
          spy.mockRestore();
        }
        expect(await reports().dashboardView(api.em(), user.id)).toMatchObject({ status: 'error', error: expect.stringMatching(/couldn't reach the credit bureau/) });
        expect(await api.em().fork().findOneOrFail(OutboxMessage, { id: m.id })).toMatchObject({ attempts: JOB_OPTIONS.attempts });
      });
    });

    it('an unreachable bureau is retried by the queue, and the last attempt records the error', async () => {
      const { user, c } = await signedInConsumer();
      seen(await c.put('/users', completeProfile()));
      seen(await c.post('/my_dashboard/fetch_credit_report'));
      const [m] = await jobsOf(user.id);
      const bureau = api.app.get(CreditBureau);
      const spy = jest.spyOn(bureau, 'pull').mockRejectedValue(new Error('ECONNREFUSED'));
      try {
        const job = api.app.get(CreditReportJob);
        await expect(job.handle(m.payload as unknown as CreditReportPayload, { jobId: m.jobId, attempt: 1, em: api.em() })).rejects.toThrow('ECONNREFUSED');
        expect((await reports().dashboardView(api.em(), user.id)).status).toBe('fetching');
        await job.handle(m.payload as unknown as CreditReportPayload, { jobId: m.jobId, attempt: CREDIT_JOB_ATTEMPTS, em: api.em() });
      } finally {
        spy.mockRestore();
      }
      expect(await reports().dashboardView(api.em(), user.id)).toMatchObject({ status: 'error', error: expect.stringMatching(/couldn't reach the credit bureau/) });
      expect((await api.em().findOneOrFail(CreditReportRecord, { user: user.id })).requestSeq).toBe(1);
    });
  });

  describe('stash', () => {
    async function addStash(userId: number, rows: Array<{ amountCents: number; kind: 'settlement_payment' | 'deposit' | 'refund'; status: 'completed' | 'scheduled' | 'pending'; daysFromNow: number }>) {
      const em = api.em();
      for (const r of rows)
        em.create(StashTransaction, { user: em.getReference(User, userId), amountCents: r.amountCents, kind: r.kind, status: r.status, createdAt: new Date(Date.now() + r.daysFromNow * DAY) });
      await em.flush();
    }

    it('a new consumer has an empty stash', async () => {
      const { c } = await signedInConsumer();
      const res = seen(await c.get('/my_dashboard/stash/data'));
      expect(res.body).toEqual({ stash_data: { available_balance: 0, all_transactions: [] } });
    });

    it('balance counts history only; refund of the whole balance by check, e-mailed, once', async () => {
      const { user, c } = await signedInConsumer();
      await addStash(user.id, [
        { amountCents: 5_000, kind: 'deposit', status: 'completed', daysFromNow: -40 },
        { amountCents: 12_500, kind: 'settlement_payment', status: 'completed', daysFromNow: -10 },
        { amountCents: 12_500, kind: 'settlement_payment', status: 'scheduled', daysFromNow: 20 },
      ]);
      // Another consumer's stash is not mine.
      const stranger = await signedInConsumer();
      expect(seen(await stranger.c.get('/my_dashboard/stash/data')).body.stash_data.available_balance).toBe(0);

      const data = seen(await c.get('/my_dashboard/stash/data')).body.stash_data;
      expect(data.available_balance).toBe(17_500);
      expect(data.all_transactions.map((t: { kind: string; amount_cents: number }) => [t.kind, t.amount_cents])).toEqual([
        ['settlement_payment', 12_500],
        ['settlement_payment', 12_500],
        ['deposit', 5_000],
      ]);

      const address = { full_name: 'Jordan Rivera', address1: '2417 Westheimer Rd', address2: 'Apt 4', city: 'Houston', state: 'tx', zip: '77002' };
      let res = seen(await c.post('/my_dashboard/stash/refunds', { address: { ...address, full_name: '  ' } }));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('Full name is required');
      res = seen(await c.post('/my_dashboard/stash/refunds', { address: { ...address, zip: '7700' } }));
      expect(res.body.error).toBe(PROFILE_MESSAGES.zip);

      res = seen(await c.post('/my_dashboard/stash/refunds', { address }));
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toContain(user.email);
      expect(res.body.message).toMatch(/refund check has been sent to your email/);
      expect(res.body.stash_data.available_balance).toBe(0);
      const refund = await api.em().findOneOrFail(StashTransaction, { user: user.id, kind: 'refund' });
      expect(refund).toMatchObject({ amountCents: -17_500, status: 'pending', refundAddress: { ...address, state: 'TX' } });
      const mails = await api.em().find(OutboxMessage, { jobName: JobName.SendEmail, jobId: `send-email.stash-refund.${refund.id}` });
      expect(mails).toHaveLength(1);
      const payload = mails[0].payload as unknown as SendEmailPayload;
      expect(payload).toMatchObject({ template: 'stash_refund', to: user.email, params: { amount: '$175.00', full_name: 'Jordan Rivera' } });

      res = seen(await c.post('/my_dashboard/stash/refunds', { address }));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(STASH_MESSAGES.nothingToRefund);
      // With history, autopay cannot be canceled here.
      res = seen(await c.post('/my_dashboard/stash/cancel'));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(STASH_MESSAGES.cancelAfterHistory);
    });

    it('two refund clicks at once refund the balance once', async () => {
      const { user, c } = await signedInConsumer();
      await addStash(user.id, [{ amountCents: 9_900, kind: 'deposit', status: 'completed', daysFromNow: -3 }]);
      const address = { full_name: 'Jo', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
      const results = await Promise.all([c.post('/my_dashboard/stash/refunds', { address }), c.post('/my_dashboard/stash/refunds', { address })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      expect(await api.em().count(StashTransaction, { user: user.id, kind: 'refund' })).toBe(1);
    });

    it('cancel: only with no history and an upcoming item; it cancels every scheduled item', async () => {
      const { user, c } = await signedInConsumer();
      let res = seen(await c.post('/my_dashboard/stash/cancel'));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(STASH_MESSAGES.nothingToCancel);
      await addStash(user.id, [
        { amountCents: 12_500, kind: 'settlement_payment', status: 'scheduled', daysFromNow: 5 },
        { amountCents: 12_500, kind: 'settlement_payment', status: 'scheduled', daysFromNow: 35 },
      ]);
      expect(seen(await c.get('/my_dashboard/stash/data')).body.stash_data).toMatchObject({ available_balance: 0, all_transactions: [{}, {}] });
      res = seen(await c.post('/my_dashboard/stash/refunds', { address: { full_name: 'Jo', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } }));
      expect(res.body.error).toBe(STASH_MESSAGES.nothingToRefund);
      res = seen(await c.post('/my_dashboard/stash/cancel'));
      expect(res.status).toBe(200);
      expect(res.body.stash_data).toEqual({ available_balance: 0, all_transactions: [] });
      expect(await api.em().count(StashTransaction, { user: user.id, status: 'canceled' })).toBe(2);
      expect(seen(await c.post('/my_dashboard/stash/cancel')).body.error).toBe(STASH_MESSAGES.nothingToCancel);
    });

    it.each([
      ['a string', 'garbage'],
      ['no address', {}],
      ['address is a list', { address: ['a'] }],
      ['fields are numbers', { address: { full_name: 5, zip: 77002 } }],
      ['a huge name', { address: { full_name: 'x'.repeat(10_000) } }],
    ])('refund garbage (%s): 422, nothing written', async (_label, body) => {
      const { user, c } = await signedInConsumer();
      await addStash(user.id, [{ amountCents: 1_000, kind: 'deposit', status: 'completed', daysFromNow: -1 }]);
      const res = seen(await c.post('/my_dashboard/stash/refunds', body));
      expect(res.status).toBe(422);
      expect(typeof res.body.error).toBe('string');
      expect(await api.em().count(StashTransaction, { user: user.id, kind: 'refund' })).toBe(0);
    });
  });
});
