import Stripe from 'stripe';
import { mapProviderEvent } from './event-mapping';
import {
  CardError,
  PaymentIntentError,
  PaymentProvider,
  WebhookSignatureError,
  type ChargeRequest,
  type CheckoutIntentRequest,
  type PaymentEvent,
  type PaymentMethodInput,
  type ProviderCheckoutIntent,
  type ProviderCheckoutSetupIntent,
  type SetupIntentRequest,
  type ProviderCustomer,
  type ProviderPaymentIntent,
  type ProviderPaymentMethod,
  type ProviderRefund,
  type ProviderSetupIntent,
  type ProviderSubscription,
} from './payments.port';
import { paymentIntentFrom } from './event-mapping';

export interface StripeDriverOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Another server speaking Stripe's API (stripe-mock, a test's recorder); Stripe's own when absent. */
  apiUrl?: string;
}

/**
 * The Stripe API version the product is written against. Pinned so a request never depends on the account's
 * default version in the Stripe dashboard, and an SDK upgrade (stripe-node pins its own newest version, 2026-10-28.endive for v23) never changes the objects Stripe
 * answers with. Every field this driver and `event-mapping.ts` read exists with the same meaning in this version.
 */
export const STRIPE_API_VERSION = '2023-10-16';

/**
 * stripe-node types `apiVersion` as the one version its types describe (`Stripe.LatestApiVersion`); Stripe's own
 * advice for pinning another is to override that type at this one place. The driver reads Stripe's objects only
 * through fields shared by both versions, so the SDK's types stay true for what it uses.
 */
const PINNED_API_VERSION = STRIPE_API_VERSION as string as Stripe.LatestApiVersion;

function endpointOf(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Card declines and other request errors carry a sentence fit for the consumer ("Your card was declined."). */
function translate(err: unknown): never {
  const e = err as { type?: string; message?: string; code?: string; decline_code?: string };
  if (e?.type === 'StripeCardError' || e?.type === 'StripeInvalidRequestError')
    throw new CardError(e.message ?? 'Your card was declined.', e.decline_code ?? e.code ?? 'card_error');
  throw err;
}

/** A Stripe setup intent in our types; a card's brand, last four and expiry (another method: its type and last four). */
function setupIntentFrom(si: Stripe.SetupIntent, pm: Stripe.PaymentMethod | null): ProviderSetupIntent {
  const last4 = pm?.card?.last4 ?? pm?.us_bank_account?.last4 ?? pm?.sepa_debit?.last4 ?? '';
  return {
    id: si.id,
    customerId: typeof si.customer === 'string' ? si.customer : (si.customer?.id ?? ''),
    status: si.status as ProviderSetupIntent['status'],
    paymentMethodId: typeof si.payment_method === 'string' ? si.payment_method : (si.payment_method?.id ?? null),
    paymentMethod: pm
      ? {
          id: pm.id,
          customerId: typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? ''),
          brand: (pm.card?.brand ?? pm.type).slice(0, 20),
          last4: last4.slice(-4),
          expMonth: pm.card?.exp_month ?? 0,
          expYear: pm.card?.exp_year ?? 0,
        }
      : null,
    metadata: { ...(si.metadata ?? {}) },
    lastSetupError: si.last_setup_error?.message ?? null,
  };
}

/**
 * The Stripe driver: the only file that imports the stripe SDK. The subscription of the port is a confirmed
 * off-session SetupIntent (Stripe's standing authorisation for a saved card); the worker charges each installment
 * with an off-session PaymentIntent under an idempotency key. Outcomes arrive as webhooks (payment_intent.*).
 */
export class StripePaymentProvider extends PaymentProvider {
  readonly mode = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly opts: StripeDriverOptions) {
    super();
    this.publishableKey = opts.publishableKey;
    this.stripe = new Stripe(opts.secretKey, {
      apiVersion: PINNED_API_VERSION,
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...endpointOf(opts.apiUrl),
    });
  }

  async createCustomer(input: {
    email: string;
    name: string | null;
    metadata: Record<string, string>;
  }): Promise<ProviderCustomer> {
    const c = await this.stripe.customers.create({
      email: input.email,
      name: input.name ?? undefined,
      metadata: input.metadata,
    });
    return { id: c.id, email: c.email ?? input.email, name: c.name ?? null };
  }

  async attachPaymentMethod(customerId: string, input: PaymentMethodInput): Promise<ProviderPaymentMethod> {
    // Card numbers must never reach our servers with real keys: only Elements' pm_ ids are accepted.
    if (input.kind !== 'payment_method')
      throw new CardError('Card details must be entered in the secure card form.', 'invalid_request');
    try {
      const pm = await this.stripe.paymentMethods.attach(input.payment_method_id, { customer: customerId });
      await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } });
      return {
        id: pm.id,
        customerId,
        brand: pm.card?.brand ?? 'card',
        last4: pm.card?.last4 ?? '',
        expMonth: pm.card?.exp_month ?? 0,
        expYear: pm.card?.exp_year ?? 0,
      };
    } catch (err) {
      return translate(err);
    }
  }

  async createSetupIntent(req: SetupIntentRequest): Promise<ProviderCheckoutSetupIntent> {
    try {
      // On-session: the Payment Element offers every method enabled in the dashboard that can be reused
      // off-session, redirects included (Stripe then returns the consumer to confirmSetup's return_url).
      const si = await this.stripe.setupIntents.create({
        customer: req.customerId,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
        metadata: req.metadata,
      });
      if (!si.client_secret) throw new Error(`setup intent ${si.id} came back without a client secret`);
      return { ...setupIntentFrom(si, null), clientSecret: si.client_secret };
    } catch (err) {
      return translate(err);
    }
  }

  async retrieveSetupIntent(id: string): Promise<ProviderSetupIntent> {
    let si: Stripe.SetupIntent;
    try {
      si = await this.stripe.setupIntents.retrieve(id, { expand: ['payment_method'] });
    } catch (err) {
      if ((err as { code?: string }).code === 'resource_missing')
        throw new PaymentIntentError('No such setup_intent.', 'resource_missing');
      throw err;
    }
    const pm = typeof si.payment_method === 'object' ? si.payment_method : null;
    return setupIntentFrom(si, pm);
  }

  async createSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
    setupIntentId?: string;
  }): Promise<ProviderSubscription> {
    if (input.setupIntentId) {
      // Confirmed on-session by the consumer (confirmSetup, usage off_session): that setup intent is the standing
      // authorisation, as the one created below is for a card form's payment method.
      const si = await this.retrieveSetupIntent(input.setupIntentId);
      if (
        si.status !== 'succeeded' ||
        si.paymentMethodId !== input.paymentMethodId ||
        si.customerId !== input.customerId
      )
        throw new CardError('That setup intent did not save this payment method.', 'resource_missing');
      await this.stripe.customers.update(input.customerId, {
        invoice_settings: { default_payment_method: input.paymentMethodId },
      });
      return { id: si.id, customerId: input.customerId, paymentMethodId: input.paymentMethodId, status: 'active' };
    }
    try {
      const si = await this.stripe.setupIntents.create(
        {
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          usage: 'off_session',
          confirm: true,
          // Cards only, never a redirect: the consumer is not on the page when later charges happen.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (si.status !== 'succeeded')
        throw new CardError(
          'Your bank asks for extra authentication of this card; please use another card.',
          si.status,
        );
      return { id: si.id, customerId: input.customerId, paymentMethodId: input.paymentMethodId, status: 'active' };
    } catch (err) {
      return translate(err);
    }
  }

  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const si = await this.stripe.setupIntents.retrieve(subscriptionId);
    const pm = typeof si.payment_method === 'string' ? si.payment_method : si.payment_method?.id;
    // Detaching the card ends the authorisation: no later off-session charge can use it.
    if (pm) await this.stripe.paymentMethods.detach(pm);
    return { id: si.id, customerId: String(si.customer ?? ''), paymentMethodId: pm ?? '', status: 'canceled' };
  }

  async charge(req: ChargeRequest): Promise<ProviderPaymentIntent> {
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: req.amountCents,
          currency: 'usd',
          customer: req.customerId,
          payment_method: req.paymentMethodId,
          off_session: true,
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: req.description,
          metadata: req.metadata,
        },
        { idempotencyKey: req.idempotencyKey },
      );
      return paymentIntentFrom(pi as unknown as Record<string, unknown>);
    } catch (err) {
      // An off-session decline still creates the intent (requires_payment_method); its webhook records the failure.
      const pi = (err as { raw?: { payment_intent?: Record<string, unknown> } }).raw?.payment_intent;
      if (pi) return paymentIntentFrom(pi);
      return translate(err);
    }
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    return paymentIntentFrom((await this.stripe.paymentIntents.retrieve(id)) as unknown as Record<string, unknown>);
  }

  async createCheckoutIntent(req: CheckoutIntentRequest): Promise<ProviderCheckoutIntent> {
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: req.amountCents,
          currency: 'usd',
          customer: req.customerId,
          // On-session: the Payment Element offers every method enabled in the dashboard, redirects included
          // (Stripe then returns the consumer to the return_url given to confirmPayment).
          automatic_payment_methods: { enabled: true },
          description: req.description,
          metadata: req.metadata,
          receipt_email: req.receiptEmail ?? undefined,
        },
        { idempotencyKey: req.idempotencyKey },
      );
      if (!pi.client_secret) throw new Error(`payment intent ${pi.id} came back without a client secret`);
      return { ...paymentIntentFrom(pi as unknown as Record<string, unknown>), clientSecret: pi.client_secret };
    } catch (err) {
      return translate(err);
    }
  }

  async cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    try {
      return paymentIntentFrom((await this.stripe.paymentIntents.cancel(id)) as unknown as Record<string, unknown>);
    } catch (err) {
      // Already canceled, processing or succeeded: Stripe refuses; the intent as it stands is the answer.
      if ((err as { code?: string }).code === 'payment_intent_unexpected_state') return this.retrievePaymentIntent(id);
      throw err;
    }
  }

  async refund(input: {
    paymentIntentId: string;
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<ProviderRefund> {
    try {
      const r = await this.stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return {
        id: r.id,
        paymentIntentId: input.paymentIntentId,
        amountCents: r.amount,
        status: (r.status ?? 'pending') as ProviderRefund['status'],
      };
    } catch (err) {
      return translate(err);
    }
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', this.opts.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    return mapProviderEvent(event as unknown as Record<string, unknown>);
  }
}
