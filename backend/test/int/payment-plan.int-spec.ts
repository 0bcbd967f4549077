import type { Response } from 'supertest';
import { resetConfigForTests } from '../../src/core/config/config';
import { addDays } from '@parley/domain/negotiation';
import { ADDITIONAL_PAYMENT_MESSAGES as A } from '@parley/domain/payments/additional-payment';
import { PAYMENT_DATE_MESSAGES as M, movedDueDates } from '@parley/domain/payments/payment-date';
import { PaymentProvider } from '../../src/integrations/payments/payments.port';
import { NegotiationEvent, PaymentPlan, StripePaymentIntent } from '../../src/modules/accounts/entities';
import type { CustomerDocument } from '../../src/modules/accounts/entities';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import { AdditionalPayment, Autopay, PaymentInstallment } from '../../src/modules/payments/entities';
import { CHOOSE_PAYMENT_TYPE } from '../../src/modules/payments/dto/payment-plan.dto';
import {
  DATE_CHANGES_PER_HOUR,
  NOT_CHANGEABLE,
  PLAN_NOT_FOUND,
  TOO_MANY_REQUESTS,
} from '../../src/modules/payments/payment-plan.service';
import { createAccount, terms } from '../account-factory';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../../src/core/config/config.module';
import { BillingService, PaymentEventsService } from '../../src/modules/payments';
import { PaymentsTicker } from '../../src/modules/payments/payments-ticker';
import { AdditionalPaymentClaims } from '../../src/modules/payments/additional-claims.service';
import { LawsuitDeadlineReminders } from '../../src/modules/notifications';
import { Client, collectorClient, consumerClient, startApi, TestApi, waitUntil } from '../harness';
import { DEMO_CARD, expectStatus, signedAgreement } from '../payment-fixtures';

// The demo provider on a fast clock, for this file's api and the worker it spawns.
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.STRIPE_PUBLISHABLE_KEY;
Object.assign(process.env, { PAYMENTS_TICK_MS: '150', DEMO_PAYMENT_SETTLE_MS: '200', PLATFORM_COMMISSION_PERCENT: '10' });
resetConfigForTests();

const today = () => new Date().toISOString().slice(0, 10);
const CARD = DEMO_CARD;
const is = expectStatus;
const signed = signedAgreement;

describe('payment plan: views, autopay date change, additional payments (demo provider)', () => {
  let api: TestApi;
  /** The worker's payments clock, run in this process (the demo provider settles charges and delivers events). */
  let ticker: PaymentsTicker;
  let firm: LawFirm;
  let staff: Client;

  beforeAll(async () => {
    api = await startApi();
    ticker = new PaymentsTicker(
      api.app.get(MikroORM),
      api.app.get(PaymentProvider),
      api.app.get(BillingService),
      api.app.get(PaymentEventsService),
      api.app.get(APP_CONFIG),
      api.app.get(AdditionalPaymentClaims),
      api.app.get(LawsuitDeadlineReminders),
    );
    firm = await createFirm(api.em());
    staff = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  /** A new consumer with a signed settlement and autopay set up with `cardNumber`: 90000 cents in 3 payments. */
  async function planWith(first: string, cardNumber = '4242424242424242', total = 90000, payments = 3) {
    const user: User = await consumer(api.em());
    const doc: CustomerDocument = await createAccount(api.em(), firm, {
      user,
      amountCents: 300000,
      events: signed(terms(total, payments, first)),
    });
    const me = await consumerClient(api, user.email, PASSWORD);
    await is(201, me.post(`/api/customer_documents/${doc.id}/autopay`, { card: { ...CARD, number: cardNumber } }));
    return { me, doc, user };
  }
  const installments = (docId: number) =>
    api.em().find(PaymentInstallment, { customerDocument: docId }, { orderBy: { index: 'asc' } });
  const dates = async (docId: number) => (await installments(docId)).map((i) => i.dueDate);
  const statuses = async (docId: number) => (await installments(docId)).map((i) => i.status);
  const patch = async (c: Client, path: string, body: unknown) =>
    c.agent.patch(path).set('X-CSRF-Token', await c.csrf()).set('Accept', 'application/json').send(body as object);
  const change = (c: Client, docId: number, payment_date: unknown) =>
    c.put(`/api/subscription_payment_dates/${docId}`, { payment_date });
  const errorOf = async (pending: Promise<Response>, status = 422) => (await is(status, pending)).body.errors;

  it('answers the plan view with its form data; 404 for anyone else, 403 for collectors', async () => {
    const first = addDays(today(), 5);
    const { me, doc } = await planWith(first);
    const res = await me.get(`/api/customer_documents/${doc.id}/payment_plan`).expect(200);
    expect(res.body.plan).toMatchObject({
      document_id: doc.id,
      total_amount_customer_pays: 90000,
      balance_remaining: 90000,
      total_savings: 210000,
      next_payment_amount: 30000,
      next_payment_date: first,
      next_payment_at: Date.parse(`${first}T23:59:59Z`) / 1000,
      progress_percentage: 0,
      total_payments_count: 3,
      payments_remaining: 3,
      is_subscription_active: false,
      is_subscription_upcoming: true,
      subscription_needs_attention: false,
      subscription_latest_invoice_url: null,
      payment_history: [],
    });
    expect(res.body.payment_date).toEqual({ changeable: true, next_payment_date: first, next_payment_amount: 30000 });
    expect(res.body.additional_payment).toMatchObject({
      available: true,
      front_amounts_cents: [30000, 30000, 30000],
      max_total_cents: 90000,
    });
    expect(res.body.card).toEqual({ brand: 'visa', last4: '4242' });

    const other = await planWith(first);
    await other.me.get(`/api/customer_documents/${doc.id}/payment_plan`).expect(404, { error: PLAN_NOT_FOUND });
    await me.get('/api/customer_documents/abc/payment_plan').expect(404);
    await me.get('/api/customer_documents/99999999999/payment_plan').expect(404);
    await staff.get(`/api/customer_documents/${doc.id}/payment_plan`).expect(403);
    // A settlement without a plan yet is not found either.
    const bare = await createAccount(api.em(), firm, { user: (await consumer(api.em())) });
    await me.get(`/api/customer_documents/${bare.id}/payment_plan`).expect(404);
  }, 60_000);

  it('checks every payment date rule at its boundary, then moves the next payment and the monthly day', async () => {
    const t = today();
    const first = addDays(t, 5);
    const { me, doc } = await planWith(first);
    const before = await dates(doc.id);

    expect(await errorOf(me.put(`/api/subscription_payment_dates/${doc.id}`, {}))).toEqual([M.required]);
    expect(await errorOf(change(me, doc.id, ''))).toEqual([M.required]);
    expect(await errorOf(change(me, doc.id, null))).toEqual([M.required]);
    expect(await errorOf(change(me, doc.id, 'garbage'))).toEqual([M.invalid]);
    expect(await errorOf(change(me, doc.id, '2026-02-30'))).toEqual([M.invalid]);
    expect(await errorOf(change(me, doc.id, 20261201))).toEqual([M.invalid]);
    expect(await errorOf(change(me, doc.id, addDays(t, -1)))).toEqual([M.notFuture]);
    expect(await errorOf(change(me, doc.id, t))).toEqual([M.notFuture]);
    expect(await errorOf(change(me, doc.id, first))).toEqual([M.dayBefore(first)]);
    expect(await errorOf(change(me, doc.id, addDays(first, 1)))).toEqual([M.beforeNext(first)]);
    expect(await dates(doc.id)).toEqual(before);

    // The maximum: the day before the next payment (PATCH works like PUT).
    const max = addDays(first, -1);
    const moved = await is(200, patch(me, `/api/subscription_payment_dates/${doc.id}`, { payment_date: max }));
    const day = Number(max.slice(8, 10));
    expect(moved.body.message).toMatch(/^Your autopay date has been changed to the \d+(st|nd|rd|th) of each month\./);
    expect(moved.body.message).toContain('$300.00');
    expect(moved.body.payment_plan.next_payment_date).toBe(max);
    const after = await dates(doc.id);
    expect(after[0]).toBe(max);
    expect(after).toEqual(movedDueDates(max, 3));
    expect((await api.em().findOneOrFail(PaymentPlan, { customerDocument: doc.id })).autopayDay).toBe(day);

    // The minimum: tomorrow.
    const tomorrow = addDays(t, 1);
    await is(200, change(me, doc.id, tomorrow));
    expect((await dates(doc.id))[0]).toBe(tomorrow);
    // Now the next payment is tomorrow: no date is left before it.
    expect(await errorOf(change(me, doc.id, tomorrow))).toEqual([M.dayBefore(tomorrow)]);
    const audit = await api
      .em()
      .getConnection()
      .execute(`select count(*)::int as n from audit_events where action = 'payment_plan.date_changed' and subject_id = ?`, [
        String((await api.em().findOneOrFail(PaymentPlan, { customerDocument: doc.id })).id),
      ]);
    expect(audit[0].n).toBe(2);
  }, 60_000);

  it('refuses a change when the next payment is charged within 24 hours', async () => {
    const { me, doc } = await planWith(addDays(today(), 5));
    const [next] = await installments(doc.id);
    await api.em().nativeUpdate(PaymentInstallment, { id: next.id }, { dueDate: today() });
    expect(await errorOf(change(me, doc.id, addDays(today(), 1)))).toEqual([M.within24h(today())]);
  }, 60_000);

  it('answers 404, 403 and 429 and refuses garbage', async () => {
    const { me, doc } = await planWith(addDays(today(), 5));
    const other = await planWith(addDays(today(), 5));
    const tomorrow = addDays(today(), 1);
    await is(404, change(other.me, doc.id, tomorrow));
    await is(404, me.put('/api/subscription_payment_dates/0', { payment_date: tomorrow }));
    await is(404, me.put('/api/subscription_payment_dates/not-a-number', { payment_date: tomorrow }));
    await is(403, change(staff, doc.id, tomorrow));
    // Garbage bodies are 422 in the rule's words, never 500.
    expect(await errorOf(me.put(`/api/subscription_payment_dates/${doc.id}`, [1, 2]))).toEqual([M.required]);
    expect(await errorOf(change(me, doc.id, { $gt: '' }))).toEqual([M.invalid]);
    expect(await errorOf(change(me, doc.id, 'x'.repeat(5000)))).toEqual([M.invalid]);
    // Counted so far for this consumer: the 2 that reached the rules (404s and malformed bodies are not counted).
    // The rest of the hour's budget, then one more, is 429.
    for (let i = 2; i < DATE_CHANGES_PER_HOUR; i++) await is(422, change(me, doc.id, ''));
    expect((await is(429, change(me, doc.id, tomorrow))).body.error).toBe(TOO_MANY_REQUESTS);
    // The other consumer is not limited by this one's requests.
    await is(200, change(other.me, other.doc.id, tomorrow));

    // A plan that is no longer on autopay cannot be changed.
    await api.em().nativeUpdate(PaymentPlan, { customerDocument: other.doc.id }, { status: 'completed' });
    expect((await is(403, change(other.me, other.doc.id, tomorrow))).body.error).toBe(NOT_CHANGEABLE);
  }, 60_000);

  const pay = (c: Client, docId: number, body: unknown) => c.post(`/api/customer_documents/${docId}/additional_payment`, body);
  const settled = (id: number) =>
    waitUntil(async () => {
      await ticker.tickOnce();
      const row = await api.em().findOne(AdditionalPayment, id);
      return row?.status === 'succeeded' || row?.status === 'failed';
    }, 15_000, 100);

  it('applies the additional payment caps and refuses garbage', async () => {
    const { me, doc } = await planWith(addDays(today(), 5));
    const custom = { payment_type: 'custom', application_mode: 'front', cycle_count: 1 };
    expect(await errorOf(pay(me, doc.id, custom))).toEqual([A.amountRequired]);
    expect(await errorOf(pay(me, doc.id, { ...custom, total_amount_cents: 0 }))).toEqual([A.amountRequired]);
    expect(await errorOf(pay(me, doc.id, { ...custom, total_amount_cents: '300' }))).toEqual([A.amountRequired]);
    expect(await errorOf(pay(me, doc.id, { ...custom, total_amount_cents: 12.5 }))).toEqual([A.amountRequired]);
    expect(await errorOf(pay(me, doc.id, { ...custom, cycle_count: 3, total_amount_cents: 90001 }))).toEqual([A.exceedsBalance]);
    expect(await errorOf(pay(me, doc.id, { ...custom, cycle_count: 0, total_amount_cents: 30000 }))).toEqual([A.cycleCount(3)]);
    expect(await errorOf(pay(me, doc.id, { ...custom, cycle_count: 4, total_amount_cents: 30000 }))).toEqual([A.cycleCount(3)]);
    expect(await errorOf(pay(me, doc.id, { ...custom, cycle_count: 'two', total_amount_cents: 30000 }))).toEqual([A.cycleCount(3)]);
    expect(await errorOf(pay(me, doc.id, { ...custom, cycle_count: 1, total_amount_cents: 29999 }))).toEqual([A.mismatch(30000)]);
    expect(await errorOf(pay(me, doc.id, { payment_type: 'everything' }))).toEqual([CHOOSE_PAYMENT_TYPE]);
    expect(await errorOf(pay(me, doc.id, 'full'))).toEqual([CHOOSE_PAYMENT_TYPE]);
    expect(await errorOf(pay(me, doc.id, { payment_type: 'full', total_amount_cents: 90001 }))).toEqual([A.exceedsBalance]);
    await is(403, pay(staff, doc.id, { payment_type: 'full' }));
    const other = await planWith(addDays(today(), 5));
    await is(404, pay(other.me, doc.id, { payment_type: 'full' }));
    expect(await statuses(doc.id)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    expect(await api.em().count(AdditionalPayment, { customerDocument: doc.id })).toBe(0);
  }, 60_000);

  it('pays the next N (front): those are paid, the rest upcoming; recorded with payment_made', async () => {
    const { me, doc, user } = await planWith(addDays(today(), 5));
    const res = await is(201, pay(me, doc.id, { payment_type: 'custom', application_mode: 'front', cycle_count: 2, total_amount_cents: 60000 }));
    expect(res.body.additional_payment).toMatchObject({ amount_cents: 60000, application_mode: 'front', payments: [0, 1] });
    const pi = res.body.payment_intent.id as string;
    expect(res.body.redirect_url).toBe(`/customer_documents/${doc.id}/payment_widget/payment_success?payment_intent=${pi}`);
    // While it is in flight a second one waits.
    expect(await statuses(doc.id)).toEqual(['processing', 'processing', 'scheduled']);
    await is(409, pay(me, doc.id, { payment_type: 'full' }));
    await settled(res.body.additional_payment.id);
    expect(await statuses(doc.id)).toEqual(['succeeded', 'succeeded', 'scheduled']);
    const recorded = await api.em().findOneOrFail(StripePaymentIntent, pi);
    expect(recorded).toMatchObject({ amount: 60000, status: 'succeeded', metadata: { commission: 6000 } });
    const events = await api.em().find(NegotiationEvent, { customerDocument: doc.id, action: 'payment_made' });
    expect(events.map((e) => e.params)).toEqual([expect.objectContaining({ payments_made: 2, payments_total: 3 })]);
    const outcome = await me.get(`/api/customer_documents/${doc.id}/payment_intents/${pi}`).expect(200);
    expect(outcome.body).toMatchObject({ id: pi, status: 'succeeded', amount_cents: 60000, recorded: true });
    const view = await me.get(`/api/customer_documents/${doc.id}/payment_plan`).expect(200);
    expect(view.body.plan).toMatchObject({ balance_remaining: 30000, payments_remaining: 1, progress_percentage: 66, is_subscription_active: true });
    expect(view.body.plan.payment_history).toEqual([expect.objectContaining({ id: pi, amount_cents: 60000, status: 'succeeded' })]);
    // Nobody else can look at this payment.
    const other = await planWith(addDays(today(), 5));
    await other.me.get(`/api/customer_documents/${doc.id}/payment_intents/${pi}`).expect(404);
    await other.me.get(`/api/customer_documents/${other.doc.id}/payment_intents/${pi}`).expect(404);
    expect(user.id).toBeGreaterThan(0);
  }, 60_000);

  it('pays the last N (back), and full pays the whole balance and completes the plan', async () => {
    const a = await planWith(addDays(today(), 5));
    const back = await is(201, pay(a.me, a.doc.id, { payment_type: 'custom', application_mode: 'back', cycle_count: 1, total_amount_cents: 30000 }));
    expect(back.body.additional_payment.payments).toEqual([2]);
    await settled(back.body.additional_payment.id);
    expect(await statuses(a.doc.id)).toEqual(['scheduled', 'scheduled', 'succeeded']);

    const full = await is(201, pay(a.me, a.doc.id, { payment_type: 'full' }));
    expect(full.body.additional_payment).toMatchObject({ amount_cents: 60000, application_mode: 'back', payments: [0, 1] });
    await settled(full.body.additional_payment.id);
    expect(await statuses(a.doc.id)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect((await api.em().findOneOrFail(PaymentPlan, { customerDocument: a.doc.id })).status).toBe('completed');
    const view = await a.me.get(`/api/customer_documents/${a.doc.id}/payment_plan`).expect(200);
    expect(view.body.plan).toMatchObject({ balance_remaining: 0, progress_percentage: 100, payments_remaining: 0 });
    // Nothing is left to pay or to move.
    await is(403, pay(a.me, a.doc.id, { payment_type: 'full' }));
    await is(403, change(a.me, a.doc.id, addDays(today(), 1)));
  }, 60_000);

  it('gives the payments back when the provider declines, with its sentence', async () => {
    const { me, doc } = await planWith(addDays(today(), 5), '4000000000000341');
    const res = await is(201, pay(me, doc.id, { payment_type: 'custom', application_mode: 'front', cycle_count: 1, total_amount_cents: 30000 }));
    await settled(res.body.additional_payment.id);
    expect(await statuses(doc.id)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    const row = await api.em().findOneOrFail(AdditionalPayment, res.body.additional_payment.id);
    expect(row).toMatchObject({ status: 'failed', lastError: 'Your card was declined.' });
    const outcome = await me.get(`/api/customer_documents/${doc.id}/payment_intents/${res.body.payment_intent.id}`).expect(200);
    expect(outcome.body).toMatchObject({ status: 'failed', error: 'Your card was declined.' });
    expect(await api.em().count(NegotiationEvent, { customerDocument: doc.id, action: 'payment_made' })).toBe(0);
    const view = await me.get(`/api/customer_documents/${doc.id}/payment_plan`).expect(200);
    expect(view.body.plan.payment_history).toEqual([expect.objectContaining({ amount_cents: 30000, status: 'failed' })]);

    // A provider that declines at once (as Stripe does off-session): 422 with its sentence, nothing held.
    const provider = api.app.get(PaymentProvider);
    const spy = jest.spyOn(provider, 'charge').mockImplementationOnce(async (req) => ({
      id: 'pi_declined_now',
      status: 'requires_payment_method',
      amountCents: req.amountCents,
      customerId: req.customerId,
      paymentMethodId: req.paymentMethodId,
      created: Math.floor(Date.now() / 1000),
      metadata: req.metadata,
      lastPaymentError: 'Your card has insufficient funds.',
    }));
    const refused = await is(422, pay(me, doc.id, { payment_type: 'full' }));
    expect(refused.body.errors).toEqual(['Your card has insufficient funds.']);
    spy.mockRestore();
    expect(await statuses(doc.id)).toEqual(['scheduled', 'scheduled', 'scheduled']);
  }, 60_000);

  it('shows a refused autopay charge with the link to pay it, and paying it clears the warning', async () => {
    const { me, doc } = await planWith(addDays(today(), 5));
    const [first] = await installments(doc.id);
    await api.em().nativeUpdate(PaymentInstallment, { id: first.id }, { status: 'failed', paymentIntentId: 'pi_refused_test', lastError: 'Your card was declined.' });
    await api.em().nativeUpdate(Autopay, { paymentPlan: first.paymentPlan.id }, { needsAttention: true, lastPaymentError: 'Your card was declined.' });
    const view = await me.get(`/api/customer_documents/${doc.id}/payment_plan`).expect(200);
    expect(view.body.plan).toMatchObject({
      subscription_needs_attention: true,
      subscription_latest_invoice_url: `/customer_documents/${doc.id}/payment_actions?active_tab=pay_early`,
    });
    expect(view.body.last_payment_error).toBe('Your card was declined.');
    const res = await is(201, pay(me, doc.id, { payment_type: 'custom', application_mode: 'front', cycle_count: 1, total_amount_cents: 30000 }));
    await settled(res.body.additional_payment.id);
    expect(await statuses(doc.id)).toEqual(['succeeded', 'scheduled', 'scheduled']);
    const after = await me.get(`/api/customer_documents/${doc.id}/payment_plan`).expect(200);
    expect(after.body.plan.subscription_needs_attention).toBe(false);
  }, 60_000);

  it('pays once with another card: refused when saving it, charged when good; autopay keeps its card', async () => {
    const { me, doc } = await planWith(addDays(today(), 5));
    const once = { payment_type: 'custom', application_mode: 'front', cycle_count: 1, total_amount_cents: 30000 };
    const declined = await is(422, pay(me, doc.id, { ...once, card: { ...CARD, number: '4000 0000 0000 0002' } }));
    expect(declined.body.errors).toEqual(['Your card was declined.']);
    expect(await errorOf(pay(me, doc.id, { ...once, payment_method_id: 'pm_123' }))).toEqual([
      'Use the demo card form: no real card is charged.',
    ]);
    expect((await is(422, pay(me, doc.id, { ...once, card: { ...CARD, cvc: '' } }))).body.error).toBe(
      'Your card details are incomplete.',
    );
    expect(await statuses(doc.id)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    const res = await is(201, pay(me, doc.id, { ...once, card: { ...CARD, number: '5555 5555 5555 4444' } }));
    await settled(res.body.additional_payment.id);
    expect(await statuses(doc.id)).toEqual(['succeeded', 'scheduled', 'scheduled']);
    const autopay = await api.em().findOneOrFail(Autopay, { customerDocument: doc.id });
    expect(autopay.cardLast4).toBe('4242');
  }, 60_000);

  it('gives back a claim whose charge never came back, then takes the new payment', async () => {
    const { me, doc } = await planWith(addDays(today(), 5));
    const [first] = await installments(doc.id);
    const em = api.em();
    const plan = await em.findOneOrFail(PaymentPlan, { customerDocument: doc.id });
    const stuck = em.create(AdditionalPayment, {
      paymentPlan: plan,
      customerDocument: doc.id,
      lawFirm: plan.lawFirm,
      user: plan.user,
      paymentType: 'custom',
      applicationMode: 'front',
      amountCents: 30000,
      installments: [{ id: first.id, index: 0, amount_cents: 30000, previous_status: 'scheduled', previous_payment_intent_id: null }],
      createdAt: new Date(Date.now() - 60 * 60 * 1000),
    });
    await em.flush();
    await em.nativeUpdate(PaymentInstallment, { id: first.id }, { status: 'processing', paymentIntentId: `additional_${stuck.id}` });
    const res = await is(201, pay(me, doc.id, { payment_type: 'custom', application_mode: 'front', cycle_count: 1, total_amount_cents: 30000 }));
    expect((await api.em().findOneOrFail(AdditionalPayment, stuck.id)).status).toBe('failed');
    await settled(res.body.additional_payment.id);
    expect(await statuses(doc.id)).toEqual(['succeeded', 'scheduled', 'scheduled']);
  }, 60_000);
});
