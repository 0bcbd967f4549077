import { randomUUID } from 'node:crypto';
import { JOB_QUEUE, JobName, jobIdFor } from '../../src/core/queue/jobs';
import { runInstantAtOrBefore } from '@parley/domain/payouts/schedule';
import { DemoPayoutCheck } from '../../src/integrations/payouts/demo/demo.entities';
import type { LawFirm } from '../../src/modules/identity/entities';
import { Payout, PayoutItem } from '../../src/modules/payouts/entities';
import { checkKeyOf } from '../../src/modules/payouts/payout-sender.service';
import { createAccount } from '../account-factory';
import { createFirm } from '../factories';
import { startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';
import { mailedCheckConfig, succeededPayment } from '../payout-fixtures';

/**
 * Payout faults (docs/RELIABILITY.md): a worker killed in the middle of a payout run, after the provider made the
 * check and before the payout recorded it; and the run job delivered twice at once to two workers. Real worker
 * processes from dist/; each firm's payments must end in exactly one payout, with exactly one check.
 */
describe('payout faults', () => {
  let setup: TestApi;
  beforeAll(async () => {
    setup = await startApi();
  });
  afterAll(() => setup?.close());

  const em = () => setup.em();
  /** A firm paid by mailed check with `n` payments made yesterday. */
  async function firmOwed(n: number): Promise<{ firm: LawFirm; payments: string[] }> {
    const firm = await createFirm(em());
    await mailedCheckConfig(em(), firm);
    const payments: string[] = [];
    for (let i = 0; i < n; i++) payments.push((await succeededPayment(em(), await createAccount(em(), firm), 10000 + i, 1000, new Date(Date.now() - 24 * 3600 * 1000))).id);
    return { firm, payments };
  }
  /** A run of today's 02:00 through the outbox, as the moved clock queues it. */
  async function queueRun(): Promise<void> {
    const runFor = runInstantAtOrBefore(new Date()).toISOString();
    await em().execute(`insert into outbox_messages (queue, job_name, job_id, payload) values (?, ?, ?, ?::jsonb)`, [
      JOB_QUEUE[JobName.RunPayouts],
      JobName.RunPayouts,
      jobIdFor(JobName.RunPayouts, `fault.${randomUUID()}`),
      JSON.stringify({ trigger: 'clock', runFor }),
    ]);
  }
  async function expectPaidOnce(firm: LawFirm, payments: string[]): Promise<Payout> {
    const payouts = await em().find(Payout, { lawFirm: firm.id }, { filters: false });
    expect(payouts.map((p) => p.status)).toEqual(['sent']);
    for (const id of payments) expect(await em().count(PayoutItem, { stripePaymentIntent: id, releasedAt: null }, { filters: false })).toBe(1);
    expect(await em().count(DemoPayoutCheck, { idempotencyKey: checkKeyOf(payouts[0].reference) })).toBe(1);
    expect(payouts[0].amountCents).toBe(payments.reduce((s, _id, i) => s + 9000 + i, 0));
    return payouts[0];
  }

  it('pays once when the worker is killed after the provider made the check and before the payout recorded it', async () => {
    const { firm, payments } = await firmOwed(3);
    // The demo provider answers 20 s after making the check: the worker is killed inside that window.
    const env = { QUEUE_LOCK_MS: '5000', PAYOUTS_TICK_MS: '500', DEMO_PAYOUT_LATENCY_MS: '20000' };
    const first = await startWorkerProcess(env);
    let second: Awaited<ReturnType<typeof startWorkerProcess>> | undefined;
    try {
      await queueRun();
      const payoutOf = async () => (await em().find(Payout, { lawFirm: firm.id }, { filters: false }))[0];
      await waitUntil(async () => {
        const p = await payoutOf();
        return !!p && (await em().count(DemoPayoutCheck, { idempotencyKey: checkKeyOf(p.reference) })) === 1;
      }, 60_000, 100);
      expect((await payoutOf()).status).toBe('pending');
      await first.kill();
      // The next worker takes the job over once the dead worker's lock expires (or its clock finds the stale
      // pending payout): it asks the provider again with the same key and records the same check.
      second = await startWorkerProcess({ QUEUE_LOCK_MS: '5000', PAYOUTS_TICK_MS: '500' });
      await waitUntil(async () => (await payoutOf()).status === 'sent', 150_000, 250);
      const payout = await expectPaidOnce(firm, payments);
      const check = await em().findOneOrFail(DemoPayoutCheck, { idempotencyKey: checkKeyOf(payout.reference) });
      expect(payout.providerCheckId).toBe(check.id);
      expect(payout.checkNumber).toBe(String(check.number));
    } finally {
      await second?.stop();
      await first.stop();
    }
  }, 240_000);

  it('pays once when the run job is delivered twice, to two workers at once', async () => {
    const owed = [await firmOwed(4), await firmOwed(2)];
    const env = { PAYOUTS_TICK_MS: '500', DEMO_PAYOUT_LATENCY_MS: '300' };
    const workers = await Promise.all([startWorkerProcess(env), startWorkerProcess(env)]);
    try {
      await Promise.all([queueRun(), queueRun(), queueRun()]);
      for (const { firm } of owed)
        await waitUntil(async () => (await em().find(Payout, { lawFirm: firm.id }, { filters: false })).some((p) => p.status === 'sent'), 60_000, 200);
      // Let every delivery of the job finish before counting.
      await waitUntil(async () => Number((await em().execute<Array<{ n: string }>>(
        `select count(*) as n from outbox_messages where job_name = 'run-payouts' and completed_at is null`,
      ))[0].n) === 0, 60_000, 250);
      for (const { firm, payments } of owed) await expectPaidOnce(firm, payments);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  }, 180_000);
});
