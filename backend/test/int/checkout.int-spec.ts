import { MikroORM } from '@mikro-orm/postgresql';
import { resetConfigForTests, type AppConfig } from '../../src/core/config/config';
import { APP_CONFIG } from '../../src/core/config/config.module';
import { addDays } from '@parley/domain/negotiation';
import { CHECKOUT_MESSAGES } from '../../src/integrations/payments/demo.driver';
import { DemoPaymentIntent } from '../../src/integrations/payments/demo/demo.entities';
import { PaymentProvider } from '../../src/integrations/payments/payments.port';
import { NegotiationEvent, StripePaymentIntent } from '../../src/modules/accounts/entities';
import type { CustomerDocument } from '../../src/modules/accounts/entities';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import { AdditionalPaymentClaims, CHECKOUT_NOT_COMPLETED, STALE_CLAIM_MS } from '../../src/modules/payments/additional-claims.service';
import { LawsuitDeadlineReminders } from '../../src/modules/notifications';
import {
  BILLING_EMAIL_INVALID,
  CHECKOUT_KIND,
  CHECKOUT_OR_CARD,
  CLIENT_SECRET_INVALID,
} from '../../src/modules/payments/dto/payment-plan.dto';
import { AdditionalPayment, PaymentInstallment } from '../../src/modules/payments/entities';
import { BillingService, PaymentEventsService } from '../../src/modules/payments';
import { CHECKOUT_CLOSED, PAYMENT_IN_PROGRESS, PAYMENT_NOT_FOUND } from '../../src/modules/payments/payment-plan.service';
import { PaymentsTicker } from '../../src/modules/payments/payments-ticker';
import { createAccount, terms } from '../account-factory';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi, waitUntil } from '../harness';
import { DEMO_CARD, demoCard, expectStatus, signedAgreement } from '../payment-fixtures';

// The demo provider on a fast clock (the payments clock is run by hand in this process).
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.STRIPE_PUBLISHABLE_KEY;
Object.assign(process.env, { PAYMENTS_TICK_MS: '150', DEMO_PAYMENT_SETTLE_MS: '200', PLATFORM_COMMISSION_PERCENT: '10' });
resetConfigForTests();

const today = () => new Date().toISOString().slice(0, 10);
const SAVED = DEMO_CARD;
const card = demoCard;
const NEXT_ONE = { payment_type: 'custom', application_mode: 'front', cycle_count: 1, total_amount_cents: 30000 };

const is = expectStatus;
const signed = signedAgreement;

describe('payment-element checkout of an additional payment (demo provider)', () => {
  let api: TestApi;
  let ticker: PaymentsTicker;
  let cfg: AppConfig;
  let firm: LawFirm;
  let staff: Client;

  beforeAll(async () => {
    api = await startApi();
    cfg = api.app.get(APP_CONFIG);
    ticker = new PaymentsTicker(
      api.app.get(MikroORM),
      api.app.get(PaymentProvider),
      api.app.get(BillingService),
      api.app.get(PaymentEventsService),
      cfg,
      api.app.get(AdditionalPaymentClaims),
      api.app.get(LawsuitDeadlineReminders),
    );
    firm = await createFirm(api.em());
    staff = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  /** A consumer with a signed settlement on autopay (the saved 4242 card): 90000 cents in 3 payments. */
  async function planWith() {
    const user: User = await consumer(api.em());
    const doc: CustomerDocument = await createAccount(api.em(), firm, {
      user,
      amountCents: 300000,
      events: signed(terms(90000, 3, addDays(today(), 5))),
    });
    const me = await consumerClient(api, user.email, PASSWORD);
    await is(201, me.post(`/api/customer_documents/${doc.id}/autopay`, { card: SAVED }));
    return { me, doc, user };
  }
  const statuses = async (docId: number) =>
    (await api.em().find(PaymentInstallment, { customerDocument: docId }, { orderBy: { index: 'asc' } })).map((i) => i.status);
  const pay = (c: Client, docId: number, body: unknown) => c.post(`/api/customer_documents/${docId}/additional_payment`, body);
  const open = async (c: Client, docId: number, extra: Record<string, unknown> = {}) =>
    (await is(201, pay(c, docId, { ...NEXT_ONE, checkout: 'payment_element', ...extra }))).body as {
      additional_payment: { id: number; status: string; payments: number[] };
      checkout: { intent_type: string; client_secret: string; payment_intent_id: string; return_url: string; customer_email: string };
    };
  const confirm = (c: Client, docId: number, pi: string, body: unknown) =>
    c.post(`/api/customer_documents/${docId}/payment_intents/${pi}/demo_confirm`, body);
  const row = (id: number) => api.em().findOneOrFail(AdditionalPayment, id);
  const intent = (id: string) => api.app.get(PaymentProvider).retrievePaymentIntent(id);
  const settled = (id: number) =>
    waitUntil(async () => {
      await ticker.tickOnce();
      const r = await api.em().findOne(AdditionalPayment, id);
      return r?.status === 'succeeded' || r?.status === 'failed' || r?.status === 'canceled';
    }, 15_000, 100);

  it('opens a checkout: client secret, absolute return url and e-mail; the payments are held; one at a time', async () => {
    const { me, doc, user } = await planWith();
    const opened = await open(me, doc.id);
    const pi = opened.checkout.payment_intent_id;
    expect(opened.additional_payment).toMatchObject({ status: 'pending', payments: [0] });
    expect(opened.checkout).toEqual({
      intent_type: 'payment',
      client_secret: expect.stringMatching(new RegExp(`^${pi}_secret_[A-Za-z0-9]+$`)),
      payment_intent_id: pi,
      return_url: `${cfg.appUrl}/customer_documents/${doc.id}/payment_widget/payment_success?payment_intent=${pi}`,
      customer_email: user.email,
    });
    expect(await statuses(doc.id)).toEqual(['processing', 'scheduled', 'scheduled']);
    expect(await row(opened.additional_payment.id)).toMatchObject({ checkout: 'payment_element', paymentIntentId: pi, status: 'pending' });
    // Only a hash of the client secret is kept.
    const kept = await api.em().findOneOrFail(DemoPaymentIntent, pi);
    expect(kept).toMatchObject({ status: 'requires_payment_method', paymentMethodId: null, amountCents: 30000, receiptEmail: user.email });
    expect(kept.clientSecretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(kept)).not.toContain(opened.checkout.client_secret);
    // Not confirmed yet: the outcome page keeps waiting rather than calling it failed.
    const outcome = await me.get(`/api/customer_documents/${doc.id}/payment_intents/${pi}`).expect(200);
    expect(outcome.body).toMatchObject({ status: 'processing', amount_cents: 30000, recorded: false, kind: 'additional_payment' });

    // Asking again abandons the unconfirmed checkout: its intent is canceled, its payments come back, a new one opens.
    const again = await open(me, doc.id, { iframe_context: true });
    expect(again.checkout.return_url).toBe(
      `${cfg.appUrl}/customer_documents/${doc.id}/payment_widget/payment_success?payment_intent=${again.checkout.payment_intent_id}&iframe_context=true`,
    );
    expect(await row(opened.additional_payment.id)).toMatchObject({ status: 'canceled', lastError: CHECKOUT_NOT_COMPLETED });
    expect((await intent(pi)).status).toBe('canceled');
    expect(await statuses(doc.id)).toEqual(['processing', 'scheduled', 'scheduled']);
    expect((await is(422, confirm(me, doc.id, pi, { client_secret: opened.checkout.client_secret, card: SAVED }))).body.errors).toEqual([CHECKOUT_CLOSED]);
    // A confirmed (processing) checkout is not abandoned by a new request: that one waits.
    await is(200, confirm(me, doc.id, again.checkout.payment_intent_id, { client_secret: again.checkout.client_secret, card: SAVED }));
    expect((await is(409, pay(me, doc.id, { payment_type: 'full', checkout: 'payment_element' }))).body.error).toBe(PAYMENT_IN_PROGRESS);
    await settled(again.additional_payment.id);
    // A canceled checkout is not a failed payment in the history.
    const view = await me.get(`/api/customer_documents/${doc.id}/payment_plan`).expect(200);
    expect(view.body.plan.payment_history).toEqual([
      expect.objectContaining({ id: again.checkout.payment_intent_id, amount_cents: 30000, status: 'succeeded' }),
    ]);
  }, 60_000);

  it('confirms with a good card: processing, then succeeded, recorded once, the payments paid', async () => {
    const { me, doc } = await planWith();
    const opened = await open(me, doc.id, { cycle_count: 2, total_amount_cents: 60000 });
    const pi = opened.checkout.payment_intent_id;
    const res = await is(200, confirm(me, doc.id, pi, { client_secret: opened.checkout.client_secret, card: SAVED, billing_email: 'payer@example.test' }));
    expect(res.body).toEqual({ status: 'processing', redirect_url: `/customer_documents/${doc.id}/payment_widget/payment_success?payment_intent=${pi}` });
    expect(await row(opened.additional_payment.id)).toMatchObject({ status: 'processing' });
    expect(await api.em().findOneOrFail(DemoPaymentIntent, pi)).toMatchObject({ status: 'processing', receiptEmail: 'payer@example.test' });
    // Confirmed once only.
    expect((await is(422, confirm(me, doc.id, pi, { client_secret: opened.checkout.client_secret, card: SAVED }))).body.errors).toEqual([CHECKOUT_CLOSED]);
    const waiting = await me.get(`/api/customer_documents/${doc.id}/payment_intents/${pi}`).expect(200);
    expect(waiting.body).toMatchObject({ status: 'processing', recorded: false });

    await settled(opened.additional_payment.id);
    await ticker.tickOnce(); // a later tick delivers nothing new
    expect(await statuses(doc.id)).toEqual(['succeeded', 'succeeded', 'scheduled']);
    expect(await row(opened.additional_payment.id)).toMatchObject({ status: 'succeeded', lastError: null });
    expect(await api.em().count(StripePaymentIntent, { customerDocument: doc.id })).toBe(1);
    expect(await api.em().findOneOrFail(StripePaymentIntent, pi)).toMatchObject({ amount: 60000, status: 'succeeded', metadata: { commission: 6000 } });
    const events = await api.em().find(NegotiationEvent, { customerDocument: doc.id, action: 'payment_made' });
    expect(events.map((e) => e.params)).toEqual([expect.objectContaining({ payments_made: 2, payments_total: 3 })]);
    const outcome = await me.get(`/api/customer_documents/${doc.id}/payment_intents/${pi}`).expect(200);
    expect(outcome.body).toMatchObject({ id: pi, status: 'succeeded', amount_cents: 60000, error: null, recorded: true });
    const view = await me.get(`/api/customer_documents/${doc.id}/payment_plan`).expect(200);
    expect(view.body.plan).toMatchObject({ balance_remaining: 30000, payments_remaining: 1 });
  }, 60_000);

  it('a declined card ends the checkout with its sentence and gives the payments back; so does a failed charge', async () => {
    const { me, doc } = await planWith();
    const opened = await open(me, doc.id);
    const pi = opened.checkout.payment_intent_id;
    const secret = opened.checkout.client_secret;
    // A mistyped card is refused before any attempt: the checkout stays open.
    expect((await is(422, confirm(me, doc.id, pi, { client_secret: secret, card: card('4242 4242 4242 4241') }))).body.errors).toEqual([
      'Your card number is incorrect.',
    ]);
    expect(await row(opened.additional_payment.id)).toMatchObject({ status: 'pending' });
    expect(await statuses(doc.id)).toEqual(['processing', 'scheduled', 'scheduled']);

    const declined = await is(422, confirm(me, doc.id, pi, { client_secret: secret, card: card('4000 0000 0000 0002') }));
    expect(declined.body).toEqual({ error: 'Your card was declined.', errors: ['Your card was declined.'], checkout_closed: true });
    expect(await statuses(doc.id)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    expect(await row(opened.additional_payment.id)).toMatchObject({ status: 'failed', lastError: 'Your card was declined.' });
    expect((await intent(pi)).status).toBe('canceled');
    expect((await is(422, confirm(me, doc.id, pi, { client_secret: secret, card: SAVED }))).body.errors).toEqual([CHECKOUT_CLOSED]);
    await ticker.tickOnce(); // the provider's payment_failed event arrives after the fact and changes nothing
    expect(await statuses(doc.id)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    const outcome = await me.get(`/api/customer_documents/${doc.id}/payment_intents/${pi}`).expect(200);
    expect(outcome.body).toMatchObject({ status: 'failed', error: 'Your card was declined.', recorded: true });
    expect(await api.em().count(NegotiationEvent, { customerDocument: doc.id, action: 'payment_made' })).toBe(0);

    // A card that is accepted but whose charge is declined: processing, then failed on the provider's clock.
    const next = await open(me, doc.id);
    const res = await is(200, confirm(me, doc.id, next.checkout.payment_intent_id, { client_secret: next.checkout.client_secret, card: card('4000 0000 0000 0341') }));
    expect(res.body.status).toBe('processing');
    await settled(next.additional_payment.id);
    expect(await row(next.additional_payment.id)).toMatchObject({ status: 'failed', lastError: 'Your card was declined.' });
    expect((await intent(next.checkout.payment_intent_id)).status).toBe('canceled');
    expect(await statuses(doc.id)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    const failed = await me.get(`/api/customer_documents/${doc.id}/payment_intents/${next.checkout.payment_intent_id}`).expect(200);
    expect(failed.body).toMatchObject({ status: 'failed', error: 'Your card was declined.' });
    // Nothing is held: the saved card pays.
    const saved = await is(201, pay(me, doc.id, NEXT_ONE));
    await settled(saved.body.additional_payment.id);
    expect(await statuses(doc.id)).toEqual(['succeeded', 'scheduled', 'scheduled']);
  }, 60_000);

  it('refuses wrong secrets, other consumers, collectors and garbage, and changes nothing', async () => {
    const { me, doc } = await planWith();
    const other = await planWith();
    const opened = await open(me, doc.id);
    const pi = opened.checkout.payment_intent_id;
    const secret = opened.checkout.client_secret;
    const good = { client_secret: secret, card: SAVED };
    const theirs = await open(other.me, other.doc.id);

    expect((await is(422, confirm(me, doc.id, pi, { ...good, client_secret: `${pi}_secret_wrong` }))).body.errors).toEqual([
      CHECKOUT_MESSAGES.noSuchIntent,
    ]);
    // Another checkout's secret does not open this one.
    expect((await is(422, confirm(me, doc.id, pi, { ...good, client_secret: theirs.checkout.client_secret }))).body.errors).toEqual([
      CHECKOUT_MESSAGES.noSuchIntent,
    ]);
    // Someone else's document, or this checkout through someone else's document: not found.
    expect((await is(404, confirm(other.me, doc.id, pi, good))).body.error).toBe(PAYMENT_NOT_FOUND);
    await is(404, confirm(other.me, other.doc.id, pi, good));
    await is(404, confirm(me, doc.id, 'pi_demo_nothing', good));
    await is(404, confirm(me, doc.id, 'x', good));
    await is(404, confirm(me, 99999999, pi, good));
    await is(403, confirm(staff, doc.id, pi, good));
    // Garbage bodies: 422 with the form's words.
    expect((await is(422, confirm(me, doc.id, pi, {}))).body.errors).toContain(CLIENT_SECRET_INVALID);
    expect((await is(422, confirm(me, doc.id, pi, {}))).body.errors).toContain('Your card details are incomplete.');
    expect((await is(422, confirm(me, doc.id, pi, 'card'))).body.error).toBe(CLIENT_SECRET_INVALID);
    expect((await is(422, confirm(me, doc.id, pi, { client_secret: secret }))).body.error).toBe('Your card details are incomplete.');
    expect((await is(422, confirm(me, doc.id, pi, { ...good, card: { ...SAVED, cvc: '' } }))).body.error).toBe('Your card details are incomplete.');
    expect((await is(422, confirm(me, doc.id, pi, { ...good, billing_email: 'not an email' }))).body.errors).toEqual([BILLING_EMAIL_INVALID]);
    expect((await is(422, confirm(me, doc.id, pi, { ...good, client_secret: ['x'] }))).body.errors).toEqual([CLIENT_SECRET_INVALID]);
    expect((await is(422, pay(me, doc.id, { ...NEXT_ONE, checkout: 'card_element' }))).body.errors).toEqual([CHECKOUT_KIND]);
    expect((await is(422, pay(me, doc.id, { ...NEXT_ONE, checkout: 'payment_element', card: SAVED }))).body.errors).toEqual([CHECKOUT_OR_CARD]);
    await is(403, pay(staff, doc.id, { ...NEXT_ONE, checkout: 'payment_element' }));
    // Still open, still held, and the right secret still works.
    expect(await row(opened.additional_payment.id)).toMatchObject({ status: 'pending' });
    expect((await intent(pi)).status).toBe('requires_payment_method');
    expect(await statuses(doc.id)).toEqual(['processing', 'scheduled', 'scheduled']);
    expect((await is(200, confirm(me, doc.id, pi, good))).body.status).toBe('processing');
  }, 60_000);

  it('gives back an abandoned checkout after the stale time, its intent canceled; a confirmed one is left to its event', async () => {
    const { me, doc } = await planWith();
    const opened = await open(me, doc.id);
    const age = new Date(Date.now() - STALE_CLAIM_MS - 60_000);
    // Not stale yet: the clock leaves it alone.
    await ticker.tickOnce();
    expect(await row(opened.additional_payment.id)).toMatchObject({ status: 'pending' });
    await api.em().nativeUpdate(AdditionalPayment, { id: opened.additional_payment.id }, { createdAt: age });
    await ticker.tickOnce();
    expect(await row(opened.additional_payment.id)).toMatchObject({ status: 'canceled', lastError: CHECKOUT_NOT_COMPLETED });
    expect((await intent(opened.checkout.payment_intent_id)).status).toBe('canceled');
    expect(await statuses(doc.id)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    const view = await me.get(`/api/customer_documents/${doc.id}/payment_plan`).expect(200);
    expect(view.body.plan.payment_history).toEqual([]);

    // Confirmed but still marked pending (as a Stripe card payment is until its event): canceling is refused by the
    // provider, so the claim stays and the payment is recorded when its event comes.
    const b = await planWith();
    const paid = await open(b.me, b.doc.id);
    await is(200, confirm(b.me, b.doc.id, paid.checkout.payment_intent_id, { client_secret: paid.checkout.client_secret, card: SAVED }));
    await api.em().nativeUpdate(AdditionalPayment, { id: paid.additional_payment.id }, { status: 'pending', createdAt: age });
    await settled(paid.additional_payment.id);
    expect(await row(paid.additional_payment.id)).toMatchObject({ status: 'succeeded' });
    expect((await intent(paid.checkout.payment_intent_id)).status).toBe('succeeded');
    expect(await statuses(b.doc.id)).toEqual(['succeeded', 'scheduled', 'scheduled']);
  }, 60_000);

  it('a failed charge whose cancel errors once is tried again, not left holding the payments', async () => {
    const { me, doc } = await planWith();
    const opened = await open(me, doc.id);
    const pi = opened.checkout.payment_intent_id;
    await is(200, confirm(me, doc.id, pi, { client_secret: opened.checkout.client_secret, card: card('4000 0000 0000 0341') }));
    expect(await row(opened.additional_payment.id)).toMatchObject({ status: 'processing' });
    const provider = api.app.get(PaymentProvider);
    const cancel = jest.spyOn(provider, 'cancelPaymentIntent').mockRejectedValueOnce(new Error('provider unreachable'));
    try {
      await settled(opened.additional_payment.id);
    } finally {
      cancel.mockRestore();
    }
    expect(await row(opened.additional_payment.id)).toMatchObject({ status: 'failed', lastError: 'Your card was declined.' });
    expect((await intent(pi)).status).toBe('canceled');
    expect(await statuses(doc.id)).toEqual(['scheduled', 'scheduled', 'scheduled']);
  }, 60_000);
});
