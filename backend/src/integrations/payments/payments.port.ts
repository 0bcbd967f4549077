/**
 * The payment provider port. Drivers speak only these types: amounts in integer cents (USD),
 * times in epoch seconds, our own event union. Two drivers, chosen by configuration: `stripe.driver.ts` (the only
 * file that imports the stripe SDK) and `demo.driver.ts` (state in PostgreSQL, statuses on a clock, test cards).
 *
 * Autopay model: the provider keeps the customer and a payment method usable off-session (the "subscription" is
 * that standing authorisation); Parley's worker is the scheduler and charges each installment at 23:59:59 UTC of
 * its date with an off-session payment intent. Plans have uneven tiers and their dates can be moved by the consumer,
 * which fixed-price provider subscriptions cannot express.
 */

export type ProviderMode = 'demo' | 'stripe';

export interface ProviderCustomer {
  id: string;
  email: string;
  name: string | null;
}

/** Card data typed into the demo card form; never accepted by the stripe driver (card data must not touch us). */
export interface DemoCardInput {
  kind: 'demo_card';
  number: string;
  exp_month: number;
  /** Four digits. */
  exp_year: number;
  cvc: string;
  name: string;
  zip: string;
}

/** A payment method created in the browser by Stripe Elements (pm_...). */
export interface ProviderPaymentMethodRef {
  kind: 'payment_method';
  payment_method_id: string;
}

export type PaymentMethodInput = DemoCardInput | ProviderPaymentMethodRef;

export interface ProviderPaymentMethod {
  id: string;
  customerId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SetupIntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface ProviderSetupIntent {
  id: string;
  customerId: string;
  status: SetupIntentStatus;
  /** The payment method saved by the confirmation (null before). */
  paymentMethodId: string | null;
  /** Its card (brand, last four, expiry) when retrieved; null before confirmation. */
  paymentMethod: ProviderPaymentMethod | null;
  metadata: Record<string, string>;
  /** The provider's sentence when the last confirmation was refused ("Your card was declined."). */
  lastSetupError: string | null;
}

/**
 * An on-session setup (the payment form's intent type `setup`): the consumer confirms it in the
 * browser (Stripe's Payment Element and `stripe.confirmSetup`, or the demo checkout form), which saves a payment
 * method usable off-session. Created without a payment method, status `requires_payment_method`.
 */
export interface SetupIntentRequest {
  customerId: string;
  metadata: Record<string, string>;
}

export interface ProviderCheckoutSetupIntent extends ProviderSetupIntent {
  /** For the browser only (Elements' `clientSecret`); never stored by Parley. */
  clientSecret: string;
}

export type SubscriptionStatus = 'active' | 'canceled';

/** The standing authorisation to charge a customer's payment method off-session for one plan. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  paymentMethodId: string;
  status: SubscriptionStatus;
}

export type ProviderPaymentIntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface ProviderPaymentIntent {
  id: string;
  status: ProviderPaymentIntentStatus;
  amountCents: number;
  customerId: string | null;
  paymentMethodId: string | null;
  /** Epoch seconds. */
  created: number;
  metadata: Record<string, string>;
  /** The provider's sentence when the last attempt failed ("Your card was declined."). */
  lastPaymentError: string | null;
}

export interface ProviderRefund {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

/** A consumer's bank disputing a payment (a chargeback); closed `won` gives the money back to the platform. */
export interface ProviderDispute {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  status: 'warning_needs_response' | 'needs_response' | 'under_review' | 'won' | 'lost' | string;
}

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  /** Stored on the payment intent and echoed in its events (plan id, installment index, commission). */
  metadata: Record<string, string>;
  /** The same key never charges twice (Stripe idempotency key; the demo driver's unique column). */
  idempotencyKey: string;
}

/**
 * An on-session checkout (the payment-element checkout): the consumer confirms it in the browser
 * (Stripe's Payment Element and `stripe.confirmPayment`, or the demo checkout form), so any payment method Stripe
 * offers may be used, redirects included. Created without a payment method, status `requires_payment_method`.
 */
export interface CheckoutIntentRequest {
  customerId: string;
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  /** The same key answers the same intent (a retried request never opens a second checkout). */
  idempotencyKey: string;
  receiptEmail: string | null;
}

export interface ProviderCheckoutIntent extends ProviderPaymentIntent {
  /** For the browser only (Elements' `clientSecret`); never stored by Parley. */
  clientSecret: string;
}

/** What we act on from the provider's events; anything else maps to `ignored`. */
export type PaymentEvent =
  | { id: string; type: 'payment_intent.processing'; created: number; paymentIntent: ProviderPaymentIntent }
  | { id: string; type: 'payment_intent.succeeded'; created: number; paymentIntent: ProviderPaymentIntent }
  | { id: string; type: 'payment_intent.payment_failed'; created: number; paymentIntent: ProviderPaymentIntent }
  | { id: string; type: 'charge.refunded'; created: number; refund: ProviderRefund; totalRefundedCents: number }
  | { id: string; type: 'charge.dispute.created' | 'charge.dispute.closed'; created: number; dispute: ProviderDispute }
  | { id: string; type: 'ignored'; created: number; providerType: string };

export type PaymentEventType = PaymentEvent['type'];

/** A card the provider refused, with its sentence ("Your card was declined."): shown to the consumer as is. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/**
 * A payment or setup intent that cannot be acted on: `resource_missing` (no such intent, or a client secret that
 * does not match it: one answer for both, so secrets cannot be probed) or `payment_intent_unexpected_state` /
 * `setup_intent_unexpected_state` (canceled, or already confirmed).
 */
export class PaymentIntentError extends Error {
  constructor(
    message: string,
    readonly code: 'resource_missing' | 'payment_intent_unexpected_state' | 'setup_intent_unexpected_state',
  ) {
    super(message);
    this.name = 'PaymentIntentError';
  }
}

/** The webhook body did not carry a valid signature (answered 400). */
export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export abstract class PaymentProvider {
  abstract readonly mode: ProviderMode;
  /** For the page: Stripe's publishable key, null for the demo driver. */
  abstract readonly publishableKey: string | null;

  abstract createCustomer(input: {
    email: string;
    name: string | null;
    metadata: Record<string, string>;
  }): Promise<ProviderCustomer>;

  /** Attaches a payment method to the customer; a refused card throws CardError. */
  abstract attachPaymentMethod(customerId: string, input: PaymentMethodInput): Promise<ProviderPaymentMethod>;

  /** An on-session setup intent the browser confirms (see SetupIntentRequest), for off-session use afterwards. */
  abstract createSetupIntent(request: SetupIntentRequest): Promise<ProviderCheckoutSetupIntent>;

  /** A setup intent as it stands, with the payment method it saved; an unknown id throws PaymentIntentError. */
  abstract retrieveSetupIntent(id: string): Promise<ProviderSetupIntent>;

  /**
   * Authorises off-session charges of the payment method for a plan; a refused card throws CardError. With
   * `setupIntentId` (a setup intent the consumer confirmed on-session for this customer and method) that
   * confirmation is the authorisation.
   */
  abstract createSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
    setupIntentId?: string;
  }): Promise<ProviderSubscription>;

  abstract cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;

  /**
   * Charges off-session. Answers the payment intent as created (usually `processing`); the outcome arrives as a
   * payment_intent.succeeded or payment_intent.payment_failed event, for both drivers.
   */
  abstract charge(request: ChargeRequest): Promise<ProviderPaymentIntent>;

  abstract retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent>;

  /** An on-session checkout intent the browser confirms (see CheckoutIntentRequest); too small an amount is CardError. */
  abstract createCheckoutIntent(request: CheckoutIntentRequest): Promise<ProviderCheckoutIntent>;

  /**
   * Cancels an intent that can still be canceled (not yet processing or succeeded) and answers it as it is
   * afterwards: `canceled`, or the status that came first (`processing`, `succeeded`), which its events then settle.
   */
  abstract cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent>;

  abstract refund(input: {
    paymentIntentId: string;
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<ProviderRefund>;

  /** Verifies the signature header over the raw body and maps the event; throws WebhookSignatureError. */
  abstract parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
