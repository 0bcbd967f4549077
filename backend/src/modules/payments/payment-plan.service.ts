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
import type { PaymentPlanView } from '../../domain/dashboard/payload';
import { formatUsd } from '../../domain/money';
import {
  additionalPaymentFormData,
  planAdditionalPayment,
  type AdditionalPaymentRequest,
} from '../../domain/payments/additional-payment';
import { commissionCents } from '../../domain/payments/billing';
import { formatLongDate, movedDueDates, ordinal, paymentDateError } from '../../domain/payments/payment-date';
import { CardError, PaymentProvider, type ProviderPaymentIntent } from '../../integrations/payments/payments.port';
import { AccountsClock, CustomerDocument, DocumentName, PaymentPlan, StripePaymentIntent } from '../accounts';
import { AuditService } from '../identity';
import type { AutopaySetupBody } from './dto/autopay.dto';
import { AdditionalPayment, Autopay, PaymentInstallment, type CoveredInstallment } from './entities';
import { paymentMethodInputFor } from './payment-method';
import { PaymentPlanViews } from './payment-plan-views.service';
import { PaymentRecorder } from './payment-recorder.service';

export const PLAN_NOT_FOUND = 'Payment plan not found. Please refresh the page and try again.';
export const NOT_CHANGEABLE = 'This payment plan has no upcoming autopay payment that can be changed.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
export const PAYMENT_IN_PROGRESS = 'A payment for this plan is already being processed. Please wait a moment.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again later.';

export const INTERRUPTED = 'The payment was interrupted. Please try again.';
/** How long a claimed additional payment may wait for its charge before it is given back. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

/** Date changes a consumer may ask for per hour (each request that reaches the rules counts). */
export const DATE_CHANGES_PER_HOUR = 20;

/** The consumer page that shows the outcome of a payment (002 section 7). */
export function paymentSuccessUrl(documentId: number, paymentIntentId: string, iframe = false): string {
  const q = new URLSearchParams({ payment_intent: paymentIntentId });
  if (iframe) q.set('iframe_context', 'true');
  return `/customer_documents/${documentId}/payment_widget/payment_success?${q.toString()}`;
}

interface OwnPlan {
  doc: CustomerDocument;
  plan: PaymentPlan;
  autopay: Autopay | null;
}

/**
 * The consumer's actions on an agreed plan (issue 7): moving the autopay date and paying extra with the saved card.
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

  /** The plan view plus what the payment forms need (section 3: subscription plan and additional payment data). */
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
    otherCard: AutopaySetupBody | null = null,
  ) {
    const pre = await this.ownPlan(this.em, user.id, documentId);
    this.assertChangeable(pre);
    // Checked before anything is held: the right kind of card for the provider.
    const method = otherCard ? paymentMethodInputFor(this.provider.mode, otherCard) : null;
    // A claim whose charge never came back (the process died in between) is given back after a while; if the
    // charge did reach the provider, its event still records it (the idempotency key names the same charge).
    const stale = await this.em.find(AdditionalPayment, {
      paymentPlan: { customerDocument: documentId },
      status: 'pending',
      createdAt: { $lt: new Date(Date.now() - STALE_CLAIM_MS) },
    });
    for (const row of stale) await this.recorder.additionalFailed(row.id, null, INTERRUPTED);
    // 1. Claim: one transaction holds the chosen payments (processing) so the worker never bills them meanwhile.
    const claim = await this.em.transactional(async (em) => {
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
    // 2. Charge the saved card (or the card given for this payment, saved to the same customer first) off-session;
    // the idempotency key makes a retry the same charge.
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
        metadata: {
          customer_document_id: String(documentId),
          payment_plan_id: String(claim.planId),
          additional_payment_id: String(claim.id),
          commission: String(claim.commission),
        },
        idempotencyKey: `parley-plan-${claim.planId}-additional-${claim.id}`,
      });
    } catch (err) {
      const message = err instanceof CardError ? err.message : SERVICE_UNAVAILABLE;
      if (!(err instanceof CardError)) this.logger.error(`additional payment ${claim.id}: ${(err as Error).message}`);
      await this.recorder.additionalFailed(claim.id, null, message);
      if (err instanceof CardError) throw new UnprocessableEntityException({ error: message, errors: [message] });
      throw new ServiceUnavailableException({ error: message });
    }
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(AdditionalPayment, { id: claim.id, status: 'pending' }, { status: 'processing', paymentIntentId: pi.id });
      await em.nativeUpdate(
        PaymentInstallment,
        { paymentIntentId: `additional_${claim.id}`, status: 'processing' },
        { paymentIntentId: pi.id },
      );
    });
    // 3. Stripe may answer at once; the webhook then finds the work done. The demo provider settles on its clock.
    if (pi.status === 'requires_payment_method' || pi.status === 'canceled') {
      const message = pi.lastPaymentError ?? 'Your card was declined.';
      await this.recorder.additionalFailed(claim.id, pi.id, message);
      throw new UnprocessableEntityException({ error: message, errors: [message] });
    }
    if (pi.status === 'succeeded') await this.recorder.succeeded(pi);
    const row = await this.em.fork().findOneOrFail(AdditionalPayment, claim.id);
    return {
      additional_payment: {
        id: row.id,
        status: row.status,
        amount_cents: row.amountCents,
        payment_type: row.paymentType,
        application_mode: row.applicationMode,
        payments: row.installments.map((i) => i.index),
      },
      payment_intent: { id: pi.id, status: pi.status },
      redirect_url: paymentSuccessUrl(documentId, pi.id, iframe),
    };
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
      status = pi.status === 'succeeded' ? 'succeeded' : pi.status === 'processing' ? 'processing' : 'failed';
      if (status === 'failed') error = pi.lastPaymentError ?? extra?.lastError ?? 'Your card was declined.';
    } catch {
      status = recorded?.status === 'succeeded' || extra?.status === 'succeeded' ? 'succeeded' : extra?.status === 'failed' ? 'failed' : 'processing';
      error = status === 'failed' ? (extra?.lastError ?? null) : null;
    }
    return {
      id: paymentIntentId,
      customer_document_id: doc.id,
      status,
      amount_cents: amount,
      error,
      // Recorded on our side once the provider's event arrived (the plan view then shows it).
      recorded: extra ? extra.status === 'succeeded' || extra.status === 'failed' : !!recorded,
      kind: extra ? 'additional_payment' : 'autopay',
    };
  }
}
