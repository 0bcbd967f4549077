import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { buildOrmConfig } from '../../database/mikro-orm.config';
import { signPayload } from './demo/signature';
import { CHECKOUT_MESSAGES, DemoPaymentProvider, SETUP_MESSAGES } from './demo.driver';
import { DemoPaymentEvent } from './demo/demo.entities';
import {
  CardError,
  PaymentIntentError,
  PaymentProvider,
  WebhookSignatureError,
  type DemoCardInput,
  type PaymentMethodInput,
  type ProviderPaymentIntent,
} from './payments.port';
import { StripePaymentProvider } from './stripe.driver';

/**
 * One contract, every driver (GUIDE "Ports and drivers"): the demo driver against this run's PostgreSQL, and the
 * stripe driver against Stripe's test mode when STRIPE_TEST_SECRET_KEY and STRIPE_TEST_WEBHOOK_SECRET are set
 * (skipped otherwise). Each driver names its own test cards for the same behaviours.
 */
interface DriverUnderTest {
  provider: PaymentProvider;
  webhookSecret: string;
  cards: { succeeds: PaymentMethodInput; declined: PaymentMethodInput; declinesCharges: PaymentMethodInput };
  /** Lets the provider's clock run until the intent leaves processing. */
  settle(pi: ProviderPaymentIntent): Promise<ProviderPaymentIntent>;
  close(): Promise<void>;
}

const demoCard = (number: string): DemoCardInput => ({
  kind: 'demo_card',
  number,
  exp_month: 12,
  exp_year: 2034,
  cvc: '123',
  name: 'Contract Test',
  zip: '78701',
});

let demoOrm: MikroORM | undefined;

async function demoDriver(): Promise<DriverUnderTest> {
  const orm = await MikroORM.init({ ...buildOrmConfig(process.env.DATABASE_URL), allowGlobalContext: false });
  demoOrm = orm;
  const secret = 'whsec_contract_demo';
  const provider = new DemoPaymentProvider(orm, { webhookSecret: secret, settleMs: 0 });
  return {
    provider,
    webhookSecret: secret,
    cards: {
      succeeds: demoCard('4242 4242 4242 4242'),
      declined: demoCard('4000000000000002'),
      declinesCharges: demoCard('4000000000000341'),
    },
    settle: async (pi) => {
      await provider.advance();
      return provider.retrievePaymentIntent(pi.id);
    },
    close: () => orm.close(),
  };
}

async function stripeDriver(): Promise<DriverUnderTest> {
  const secret = process.env.STRIPE_TEST_WEBHOOK_SECRET!;
  const provider = new StripePaymentProvider({
    secretKey: process.env.STRIPE_TEST_SECRET_KEY!,
    webhookSecret: secret,
    publishableKey: 'pk_test_contract',
  });
  const pm = (id: string): PaymentMethodInput => ({ kind: 'payment_method', payment_method_id: id });
  return {
    provider,
    webhookSecret: secret,
    cards: {
      succeeds: pm('pm_card_visa'),
      declined: pm('pm_card_chargeDeclined'),
      declinesCharges: pm('pm_card_chargeCustomerFail'),
    },
    settle: async (pi) => {
      for (let i = 0; i < 20 && pi.status === 'processing'; i++) {
        await new Promise((r) => setTimeout(r, 500));
        pi = await provider.retrievePaymentIntent(pi.id);
      }
      return pi;
    },
    close: async () => undefined,
  };
}

const DRIVERS: Array<[string, () => Promise<DriverUnderTest>, boolean]> = [
  ['demo', demoDriver, true],
  ['stripe', stripeDriver, !!process.env.STRIPE_TEST_SECRET_KEY && !!process.env.STRIPE_TEST_WEBHOOK_SECRET],
];

describe.each(DRIVERS)('payment provider contract: %s driver', (name, make, enabled) => {
  const maybe = enabled ? it : it.skip;
  /** The demo checkout form's confirm step (Stripe's is Stripe.js in the browser: covered by the page's tests). */
  const demoOnly = enabled && name === 'demo' ? it : it.skip;
  let d: DriverUnderTest;
  beforeAll(async () => {
    if (enabled) d = await make();
  });
  afterAll(async () => {
    if (enabled) await d.close();
  });

  const customerWith = async (card: PaymentMethodInput) => {
    const customer = await d.provider.createCustomer({
      email: `contract-${randomUUID()}@example.test`,
      name: 'Contract Test',
      metadata: {},
    });
    const method = await d.provider.attachPaymentMethod(customer.id, card);
    return { customer, method };
  };
  const charge = (customerId: string, paymentMethodId: string, key = randomUUID(), amountCents = 12345) =>
    d.provider.charge({
      customerId,
      paymentMethodId,
      amountCents,
      description: 'Contract test payment',
      metadata: { installment_id: '42', commission: '1235' },
      idempotencyKey: key,
    });

  maybe('saves a good card, authorises it off-session (idempotently) and shows only its last four', async () => {
    const { customer, method } = await customerWith(d.cards.succeeds);
    expect(method).toMatchObject({ customerId: customer.id, brand: 'visa', last4: '4242' });
    const key = randomUUID();
    const sub = await d.provider.createSubscription({
      customerId: customer.id,
      paymentMethodId: method.id,
      metadata: {},
      idempotencyKey: key,
    });
    expect(sub.status).toBe('active');
    const again = await d.provider.createSubscription({
      customerId: customer.id,
      paymentMethodId: method.id,
      metadata: {},
      idempotencyKey: key,
    });
    expect(again.id).toBe(sub.id);
  });

  maybe('opens a setup intent for the browser: off-session use, a client secret, retrievable with our metadata', async () => {
    const customer = await d.provider.createCustomer({ email: `setup-${randomUUID()}@example.test`, name: null, metadata: {} });
    const si = await d.provider.createSetupIntent({ customerId: customer.id, metadata: { customer_document_id: '42' } });
    expect(si).toMatchObject({
      customerId: customer.id,
      status: 'requires_payment_method',
      paymentMethodId: null,
      paymentMethod: null,
      metadata: { customer_document_id: '42' },
      lastSetupError: null,
    });
    expect(si.id).toMatch(/^seti_/);
    expect(si.clientSecret.startsWith(`${si.id}_secret_`)).toBe(true);
    expect({ ...(await d.provider.retrieveSetupIntent(si.id)), clientSecret: si.clientSecret }).toEqual(si);
    await expect(d.provider.retrieveSetupIntent('seti_nothing_here')).rejects.toBeInstanceOf(PaymentIntentError);
  });

  const setupFor = async () => {
    const customer = await d.provider.createCustomer({ email: `setup-${randomUUID()}@example.test`, name: null, metadata: {} });
    return { customer, si: await d.provider.createSetupIntent({ customerId: customer.id, metadata: {} }) };
  };

  demoOnly('confirms a setup intent with the demo card: succeeded with its card, which then authorises autopay', async () => {
    const demo = d.provider as DemoPaymentProvider;
    const { customer, si } = await setupFor();
    // Not confirmed yet: it authorises nothing.
    const { method: unrelated } = await customerWith(d.cards.succeeds);
    await expect(
      demo.createSubscription({ customerId: customer.id, paymentMethodId: unrelated.id, metadata: {}, idempotencyKey: randomUUID(), setupIntentId: si.id }),
    ).rejects.toBeInstanceOf(CardError);
    const done = await demo.confirmSetupIntent(si.id, si.clientSecret, demoCard('4242424242424242'));
    expect(done).toMatchObject({ id: si.id, status: 'succeeded', customerId: customer.id, lastSetupError: null });
    expect(done.paymentMethod).toMatchObject({ id: done.paymentMethodId, customerId: customer.id, brand: 'visa', last4: '4242', expMonth: 12 });
    await expect(demo.confirmSetupIntent(si.id, si.clientSecret, demoCard('4242424242424242'))).rejects.toThrow(
      new PaymentIntentError(SETUP_MESSAGES.unexpectedState('succeeded'), 'setup_intent_unexpected_state'),
    );
    const sub = await demo.createSubscription({
      customerId: customer.id,
      paymentMethodId: done.paymentMethodId!,
      metadata: {},
      idempotencyKey: randomUUID(),
      setupIntentId: si.id,
    });
    expect(sub).toMatchObject({ status: 'active', paymentMethodId: done.paymentMethodId });
    // The saved card is charged off-session like any other.
    const pi = await charge(customer.id, done.paymentMethodId!);
    expect((await d.settle(pi)).status).toBe('succeeded');
  });

  demoOnly('refuses a setup confirm with a wrong or another setup\'s secret; a declined card keeps it open', async () => {
    const demo = d.provider as DemoPaymentProvider;
    const a = await setupFor();
    const b = await setupFor();
    const card = demoCard('4242424242424242');
    const missing = new PaymentIntentError(SETUP_MESSAGES.noSuchIntent, 'resource_missing');
    await expect(demo.confirmSetupIntent(a.si.id, `${a.si.clientSecret}x`, card)).rejects.toThrow(missing);
    await expect(demo.confirmSetupIntent(a.si.id, b.si.clientSecret, card)).rejects.toThrow(missing);
    await expect(demo.confirmSetupIntent('seti_demo_nothing', a.si.clientSecret, card)).rejects.toThrow(missing);
    await expect(demo.confirmSetupIntent(a.si.id, a.si.clientSecret, demoCard('4242424242424241'))).rejects.toThrow(
      new CardError('Your card number is incorrect.', 'incorrect_number'),
    );
    expect((await demo.retrieveSetupIntent(a.si.id)).lastSetupError).toBeNull();
    await expect(demo.confirmSetupIntent(a.si.id, a.si.clientSecret, demoCard('4000000000000002'))).rejects.toThrow(
      new CardError('Your card was declined.', 'card_declined'),
    );
    expect(await demo.retrieveSetupIntent(a.si.id)).toMatchObject({
      status: 'requires_payment_method',
      paymentMethodId: null,
      lastSetupError: 'Your card was declined.',
    });
    // As with Stripe, the same setup may be confirmed again with another card.
    expect((await demo.confirmSetupIntent(a.si.id, a.si.clientSecret, card)).status).toBe('succeeded');
  });

  maybe('refuses a declined card with the card sentence', async () => {
    await expect(customerWith(d.cards.declined)).rejects.toThrow(
      new CardError('Your card was declined.', 'card_declined'),
    );
  });

  maybe('charges through processing to succeeded, once per idempotency key, with our metadata', async () => {
    const { customer, method } = await customerWith(d.cards.succeeds);
    const key = randomUUID();
    const pi = await charge(customer.id, method.id, key);
    expect(pi.id).toMatch(/^pi_/);
    expect(['processing', 'succeeded']).toContain(pi.status);
    expect(pi).toMatchObject({
      amountCents: 12345,
      customerId: customer.id,
      metadata: { installment_id: '42', commission: '1235' },
    });
    expect((await charge(customer.id, method.id, key)).id).toBe(pi.id);
    expect((await d.settle(pi)).status).toBe('succeeded');
  });

  maybe('returns a declined charge to requires_payment_method with the decline sentence', async () => {
    const { customer, method } = await customerWith(d.cards.declinesCharges);
    const settled = await d.settle(await charge(customer.id, method.id));
    expect(settled.status).toBe('requires_payment_method');
    expect(settled.lastPaymentError).toMatch(/declined/);
  });

  maybe('refunds part of a payment, then refuses more than is left', async () => {
    const { customer, method } = await customerWith(d.cards.succeeds);
    const pi = await d.settle(await charge(customer.id, method.id));
    const refund = await d.provider.refund({ paymentIntentId: pi.id, amountCents: 2345, idempotencyKey: randomUUID() });
    expect(refund).toMatchObject({ paymentIntentId: pi.id, amountCents: 2345 });
    await expect(
      d.provider.refund({ paymentIntentId: pi.id, amountCents: 10001, idempotencyKey: randomUUID() }),
    ).rejects.toBeInstanceOf(CardError);
  });

  const checkout = async (amountCents = 12345, key = randomUUID()) => {
    const customer = await d.provider.createCustomer({
      email: `checkout-${randomUUID()}@example.test`,
      name: 'Checkout Test',
      metadata: {},
    });
    const pi = await d.provider.createCheckoutIntent({
      customerId: customer.id,
      amountCents,
      description: 'Contract test checkout',
      metadata: { additional_payment_id: '42', commission: '1235' },
      idempotencyKey: key,
      receiptEmail: customer.email,
    });
    return { customer, pi, key };
  };

  maybe('opens a checkout intent for the browser: no payment method yet, a client secret, one per key', async () => {
    const { customer, pi, key } = await checkout();
    expect(pi).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 12345,
      customerId: customer.id,
      paymentMethodId: null,
      metadata: { additional_payment_id: '42', commission: '1235' },
      lastPaymentError: null,
    });
    expect(pi.clientSecret.startsWith(`${pi.id}_secret_`)).toBe(true);
    const again = await d.provider.createCheckoutIntent({
      customerId: customer.id,
      amountCents: 12345,
      description: 'Contract test checkout',
      metadata: { additional_payment_id: '42', commission: '1235' },
      idempotencyKey: key,
      receiptEmail: null,
    });
    expect(again.id).toBe(pi.id);
    await expect(checkout(49)).rejects.toBeInstanceOf(CardError);
  });

  maybe('cancels a checkout that was never confirmed, and cancelling again answers it canceled', async () => {
    const { pi } = await checkout();
    expect((await d.provider.cancelPaymentIntent(pi.id)).status).toBe('canceled');
    expect((await d.provider.cancelPaymentIntent(pi.id)).status).toBe('canceled');
    expect((await d.provider.retrievePaymentIntent(pi.id)).status).toBe('canceled');
  });

  demoOnly('confirms a checkout with the demo card: processing, then succeeded; no second confirm', async () => {
    const demo = d.provider as DemoPaymentProvider;
    const { customer, pi } = await checkout();
    const confirmed = await demo.confirmCheckoutIntent(pi.id, pi.clientSecret, demoCard('4242424242424242'), 'payer@example.test');
    expect(confirmed).toMatchObject({ id: pi.id, status: 'processing', customerId: customer.id });
    expect(confirmed.paymentMethodId).toMatch(/^pm_/);
    // Processing cannot be canceled: the clock settles it.
    expect((await demo.cancelPaymentIntent(pi.id)).status).toBe('processing');
    await expect(demo.confirmCheckoutIntent(pi.id, pi.clientSecret, demoCard('4242424242424242'))).rejects.toThrow(
      new PaymentIntentError(CHECKOUT_MESSAGES.unexpectedState('processing'), 'payment_intent_unexpected_state'),
    );
    expect((await d.settle(confirmed)).status).toBe('succeeded');
    const events = await demoOrm!.em
      .fork()
      .find(DemoPaymentEvent, { body: { $like: `%${pi.id}%` } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    expect(events.map((e) => e.type)).toEqual(['payment_intent.processing', 'payment_intent.succeeded']);
  });

  demoOnly('refuses a wrong client secret, another intent\'s secret and a canceled intent alike', async () => {
    const demo = d.provider as DemoPaymentProvider;
    const a = await checkout();
    const b = await checkout();
    const card = demoCard('4242424242424242');
    const missing = new PaymentIntentError(CHECKOUT_MESSAGES.noSuchIntent, 'resource_missing');
    await expect(demo.confirmCheckoutIntent(a.pi.id, `${a.pi.clientSecret}x`, card)).rejects.toThrow(missing);
    await expect(demo.confirmCheckoutIntent(a.pi.id, b.pi.clientSecret, card)).rejects.toThrow(missing);
    await expect(demo.confirmCheckoutIntent('pi_demo_nothing', a.pi.clientSecret, card)).rejects.toThrow(missing);
    expect((await demo.retrievePaymentIntent(a.pi.id)).status).toBe('requires_payment_method');
    await demo.cancelPaymentIntent(b.pi.id);
    await expect(demo.confirmCheckoutIntent(b.pi.id, b.pi.clientSecret, card)).rejects.toThrow(
      new PaymentIntentError(CHECKOUT_MESSAGES.unexpectedState('canceled'), 'payment_intent_unexpected_state'),
    );
  });

  demoOnly('records a card declined at confirm; a mistyped card changes nothing; a bad card fails on the clock', async () => {
    const demo = d.provider as DemoPaymentProvider;
    const { pi } = await checkout();
    await expect(demo.confirmCheckoutIntent(pi.id, pi.clientSecret, { ...demoCard('4242424242424241') })).rejects.toThrow(
      new CardError('Your card number is incorrect.', 'incorrect_number'),
    );
    expect((await demo.retrievePaymentIntent(pi.id)).lastPaymentError).toBeNull();
    await expect(demo.confirmCheckoutIntent(pi.id, pi.clientSecret, demoCard('4000000000000002'))).rejects.toThrow(
      new CardError('Your card was declined.', 'card_declined'),
    );
    expect(await demo.retrievePaymentIntent(pi.id)).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: 'Your card was declined.',
    });
    const failed = await demoOrm!.em.fork().find(DemoPaymentEvent, { body: { $like: `%${pi.id}%` } });
    expect(failed.map((e) => e.type)).toEqual(['payment_intent.payment_failed']);

    const other = await checkout();
    const confirmed = await demo.confirmCheckoutIntent(other.pi.id, other.pi.clientSecret, demoCard('4000000000000341'));
    const settled = await d.settle(confirmed);
    expect(settled).toMatchObject({ status: 'requires_payment_method', lastPaymentError: 'Your card was declined.' });
  });

  maybe('verifies webhook signatures over the exact bytes and maps the event', () => {
    const body = JSON.stringify({
      id: 'evt_contract',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'pi_contract',
          object: 'payment_intent',
          amount: 500,
          status: 'succeeded',
          created: 1,
          customer: 'cus_x',
          metadata: { installment_id: '7' },
        },
      },
    });
    const event = d.provider.parseWebhook(Buffer.from(body), signPayload(body, d.webhookSecret));
    expect(event).toMatchObject({
      id: 'evt_contract',
      type: 'payment_intent.succeeded',
      paymentIntent: { id: 'pi_contract', amountCents: 500, metadata: { installment_id: '7' } },
    });
    expect(() => d.provider.parseWebhook(Buffer.from(`${body} `), signPayload(body, d.webhookSecret))).toThrow(
      WebhookSignatureError,
    );
    expect(() => d.provider.parseWebhook(Buffer.from(body), signPayload(body, 'whsec_other'))).toThrow(
      WebhookSignatureError,
    );
    expect(() => d.provider.parseWebhook(Buffer.from(body), undefined)).toThrow(WebhookSignatureError);
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect(() => d.provider.parseWebhook(Buffer.from(body), signPayload(body, d.webhookSecret, old))).toThrow(
      WebhookSignatureError,
    );
  });
});
