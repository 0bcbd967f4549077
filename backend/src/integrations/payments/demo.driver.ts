import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CardError,
  PaymentIntentError,
  PaymentProvider,
  type ChargeRequest,
  type CheckoutIntentRequest,
  type DemoCardInput,
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
import { mapProviderEvent, paymentIntentFrom } from './event-mapping';
import { CARD_MESSAGES, checkDemoCard } from './demo/demo-cards';
import {
  DemoPaymentCustomer,
  DemoPaymentEvent,
  DemoPaymentIntent,
  DemoPaymentMethod,
  DemoRefund,
  DemoSetupIntent,
  DemoSubscription,
} from './demo/demo.entities';
import { signPayload, verifySignature } from './demo/signature';

export interface DemoDriverOptions {
  /**
   * Signs the events it delivers. Default: a random one of this instance, so no public value (the source, the
   * configuration of another deployment) can sign an event this process accepts. The worker signs and checks its
   * own deliveries, so nothing needs to share it.
   */
  webhookSecret?: string;
  /** How long a charge stays processing before it settles. */
  settleMs: number;
  now?: () => Date;
}

/** A signed event waiting to be delivered to the webhook handler (as Stripe would POST it). */
export interface DemoDelivery {
  id: string;
  body: string;
  signature: string;
}

const newId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** A client secret against the SHA-256 kept for it, in constant time (no hash kept: no match). */
function secretMatches(clientSecret: string, keptHash: string | null | undefined): boolean {
  const given = Buffer.from(sha256(clientSecret));
  const kept = Buffer.from(keptHash ?? '');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** Stripe's sentences for a checkout that cannot be confirmed. */
export const CHECKOUT_MESSAGES = {
  noSuchIntent: 'No such payment_intent, or the client secret does not match it.',
  unexpectedState: (status: string) => `You cannot confirm this PaymentIntent because it has a status of ${status}.`,
} as const;

/** Stripe's sentences for a setup intent that cannot be confirmed. */
export const SETUP_MESSAGES = {
  noSuchIntent: 'No such setup_intent, or the client secret does not match it.',
  unexpectedState: (status: string) => `You cannot confirm this SetupIntent because it has a status of ${status}.`,
} as const;

/**
 * The offline payment provider. It keeps its state in its own tables (demo.entities.ts), follows Stripe's statuses
 * (a charge is processing for DEMO_PAYMENT_SETTLE_MS, then succeeded, or requires_payment_method with the decline
 * sentence), refuses cards like Stripe's test cards, and emits Stripe-shaped events signed with the webhook secret,
 * which the payments module delivers to the same handler Stripe's webhooks reach. Each call uses its own context:
 * like a remote service, it is never part of the caller's transaction.
 */
export class DemoPaymentProvider extends PaymentProvider {
  readonly mode = 'demo' as const;
  readonly publishableKey = null;
  private readonly now: () => Date;
  private readonly webhookSecret: string;

  constructor(
    private readonly orm: MikroORM,
    private readonly opts: DemoDriverOptions,
  ) {
    super();
    this.now = opts.now ?? (() => new Date());
    this.webhookSecret = opts.webhookSecret ?? `whsec_demo_${randomBytes(32).toString('hex')}`;
  }

  /** An event body signed as this provider signs its deliveries (Stripe's scheme), at `at` epoch seconds. */
  sign(body: string, at = epoch(this.now())): string {
    return signPayload(body, this.webhookSecret, at);
  }

  private em(): EntityManager {
    return this.orm.em.fork({ useContext: false }) as EntityManager;
  }

  async createCustomer(input: {
    email: string;
    name: string | null;
    metadata: Record<string, string>;
  }): Promise<ProviderCustomer> {
    const em = this.em();
    const c = em.create(DemoPaymentCustomer, {
      id: newId('cus'),
      email: input.email,
      name: input.name,
      metadata: input.metadata,
    });
    await em.flush();
    return { id: c.id, email: c.email, name: c.name ?? null };
  }

  async attachPaymentMethod(customerId: string, input: PaymentMethodInput): Promise<ProviderPaymentMethod> {
    if (input.kind !== 'demo_card')
      throw new CardError('The demo payment provider only takes the demo card form.', 'invalid_request');
    const em = this.em();
    await em.findOneOrFail(DemoPaymentCustomer, customerId);
    const card = checkDemoCard(input, this.now());
    const pm = this.savedMethod(em, customerId, input, card);
    await em.flush();
    return this.methodOf(pm);
  }

  async createSetupIntent(req: SetupIntentRequest): Promise<ProviderCheckoutSetupIntent> {
    const em = this.em();
    await em.findOneOrFail(DemoPaymentCustomer, req.customerId);
    const id = newId('seti');
    const secret = `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
    const si = em.create(DemoSetupIntent, {
      id,
      customerId: req.customerId,
      status: 'requires_payment_method',
      metadata: req.metadata,
      clientSecretHash: sha256(secret),
    });
    await em.flush();
    return { ...this.setupIntentOf(si, null), clientSecret: secret };
  }

  async retrieveSetupIntent(id: string): Promise<ProviderSetupIntent> {
    const em = this.em();
    const si = await em.findOne(DemoSetupIntent, id);
    if (!si) throw new PaymentIntentError(SETUP_MESSAGES.noSuchIntent, 'resource_missing');
    const pm = si.paymentMethodId ? await em.findOne(DemoPaymentMethod, si.paymentMethodId) : null;
    return this.setupIntentOf(si, pm);
  }

  /**
   * The demo checkout form's confirm step for a setup intent (Stripe's confirmSetup, with the demo card instead of
   * the Payment Element): checks the client secret in constant time, checks the card as the demo card form does and
   * saves it to the intent's customer; the intent succeeds at once (cards need no clock). A card declined when saved
   * leaves the intent requires_payment_method with the sentence (it may be confirmed again, as with Stripe) and
   * throws CardError; a mistyped card throws CardError and changes nothing.
   */
  async confirmSetupIntent(id: string, clientSecret: string, card: DemoCardInput): Promise<ProviderSetupIntent> {
    const declined = await this.em().transactional(async (em) => {
      const si = await em.findOne(DemoSetupIntent, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!si || !secretMatches(clientSecret, si.clientSecretHash))
        throw new PaymentIntentError(SETUP_MESSAGES.noSuchIntent, 'resource_missing');
      if (si.status !== 'requires_payment_method')
        throw new PaymentIntentError(SETUP_MESSAGES.unexpectedState(si.status), 'setup_intent_unexpected_state');
      let checked: ReturnType<typeof checkDemoCard>;
      try {
        checked = checkDemoCard(card, this.now());
      } catch (err) {
        if (!(err instanceof CardError) || err.code !== 'card_declined') throw err;
        si.lastSetupError = err.message;
        return err;
      }
      const pm = this.savedMethod(em, si.customerId, card, checked);
      si.paymentMethodId = pm.id;
      si.status = 'succeeded';
      si.lastSetupError = null;
      return null;
    });
    // Thrown after the commit, so the refused attempt's sentence is kept.
    if (declined) throw declined;
    return this.retrieveSetupIntent(id);
  }

  async createSubscription(input: {
    customerId: string;
    paymentMethodId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
    setupIntentId?: string;
  }): Promise<ProviderSubscription> {
    const em = this.em();
    const existing = await em.findOne(DemoSubscription, { idempotencyKey: input.idempotencyKey });
    if (existing) return this.subscriptionOf(existing);
    const pm = await em.findOne(DemoPaymentMethod, { id: input.paymentMethodId, customerId: input.customerId });
    if (!pm) throw new CardError('That payment method does not belong to this customer.', 'resource_missing');
    if (input.setupIntentId) {
      const si = await em.findOne(DemoSetupIntent, input.setupIntentId);
      if (si?.status !== 'succeeded' || si.paymentMethodId !== pm.id || si.customerId !== input.customerId)
        throw new CardError('That setup intent did not save this payment method.', 'resource_missing');
    }
    const sub = em.create(DemoSubscription, {
      id: newId('sub'),
      customerId: input.customerId,
      paymentMethodId: pm.id,
      status: 'active',
      idempotencyKey: input.idempotencyKey,
      metadata: input.metadata,
    });
    await em.flush();
    return this.subscriptionOf(sub);
  }

  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const em = this.em();
    const sub = await em.findOneOrFail(DemoSubscription, subscriptionId);
    sub.status = 'canceled';
    await em.flush();
    return this.subscriptionOf(sub);
  }

  async charge(req: ChargeRequest): Promise<ProviderPaymentIntent> {
    if (!Number.isInteger(req.amountCents) || req.amountCents < 50)
      throw new CardError('Amount must be at least $0.50 usd', 'amount_too_small');
    return this.em().transactional(async (em) => {
      const pm = await em.findOne(DemoPaymentMethod, { id: req.paymentMethodId, customerId: req.customerId });
      if (!pm) throw new CardError('That payment method does not belong to this customer.', 'resource_missing');
      const id = newId('pi');
      const now = this.now();
      // The idempotency key is unique: a repeated charge answers the first one (as Stripe's idempotency keys do).
      const inserted = await em
        .createQueryBuilder(DemoPaymentIntent)
        .insert({
          id,
          idempotencyKey: req.idempotencyKey,
          customerId: req.customerId,
          paymentMethodId: pm.id,
          amountCents: req.amountCents,
          status: 'processing',
          metadata: { ...req.metadata, description: req.description },
          settlesAt: new Date(now.getTime() + this.opts.settleMs),
          createdAt: now,
        })
        .onConflict('idempotency_key')
        .ignore()
        .execute('run');
      const pi = await em.findOneOrFail(DemoPaymentIntent, { idempotencyKey: req.idempotencyKey });
      if (inserted.affectedRows > 0) this.emit(em, 'payment_intent.processing', this.piJson(pi), now);
      return paymentIntentFrom(this.piJson(pi));
    });
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    return paymentIntentFrom(this.piJson(await this.em().findOneOrFail(DemoPaymentIntent, id)));
  }

  async createCheckoutIntent(req: CheckoutIntentRequest): Promise<ProviderCheckoutIntent> {
    if (!Number.isInteger(req.amountCents) || req.amountCents < 50)
      throw new CardError('Amount must be at least $0.50 usd', 'amount_too_small');
    return this.em().transactional(async (em) => {
      await em.findOneOrFail(DemoPaymentCustomer, req.customerId);
      const id = newId('pi');
      const secret = `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
      const inserted = await em
        .createQueryBuilder(DemoPaymentIntent)
        .insert({
          id,
          idempotencyKey: req.idempotencyKey,
          customerId: req.customerId,
          paymentMethodId: null,
          amountCents: req.amountCents,
          status: 'requires_payment_method',
          metadata: { ...req.metadata, description: req.description },
          clientSecretHash: sha256(secret),
          receiptEmail: req.receiptEmail,
          createdAt: this.now(),
        })
        .onConflict('idempotency_key')
        .ignore()
        .execute('run');
      const pi = await em.findOneOrFail(DemoPaymentIntent, { idempotencyKey: req.idempotencyKey });
      if (inserted.affectedRows > 0) return { ...paymentIntentFrom(this.piJson(pi)), clientSecret: secret };
      // A repeated request answers the same intent; only a hash of the first secret is kept, so it gets a new one
      // (the first stops working: the one caller that asked twice holds the newest).
      const again = `${pi.id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
      pi.clientSecretHash = sha256(again);
      await em.flush();
      return { ...paymentIntentFrom(this.piJson(pi)), clientSecret: again };
    });
  }

  /**
   * The demo checkout form's confirm step (Stripe's confirmPayment, with the demo card instead of the Payment
   * Element): checks the client secret, checks the card as the demo card form does, attaches a payment method to the
   * intent's customer and moves the intent to processing; the clock then settles it and emits its events. A card
   * declined at once records the failed attempt (payment_intent.payment_failed, back to requires_payment_method
   * with the sentence) and throws CardError; a mistyped card (number, expiry, security code) throws CardError and
   * changes nothing, as Stripe's form refuses it before any attempt.
   */
  async confirmCheckoutIntent(
    id: string,
    clientSecret: string,
    card: DemoCardInput,
    billingEmail: string | null = null,
  ): Promise<ProviderPaymentIntent> {
    const declined = await this.em().transactional(async (em) => {
      const pi = await em.findOne(DemoPaymentIntent, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!pi || !secretMatches(clientSecret, pi.clientSecretHash))
        throw new PaymentIntentError(CHECKOUT_MESSAGES.noSuchIntent, 'resource_missing');
      if (pi.status !== 'requires_payment_method')
        throw new PaymentIntentError(CHECKOUT_MESSAGES.unexpectedState(pi.status), 'payment_intent_unexpected_state');
      const now = this.now();
      let checked: ReturnType<typeof checkDemoCard>;
      try {
        checked = checkDemoCard(card, now);
      } catch (err) {
        if (!(err instanceof CardError) || err.code !== 'card_declined') throw err;
        pi.lastPaymentError = err.message;
        this.emit(em, 'payment_intent.payment_failed', this.piJson(pi), now);
        return err;
      }
      const pm = this.savedMethod(em, pi.customerId, card, checked);
      pi.paymentMethodId = pm.id;
      pi.status = 'processing';
      pi.lastPaymentError = null;
      pi.settlesAt = new Date(now.getTime() + this.opts.settleMs);
      if (billingEmail) pi.receiptEmail = billingEmail;
      this.emit(em, 'payment_intent.processing', this.piJson(pi), now);
      return null;
    });
    // Thrown after the commit, so the failed attempt and its event are kept.
    if (declined) throw declined;
    return this.retrievePaymentIntent(id);
  }

  async cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    return this.em().transactional(async (em) => {
      const pi = await em.findOne(DemoPaymentIntent, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!pi) throw new PaymentIntentError(CHECKOUT_MESSAGES.noSuchIntent, 'resource_missing');
      if (pi.status === 'requires_payment_method' || pi.status === 'requires_action') {
        pi.status = 'canceled';
        pi.settlesAt = null;
        // Stripe sends payment_intent.canceled too (nothing acts on it: the canceller already knows).
        this.emit(em, 'payment_intent.canceled', this.piJson(pi), this.now());
      }
      return paymentIntentFrom(this.piJson(pi));
    });
  }

  async refund(input: {
    paymentIntentId: string;
    amountCents?: number;
    idempotencyKey: string;
  }): Promise<ProviderRefund> {
    return this.em().transactional(async (em) => {
      const done = await em.findOne(DemoRefund, { idempotencyKey: input.idempotencyKey });
      if (done) return this.refundOf(done);
      const pi = await em.findOneOrFail(DemoPaymentIntent, input.paymentIntentId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (pi.status !== 'succeeded')
        throw new CardError('This payment has not succeeded, so it cannot be refunded.', 'charge_not_refundable');
      const refunded = (await em.find(DemoRefund, { paymentIntentId: pi.id })).reduce((s, r) => s + r.amountCents, 0);
      const amount = input.amountCents ?? pi.amountCents - refunded;
      if (!Number.isInteger(amount) || amount <= 0 || amount > pi.amountCents - refunded)
        throw new CardError('Refund amount is greater than the unrefunded amount of the charge.', 'amount_too_large');
      const refund = em.create(DemoRefund, {
        id: newId('re'),
        idempotencyKey: input.idempotencyKey,
        paymentIntentId: pi.id,
        amountCents: amount,
        status: 'succeeded',
      });
      const now = this.now();
      this.emit(
        em,
        'charge.refunded',
        {
          id: `ch_${pi.id.slice(3)}`,
          object: 'charge',
          payment_intent: pi.id,
          amount: pi.amountCents,
          amount_refunded: refunded + amount,
          refunds: { data: [{ id: refund.id, amount, status: 'succeeded' }] },
        },
        now,
      );
      return this.refundOf(refund);
    });
  }

  /**
   * Told by a test or a developer: the consumer's bank disputes a succeeded payment (Stripe's
   * charge.dispute.created), or the dispute ends (`won`: the money stays with the platform; `lost`: it goes back to
   * the consumer). The dispute lives at the bank: the provider only reports it.
   */
  async dispute(paymentIntentId: string, outcome: 'opened' | 'won' | 'lost' = 'opened'): Promise<void> {
    await this.em().transactional(async (em) => {
      const pi = await em.findOneOrFail(DemoPaymentIntent, paymentIntentId);
      if (pi.status !== 'succeeded')
        throw new CardError('This payment has not succeeded, so it cannot be disputed.', 'charge_not_disputable');
      this.emit(
        em,
        outcome === 'opened' ? 'charge.dispute.created' : 'charge.dispute.closed',
        {
          id: `dp_${pi.id.slice(3)}`,
          object: 'dispute',
          charge: `ch_${pi.id.slice(3)}`,
          payment_intent: pi.id,
          amount: pi.amountCents,
          status: outcome === 'opened' ? 'needs_response' : outcome,
        },
        this.now(),
      );
    });
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent {
    verifySignature(rawBody, signatureHeader, this.webhookSecret, epoch(this.now()));
    return mapProviderEvent(JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>);
  }

  // ---- the demo provider's clock and event delivery (used by the payments module's ticker) ----

  /** Settles every processing charge whose time has come; answers how many settled. */
  async advance(): Promise<number> {
    return this.em().transactional(async (em) => {
      const now = this.now();
      const due = await em.find(
        DemoPaymentIntent,
        { status: 'processing', settlesAt: { $lte: now } },
        { orderBy: { settlesAt: 'asc' }, limit: 100, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const pi of due) {
        // Only confirmed intents are processing, and they all have a payment method.
        const pm = await em.findOneOrFail(DemoPaymentMethod, pi.paymentMethodId!);
        if (pm.behavior === 'succeeds') {
          pi.status = 'succeeded';
          pi.lastPaymentError = null;
          this.emit(em, 'payment_intent.succeeded', this.piJson(pi), now);
        } else {
          // A failed attempt returns the intent to requires_payment_method with the decline sentence, as Stripe does.
          pi.status = 'requires_payment_method';
          pi.lastPaymentError =
            pm.behavior === 'insufficient_funds' ? CARD_MESSAGES.insufficient_funds : CARD_MESSAGES.card_declined;
          this.emit(em, 'payment_intent.payment_failed', this.piJson(pi), now);
        }
        pi.settlesAt = null;
      }
      return due.length;
    });
  }

  /** Events not yet accepted by the webhook handler, oldest first, each signed as Stripe signs its deliveries. */
  async pendingDeliveries(limit = 50): Promise<DemoDelivery[]> {
    const rows = await this.em().find(
      DemoPaymentEvent,
      { deliveredAt: null },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit },
    );
    const at = epoch(this.now());
    return rows.map((r) => ({ id: r.id, body: r.body, signature: this.sign(r.body, at) }));
  }

  async markDelivered(id: string, ok: boolean): Promise<void> {
    const em = this.em();
    const row = await em.findOneOrFail(DemoPaymentEvent, id);
    row.deliveryAttempts += 1;
    if (ok) row.deliveredAt = this.now();
    await em.flush();
  }

  private emit(em: EntityManager, type: string, object: Record<string, unknown>, at: Date): void {
    const id = newId('evt');
    const body = JSON.stringify({ id, object: 'event', type, created: epoch(at), livemode: false, data: { object } });
    em.create(DemoPaymentEvent, { id, type, body, createdAt: at });
  }

  private piJson(pi: DemoPaymentIntent): Record<string, unknown> {
    const { description, ...metadata } = pi.metadata;
    return {
      id: pi.id,
      object: 'payment_intent',
      amount: pi.amountCents,
      currency: 'usd',
      status: pi.status,
      customer: pi.customerId,
      payment_method: pi.paymentMethodId,
      description: description ?? null,
      created: epoch(pi.createdAt),
      metadata,
      last_payment_error: pi.lastPaymentError
        ? { message: pi.lastPaymentError, code: 'card_declined', payment_method: { id: pi.paymentMethodId } }
        : null,
    };
  }

  /** The demo card a form gave, as a payment method of the customer (the card was checked by checkDemoCard). */
  private savedMethod(
    em: EntityManager,
    customerId: string,
    card: DemoCardInput,
    checked: ReturnType<typeof checkDemoCard>,
  ): DemoPaymentMethod {
    return em.create(DemoPaymentMethod, {
      id: newId('pm'),
      customerId,
      brand: checked.brand,
      last4: checked.digits.slice(-4),
      expMonth: card.exp_month,
      expYear: card.exp_year,
      behavior: checked.behavior,
    });
  }

  private methodOf(pm: DemoPaymentMethod): ProviderPaymentMethod {
    return {
      id: pm.id,
      customerId: pm.customerId,
      brand: pm.brand,
      last4: pm.last4,
      expMonth: pm.expMonth,
      expYear: pm.expYear,
    };
  }
  private setupIntentOf(si: DemoSetupIntent, pm: DemoPaymentMethod | null): ProviderSetupIntent {
    return {
      id: si.id,
      customerId: si.customerId,
      status: si.status as ProviderSetupIntent['status'],
      paymentMethodId: si.paymentMethodId ?? null,
      paymentMethod: pm ? this.methodOf(pm) : null,
      metadata: si.metadata,
      lastSetupError: si.lastSetupError ?? null,
    };
  }
  private subscriptionOf(s: DemoSubscription): ProviderSubscription {
    return { id: s.id, customerId: s.customerId, paymentMethodId: s.paymentMethodId, status: s.status };
  }
  private refundOf(r: DemoRefund): ProviderRefund {
    return {
      id: r.id,
      paymentIntentId: r.paymentIntentId,
      amountCents: r.amountCents,
      status: r.status as ProviderRefund['status'],
    };
  }
}
