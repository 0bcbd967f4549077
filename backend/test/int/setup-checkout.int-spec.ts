import { resetConfigForTests, type AppConfig } from '../../src/core/config/config';
import { APP_CONFIG } from '../../src/core/config/config.module';
import { addDays } from '@parley/domain/negotiation';
import { SETUP_MESSAGES } from '../../src/integrations/payments/demo.driver';
import { DemoSetupIntent } from '../../src/integrations/payments/demo/demo.entities';
import { CustomerDocument, NegotiationEvent, PaymentPlan } from '../../src/modules/accounts/entities';
import type { LawFirm, User } from '../../src/modules/identity/entities';
import {
  ALREADY_SET_UP,
  DOCUMENT_NOT_FOUND,
  NOT_READY,
  SETUP_CLOSED,
  SETUP_NOT_CONFIRMED,
  SETUP_NOT_FOUND,
} from '../../src/modules/payments/autopay.service';
import {
  CARD_INCOMPLETE,
  IFRAME_CONTEXT_INVALID,
  ONE_PAYMENT_METHOD,
  SETUP_CLIENT_SECRET_INVALID,
  SETUP_INTENT_INVALID,
} from '../../src/modules/payments/dto/autopay.dto';
import { Autopay, AutopayCheckout, PaymentInstallment } from '../../src/modules/payments/entities';
import { createAccount, terms } from '../account-factory';
import { collector, consumer, createFirm, PASSWORD } from '../factories';
import { Client, collectorClient, consumerClient, startApi, TestApi } from '../harness';
import { agreedOnly, DEMO_CARD, demoCard, expectStatus, signedAgreement } from '../payment-fixtures';

// The demo provider (its setup confirm step is registered only without Stripe keys).
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;
delete process.env.STRIPE_PUBLISHABLE_KEY;
resetConfigForTests();

const today = () => new Date().toISOString().slice(0, 10);
const GOOD = DEMO_CARD;
const card = demoCard;
const is = expectStatus;
const signed = signedAgreement;

interface Opened {
  checkout: {
    intent_type: string;
    client_secret: string;
    setup_intent_id: string;
    return_url: string;
    customer_email: string;
  };
}

describe('autopay through a setup checkout (intent type setup, demo provider)', () => {
  let api: TestApi;
  let cfg: AppConfig;
  let firm: LawFirm;
  let staff: Client;

  beforeAll(async () => {
    api = await startApi();
    cfg = api.app.get(APP_CONFIG);
    firm = await createFirm(api.em());
    staff = await collectorClient(api, (await collector(api.em(), firm)).email, PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  /** A consumer whose settlement agreement is signed (90000 cents in 3 payments, the first in 5 days). */
  async function waiting(events = signed(terms(90000, 3, addDays(today(), 5)))) {
    const user: User = await consumer(api.em());
    const doc: CustomerDocument = await createAccount(api.em(), firm, { user, amountCents: 300000, events });
    const me = await consumerClient(api, user.email, PASSWORD);
    return { me, doc, user };
  }
  const open = (c: Client, docId: number, body: unknown = {}) =>
    c.post(`/api/customer_documents/${docId}/autopay/checkout`, body);
  const opened = async (c: Client, docId: number, body: unknown = {}) =>
    (await is(201, open(c, docId, body))).body as Opened;
  const confirm = (c: Client, docId: number, si: string, body: unknown) =>
    c.post(`/api/customer_documents/${docId}/setup_intents/${si}/demo_confirm`, body);
  const complete = (c: Client, docId: number, body: unknown) =>
    c.post(`/api/customer_documents/${docId}/autopay`, body);
  const actions = async (id: number) =>
    (await api.em().find(NegotiationEvent, { customerDocument: id }, { orderBy: { sequence: 'asc' } })).map(
      (e) => e.action,
    );
  const planOf = (id: number) => api.em().findOne(PaymentPlan, { customerDocument: id });

  it('opens a setup checkout: client secret, absolute return url, e-mail; the customer is reused', async () => {
    const { me, doc, user } = await waiting();
    const first = await opened(me, doc.id);
    const si = first.checkout.setup_intent_id;
    expect(first.checkout).toEqual({
      intent_type: 'setup',
      client_secret: expect.stringMatching(new RegExp(`^${si}_secret_[A-Za-z0-9]+$`)),
      setup_intent_id: expect.stringMatching(/^seti_/),
      return_url: `${cfg.appUrl}/customer_documents/${doc.id}/payment_widget/payment_success`,
      customer_email: user.email,
    });
    // Only a hash of the client secret is kept; nothing is claimed yet.
    const kept = await api.em().findOneOrFail(DemoSetupIntent, si);
    expect(kept).toMatchObject({
      status: 'requires_payment_method',
      paymentMethodId: null,
      metadata: { customer_document_id: String(doc.id) },
    });
    expect(kept.clientSecretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(kept)).not.toContain(first.checkout.client_secret);
    expect(await planOf(doc.id)).toBeNull();
    const again = await opened(me, doc.id, { iframe_context: true });
    expect(again.checkout.return_url).toBe(
      `${cfg.appUrl}/customer_documents/${doc.id}/payment_widget/payment_success?iframe_context=true`,
    );
    expect(again.checkout.setup_intent_id).not.toBe(si);
    const rows = await api.em().find(AutopayCheckout, { customerDocument: doc.id }, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.setupIntentId)).toEqual([si, again.checkout.setup_intent_id]);
    expect(new Set(rows.map((r) => r.customerId)).size).toBe(1);

    // The card path's refusals: not signed yet, someone else's, collectors, garbage.
    const early = await waiting(agreedOnly(terms(90000, 3, addDays(today(), 5))));
    expect((await is(409, open(early.me, early.doc.id))).body.error).toBe(NOT_READY);
    const other = await waiting();
    expect((await is(404, open(other.me, doc.id))).body.error).toBe(DOCUMENT_NOT_FOUND);
    await is(404, open(me, 99999999));
    await is(403, open(staff, doc.id));
    expect((await is(422, open(me, doc.id, { iframe_context: 'yes' }))).body.errors).toEqual([IFRAME_CONTEXT_INVALID]);
    await is(422, open(me, doc.id, { client_secret: 'x' }));
    await is(422, open(me, doc.id, [1, 2]));
    expect(await api.em().count(AutopayCheckout, { customerDocument: { $in: [early.doc.id, other.doc.id] } })).toBe(0);
  }, 60_000);

  it('confirms with a good card, then completes autopay: plan active, installments written, set_up_autopay once', async () => {
    const { me, doc } = await waiting();
    const { checkout } = await opened(me, doc.id, { iframe_context: true });
    const si = checkout.setup_intent_id;
    // Not confirmed yet: completing is refused and leaves nothing behind.
    expect((await is(422, complete(me, doc.id, { setup_intent_id: si }))).body.errors).toEqual([SETUP_NOT_CONFIRMED]);
    expect(await planOf(doc.id)).toBeNull();

    const res = await is(
      200,
      confirm(me, doc.id, si, { client_secret: checkout.client_secret, card: GOOD, iframe_context: true }),
    );
    expect(res.body).toEqual({
      status: 'succeeded',
      redirect_url: `/customer_documents/${doc.id}/payment_widget/payment_success?setup_intent=${si}&redirect_status=succeeded&iframe_context=true`,
    });
    expect(await api.em().findOneOrFail(DemoSetupIntent, si)).toMatchObject({
      status: 'succeeded',
      paymentMethodId: expect.stringMatching(/^pm_/),
    });
    // Confirmed once only.
    const twice = await is(422, confirm(me, doc.id, si, { client_secret: checkout.client_secret, card: GOOD }));
    expect(twice.body).toMatchObject({ errors: [SETUP_CLOSED], checkout_closed: true });

    const done = await is(201, complete(me, doc.id, { setup_intent_id: si }));
    expect(done.body.current_action).toBe('payment_setup_complete');
    expect(done.body.payment_plan).toMatchObject({
      status: 'active',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
      payments_total: 3,
      next_payment_amount: 30000,
    });
    const installments = await api
      .em()
      .find(PaymentInstallment, { customerDocument: doc.id }, { orderBy: { index: 'asc' } });
    expect(installments.map((i) => [i.amountCents, i.status])).toEqual([
      [30000, 'scheduled'],
      [30000, 'scheduled'],
      [30000, 'scheduled'],
    ]);
    const kept = await api.em().findOneOrFail(DemoSetupIntent, si);
    const row = await api.em().findOneOrFail(CustomerDocument, doc.id);
    expect(row.rmCurrentAction).toBe('payment_setup_complete');
    const autopay = await api.em().findOneOrFail(Autopay, { customerDocument: doc.id });
    const checkoutRow = await api.em().findOneOrFail(AutopayCheckout, { setupIntentId: si });
    expect(autopay).toMatchObject({
      paymentMethodId: kept.paymentMethodId,
      customerId: checkoutRow.customerId,
      cardLast4: '4242',
    });
    expect((await planOf(doc.id))!.stripeCustomerId).toBe(checkoutRow.customerId);

    // A second completion, another setup checkout or the card form: refused like a second setup.
    expect((await is(409, complete(me, doc.id, { setup_intent_id: si }))).body.error).toBe(ALREADY_SET_UP);
    expect((await is(409, open(me, doc.id))).body.error).toBe(ALREADY_SET_UP);
    expect((await is(409, complete(me, doc.id, { card: GOOD }))).body.error).toBe(ALREADY_SET_UP);
    expect((await actions(doc.id)).filter((a) => a === 'set_up_autopay')).toHaveLength(1);
    expect(await api.em().count(Autopay, { customerDocument: doc.id })).toBe(1);
  }, 60_000);

  it('a declined card is refused with its sentence and the setup stays open; completing it then says why', async () => {
    const { me, doc } = await waiting();
    const { checkout } = await opened(me, doc.id);
    const si = checkout.setup_intent_id;
    expect(
      (
        await is(
          422,
          confirm(me, doc.id, si, { client_secret: checkout.client_secret, card: card('4242 4242 4242 4241') }),
        )
      ).body.errors,
    ).toEqual(['Your card number is incorrect.']);
    const declined = await is(
      422,
      confirm(me, doc.id, si, { client_secret: checkout.client_secret, card: card('4000 0000 0000 0002') }),
    );
    expect(declined.body).toEqual({ error: 'Your card was declined.', errors: ['Your card was declined.'] });
    expect((await is(422, complete(me, doc.id, { setup_intent_id: si }))).body.errors).toEqual([
      'Your card was declined.',
    ]);
    expect(await planOf(doc.id)).toBeNull();
    expect(await actions(doc.id)).not.toContain('set_up_autopay');
    // The same setup takes another card.
    await is(200, confirm(me, doc.id, si, { client_secret: checkout.client_secret, card: GOOD }));
    expect((await is(201, complete(me, doc.id, { setup_intent_id: si }))).body.current_action).toBe(
      'payment_setup_complete',
    );
  }, 60_000);

  it('refuses wrong secrets, other consumers, collectors and garbage, and changes nothing', async () => {
    const { me, doc } = await waiting();
    const other = await waiting();
    const { checkout } = await opened(me, doc.id);
    const theirs = await opened(other.me, other.doc.id);
    const si = checkout.setup_intent_id;
    const good = { client_secret: checkout.client_secret, card: GOOD };

    expect(
      (await is(422, confirm(me, doc.id, si, { ...good, client_secret: `${si}_secret_wrong` }))).body.errors,
    ).toEqual([SETUP_MESSAGES.noSuchIntent]);
    expect(
      (await is(422, confirm(me, doc.id, si, { ...good, client_secret: theirs.checkout.client_secret }))).body.errors,
    ).toEqual([SETUP_MESSAGES.noSuchIntent]);
    // Someone else's document, or this setup through someone else's document: not found.
    expect((await is(404, confirm(other.me, doc.id, si, good))).body.error).toBe(SETUP_NOT_FOUND);
    await is(404, confirm(other.me, other.doc.id, si, good));
    await is(404, confirm(me, doc.id, 'seti_demo_nothing', good));
    await is(404, confirm(me, doc.id, 'x', good));
    await is(403, confirm(staff, doc.id, si, good));
    expect((await is(404, complete(other.me, other.doc.id, { setup_intent_id: si }))).body.error).toBe(SETUP_NOT_FOUND);
    expect((await is(404, complete(other.me, doc.id, { setup_intent_id: si }))).body.error).toBe(DOCUMENT_NOT_FOUND);
    expect((await is(404, complete(me, doc.id, { setup_intent_id: 'seti_demo_nothing' }))).body.error).toBe(
      SETUP_NOT_FOUND,
    );
    await is(403, complete(staff, doc.id, { setup_intent_id: si }));
    // Garbage bodies: 422 with the form's words.
    expect((await is(422, confirm(me, doc.id, si, {}))).body.errors).toContain(SETUP_CLIENT_SECRET_INVALID);
    expect((await is(422, confirm(me, doc.id, si, { client_secret: checkout.client_secret }))).body.error).toBe(
      CARD_INCOMPLETE,
    );
    expect((await is(422, confirm(me, doc.id, si, { ...good, client_secret: `pi_x_secret_y` }))).body.errors).toEqual([
      SETUP_CLIENT_SECRET_INVALID,
    ]);
    await is(422, confirm(me, doc.id, si, { ...good, billing_email: 'payer@example.test' }));
    await is(422, confirm(me, doc.id, si, 'card'));
    expect((await is(422, complete(me, doc.id, { setup_intent_id: 'pi_123' }))).body.errors).toEqual([
      SETUP_INTENT_INVALID,
    ]);
    expect((await is(422, complete(me, doc.id, { setup_intent_id: si, card: GOOD }))).body.errors).toEqual([
      ONE_PAYMENT_METHOD,
    ]);
    expect((await is(422, complete(me, doc.id, { setup_intent_id: 42 }))).body.errors).toEqual([SETUP_INTENT_INVALID]);
    expect((await is(422, complete(me, doc.id, { setup_intent_id: `seti_${'x'.repeat(200)}` }))).body.errors).toEqual([
      SETUP_INTENT_INVALID,
    ]);
    // Nothing moved: still open, nothing claimed, and the right secret still works.
    expect((await api.em().findOneOrFail(DemoSetupIntent, si)).status).toBe('requires_payment_method');
    expect(await planOf(doc.id)).toBeNull();
    expect(await planOf(other.doc.id)).toBeNull();
    expect((await is(200, confirm(me, doc.id, si, good))).body.status).toBe('succeeded');
    // Another consumer cannot complete their own autopay with this consumer's confirmed card.
    await is(404, complete(other.me, other.doc.id, { setup_intent_id: si }));
    expect(await planOf(other.doc.id)).toBeNull();
  }, 60_000);
});
