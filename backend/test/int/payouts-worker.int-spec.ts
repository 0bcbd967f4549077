import { Queue } from 'bullmq';
import { resetConfigForTests } from '../../src/core/config/config';
import { JobName, QueueName } from '../../src/core/queue/jobs';
import { readDatabaseIdentity } from '../../src/core/database/database-identity.entity';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { queuePrefix } from '../../src/core/queue/queue.module';
import { redisOptionsFromUrl } from '../../src/core/redis/redis-options';
import { addDays } from '@parley/domain/negotiation';
import { PAYOUT_RUN_CRON } from '@parley/domain/payouts/schedule';
import { isUspsTrackingNumber } from '../../src/integrations/payouts/demo/tracking';
import { Payout } from '../../src/modules/payouts/entities';
import { PAYOUT_SCHEDULER_ID } from '../../src/modules/payouts/payout-schedule';
import { createAccount, terms } from '../account-factory';
import { consumer, createFirm, firmAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';
import { DEMO_CARD, expectStatus, signedAgreement } from '../payment-fixtures';
import { mailedCheckConfig, succeededPayment } from '../payout-fixtures';
import { readRunEnv } from '../run-env';

// The demo providers on fast clocks, for this file's api and the workers it spawns.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.CHECKBOOK_API_KEY;
Object.assign(process.env, { PAYMENTS_TICK_MS: '150', DEMO_PAYMENT_SETTLE_MS: '200', PAYOUTS_TICK_MS: '200', PLATFORM_COMMISSION_PERCENT: '10' });
resetConfigForTests();

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The payouts in the real worker process: the daily run is registered with BullMQ's job scheduler (once, whatever
 * the number of workers), its job runs without an outbox row, and the moved development clock
 * (`POST /dev/payments/advance_clock`) charges a payment and then pays it out, the check deposited when the clock
 * reaches its day.
 */
describe('payouts in the worker', () => {
  let api: TestApi;
  let workers: Array<Awaited<ReturnType<typeof startWorkerProcess>>> = [];
  let queue: Queue;

  beforeAll(async () => {
    api = await startApi();
    workers = await Promise.all([startWorkerProcess(), startWorkerProcess()]);
    const env = readRunEnv();
    // The product's queues live under this database's identity (two deployments on one Redis never share a queue).
    queue = new Queue(QueueName.Payouts, { connection: redisOptionsFromUrl(env.REDIS_URL), prefix: queuePrefix(env.REDIS_PREFIX, await readDatabaseIdentity(api.em())) });
  }, 60_000);
  afterAll(async () => {
    await queue?.close();
    await Promise.all(workers.map((w) => w.stop()));
    await api?.close();
  }, 60_000);

  it('registers one daily 02:00 UTC run with the job scheduler, whatever the number of workers', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toEqual([[PAYOUT_SCHEDULER_ID, PAYOUT_RUN_CRON, 'UTC']]);
    expect(PAYOUT_RUN_CRON).toBe('0 2 * * *');
    const next = new Date(Number(schedulers[0].next));
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([2, 0]);
  });

  it("runs the scheduler's job (no outbox row) and pays what was paid before today's 02:00", async () => {
    const firm = await createFirm(api.em());
    await mailedCheckConfig(api.em(), firm);
    const doc = await createAccount(api.em(), firm);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await succeededPayment(api.em(), doc, 40000, 4000, twoDaysAgo);
    // What the scheduler adds at 02:00: the job and its payload, nothing in the outbox.
    await queue.add(JobName.RunPayouts, { payload: { trigger: 'schedule' } }, { jobId: `scheduled-test-${firm.id}` });
    await waitUntil(async () => (await api.em().find(Payout, { lawFirm: firm.id }, { filters: false })).some((p) => p.status === 'sent'), 30_000, 200);
    const [payout] = await api.em().find(Payout, { lawFirm: firm.id }, { filters: false });
    expect(payout).toMatchObject({ status: 'sent', method: 'check', amountCents: 36000 });
    expect(isUspsTrackingNumber(payout.trackingNumber!)).toBe(true);
  }, 60_000);

  it('moves the clock past a payment and the 02:00 run: charged, paid out by mailed check, then cashed', async () => {
    const firm = await createFirm(api.em());
    const admin = await firmAdmin(api.em(), firm);
    await mailedCheckConfig(api.em(), firm);
    const owner = await consumer(api.em());
    const first = addDays(today(), 5);
    const doc = await createAccount(api.em(), firm, { user: owner, events: signedAgreement(terms(60000, 2, first)) });
    const me: Client = await consumerClient(api, owner.email, PASSWORD);
    await expectStatus(201, me.post(`/api/customer_documents/${doc.id}/autopay`, { card: DEMO_CARD }));

    const clock = new Client(api);
    const moved = await expectStatus(200, clock.post('/dev/payments/advance_clock', { as_of: `${addDays(first, 1)}T02:00:00Z`, customer_document_id: doc.id }));
    expect(moved.body).toEqual({ as_of: `${addDays(first, 1)}T02:00:00.000Z`, queued: 1, payout_run_for: `${addDays(first, 1)}T02:00:00.000Z` });
    const payoutOf = async () => (await api.em().find(Payout, { lawFirm: firm.id }, { filters: false }))[0];
    await waitUntil(async () => (await payoutOf())?.status === 'sent', 60_000, 250);
    const payout = await payoutOf();
    expect(payout).toMatchObject({ method: 'check', amountCents: 27000, initiatedAt: new Date(`${addDays(first, 1)}T02:00:00Z`) });

    const staff = await collectorClient(api, admin.email, PASSWORD);
    const row = (await staff.get(`/collectors/api/apply_filters?filters[customer_document_id]=${doc.id}`).expect(200)).body.customer_info[0];
    expect(row.checkbook_payments).toEqual([
      expect.objectContaining({ payout_id: payout.id, status: 'sent', check_number: payout.checkNumber, tracking_number: payout.trackingNumber, amount_cents: 27000 }),
    ]);
    const csv = (await staff.get(`/collectors/api/activity_log?customer_document_id=${doc.id}`).expect(200)).text;
    expect(csv).toContain(`Mailed check to the firm,sent,$270.00,Payout ${payout.id}; Check ${payout.checkNumber}; Tracking ${payout.trackingNumber}`);
    await waitUntil(
      async () => (await api.em().find(OutboxMessage, { jobId: { $like: `send-email.payout.${payout.reference}.sent.%` } })).length === 1,
      10_000,
    );

    // Five days on the moved clock, the check is cashed. The demo provider's clock is one for the whole database and
    // only moves forward (other tests may have moved it further): the check is sent on that clock.
    const cashed = new Date(payout.sentAt!.getTime() + 5 * 24 * 3600 * 1000);
    const later = new Date(cashed.getTime() + 24 * 3600 * 1000).toISOString();
    await expectStatus(200, clock.post('/dev/payments/advance_clock', { as_of: later, customer_document_id: doc.id }));
    await waitUntil(async () => (await payoutOf()).status === 'paid', 30_000, 250);
    expect((await payoutOf()).paidAt).toEqual(cashed);
  }, 120_000);
});
