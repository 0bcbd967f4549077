import { OutboxMessage } from '../../src/core/queue/outbox-message.entity';
import { JobName } from '../../src/core/queue/jobs';
import type { Response } from 'supertest';
import { config, resetConfigForTests } from '../../src/core/config/config';
import { KNOWN_SECRET_VALUES } from '../../src/core/config/known-secrets';
import { createHash } from 'node:crypto';
import { addDays, addMonths, type OfferTerms } from '@parley/domain/negotiation';
import { signPayload } from '../../src/integrations/payments/demo/signature';
import { DemoPaymentCustomer } from '../../src/integrations/payments/demo/demo.entities';
import {
  CustomerDocument,
  DocumentName,
  NegotiationEvent,
  PaymentPlan,
  StripePaymentIntent,
} from '../../src/modules/accounts/entities';
import { User, type LawFirm } from '../../src/modules/identity/entities';
import { seed } from '../../src/launcher/database';
import { DEMO_PASSWORD } from '../../src/database/seeders/demo-data';
import { Autopay, PaymentInstallment, ProcessedPaymentEvent } from '../../src/modules/payments/entities';
import { ONE_PAYMENT_METHOD } from '../../src/modules/payments/dto/autopay.dto';
import type { DemoEvent } from '../../src/database/seeders/demo-accounts';
import { createAccount, offerEvent, terms } from '../account-factory';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, startWorkerProcess, TestApi, waitUntil } from '../harness';
import { demoSignature } from '../payment-fixtures';

// The demo provider on a fast clock, for this file's api and the worker it spawns.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.STRIPE_PUBLISHABLE_KEY;
Object.assign(process.env, {
  PAYMENTS_TICK_MS: '150',
  DEMO_PAYMENT_SETTLE_MS: '200',
  PLATFORM_COMMISSION_PERCENT: '10',
});
resetConfigForTests();

const today = () => new Date().toISOString().slice(0, 10);
const CARD = { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123', name: 'Jordan Rivera', zip: '77002' };
const card = (number: string) => ({ card: { ...CARD, number } });
/** Awaits a write and checks its status (the CSRF-aware client's writes are promises, not supertest chains). */
async function is(status: number, pending: Promise<Response>) {
  const res = await pending;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** An account whose agreement is signed: the consumer's next step is autopay. */
const signed = (agreed: OfferTerms): DemoEvent[] => [
  offerEvent(agreed, 10),
  {
    party: 'collector',
    action: 'accept',
    daysAgo: 9,
    params: { accepted_offer_index: 0, payment_details_on_file: true },
  },
  { party: 'collector', action: 'sent_settlement_agreement', daysAgo: 8 },
  { party: 'consumer', action: 'signed_settlement_agreement', daysAgo: 7 },
];

describe('payments: autopay, billing and provider events (demo provider, real worker)', () => {
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
  let firm: LawFirm;
  let jordan: User;
  let me: Client;
  let staff: Client;

  beforeAll(async () => {
    api = await startApi();
    worker = await startWorkerProcess();
    firm = await createFirm(api.em());
    jordan = await consumer(api.em());
    me = await consumerClient(api, jordan.email, PASSWORD);
    staff = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await api?.close();
  });

  /** A signed settlement of a new consumer (a consumer has one profile, so one account each); `me` signs in as them. */
  const account = async (agreed: OfferTerms, user?: User) => {
    const owner = user ?? (await consumer(api.em()));
    const doc = await createAccount(api.em(), firm, { user: owner, events: signed(agreed) });
    if (!user) me = await consumerClient(api, owner.email, PASSWORD);
    return doc;
  };
  const actions = async (id: number) =>
    (await api.em().find(NegotiationEvent, { customerDocument: id }, { orderBy: { sequence: 'asc' } })).map(
      (e) => e.action,
    );
  const docOf = (id: number) => api.em().findOneOrFail(CustomerDocument, id);
  const untilAction = (id: number, action: string) =>
    waitUntil(async () => (await docOf(id)).rmCurrentAction === action, 15_000, 100);

  it('sets up autopay, bills each payment at 23:59:59 UTC with the commission, and ends Paid', async () => {
    const first = addDays(today(), 5);
    const doc = await account(terms(90001, 3, first));

    const before = await me.get(`/api/customer_documents/${doc.id}/autopay`).expect(200);
    expect(before.body).toMatchObject({
      current_action: 'waiting_for_payment',
      provider: { mode: 'demo', publishable_key: null },
      total_amount_cents: 90001,
      payment_plan: null,
    });
    expect(before.body.schedule.map((p: { amount_cents: number }) => p.amount_cents)).toEqual([30000, 30000, 30001]);

    const res = await is(201, me.post(`/api/customer_documents/${doc.id}/autopay`, card('4242424242424242')));
    expect(res.body.current_action).toBe('payment_setup_complete');
    expect(res.body.payment_plan).toMatchObject({
      status: 'active',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
      needs_attention: false,
      payments_made: 0,
      payments_total: 3,
      progress_percentage: 0,
      next_payment_amount: 30000,
      next_payment_date: first,
    });
    expect(await actions(doc.id)).toEqual([
      'offer',
      'accept',
      'sent_settlement_agreement',
      'signed_settlement_agreement',
      'set_up_autopay',
    ]);
    // Only the last four digits are kept anywhere.
    expect(JSON.stringify(res.body)).not.toContain('4242424242424242');

    // One second before the end of the due day nothing is billed; at 23:59:59 UTC the first payment is.
    // The clock is the whole database's; naming the settlement bills only its plan (other test files, and the demo
    // seed's plans, must not be charged by this one's clock).
    const billingJobsOfThisPlan = async () => {
      const mine = await api.em().find(PaymentInstallment, { customerDocument: doc.id }, { orderBy: { index: 'asc' } });
      const jobs = await api.em().find(OutboxMessage, { jobName: JobName.BillInstallment });
      // One entry per job, so a second job for the same installment would show twice.
      return jobs.flatMap((j) => mine.filter((i) => i.id === j.payload.installmentId).map((i) => i.index)).sort();
    };
    const clock = (asOf: string) => me.post('/dev/payments/advance_clock', { as_of: asOf, customer_document_id: doc.id });
    const early = await is(200, clock(`${first}T23:59:58Z`));
    expect(early.body.queued).toBe(0);
    expect(await billingJobsOfThisPlan()).toEqual([]);
    const due = await is(200, clock(`${first}T23:59:59Z`));
    expect(due.body.queued).toBe(1);
    expect(await billingJobsOfThisPlan()).toEqual([0]);
    await untilAction(doc.id, 'first_payment_made');

    const intents = await api.em().find(StripePaymentIntent, { customerDocument: doc.id });
    expect(intents).toHaveLength(1);
    expect(intents[0].id).toMatch(/^pi_/);
    expect(intents[0]).toMatchObject({ amount: 30000, status: 'succeeded', metadata: { commission: 3000 } });
    expect(Math.abs(Number(intents[0].created) - Date.now() / 1000)).toBeLessThan(60);
    const summary = await staff.get(`/collectors/api/payment_plan_summary?customer_document_id=${doc.id}`).expect(200);
    expect(summary.body).toEqual({
      pending: false,
      has_payment_plan: true,
      payment_plan_summary: {
        progress_percentage: 33,
        next_payment_amount: 30000,
        next_payment_date: addMonths(first, 1),
      },
    });
    expect((await docOf(doc.id)).rmStatus).toBe('Making Payments');
    expect((await docOf(doc.id)).rmCollectedCents).toBe(27000);

    // A second scan of the same moment queues nothing more (one job per installment and attempt).
    expect((await is(200, clock(`${first}T23:59:59Z`))).body.queued).toBe(0);
    expect(await billingJobsOfThisPlan()).toEqual([0]);

    const last = (
      await api.em().find(PaymentInstallment, { customerDocument: doc.id }, { orderBy: { index: 'asc' } })
    )[2];
    await is(200, clock(`${last.dueDate}T23:59:59Z`));
    await waitUntil(async () => (await docOf(doc.id)).rmStatus === 'Paid', 15_000, 100);
    const done = await api.em().find(StripePaymentIntent, { customerDocument: doc.id }, { orderBy: { amount: 'asc' } });
    expect(done.map((p) => [p.amount, p.metadata.commission])).toEqual([
      [30000, 3000],
      [30000, 3000],
      [30001, 3000],
    ]);
    const paid = await staff.get(`/collectors/api/payment_plan_summary?customer_document_id=${doc.id}`).expect(200);
    expect(paid.body.payment_plan_summary).toEqual({
      progress_percentage: 100,
      next_payment_amount: null,
      next_payment_date: null,
    });
    expect((await api.em().findOneOrFail(PaymentPlan, { customerDocument: doc.id })).status).toBe('completed');
    const view = await me.get(`/api/customer_documents/${doc.id}/autopay`).expect(200);
    expect(view.body.payment_plan).toMatchObject({ status: 'completed', payments_made: 3, progress_percentage: 100 });
    expect((await actions(doc.id)).filter((a) => a === 'payment_made')).toHaveLength(3);
  }, 60_000);

  it('charges a first payment dated today at once, without waiting for the end of the day', async () => {
    const doc = await account(terms(50000, 2, today()));
    await is(201, me.post(`/api/customer_documents/${doc.id}/autopay`, card('4242424242424242')));
    await untilAction(doc.id, 'first_payment_made');
    const row = await api.em().findOneOrFail(StripePaymentIntent, { customerDocument: doc.id });
    expect(row).toMatchObject({ amount: 25000, metadata: { commission: 2500 } });
  }, 30_000);

  it('refuses a declined card with the provider sentence and leaves nothing behind; another card then works', async () => {
    const doc = await account(terms(60000, 2, addDays(today(), 10)));
    const res = await is(422, me.post(`/api/customer_documents/${doc.id}/autopay`, card('4000 0000 0000 0002')));
    expect(res.body.error).toBe('Your card was declined.');
    expect(await api.em().count(PaymentPlan, { customerDocument: doc.id })).toBe(0);
    expect((await docOf(doc.id)).rmCurrentAction).toBe('waiting_for_payment');
    const bad = await is(422, me.post(`/api/customer_documents/${doc.id}/autopay`, card('4242424242424241')));
    expect(bad.body.error).toBe('Your card number is incorrect.');
    await is(201, me.post(`/api/customer_documents/${doc.id}/autopay`, card('4242424242424242')));
  });

  it('marks the failed-autopay warning when a charge is declined, without a state change', async () => {
    const first = addDays(today(), 3);
    const doc = await account(terms(40000, 2, first));
    await is(201, me.post(`/api/customer_documents/${doc.id}/autopay`, card('4000000000000341')));
    await is(200, me.post('/dev/payments/advance_clock', { as_of: `${first}T23:59:59Z`, customer_document_id: doc.id }));
    await waitUntil(
      async () => (await api.em().findOneOrFail(Autopay, { customerDocument: doc.id })).needsAttention,
      15_000,
      100,
    );
    const view = await me.get(`/api/customer_documents/${doc.id}/autopay`).expect(200);
    expect(view.body.payment_plan).toMatchObject({
      needs_attention: true,
      last_payment_error: 'Your card was declined.',
      payments_made: 0,
    });
    expect(view.body.schedule[0].status).toBe('failed');
    expect(view.body.current_action).toBe('payment_setup_complete');
    expect(await api.em().count(StripePaymentIntent, { customerDocument: doc.id })).toBe(0);
  }, 30_000);

  it('gives one plan and one event for 20 identical autopay requests at once', async () => {
    const doc = await account(terms(80000, 4, addDays(today(), 20)));
    const customersBefore = await api.em().count(DemoPaymentCustomer, {});
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => me.post(`/api/customer_documents/${doc.id}/autopay`, card('4242424242424242'))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await api.em().count(PaymentPlan, { customerDocument: doc.id })).toBe(1);
    expect(await api.em().count(PaymentInstallment, { customerDocument: doc.id })).toBe(4);
    expect((await actions(doc.id)).filter((a) => a === 'set_up_autopay')).toHaveLength(1);
    expect((await api.em().count(DemoPaymentCustomer, {})) - customersBefore).toBe(1);
    // Once set up, another attempt is refused plainly.
    const again = await is(409, me.post(`/api/customer_documents/${doc.id}/autopay`, card('4242424242424242')));
    expect(again.body.error).toBe('Autopay is already set up for this settlement.');
  }, 30_000);

  it("gives the demo consumer's seeded plan its autopay, card and installments, consistent with the payments made", async () => {
    await seed(process.env.DATABASE_URL!);
    await seed(process.env.DATABASE_URL!); // idempotent: no second autopay or installments
    const demo = await api.em().findOneOrFail(User, { email: 'consumer@demo.test' });
    const doc = await api
      .em()
      .findOneOrFail(CustomerDocument, { user: demo.id, documentName: DocumentName.Solosettle });
    const plan = await api.em().findOneOrFail(PaymentPlan, { customerDocument: doc.id });
    const installments = await api
      .em()
      .find(PaymentInstallment, { paymentPlan: plan.id }, { orderBy: { index: 'asc' } });
    const paid = await api.em().count(StripePaymentIntent, { customerDocument: doc.id, status: 'succeeded' });
    expect(installments.map((i) => [i.dueDate, i.amountCents])).toEqual(
      plan.schedule.map((p) => [p.due_date, p.amount_cents]),
    );
    expect(installments.filter((i) => i.status === 'succeeded')).toHaveLength(paid);
    expect(installments.filter((i) => i.status === 'scheduled').length).toBeGreaterThanOrEqual(2);
    expect(await api.em().count(Autopay, { paymentPlan: plan.id })).toBe(1);
    const jordan = await consumerClient(api, 'consumer@demo.test', DEMO_PASSWORD);
    const view = await jordan.get(`/api/customer_documents/${doc.id}/autopay`).expect(200);
    expect(view.body).toMatchObject({
      current_action: 'first_payment_made',
      payment_plan: {
        status: 'active',
        card: { brand: 'visa', last4: '4242' },
        needs_attention: false,
        payments_made: paid,
      },
    });
  }, 120_000);

  describe('webhooks', () => {
    const sign = (body: string) => demoSignature(api, body);
    const event = (id: string, object: Record<string, unknown>, type = 'payment_intent.succeeded') =>
      JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
    const post = (body: string, signature?: string) => {
      const req = me.agent.post('/stripe/webhooks').set('Content-Type', 'application/json');
      return (signature ? req.set('Stripe-Signature', signature) : req).send(body);
    };

    it('refuses a bad or missing signature with 400 and changes nothing', async () => {
      const body = event('evt_forged', {
        id: 'pi_forged',
        object: 'payment_intent',
        amount: 100,
        status: 'succeeded',
        created: 1,
        metadata: {},
      });
      expect((await post(body, signPayload(body, 'whsec_wrong'))).status).toBe(400);
      expect((await post(body)).status).toBe(400);
      expect((await post(body, sign(`${body} `))).status).toBe(400);
      expect((await post('not json', sign('not json'))).status).toBe(400);
      expect(await api.em().count(ProcessedPaymentEvent, { providerEventId: 'evt_forged' })).toBe(0);
    });

    it('processes a replayed event once (three deliveries, two of them at the same moment)', async () => {
      const doc = await account(terms(20000, 2, addDays(today(), 15)));
      await is(201, me.post(`/api/customer_documents/${doc.id}/autopay`, card('4242424242424242')));
      const installment = await api.em().findOneOrFail(PaymentInstallment, { customerDocument: doc.id, index: 0 });
      const body = event(`evt_replay_${doc.id}`, {
        id: `pi_replay_${doc.id}`,
        object: 'payment_intent',
        amount: 10000,
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
        metadata: { installment_id: String(installment.id), commission: '1000' },
      });
      const [a, b] = await Promise.all([
        post(body, sign(body)),
        post(body, sign(body)),
      ]);
      const c = await post(body, sign(body));
      expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
      expect([a.body.duplicate, b.body.duplicate, c.body.duplicate].filter(Boolean)).toHaveLength(2);
      expect(await api.em().count(StripePaymentIntent, { customerDocument: doc.id })).toBe(1);
      expect((await actions(doc.id)).filter((x) => x === 'payment_made')).toHaveLength(1);
      expect((await docOf(doc.id)).rmCurrentAction).toBe('first_payment_made');
    });

    it('refuses an event signed with any public value: the demo secret is random, never derived from SESSION_SECRET', async () => {
      const doc = await account(terms(20000, 2, addDays(today(), 15)));
      await is(201, me.post(`/api/customer_documents/${doc.id}/autopay`, card('4242424242424242')));
      const installment = await api.em().findOneOrFail(PaymentInstallment, { customerDocument: doc.id, index: 0 });
      const body = event(`evt_forged_${doc.id}`, {
        id: `pi_forged_${doc.id}`,
        object: 'payment_intent',
        amount: 10000,
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
        metadata: { installment_id: String(installment.id), commission: '1000' },
      });
      // What an attacker can know: the former derivation from the session secret (this process's, and the
      // public compose and development ones), the session secret itself, and every secret written in the repository.
      const derived = (sessionSecret: string) =>
        `whsec_demo_${createHash('sha256').update(`parley-demo-webhooks:${sessionSecret}`).digest('hex').slice(0, 32)}`;
      const publicValues = [config().sessionSecret, ...KNOWN_SECRET_VALUES];
      const guesses = [...publicValues.map(derived), ...publicValues, ...publicValues.map((v) => `whsec_demo_${v}`)];
      for (const guess of guesses) expect((await post(body, signPayload(body, guess))).status).toBe(400);
      expect(await api.em().count(ProcessedPaymentEvent, { providerEventId: `evt_forged_${doc.id}` })).toBe(0);
      expect(await api.em().count(StripePaymentIntent, { customerDocument: doc.id })).toBe(0);
      // The same event signed by the provider itself is taken: the refusals above were the signature's.
      expect((await post(body, sign(body))).status).toBe(200);
      expect(await api.em().count(StripePaymentIntent, { customerDocument: doc.id })).toBe(1);
    });

    it('is exempt from CSRF but not from the signature', async () => {
      const res = await me.agent.post('/stripe/webhooks').set('Content-Type', 'application/json').send('{}');
      expect(res.status).toBe(400);
    });
  });

  describe('refusals', () => {
    it('answers garbage with 422 in words and writes nothing', async () => {
      const doc = await account(terms(30000, 1, addDays(today(), 5)));
      const url = `/api/customer_documents/${doc.id}/autopay`;
      const cases: Array<[unknown, string]> = [
        [{}, ONE_PAYMENT_METHOD],
        [{ card: { number: '4242424242424242' } }, 'Your card details are incomplete.'],
        [{ card: { ...CARD, number: 'abcd' } }, 'Your card number is incorrect.'],
        [{ card: { ...CARD, exp: '13/30' } }, "Your card's expiration date is invalid."],
        [{ card: { ...CARD, exp: '01/20' } }, 'Your card has expired.'],
        [{ card: { ...CARD, cvc: '1' } }, "Your card's security code is invalid."],
        [{ card: { ...CARD, zip: '1' } }, 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)'],
        [{ card: CARD, payment_method_id: 'pm_123' }, ONE_PAYMENT_METHOD],
        [{ payment_method_id: 'pm_123' }, 'Use the demo card form: no real card is charged.'],
        [{ card: 'x' }, 'Your card details are incomplete.'],
        [[1, 2], ONE_PAYMENT_METHOD],
      ];
      for (const [body, message] of cases) {
        const res = await me.post(url, body);
        expect([res.status, res.body.error]).toEqual([422, message]);
      }
      const raw = await me.agent
        .post(url)
        .set('X-CSRF-Token', await me.csrf())
        .set('Content-Type', 'application/json')
        .send('{"card":');
      expect(raw.status).toBe(422);
      expect(await api.em().count(PaymentPlan, { customerDocument: doc.id })).toBe(0);
      expect((await me.post('/dev/payments/advance_clock', { as_of: 'yesterday-ish' })).status).toBe(422);
      expect((await me.post('/dev/payments/advance_clock', { customer_document_id: 'seven' })).status).toBe(422);
      expect((await me.post('/dev/payments/advance_clock', { customer_document_id: -1 })).status).toBe(422);
    });

    it('answers 404 for another consumer, a missing or malformed id, and 403 for collectors', async () => {
      const theirs = await account(terms(30000, 1, addDays(today(), 5)), await consumer(api.em()));
      await me.get(`/api/customer_documents/${theirs.id}/autopay`).expect(404);
      await is(404, me.post(`/api/customer_documents/${theirs.id}/autopay`, card('4242424242424242')));
      await me.get('/api/customer_documents/999999999/autopay').expect(404);
      await me.get('/api/customer_documents/abc/autopay').expect(404);
      await staff.get(`/api/customer_documents/${theirs.id}/autopay`).expect(403);
      await is(403, staff.post(`/api/customer_documents/${theirs.id}/autopay`, card('4242424242424242')));
      expect(await api.em().count(PaymentPlan, { customerDocument: theirs.id })).toBe(0);
    });

    it('refuses autopay before the agreement is signed', async () => {
      const owner = await consumer(api.em());
      const doc = await createAccount(api.em(), firm, {
        user: owner,
        events: [offerEvent(terms(30000, 1, addDays(today(), 5)))],
      });
      me = await consumerClient(api, owner.email, PASSWORD);
      const res = await is(409, me.post(`/api/customer_documents/${doc.id}/autopay`, card('4242424242424242')));
      expect(res.body.error).toBe('Autopay can be set up once the settlement agreement is signed.');
    });
  });
});
