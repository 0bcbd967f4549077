import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { JobName } from '../../src/core/queue/jobs';
import type { PayoutStatus } from '@parley/domain/payouts/status';
import { DemoPayoutCheck } from '../../src/integrations/payouts/demo/demo.entities';
import { isUspsTrackingNumber } from '../../src/integrations/payouts/demo/tracking';
import { demoPayoutWebhookKey } from '../../src/integrations/payouts/payouts.module';
import { signNotification } from '../../src/integrations/payouts/signature';
import { config } from '../../src/core/config/config';
import { StripePaymentIntent, type CustomerDocument } from '../../src/modules/accounts/entities';
import { randomUUID } from 'node:crypto';
import type { LawFirm } from '../../src/modules/identity/entities';
import { PaymentEventsService } from '../../src/modules/payments';
import { checkKeyOf } from '../../src/modules/payouts/payout-sender.service';
import { Payout, PayoutItem, PayoutRun } from '../../src/modules/payouts/entities';
import { createAccount } from '../account-factory';
import { collector, createFirm, firmAdmin, onCallAdmin, PASSWORD } from '../factories';
import { Client, collectorClient, startApi, TestApi } from '../harness';
import { achConfig, mailedCheckConfig, succeededPayment, testPayouts, type TestPayouts } from '../payout-fixtures';

const DAY = 24 * 3600 * 1000;
const at = (iso: string) => new Date(iso);

/**
 * Payouts to the firms: every status change, the exactly-once rules, the firm's and the platform's views, and the
 * reconciliation identity. The payout services run in this process exactly as the worker wires them, on the demo
 * provider (on a clock of the test's where the days matter); the provider's notifications go through the real
 * handler (`tick`, what the worker's payouts clock does).
 */
describe('payouts', () => {
  let api: TestApi;
  let orm: MikroORM;
  let onCall: Client;
  let clock: Date;
  let p: TestPayouts;

  beforeAll(async () => {
    api = await startApi();
    orm = api.app.get(MikroORM);
    onCall = await collectorClient(api, (await onCallAdmin(api.em())).email, PASSWORD);
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    clock = new Date();
    p = testPayouts(orm, () => clock);
  });

  const em = (): EntityManager => api.em();

  /** A firm with an admin, and `n` accounts. */
  async function firmWith(n: number, config?: 'check' | 'ach') {
    const firm = await createFirm(em());
    const admin = await firmAdmin(em(), firm);
    if (config === 'check') await mailedCheckConfig(em(), firm);
    if (config === 'ach') await achConfig(em(), firm);
    const docs: CustomerDocument[] = [];
    for (let i = 0; i < n; i++) docs.push(await createAccount(em(), firm));
    return { firm, admin, docs };
  }
  const payoutsOf = (firm: LawFirm) => em().find(Payout, { lawFirm: firm.id }, { orderBy: { id: 'asc' }, filters: false });
  const liveItems = (paymentId: string) => em().find(PayoutItem, { stripePaymentIntent: paymentId, releasedAt: null }, { filters: false });
  const payFirm = (firm: LawFirm, runFor: Date = clock) => p.runs.payFirm(em(), firm.id, runFor, null, new Date());
  const noticesOf = async (payout: Payout, kind: string) =>
    (await em().find(OutboxMessage, { jobName: JobName.SendEmail, jobId: { $like: `send-email.payout.${payout.reference}.${kind}.%` } })).map(
      (m) => m.payload as { to: string; params: Record<string, string> },
    );
  const refund = (pi: StripePaymentIntent, cents: number, eventId: string) =>
    api.app.get(PaymentEventsService).handle({
      id: eventId,
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      refund: { id: `re_${eventId}`, paymentIntentId: pi.id, amountCents: cents, status: 'succeeded' },
      totalRefundedCents: cents,
    });
  const dispute = (pi: StripePaymentIntent, phase: 'opened' | 'won' | 'lost', eventId: string) =>
    api.app.get(PaymentEventsService).handle({
      id: eventId,
      type: phase === 'opened' ? 'charge.dispute.created' : 'charge.dispute.closed',
      created: Math.floor(Date.now() / 1000),
      dispute: { id: `dp_${pi.id}`, paymentIntentId: pi.id, amountCents: pi.amount, status: phase === 'opened' ? 'needs_response' : phase },
    });
  const statusOf = async (id: number): Promise<PayoutStatus> => (await em().findOneOrFail(Payout, id, { filters: false })).status;

  describe('status changes', () => {
    it('holds a firm without configuration, e-mails its admins once, and pays it at the first run after it adds one', async () => {
      const { firm, admin, docs } = await firmWith(2);
      const a = await succeededPayment(em(), docs[0], 30000, 3000, new Date(clock.getTime() - 2 * DAY));
      const b = await succeededPayment(em(), docs[1], 10001, 1000, new Date(clock.getTime() - DAY));
      await payFirm(firm);
      let [held] = await payoutsOf(firm);
      expect(held).toMatchObject({ status: 'on_hold', method: null, amountCents: 27000 + 9001, providerCheckId: null });
      const notices = await noticesOf(held, 'on_hold');
      expect(notices.map((n) => n.to)).toEqual([admin.email]);
      expect(notices[0].params.link).toBe('http://parley.test/collectors/direct_deposit');

      // Still no configuration the next day: more payments accrue in the same payout, nobody is e-mailed again.
      const c = await succeededPayment(em(), docs[0], 5000, 500, new Date(clock.getTime() - 1000));
      clock = new Date(clock.getTime() + DAY);
      await payFirm(firm);
      expect(await payoutsOf(firm)).toHaveLength(1);
      [held] = await payoutsOf(firm);
      expect(held).toMatchObject({ status: 'on_hold', amountCents: 27000 + 9001 + 4500 });
      expect(await noticesOf(held, 'on_hold')).toHaveLength(1);

      await mailedCheckConfig(em(), firm);
      clock = new Date(clock.getTime() + DAY);
      await payFirm(firm);
      const [paid] = await payoutsOf(firm);
      expect(paid.id).toBe(held.id);
      expect(paid).toMatchObject({ status: 'sent', method: 'check', amountCents: 40501 });
      expect(paid.checkNumber).toMatch(/^\d{5,}$/);
      expect(isUspsTrackingNumber(paid.trackingNumber!)).toBe(true);
      expect(paid.instruction).toMatchObject({ method: 'check', address: { line_1: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } });
      for (const pi of [a, b, c]) expect((await liveItems(pi.id)).map((i) => i.payout.id)).toEqual([held.id]);
      const sent = await noticesOf(paid, 'sent');
      expect(sent.map((n) => n.to)).toEqual([admin.email]);
      expect(sent[0].params.details).toContain(`Check number: ${paid.checkNumber}`);
    });

    it('mails a check that is cashed on the provider clock: sent -> paid', async () => {
      const { firm, docs } = await firmWith(1, 'check');
      await succeededPayment(em(), docs[0], 20000, 2000, new Date(clock.getTime() - DAY));
      await payFirm(firm);
      const [payout] = await payoutsOf(firm);
      expect(payout.status).toBe('sent');
      await p.tick(em());
      expect(await statusOf(payout.id)).toBe('sent');
      clock = new Date(clock.getTime() + 6 * DAY);
      await p.tick(em());
      const after = await em().findOneOrFail(Payout, payout.id, { filters: false });
      expect(after.status).toBe('paid');
      expect(after.paidAt!.getTime()).toBe(payout.sentAt!.getTime() + 5 * DAY);
    });

    it('pays by ACH (a digital check to the payout e-mail) when digital checks are approved', async () => {
      const { firm, docs } = await firmWith(1, 'ach');
      await succeededPayment(em(), docs[0], 20000, 2000, new Date(clock.getTime() - DAY));
      await payFirm(firm);
      const [payout] = await payoutsOf(firm);
      expect(payout).toMatchObject({ status: 'sent', method: 'ach', amountCents: 18000, trackingNumber: null });
      expect(payout.instruction).toEqual({ method: 'ach', name: firm.name, email: 'payouts@firm.test' });
      const check = await em().findOneOrFail(DemoPayoutCheck, payout.providerCheckId!);
      expect(check).toMatchObject({ kind: 'digital', status: 'UNPAID', recipient: { email: 'payouts@firm.test' }, amountCents: 18000 });
      clock = new Date(clock.getTime() + 2 * DAY);
      await p.tick(em());
      expect(await statusOf(payout.id)).toBe('paid');
    });

    it('fails a payout the provider refuses (pending -> failed), and the next run pays its payments again', async () => {
      const { firm, admin, docs } = await firmWith(1, 'check');
      const pi = await succeededPayment(em(), docs[0], 20000, 2000, new Date(clock.getTime() - DAY));
      await p.provider.refuseNext('The recipient address could not be verified.');
      await payFirm(firm);
      const [failed] = await payoutsOf(firm);
      expect(failed).toMatchObject({ status: 'failed', failureReason: 'The recipient address could not be verified.', providerCheckId: null });
      expect(await liveItems(pi.id)).toEqual([]);
      expect((await noticesOf(failed, 'failed')).map((n) => n.to)).toEqual([admin.email]);

      clock = new Date(clock.getTime() + DAY);
      await payFirm(firm);
      const [, again] = await payoutsOf(firm);
      expect(again).toMatchObject({ status: 'sent', amountCents: 18000 });
      expect((await liveItems(pi.id)).map((i) => i.payout.id)).toEqual([again.id]);
      // The failed payout still lists what it carried.
      const shown = await onCall.get(`/collectors/api/payouts/${failed.id}`).expect(200);
      expect(shown.body.payout).toMatchObject({ status: 'failed', amount_cents: 18000, payments: [{ stripe_payment_intent_id: pi.id, amount_cents: 18000 }] });
    });

    it('gives back the payments of a check that fails, comes back or is voided after it was sent', async () => {
      for (const outcome of ['failed', 'returned', 'voided'] as const) {
        const { firm, docs } = await firmWith(1, 'check');
        const pi = await succeededPayment(em(), docs[0], 12345, 1234, new Date(clock.getTime() - DAY));
        await payFirm(firm);
        const [payout] = await payoutsOf(firm);
        expect(payout.status).toBe('sent');
        if (outcome === 'failed') await p.provider.failCheck(payout.providerCheckId!, 'The deposit was rejected.');
        if (outcome === 'returned') await p.provider.returnCheck(payout.providerCheckId!);
        if (outcome === 'voided') await p.provider.voidCheck(payout.providerCheckId!);
        await p.tick(em());
        const after = await em().findOneOrFail(Payout, payout.id, { filters: false });
        expect([outcome, after.status, after.closedAt instanceof Date]).toEqual([outcome, outcome, true]);
        expect(after.failureReason).toBeTruthy();
        expect(await liveItems(pi.id)).toEqual([]);
        expect(await noticesOf(after, outcome)).toHaveLength(1);
        clock = new Date(clock.getTime() + DAY);
        await payFirm(firm);
        const again = (await payoutsOf(firm))[1];
        expect([outcome, again.status, again.amountCents]).toEqual([outcome, 'sent', 11111]);
      }
    });

    it('returns a check after it was paid (paid -> returned), and never moves a payout backwards', async () => {
      const { firm, docs } = await firmWith(1, 'check');
      const pi = await succeededPayment(em(), docs[0], 10000, 1000, new Date(clock.getTime() - DAY));
      await payFirm(firm);
      const [payout] = await payoutsOf(firm);
      clock = new Date(clock.getTime() + 6 * DAY);
      await p.tick(em());
      expect(await statusOf(payout.id)).toBe('paid');
      // A stale notification (the check's MAILED, replayed) moves nothing: the provider is asked, and it says PAID.
      const key = demoPayoutWebhookKey(config().sessionSecret);
      const stale = JSON.stringify({ id: payout.providerCheckId, status: 'MAILED', type: 'CHECK' });
      const res = await new Client(api).agent.post('/checkbook/webhooks').set('signature', signNotification(stale, key)).set('Content-Type', 'application/json').send(stale);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, matched: true });
      expect(await statusOf(payout.id)).toBe('paid');
      await p.provider.returnCheck(payout.providerCheckId!, 'The funds were returned by the receiving bank.');
      await p.tick(em());
      expect(await statusOf(payout.id)).toBe('returned');
      expect(await liveItems(pi.id)).toEqual([]);
    });

    it('voids an on-hold payout whose payments were all refunded, and a pending one whose payments were refunded before its check', async () => {
      const { firm, docs } = await firmWith(1);
      const pi = await succeededPayment(em(), docs[0], 10000, 1000, new Date(clock.getTime() - DAY));
      await payFirm(firm);
      const [held] = await payoutsOf(firm);
      expect(held.status).toBe('on_hold');
      await refund(pi, 10000, `evt_rf_hold_${held.id}`);
      clock = new Date(clock.getTime() + DAY);
      await payFirm(firm);
      expect(await em().findOneOrFail(Payout, held.id, { filters: false })).toMatchObject({ status: 'voided', amountCents: 0 });

      const other = await firmWith(1, 'check');
      const pj = await succeededPayment(em(), other.docs[0], 10000, 1000, new Date(clock.getTime() - DAY));
      // The run stops after assembling (as if its worker died); the payment is refunded before the check is asked.
      const id = await p.runs.assemble(em(), other.firm.id, clock);
      expect(await statusOf(id!)).toBe('pending');
      await refund(pj, 10000, `evt_rf_pending_${id}`);
      expect(await p.sender.send(em(), id!)).toBe('skipped');
      expect(await em().findOneOrFail(Payout, id!, { filters: false })).toMatchObject({ status: 'voided', providerCheckId: null });
      expect(await em().count(DemoPayoutCheck, { idempotencyKey: checkKeyOf((await em().findOneOrFail(Payout, id!, { filters: false })).reference) })).toBe(0);
    });
  });

  describe('exactly once', () => {
    it('pays a payment once however often the run goes, even three runs at once', async () => {
      const { firm, docs } = await firmWith(3, 'check');
      const pis = [];
      for (const d of docs) pis.push(await succeededPayment(em(), d, 25000, 2500, new Date(clock.getTime() - DAY)));
      await Promise.all([payFirm(firm), payFirm(firm), payFirm(firm)]);
      await payFirm(firm);
      const payouts = await payoutsOf(firm);
      expect(payouts.map((x) => [x.status, x.amountCents])).toEqual([['sent', 67500]]);
      for (const pi of pis) expect(await liveItems(pi.id)).toHaveLength(1);
      expect(await em().count(DemoPayoutCheck, { idempotencyKey: checkKeyOf(payouts[0].reference) })).toBe(1);
    });

    it('is enforced by the database: a payment cannot be in two payouts at once', async () => {
      const { firm, docs } = await firmWith(1, 'check');
      const pi = await succeededPayment(em(), docs[0], 10000, 1000, new Date(clock.getTime() - DAY));
      await payFirm(firm);
      const [payout] = await payoutsOf(firm);
      const second = em().create(Payout, { reference: randomUUID(), lawFirm: firm, status: 'pending' });
      await em().persistAndFlush(second);
      await expect(
        em().execute(
          `insert into payout_items (payout_id, stripe_payment_intent_id, customer_document_id, law_firm_id, gross_cents, commission_cents, amount_cents)
           values (?, ?, ?, ?, 10000, 1000, 9000)`,
          [second.id, pi.id, docs[0].id, firm.id],
        ),
      ).rejects.toThrow(/payout_items_one_live_payout_per_payment/);
      // And an item's amounts must add up to the payment.
      await expect(
        em().execute(
          `insert into payout_items (payout_id, stripe_payment_intent_id, customer_document_id, law_firm_id, gross_cents, commission_cents, amount_cents)
           values (?, ?, ?, ?, 10000, 1000, 9500)`,
          [second.id, pi.id, docs[0].id, firm.id],
        ),
      ).rejects.toThrow(/payout_items_amounts_add_up/);
      expect((await liveItems(pi.id)).map((i) => i.payout.id)).toEqual([payout.id]);
    });

    it('survives a run that stops half-way: the next run sends the pending payout once, with the check already asked for', async () => {
      const { firm, docs } = await firmWith(2, 'check');
      for (const d of docs) await succeededPayment(em(), d, 10000, 1000, new Date(clock.getTime() - DAY));
      // Stopped after assembling: pending, nothing asked of the provider.
      const id = (await p.runs.assemble(em(), firm.id, clock))!;
      const pending = await em().findOneOrFail(Payout, id, { filters: false });
      expect(pending).toMatchObject({ status: 'pending', amountCents: 18000, providerCheckId: null });
      // Stopped after the provider made the check, before it was recorded.
      const asked = await p.provider.sendMailedCheck({
        name: firm.name,
        address: pending.instruction!.method === 'check' ? pending.instruction!.address : (undefined as never),
        amountCents: 18000,
        description: 'interrupted',
        idempotencyKey: checkKeyOf(pending.reference),
      });
      // The provider's notification arrives before the payout knows its check: not matched, delivered again later.
      await p.tick(em());
      expect(await statusOf(id)).toBe('pending');
      clock = new Date(clock.getTime() + DAY);
      await payFirm(firm);
      const [sent] = await payoutsOf(firm);
      expect(sent).toMatchObject({ id, status: 'sent', providerCheckId: asked.id, checkNumber: asked.number });
      expect(await em().count(DemoPayoutCheck, { idempotencyKey: checkKeyOf(pending.reference) })).toBe(1);
      await p.tick(em());
      expect(await statusOf(id)).toBe('sent');
    });

    it('leaves out and reports payments refunded or disputed before their payout; a won dispute is paid again', async () => {
      // A run reports what was left out since the previous run of the database (any firm's): this test's day is after
      // every run the files before it made in this shared database (a worker's daily run, the dev clock's), so its
      // payments of the day before are "since the previous run" whatever ran earlier.
      const [{ latest }] = await em().execute<Array<{ latest: Date | null }>>('select max(run_for) as latest from payout_runs');
      if (latest && new Date(latest).getTime() + 2 * DAY > clock.getTime()) clock = new Date(new Date(latest).getTime() + 2 * DAY);
      const { firm, docs } = await firmWith(3, 'check');
      const kept = await succeededPayment(em(), docs[0], 10000, 1000, new Date(clock.getTime() - DAY));
      const refunded = await succeededPayment(em(), docs[1], 20000, 2000, new Date(clock.getTime() - DAY));
      const disputed = await succeededPayment(em(), docs[2], 30000, 3000, new Date(clock.getTime() - DAY));
      await refund(refunded, 5000, `evt_partial_${refunded.id}`);
      await dispute(disputed, 'opened', `evt_dp_${disputed.id}`);
      // Only this firm's part: a run for every firm would also pay the demo firms of this shared database at an
      // instant that is not a daily run's (the seed test checks their history holds only 02:00 UTC runs).
      const run = await p.runs.run(em(), clock, 'test', [firm.id]);
      const mine = run.report.find((r) => r.law_firm_id === firm.id)!;
      expect(mine).toMatchObject({ status: 'sent', payments: 1, amount_cents: 9000 });
      expect(mine.left_out.map((l) => [l.stripe_payment_intent_id, l.reason]).sort()).toEqual(
        [
          [refunded.id, 'refunded'],
          [disputed.id, 'disputed'],
        ].sort(),
      );
      expect((await em().findOneOrFail(PayoutRun, run.id)).report.find((r) => r.law_firm_id === firm.id)!.left_out).toHaveLength(2);
      expect(await liveItems(kept.id)).toHaveLength(1);
      expect(await liveItems(refunded.id)).toEqual([]);

      await dispute(disputed, 'won', `evt_dpw_${disputed.id}`);
      clock = new Date(clock.getTime() + DAY);
      await payFirm(firm);
      const payouts = await payoutsOf(firm);
      expect(payouts.map((x) => x.amountCents)).toEqual([9000, 27000]);
      expect(await liveItems(refunded.id)).toEqual([]);
    });
  });

  describe('what the firm and the platform see', () => {
    it('answers GET /collectors/api/payouts in the contract shape, firm-scoped, with filters; on-call admins see every firm', async () => {
      const one = await firmWith(2, 'check');
      const two = await firmWith(1);
      const payments = [
        await succeededPayment(em(), one.docs[0], 30000, 3000, at('2026-03-03T15:00:00Z')),
        await succeededPayment(em(), one.docs[1], 12345, 1235, at('2026-03-04T15:00:00Z')),
      ];
      await succeededPayment(em(), two.docs[0], 5000, 500, at('2026-03-04T15:00:00Z'));
      clock = at('2026-03-05T02:00:00Z');
      await payFirm(one.firm);
      await payFirm(two.firm);
      const admin = await collectorClient(api, one.admin.email, PASSWORD);
      const agent = await collectorClient(api, (await collector(em(), one.firm)).email, PASSWORD);
      const res = await agent.get('/collectors/api/payouts').expect(200);
      expect(res.body.total_count).toBe(1);
      const [payout] = res.body.payouts;
      expect(Object.keys(payout)).toEqual(expect.arrayContaining([
        'id', 'law_firm_id', 'method', 'amount_cents', 'status', 'check_number', 'tracking_number', 'initiated_at', 'paid_at', 'failure_reason', 'payments',
      ]));
      expect(payout).toMatchObject({
        law_firm_id: one.firm.id,
        method: 'check',
        status: 'sent',
        amount_cents: 27000 + 11110,
        initiated_at: '2026-03-05T02:00:00.000Z',
        paid_at: null,
        failure_reason: null,
      });
      expect(payout.payments).toEqual([
        expect.objectContaining({ stripe_payment_intent_id: payments[0].id, customer_document_id: one.docs[0].id, amount_cents: 27000, commission_cents: 3000 }),
        expect.objectContaining({ stripe_payment_intent_id: payments[1].id, customer_document_id: one.docs[1].id, amount_cents: 11110, commission_cents: 1235 }),
      ]);
      expect(payout.payments.reduce((s: number, x: { amount_cents: number }) => s + x.amount_cents, 0)).toBe(payout.amount_cents);

      // Filters: status, month (the month it was made), and a collector naming another firm sees nothing of it.
      expect((await admin.get('/collectors/api/payouts?status=paid').expect(200)).body.total_count).toBe(0);
      expect((await admin.get('/collectors/api/payouts?filters[status]=sent,paid&filters[month]=2026-03').expect(200)).body.total_count).toBe(1);
      expect((await admin.get('/collectors/api/payouts?month=2026-04').expect(200)).body.total_count).toBe(0);
      expect((await admin.get(`/collectors/api/payouts?law_firm_id=${two.firm.id}`).expect(200)).body.total_count).toBe(0);
      const [held] = await payoutsOf(two.firm);
      await admin.get(`/collectors/api/payouts/${held.id}`).expect(404, { error: 'Payout not found' });
      const lean = await admin.get('/collectors/api/payouts?include_payments=false').expect(200);
      expect(lean.body.payouts[0]).not.toHaveProperty('payments');
      expect(lean.body.payouts[0].payments_count).toBe(2);

      // On-call admins: every firm, or one.
      const all = await onCall.get('/collectors/api/payouts?per_page=100&month=2026-03').expect(200);
      expect(all.body.payouts.map((x: { law_firm_id: number }) => x.law_firm_id)).toEqual(expect.arrayContaining([one.firm.id, two.firm.id]));
      const narrowed = await onCall.get(`/collectors/api/payouts?law_firm_id=${two.firm.id}`).expect(200);
      expect(narrowed.body.payouts.map((x: { status: string; method: null }) => [x.status, x.method])).toEqual([['on_hold', null]]);

      const monthly = await admin.get('/collectors/api/payouts/monthly').expect(200);
      expect(monthly.body.months).toEqual([{ month: '2026-03', paid_cents: 0, in_transit_cents: 38110 }]);
      await admin.get('/collectors/api/payouts/reconciliation?from=2026-03-01&to=2026-03-31').expect(403);
    });

    it('refuses bad queries with 422 in plain words', async () => {
      for (const [query, error] of [
        ['status=lost', 'status must be one of on_hold, pending, sent, paid, failed, returned, voided'],
        ['month=2026-13', 'month must be YYYY-MM'],
        ['per_page=1000', 'per_page must be between 1 and 100'],
        ['law_firm_id=abc', 'law_firm_id must be a firm id'],
        ['sort_by=secret', 'sort_by must be id, initiated_at, amount_cents or status'],
      ]) {
        const res = await onCall.get(`/collectors/api/payouts?${query}`).expect(422);
        expect(res.body.error).toBe(error);
      }
      await onCall.get('/collectors/api/payouts/abc').expect(404);
      for (const [query, error] of [
        ['from=2026-02-30&to=2026-03-01', 'from and to must be dates (YYYY-MM-DD)'],
        ['from=2026-03-02&to=2026-03-01', 'from must not be after to'],
        ['to=2026-03-01', 'from and to must be dates (YYYY-MM-DD)'],
      ]) {
        const res = await onCall.get(`/collectors/api/payouts/reconciliation?${query}`).expect(422);
        expect(res.body.error).toBe(error);
      }
    });

    it('verifies the provider notifications: a bad or missing signature or body is 400 and changes nothing', async () => {
      const body = JSON.stringify({ id: 'chk_demo_nothing', status: 'PAID', type: 'CHECK' });
      const post = (b: string, signature?: string) => {
        const r = new Client(api).agent.post('/checkbook/webhooks').set('Content-Type', 'application/json');
        return (signature ? r.set('signature', signature) : r).send(b);
      };
      expect((await post(body)).status).toBe(400);
      expect((await post(body, signNotification(body, 'a-wrong-webhooks-key-0000'))).status).toBe(400);
      const key = demoPayoutWebhookKey(config().sessionSecret);
      expect((await post('{"nope":1}', signNotification('{"nope":1}', key))).status).toBe(400);
      expect((await post(body, signNotification(body, key))).body).toEqual({ received: true, matched: false });
    });
  });

  it('proves received = paid out + commission + held + refunded to the cent over a month of random payments, refunds, disputes and failures', async () => {
    // A seeded generator: the same month every run, and a failure names its seed.
    let seed = 20261126;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
    const firms = [await firmWith(4, 'check'), await firmWith(3, 'ach'), await firmWith(3)];
    const made: StripePaymentIntent[] = [];
    let received = 0;
    let refundedTotal = 0;
    const expectedDifferences = new Map<string, string>();
    let event = 0;
    for (let day = 1; day <= 30; day++) {
      const date = `2025-06-${String(day).padStart(2, '0')}`;
      for (const f of firms)
        for (let k = Math.floor(rnd() * 4); k > 0; k--) {
          const amount = 1000 + Math.floor(rnd() * 90000);
          const commission = Math.round(amount * 0.1);
          made.push(await succeededPayment(em(), pick(f.docs), amount, commission, at(`${date}T${String(8 + k).padStart(2, '0')}:15:00Z`)));
          received += amount;
        }
      // Some payments are refunded (in part or in full) or disputed, before or after their payout.
      for (let k = Math.floor(rnd() * 3); k > 0 && made.length; k--) {
        const pi = pick(made);
        const row = await em().findOneOrFail(StripePaymentIntent, pi.id, { filters: false });
        const paying = (await em().find(PayoutItem, { stripePaymentIntent: pi.id, releasedAt: null }, { filters: false, populate: ['payout'] })).filter((i) =>
          ['pending', 'sent', 'paid'].includes(i.payout.getEntity().status),
        );
        if (row.refundedCents > 0 || row.disputedAt) continue;
        if (rnd() < 0.7) {
          const cents = rnd() < 0.5 ? row.amount : 1 + Math.floor(rnd() * (row.amount - 1));
          await refund(row, cents, `evt_month_${++event}`);
          refundedTotal += cents;
          if (paying.length) expectedDifferences.set(pi.id, 'refunded_after_payout');
        } else {
          await dispute(row, 'opened', `evt_month_${++event}`);
          if (paying.length) expectedDifferences.set(pi.id, 'disputed_after_payout');
        }
      }
      clock = at(`2025-06-${String(day).padStart(2, '0')}T02:00:00Z`);
      clock = new Date(clock.getTime() + DAY);
      for (const f of firms) await payFirm(f.firm);
      // Some sent checks fail or come back; the provider's clock pays the others on their day.
      for (const f of firms)
        for (const payout of (await payoutsOf(f.firm)).filter((x) => x.status === 'sent'))
          if (rnd() < 0.15) await (rnd() < 0.5 ? p.provider.failCheck(payout.providerCheckId!) : p.provider.returnCheck(payout.providerCheckId!));
      await p.tick(em());
    }
    // The last days' payouts: the check of July 1st's run is still in the post.
    for (const f of firms) {
      const report = (await onCall.get(`/collectors/api/payouts/reconciliation?from=2025-06-01&to=2025-06-30&law_firm_id=${f.firm.id}`).expect(200)).body;
      const mine = made.filter((m) => m.lawFirm.id === f.firm.id);
      expect(report.payments).toBe(mine.length);
      const sum = report.paid_out_cents + report.commission_cents + report.held_cents + report.refunded_cents;
      expect(report.received_cents).toBe(mine.reduce((s, m) => s + m.amount, 0));
      expect(report.gap_cents).toBe(report.received_cents - sum);
      expect(report.differences.reduce((s: number, d: { gap_cents: number }) => s + d.gap_cents, 0)).toBe(report.gap_cents);
      const listed = new Map(report.differences.map((d: { stripe_payment_intent_id: string; kind: string }) => [d.stripe_payment_intent_id, d.kind]));
      // Reversed after a payout paid it, and that payout still stands (one that failed later gave it back: held).
      const stillPaid = async (id: string) =>
        (await em().find(PayoutItem, { stripePaymentIntent: id, releasedAt: null }, { filters: false, populate: ['payout'] })).some((i) =>
          ['pending', 'sent', 'paid'].includes(i.payout.getEntity().status),
        );
      const expected = new Map<string, string>();
      for (const [id, kind] of expectedDifferences) if (mine.some((m) => m.id === id) && (await stillPaid(id))) expected.set(id, kind);
      expect(listed).toEqual(expected);
      expect(report.balanced).toBe(listed.size === 0);
    }
    const total = (await onCall.get('/collectors/api/payouts/reconciliation?from=2025-06-01&to=2025-06-30').expect(200)).body;
    expect(total.received_cents).toBe(received);
    expect(total.refunded_cents).toBe(refundedTotal);
    expect(total.paid_out_cents + total.commission_cents + total.held_cents + total.refunded_cents + total.gap_cents).toBe(received);
    // Something of every kind happened this month (or the test proves less than it claims).
    expect(total.paid_out_cents).toBeGreaterThan(0);
    expect(total.held_cents).toBeGreaterThan(0);
    expect(total.refunded_cents).toBeGreaterThan(0);
    expect(total.left_out.length).toBeGreaterThan(0);
    expect(total.differences.map((d: { kind: string }) => d.kind)).toEqual(expect.arrayContaining(['refunded_after_payout']));
    expect(total.by_firm.map((f: { law_firm_id: number }) => f.law_firm_id)).toEqual(firms.map((f) => f.firm.id).sort((a, b) => a - b));
  }, 300_000);
});
