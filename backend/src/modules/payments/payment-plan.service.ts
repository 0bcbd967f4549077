import {
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { REDIS, RedisKeys } from '../../core/redis/redis.module';
import type { SessionUser } from '../../core/auth/session-user';
import type { PaymentPlanView } from '@parley/domain/dashboard/payload';
import { formatUsd } from '@parley/domain/money';
import {
  additionalPaymentFormData,
  planAdditionalPayment,
  type AdditionalPaymentRequest,
} from '@parley/domain/payments/additional-payment';
import { commissionCents } from '@parley/domain/payments/billing';
import { formatLongDate, movedDueDates, ordinal, paymentDateError } from '@parley/domain/payments/payment-date';
import { DemoPaymentProvider } from '../../integrations/payments/demo.driver';
import {
  CardError,
  PaymentIntentError,
  PaymentProvider,
  type DemoCardInput,
  type ProviderPaymentIntent,
} from '../../integrations/payments/payments.port';
import { AccountsClock, CustomerDocument, DocumentName, PaymentPlan, StripePaymentIntent } from '../accounts';
import { AuditService } from '../identity';
import { AdditionalPaymentClaims } from './additional-claims.service';
import type { AutopaySetupBody } from './dto/autopay.dto';
import type { DemoConfirmBody } from './dto/payment-plan.dto';
import {
  AdditionalPayment,
  Autopay,
  PaymentInstallment,
  type AdditionalPaymentCheckout,
  type CoveredInstallment,
} from './entities';
import { paymentMethodInputFor } from './payment-method';
import { PaymentPlanViews } from './payment-plan-views.service';
import { PaymentRecorder } from './payment-recorder.service';

export const PLAN_NOT_FOUND = 'Payment plan not found. Please refresh the page and try again.';
export const NOT_CHANGEABLE = 'This payment plan has no upcoming autopay payment that can be changed.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
export const PAYMENT_IN_PROGRESS = 'A payment for this plan is already being processed. Please wait a moment.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';

export { INTERRUPTED } from './additional-claims.service';
/** A checkout that was canceled, or already confirmed, cannot be confirmed (again). */
export const CHECKOUT_CLOSED = 'This payment can no longer be confirmed. Please start again.';

/** Date changes a consumer may ask for per hour (each request that reaches the rules counts). */
export const DATE_CHANGES_PER_HOUR = 20;

/** The consumer page that shows the outcome of a payment; absolute with `appUrl` (a return_url). */
export function paymentSuccessUrl(documentId: number, paymentIntentId: string, iframe = false, appUrl = ''): string {
  const q = new URLSearchParams({ payment_intent: paymentIntentId });
  if (iframe) q.set('iframe_context', 'true');
  return `${appUrl}/customer_documents/${documentId}/payment_widget/payment_success?${q.toString()}`;
}

/** How an additional payment is paid: the saved card, another card once (both off-session), or the checkout. */
export type AdditionalPaymentWay =
  | { kind: 'card'; otherCard: AutopaySetupBody | null }
  | { kind: 'checkout'; checkout: AdditionalPaymentCheckout };

interface Claim {
  id: number;
  planId: number;
  amount: number;
  count: number;
  customerId: string;
  paymentMethodId: string;
  commission: number;
  planLength: number;
}

interface OwnPlan {
  doc: CustomerDocument;
  plan: PaymentPlan;
  autopay: Autopay | null;
}

/**
 * The consumer's actions on an agreed plan: moving the autopay date and paying extra with the saved card.
 * Owner only: another consumer's document, or one without a plan, is 404 with the same answer.
 */
@Injectable()
export class PaymentPlanService {
  private readonly logger = new Logger(PaymentPlanService.name);
  private readonly dateLimiter: RateLimiterRedis;

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly views: PaymentPlanViews,
    private readonly recorder: PaymentRecorder,
    private readonly claims: AdditionalPaymentClaims,
    private readonly audit: AuditService,
    private readonly clock: AccountsClock,
    @Inject(REDIS) redis: Redis,
    keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {
    this.dateLimiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: keys.key('payments', 'date-change'),
      points: DATE_CHANGES_PER_HOUR,
      duration: 3600,
    });
  }

  private async ownPlan(em: EntityManager, userId: number, documentId: number, lock = false): Promise<OwnPlan> {
    const doc = await em.findOne(CustomerDocument, {
      id: documentId,
      user: userId,
      documentName: DocumentName.Solosettle,
    });
    const plan = doc
      ? await em.findOne(
          PaymentPlan,
          { customerDocument: doc.id, status: { $ne: 'pending' } },
          lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
        )
      : null;
    if (!doc || !plan) throw new NotFoundException({ error: PLAN_NOT_FOUND });
    const autopay = await em.findOne(Autopay, { paymentPlan: plan.id });
    return { doc, plan, autopay };
  }

  private assertChangeable({ plan, autopay }: OwnPlan): void {
    if (plan.status !== 'active' || !autopay || autopay.status !== 'active')
      throw new ForbiddenException({ error: NOT_CHANGEABLE });
  }

  private async viewOf(userId: number, documentId: number): Promise<PaymentPlanView> {
    const em = this.em.fork();
    const view = (await this.views.forDocuments(em, userId, [documentId])).get(documentId);
    if (!view) throw new NotFoundException({ error: PLAN_NOT_FOUND });
    return view;
  }

  /** The plan view plus what the payment forms need (subscription plan and additional payment data). */
  async plan(userId: number, documentId: number) {
    const own = await this.ownPlan(this.em, userId, documentId);
    const view = await this.viewOf(userId, documentId);
    const unpaid = await this.unpaid(this.em, own.plan.id);
    const nextScheduled = unpaid.find((i) => i.status === 'scheduled') ?? null;
    const changeable = own.plan.status === 'active' && own.autopay?.status === 'active';
    return {
      plan: view,
      card: own.autopay ? { brand: own.autopay.cardBrand, last4: own.autopay.cardLast4 } : null,
      provider: { mode: this.provider.mode, publishable_key: this.provider.publishableKey },
      last_payment_error: own.autopay?.needsAttention ? (own.autopay.lastPaymentError ?? null) : null,
      today: this.clock.today(),
      payment_date: {
        changeable: changeable && !!nextScheduled,
        next_payment_date: nextScheduled?.dueDate ?? null,
        next_payment_amount: nextScheduled?.amountCents ?? null,
      },
      additional_payment: {
        available: changeable && unpaid.length > 0,
        upcoming: unpaid.map((i) => ({ index: i.index, amount_cents: i.amountCents, due_date: i.dueDate, status: i.status })),
        ...additionalPaymentFormData(unpaid.map((i) => ({ id: i.id, index: i.index, amount_cents: i.amountCents }))),
      },
    };
  }

  private unpaid(em: EntityManager, planId: number): Promise<PaymentInstallment[]> {
    return em.find(
      PaymentInstallment,
      { paymentPlan: planId, status: { $in: ['scheduled', 'failed'] } },
      { orderBy: { index: 'asc' } },
    );
  }

  // ---- payment date change ----

  async changeDate(user: SessionUser, documentId: number, value: unknown, ip: string | null) {
    const own = await this.ownPlan(this.em, user.id, documentId);
    this.assertChangeable(own);
    try {
      await this.dateLimiter.consume(String(user.id));
    } catch (e) {
      if (e instanceof RateLimiterRes)
        throw new HttpException({ error: TOO_MANY_REQUESTS, errors: [TOO_MANY_REQUESTS] }, HttpStatus.TOO_MANY_REQUESTS);
      throw new ServiceUnavailableException({ error: SERVICE_UNAVAILABLE });
    }
    const requested = typeof value === 'string' ? value.trim() : value == null ? '' : '\u0000';
    const moved = await this.em.transactional(async (em) => {
      const { plan, autopay } = await this.ownPlan(em, user.id, documentId, true);
      this.assertChangeable({ doc: own.doc, plan, autopay });
      const scheduled = (await this.unpaid(em, plan.id)).filter((i) => i.status === 'scheduled');
      if (!scheduled.length) throw new ForbiddenException({ error: NOT_CHANGEABLE });
      const next = scheduled[0];
      const error = paymentDateError(requested, { today: this.clock.today(), nextPaymentDate: next.dueDate, now: this.clock.now() });
      if (error) throw new UnprocessableEntityException({ error, errors: [error] });
      const dates = movedDueDates(requested as string, scheduled.length);
      const changes = scheduled.map((i, k) => ({ index: i.index, from: i.dueDate, to: dates[k] }));
      scheduled.forEach((i, k) => (i.dueDate = dates[k]));
      plan.autopayDay = Number((requested as string).slice(8, 10));
      this.audit.record(em, {
        action: 'payment_plan.date_changed',
        actorId: user.id,
        lawFirmId: plan.lawFirm.id,
        subjectType: 'payment_plan',
        subjectId: plan.id,
        ip,
        metadata: { customer_document_id: documentId, payment_date: requested, changes },
      });
      return { date: requested as string, amount: next.amountCents };
    });
    const day = ordinal(Number(moved.date.slice(8, 10)));
    return {
      message: `Your autopay date has been changed to the ${day} of each month. Your next payment of ${formatUsd(moved.amount)} will be charged on ${formatLongDate(moved.date)}.`,
      payment_plan: await this.viewOf(user.id, documentId),
    };
  }

  // ---- additional payment ----

  async additionalPayment(
    user: SessionUser,
    documentId: number,
    req: AdditionalPaymentRequest,
    iframe: boolean,
    way: AdditionalPaymentWay = { kind: 'card', otherCard: null },
  ) {
    const pre = await this.ownPlan(this.em, user.id, documentId);
    this.assertChangeable(pre);
    // Checked before anything is held: the right kind of card for the provider.
    const method = way.kind === 'card' && way.otherCard ? paymentMethodInputFor(this.provider.mode, way.otherCard) : null;
    // Claims with no payment on its way are given back first: stale ones, and a checkout of this plan that was
    // opened but never confirmed (asking for a new payment abandons it; its intent is canceled first).
    await this.claims.release({ documentId, supersede: true });
    const claim = await this.claim(user, documentId, req, way.kind === 'checkout' ? way.checkout : null);
    return way.kind === 'checkout'
      ? this.openCheckout(user, documentId, claim, iframe)
      : this.chargeClaim(documentId, claim, method, iframe);
  }

  /** One transaction holds the chosen payments (processing) so the worker never bills them meanwhile. */
  private claim(
    user: SessionUser,
    documentId: number,
    req: AdditionalPaymentRequest,
    checkout: AdditionalPaymentCheckout | null,
  ): Promise<Claim> {
    return this.em.transactional(async (em) => {
      const { doc, plan, autopay } = await this.ownPlan(em, user.id, documentId, true);
      this.assertChangeable({ doc, plan, autopay });
      const open = await em.count(AdditionalPayment, { paymentPlan: plan.id, status: { $in: ['pending', 'processing'] } });
      if (open) throw new ConflictException({ error: PAYMENT_IN_PROGRESS });
      const unpaid = await this.unpaid(em, plan.id);
      const decided = planAdditionalPayment(
        unpaid.map((i) => ({ id: i.id, index: i.index, amount_cents: i.amountCents })),
        req,
      );
      if (!decided.ok) throw new UnprocessableEntityException({ error: decided.error, errors: [decided.error] });
      const chosen = new Set(decided.chosen.map((c) => c.id));
      const covered: CoveredInstallment[] = unpaid
        .filter((i) => chosen.has(i.id))
        .map((i) => ({
          id: i.id,
          index: i.index,
          amount_cents: i.amountCents,
          previous_status: i.status as 'scheduled' | 'failed',
          previous_payment_intent_id: i.paymentIntentId ?? null,
        }));
      const row = em.create(AdditionalPayment, {
        paymentPlan: plan,
        customerDocument: doc,
        lawFirm: doc.lawFirm!,
        user: user.id,
        paymentType: req.payment_type,
        applicationMode: decided.mode,
        amountCents: decided.total_cents,
        installments: covered,
        checkout,
      });
      await em.flush();
      for (const i of unpaid) if (chosen.has(i.id)) {
        i.status = 'processing';
        i.paymentIntentId = `additional_${row.id}`;
      }
      const commission = commissionCents(
        decided.total_cents,
        this.cfg.PLATFORM_COMMISSION_PERCENT,
        doc.rmAgreedTotalCents != null,
      );
      return {
        id: row.id,
        planId: plan.id,
        amount: decided.total_cents,
        count: covered.length,
        customerId: autopay!.customerId,
        paymentMethodId: autopay!.paymentMethodId,
        commission,
        planLength: plan.schedule.length,
      };
    });
  }

  private metadataOf(documentId: number, claim: Claim): Record<string, string> {
    return {
      customer_document_id: String(documentId),
      payment_plan_id: String(claim.planId),
      additional_payment_id: String(claim.id),
      commission: String(claim.commission),
    };
  }

  /** A provider call failed before any payment existed: the payments go back, the consumer gets the sentence. */
  private async refused(claimId: number, err: unknown): Promise<never> {
    const message = err instanceof CardError ? err.message : SERVICE_UNAVAILABLE;
    if (!(err instanceof CardError)) this.logger.error(`additional payment ${claimId}: ${(err as Error).message}`);
    await this.recorder.additionalFailed(claimId, null, message);
    if (err instanceof CardError) throw new UnprocessableEntityException({ error: message, errors: [message] });
    throw new ServiceUnavailableException({ error: message });
  }

  private async answerOf(claimId: number) {
    const row = await this.em.fork().findOneOrFail(AdditionalPayment, claimId);
    return {
      id: row.id,
      status: row.status,
      amount_cents: row.amountCents,
      payment_type: row.paymentType,
      application_mode: row.applicationMode,
      payments: row.installments.map((i) => i.index),
    };
  }

  /**
   * Charges the saved card (or the card given for this payment, saved to the same customer first) off-session; the
   * idempotency key makes a retry the same charge.
   */
  private async chargeClaim(
    documentId: number,
    claim: Claim,
    method: ReturnType<typeof paymentMethodInputFor> | null,
    iframe: boolean,
  ) {
    let pi: ProviderPaymentIntent;
    try {
      const paymentMethodId = method
        ? (await this.provider.attachPaymentMethod(claim.customerId, method)).id
        : claim.paymentMethodId;
      pi = await this.provider.charge({
        customerId: claim.customerId,
        paymentMethodId,
        amountCents: claim.amount,
        description: `Additional payment (${claim.count} of ${claim.planLength} payments)`,
        metadata: this.metadataOf(documentId, claim),
        idempotencyKey: `parley-plan-${claim.planId}-additional-${claim.id}`,
      });
    } catch (err) {
      return this.refused(claim.id, err);
    }
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(AdditionalPayment, { id: claim.id, status: 'pending' }, { status: 'processing', paymentIntentId: pi.id });
      await em.nativeUpdate(
        PaymentInstallment,
        { paymentIntentId: `additional_${claim.id}`, status: 'processing' },
        { paymentIntentId: pi.id },
      );
    });
    // Stripe may answer at once; the webhook then finds the work done. The demo provider settles on its clock.
    if (pi.status === 'requires_payment_method' || pi.status === 'canceled') {
      const message = pi.lastPaymentError ?? 'Your card was declined.';
      await this.recorder.additionalFailed(claim.id, pi.id, message);
      throw new UnprocessableEntityException({ error: message, errors: [message] });
    }
    if (pi.status === 'succeeded') await this.recorder.succeeded(pi);
    return {
      additional_payment: await this.answerOf(claim.id),
      payment_intent: { id: pi.id, status: pi.status },
      redirect_url: paymentSuccessUrl(documentId, pi.id, iframe),
    };
  }

  /**
   * The payment-element checkout: an on-session intent for the claimed amount, confirmed by
   * the consumer in the browser (Stripe's Payment Element, or the demo checkout form). The claim keeps the payments
   * until the intent's events settle it, or until it is abandoned (AdditionalPaymentClaims cancels it first).
   */
  private async openCheckout(user: SessionUser, documentId: number, claim: Claim, iframe: boolean) {
    let pi: Awaited<ReturnType<PaymentProvider['createCheckoutIntent']>>;
    try {
      pi = await this.provider.createCheckoutIntent({
        customerId: claim.customerId,
        amountCents: claim.amount,
        description: `Additional payment (${claim.count} of ${claim.planLength} payments)`,
        metadata: this.metadataOf(documentId, claim),
        idempotencyKey: `parley-plan-${claim.planId}-additional-${claim.id}-checkout`,
        receiptEmail: user.email,
      });
    } catch (err) {
      return this.refused(claim.id, err);
    }
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(AdditionalPayment, { id: claim.id, status: 'pending' }, { paymentIntentId: pi.id });
      await em.nativeUpdate(
        PaymentInstallment,
        { paymentIntentId: `additional_${claim.id}`, status: 'processing' },
        { paymentIntentId: pi.id },
      );
    });
    return {
      additional_payment: await this.answerOf(claim.id),
      checkout: {
        intent_type: 'payment' as const,
        client_secret: pi.clientSecret,
        payment_intent_id: pi.id,
        return_url: paymentSuccessUrl(documentId, pi.id, iframe, this.cfg.appUrl),
        customer_email: user.email,
      },
    };
  }

  /**
   * The demo checkout form's confirm (demo provider only; with Stripe the browser confirms with Stripe.js): the
   * consumer's own open checkout, its client secret and the demo card. A card refused at once ends the checkout:
   * its intent is canceled and the payments given back, with the provider's sentence (422).
   */
  async demoConfirm(user: SessionUser, documentId: number, paymentIntentId: string, body: DemoConfirmBody) {
    const demo = this.provider;
    if (!(demo instanceof DemoPaymentProvider)) throw new NotFoundException({ error: PAYMENT_NOT_FOUND });
    const doc = await this.em.findOne(CustomerDocument, { id: documentId, user: user.id });
    const extra =
      doc && /^[A-Za-z0-9_]{3,100}$/.test(paymentIntentId)
        ? await this.em.findOne(AdditionalPayment, { paymentIntentId, customerDocument: doc.id, checkout: { $ne: null } })
        : null;
    if (!doc || !extra) throw new NotFoundException({ error: PAYMENT_NOT_FOUND });
    // `checkout_closed`: this checkout is over (the page opens a new one to try again).
    const closed = (message: string) =>
      new UnprocessableEntityException({ error: message, errors: [message], checkout_closed: true });
    if (extra.status !== 'pending') throw closed(CHECKOUT_CLOSED);
    // With the demo provider the card is always the demo form's.
    const card = paymentMethodInputFor('demo', { card: body.card }) as DemoCardInput;
    let pi: ProviderPaymentIntent;
    try {
      pi = await demo.confirmCheckoutIntent(paymentIntentId, body.client_secret, card, body.billing_email ?? null);
    } catch (err) {
      if (err instanceof PaymentIntentError) {
        if (err.code === 'payment_intent_unexpected_state') throw closed(CHECKOUT_CLOSED);
        throw new UnprocessableEntityException({ error: err.message, errors: [err.message] });
      }
      if (!(err instanceof CardError)) throw err;
      // A mistyped card was refused before any attempt: the checkout stays open for the corrected card.
      if (err.code !== 'card_declined') throw new UnprocessableEntityException({ error: err.message, errors: [err.message] });
      // Declined: the attempt is recorded at the provider; end the checkout now (its event then finds it done).
      // A cancel that fails here is left to the payment_failed event the decline emitted (its handler retries it).
      await this.recorder
        .checkoutFailed(extra.id, await demo.retrievePaymentIntent(paymentIntentId))
        .catch((e: unknown) => this.logger.warn(`checkout ${paymentIntentId}: ${String(e)}`));
      throw closed(err.message);
    }
    await this.em.fork().nativeUpdate(AdditionalPayment, { id: extra.id, status: 'pending' }, { status: 'processing' });
    return { status: pi.status, redirect_url: paymentSuccessUrl(documentId, pi.id, body.iframe_context === true) };
  }

  // ---- a payment's outcome (the payment success page) ----

  async paymentIntent(userId: number, documentId: number, paymentIntentId: string) {
    const doc = await this.em.findOne(CustomerDocument, { id: documentId, user: userId });
    if (!doc || !/^[A-Za-z0-9_]{3,100}$/.test(paymentIntentId))
      throw new NotFoundException({ error: PAYMENT_NOT_FOUND });
    const [extra, recorded, installment] = await Promise.all([
      this.em.findOne(AdditionalPayment, { paymentIntentId, customerDocument: doc.id }),
      this.em.findOne(StripePaymentIntent, { id: paymentIntentId, customerDocument: doc.id }),
      this.em.findOne(PaymentInstallment, { paymentIntentId, customerDocument: doc.id }),
    ]);
    if (!extra && !recorded && !installment) throw new NotFoundException({ error: PAYMENT_NOT_FOUND });
    let status: 'processing' | 'succeeded' | 'failed';
    let error: string | null = null;
    let amount = extra?.amountCents ?? recorded?.amount ?? installment?.amountCents ?? 0;
    try {
      const pi = await this.provider.retrievePaymentIntent(paymentIntentId);
      amount = pi.amountCents;
      // A checkout not confirmed yet (no attempt refused) is still on its way, not failed.
      const unconfirmed = pi.status === 'requires_payment_method' && !pi.lastPaymentError && extra?.status === 'pending';
      status = pi.status === 'succeeded' ? 'succeeded' : pi.status === 'processing' || unconfirmed ? 'processing' : 'failed';
      if (status === 'failed') error = pi.lastPaymentError ?? extra?.lastError ?? 'Your card was declined.';
    } catch {
      status = recorded?.status === 'succeeded' || extra?.status === 'succeeded' ? 'succeeded' : extra?.status === 'failed' || extra?.status === 'canceled' ? 'failed' : 'processing';
      error = status === 'failed' ? (extra?.lastError ?? null) : null;
    }
    return {
      id: paymentIntentId,
      customer_document_id: doc.id,
      status,
      amount_cents: amount,
      error,
      // Recorded on our side once the provider's event arrived (the plan view then shows it).
      recorded: extra ? extra.status === 'succeeded' || extra.status === 'failed' || extra.status === 'canceled' : !!recorded,
      kind: extra ? 'additional_payment' : 'autopay',
    };
  }
}
