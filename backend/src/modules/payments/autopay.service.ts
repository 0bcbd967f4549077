import { ConflictException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import type { SessionUser } from '../../core/auth/session-user';
import { scheduleOf, type OfferTerms } from '@parley/domain/negotiation';
import { autopayDayOf, chargeNow, installmentsOf } from '@parley/domain/payments/billing';
import { DemoPaymentProvider } from '../../integrations/payments/demo.driver';
import {
  CardError,
  PaymentIntentError,
  PaymentProvider,
  type DemoCardInput,
  type ProviderPaymentMethod,
} from '../../integrations/payments/payments.port';
import { AccountsClock, CustomerDocument, DocumentName, PaymentPlan, summarizePlan } from '../accounts';
import { User } from '../identity';
import { NegotiationService } from '../negotiation';
import { BillingService } from './billing.service';
import { type AutopayCheckoutBody, type AutopaySetupBody, type DemoSetupConfirmBody } from './dto/autopay.dto';
import { paymentMethodInputFor } from './payment-method';
import { Autopay, AutopayCheckout, PaymentInstallment } from './entities';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const NOT_READY = 'Autopay can be set up once the settlement agreement is signed.';
export const ALREADY_SET_UP = 'Autopay is already set up for this settlement.';
export const IN_PROGRESS = 'Autopay is already being set up for this settlement. Please wait a moment.';
export { USE_DEMO_FORM, USE_SECURE_FORM } from './payment-method';
/** A setup intent that is not one of this consumer's setup checkouts for this document. */
export const SETUP_NOT_FOUND = 'Payment method setup not found.';
export const SETUP_NOT_CONFIRMED = 'This payment method has not been confirmed yet. Please complete the payment form.';
export const SETUP_PROCESSING = 'Your bank is still confirming this payment method. Please try again in a moment.';
/** A setup checkout already confirmed (or canceled) cannot be confirmed again. */
export const SETUP_CLOSED = 'This payment method setup can no longer be confirmed. Please start again.';

/**
 * The payment success page of a document as a setup checkout's return url: Stripe appends
 * `setup_intent`, `setup_intent_client_secret` and `redirect_status` after confirmSetup. Absolute with `appUrl`.
 */
export function setupReturnUrl(documentId: number, iframe = false, appUrl = ''): string {
  const path = `${appUrl}/customer_documents/${documentId}/payment_widget/payment_success`;
  return iframe ? `${path}?iframe_context=true` : path;
}

/** Where the demo setup confirm sends the browser: the return url as Stripe would complete it. */
export function setupOutcomeUrl(documentId: number, setupIntentId: string, iframe = false): string {
  const q = new URLSearchParams({ setup_intent: setupIntentId, redirect_status: 'succeeded' });
  if (iframe) q.set('iframe_context', 'true');
  return `${setupReturnUrl(documentId)}?${q.toString()}`;
}

/** The card saved for autopay, and who saved it where. */
interface SavedMethod {
  customerId: string;
  card: ProviderPaymentMethod;
  /** The setup intent the consumer confirmed on-session (the setup checkout), if that is how it was saved. */
  setupIntentId?: string;
}

/** A pending plan left by a crashed setup may be taken over after this long. */
const STALE_SETUP_MS = 2 * 60 * 1000;

/**
 * The consumer's autopay for a settlement. Setup claims the plan row first (pending,
 * unique per document), so of many identical requests one talks to the provider and the others get 409; then the
 * provider creates the customer, saves the card and authorises off-session charges; finally one transaction
 * activates the plan, writes its installments, applies set_up_autopay through the negotiation writer and queues the
 * charges already due.
 */
@Injectable()
export class AutopayService {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly negotiation: NegotiationService,
    private readonly billing: BillingService,
    private readonly clock: AccountsClock,
    @Inject(APP_CONFIG) private readonly cfg: AppConfig,
  ) {}

  /** The consumer's own settlement document; anyone else's (or none) is 404. */
  private async ownDocument(em: EntityManager, userId: number, id: number): Promise<CustomerDocument> {
    const doc = await em.findOne(CustomerDocument, { id, user: userId, documentName: DocumentName.Solosettle });
    if (!doc || !doc.lawFirm) throw new NotFoundException({ error: DOCUMENT_NOT_FOUND });
    return doc;
  }

  async view(userId: number, id: number) {
    const doc = await this.ownDocument(this.em, userId, id);
    const { state } = await this.negotiation.stateOf(this.em, doc.id);
    const plan = await this.em.findOne(PaymentPlan, { customerDocument: doc.id });
    const installments = plan
      ? await this.em.find(PaymentInstallment, { paymentPlan: plan.id }, { orderBy: { index: 'asc' } })
      : [];
    const autopay = plan ? await this.em.findOne(Autopay, { paymentPlan: plan.id }) : null;
    const schedule = installments.length
      ? installments.map((i) => ({
          index: i.index,
          due_date: i.dueDate,
          amount_cents: i.amountCents,
          status: i.status,
        }))
      : state.agreed
        ? scheduleOf(state.agreed).payments.map((p) => ({ ...p, status: 'upcoming' as const }))
        : [];
    const paidCents = installments.filter((i) => i.status === 'succeeded').reduce((s, i) => s + i.amountCents, 0);
    return {
      customer_document_id: doc.id,
      current_action: state.current,
      provider: { mode: this.provider.mode, publishable_key: this.provider.publishableKey },
      total_amount_cents: state.agreed?.total_amount_cents ?? null,
      schedule,
      payment_plan:
        plan && autopay && plan.status !== 'pending'
          ? {
              id: plan.id,
              status: plan.status,
              autopay_day: plan.autopayDay ?? null,
              card: {
                brand: autopay.cardBrand,
                last4: autopay.cardLast4,
                exp_month: autopay.cardExpMonth,
                exp_year: autopay.cardExpYear,
              },
              needs_attention: autopay.needsAttention,
              last_payment_error: autopay.lastPaymentError ?? null,
              payments_made: installments.filter((i) => i.status === 'succeeded').length,
              payments_total: installments.length,
              paid_cents: paidCents,
              ...summarizePlan(plan.schedule, plan.totalCents, paidCents),
            }
          : null,
    };
  }

  /** The agreed terms of a settlement waiting for its autopay; otherwise 409 with setUp's sentences. */
  private async agreedOf(doc: CustomerDocument): Promise<OfferTerms> {
    const { state } = await this.negotiation.stateOf(this.em, doc.id);
    if (state.current !== 'waiting_for_payment' || !state.agreed) {
      const done = state.current === 'payment_setup_complete' || state.current === 'first_payment_made';
      throw new ConflictException({ error: done ? ALREADY_SET_UP : NOT_READY });
    }
    return state.agreed;
  }

  /**
   * Opens a setup checkout (the payment form's intent type `setup`): a setup intent for
   * off-session use, confirmed by the consumer in the browser (Stripe's Payment Element and confirmSetup, or the demo
   * checkout form). The provider customer of the document's earlier setup checkout is reused. Nothing is claimed:
   * autopay is set up when the confirmed intent is brought back to `POST .../autopay` (`setup_intent_id`).
   */
  async openCheckout(user: SessionUser, id: number, body: AutopayCheckoutBody) {
    const doc = await this.ownDocument(this.em, user.id, id);
    await this.agreedOf(doc);
    const consumer = await this.em.findOneOrFail(User, user.id);
    const earlier = await this.em.findOne(
      AutopayCheckout,
      { customerDocument: doc.id, user: user.id },
      { orderBy: { id: 'desc' } },
    );
    const plan = await this.em.findOne(PaymentPlan, { customerDocument: doc.id });
    let si: Awaited<ReturnType<PaymentProvider['createSetupIntent']>>;
    try {
      const customerId =
        earlier?.customerId ??
        plan?.stripeCustomerId ??
        (await this.provider.createCustomer(this.customerOf(consumer, user.id))).id;
      si = await this.provider.createSetupIntent({
        customerId,
        metadata: { customer_document_id: String(doc.id), parley_user_id: String(user.id) },
      });
    } catch (err) {
      if (err instanceof CardError)
        throw new UnprocessableEntityException({ error: err.message, errors: [err.message] });
      throw err;
    }
    await this.em.insert(AutopayCheckout, {
      customerDocument: doc.id,
      lawFirm: doc.lawFirm!.id,
      user: user.id,
      customerId: si.customerId,
      setupIntentId: si.id,
    });
    return {
      checkout: {
        intent_type: 'setup' as const,
        client_secret: si.clientSecret,
        setup_intent_id: si.id,
        return_url: setupReturnUrl(doc.id, body.iframe_context === true, this.cfg.appUrl),
        customer_email: consumer.email,
      },
    };
  }

  /**
   * The demo checkout form's confirm of a setup checkout (demo provider only; with Stripe the browser confirms with
   * Stripe.js): the consumer's own setup intent, its client secret and the demo card. A refused card leaves the
   * setup open for another card (422 with the provider's sentence).
   */
  async demoConfirmSetup(user: SessionUser, id: number, setupIntentId: string, body: DemoSetupConfirmBody) {
    const demo = this.provider;
    if (!(demo instanceof DemoPaymentProvider)) throw new NotFoundException({ error: SETUP_NOT_FOUND });
    const row = /^seti_[A-Za-z0-9_]{1,95}$/.test(setupIntentId)
      ? await this.em.findOne(AutopayCheckout, { setupIntentId, customerDocument: id, user: user.id })
      : null;
    if (!row) throw new NotFoundException({ error: SETUP_NOT_FOUND });
    const card = paymentMethodInputFor('demo', { card: body.card }) as DemoCardInput;
    try {
      await demo.confirmSetupIntent(setupIntentId, body.client_secret, card);
    } catch (err) {
      if (err instanceof PaymentIntentError && err.code === 'setup_intent_unexpected_state')
        throw new UnprocessableEntityException({ error: SETUP_CLOSED, errors: [SETUP_CLOSED], checkout_closed: true });
      if (err instanceof PaymentIntentError || err instanceof CardError)
        throw new UnprocessableEntityException({ error: err.message, errors: [err.message] });
      throw err;
    }
    return { status: 'succeeded', redirect_url: setupOutcomeUrl(id, setupIntentId, body.iframe_context === true) };
  }

  async setUp(user: SessionUser, id: number, body: AutopaySetupBody) {
    const doc = await this.ownDocument(this.em, user.id, id);
    const method = body.setup_intent_id ? null : paymentMethodInputFor(this.provider.mode, body);
    const agreed = await this.agreedOf(doc);
    const planId = await this.claimPlan(doc, user.id, agreed.total_amount_cents, scheduleOf(agreed).payments);
    let subscription: SavedMethod & { subscriptionId: string };
    try {
      let saved: SavedMethod;
      if (method) {
        const consumer = await this.em.findOneOrFail(User, user.id);
        const existing = await this.em.findOneOrFail(PaymentPlan, planId, { refresh: true });
        const customerId =
          existing.stripeCustomerId ?? (await this.provider.createCustomer(this.customerOf(consumer, user.id))).id;
        await this.em.nativeUpdate(PaymentPlan, { id: planId }, { stripeCustomerId: customerId });
        saved = { customerId, card: await this.provider.attachPaymentMethod(customerId, method) };
      } else {
        saved = await this.fromSetupIntent(doc, user.id, planId, body.setup_intent_id!);
      }
      const sub = await this.provider.createSubscription({
        customerId: saved.customerId,
        paymentMethodId: saved.card.id,
        metadata: { payment_plan_id: String(planId), customer_document_id: String(doc.id) },
        idempotencyKey: `parley-plan-${planId}-autopay-${saved.card.id}`,
        setupIntentId: saved.setupIntentId,
      });
      subscription = { ...saved, subscriptionId: sub.id };
    } catch (err) {
      await this.releaseClaim(planId);
      if (err instanceof CardError)
        throw new UnprocessableEntityException({ error: err.message, errors: [err.message] });
      throw err;
    }
    try {
      await this.negotiation.apply(doc.id, user, async (_state, d, em) => {
        const plan = await em.findOneOrFail(PaymentPlan, planId);
        plan.status = 'active';
        plan.stripeCustomerId = subscription.customerId;
        plan.stripeSubscriptionId = subscription.subscriptionId;
        plan.autopayDay = autopayDayOf(agreed.first_payment_date);
        em.create(Autopay, {
          paymentPlan: plan,
          customerDocument: d,
          lawFirm: d.lawFirm!,
          user: em.getReference(User, user.id),
          provider: this.provider.mode,
          customerId: subscription.customerId,
          paymentMethodId: subscription.card.id,
          subscriptionId: subscription.subscriptionId,
          cardBrand: subscription.card.brand,
          cardLast4: subscription.card.last4,
          cardExpMonth: subscription.card.expMonth,
          cardExpYear: subscription.card.expYear,
        });
        const all = installmentsOf(plan.schedule);
        const rows = all.map((i) =>
          em.create(PaymentInstallment, {
            paymentPlan: plan,
            customerDocument: d,
            lawFirm: d.lawFirm!,
            index: i.index,
            dueDate: i.due_date,
            amountCents: i.amount_cents,
          }),
        );
        await em.flush();
        // A first payment dated today or earlier is charged at once rather than at tonight's 23:59:59 UTC.
        const now = new Set(chargeNow(all, this.clock.today()).map((i) => i.index));
        for (const row of rows) if (now.has(row.index)) this.billing.enqueueNow(em, row);
        return { event: { party: 'consumer', action: 'set_up_autopay' } };
      });
    } catch (err) {
      await this.provider.cancelSubscription(subscription.subscriptionId).catch(() => undefined);
      await this.releaseClaim(planId);
      throw err;
    }
    this.em.clear();
    return this.view(user.id, doc.id);
  }

  private customerOf(consumer: User, userId: number) {
    return {
      email: consumer.email,
      name: [consumer.firstName, consumer.lastName].filter(Boolean).join(' ') || null,
      metadata: { parley_user_id: String(userId) },
    };
  }

  /**
   * The payment method a confirmed setup checkout saved: the intent must be one this consumer opened for this
   * document (404 otherwise, as for anyone else's), still for the customer it was opened for, and succeeded (422
   * with the provider's sentence, or ours, otherwise).
   */
  private async fromSetupIntent(
    doc: CustomerDocument,
    userId: number,
    planId: number,
    setupIntentId: string,
  ): Promise<SavedMethod> {
    const row = await this.em.findOne(AutopayCheckout, { setupIntentId, customerDocument: doc.id, user: userId });
    if (!row) throw new NotFoundException({ error: SETUP_NOT_FOUND });
    let si: Awaited<ReturnType<PaymentProvider['retrieveSetupIntent']>>;
    try {
      si = await this.provider.retrieveSetupIntent(setupIntentId);
    } catch (err) {
      if (err instanceof PaymentIntentError) throw new NotFoundException({ error: SETUP_NOT_FOUND });
      throw err;
    }
    if (si.customerId !== row.customerId) throw new NotFoundException({ error: SETUP_NOT_FOUND });
    if (si.status !== 'succeeded' || !si.paymentMethod) {
      const message =
        si.status === 'processing'
          ? SETUP_PROCESSING
          : si.status === 'canceled'
            ? SETUP_CLOSED
            : (si.lastSetupError ?? SETUP_NOT_CONFIRMED);
      throw new UnprocessableEntityException({ error: message, errors: [message] });
    }
    await this.em.nativeUpdate(PaymentPlan, { id: planId }, { stripeCustomerId: row.customerId });
    return { customerId: row.customerId, card: si.paymentMethod, setupIntentId: si.id };
  }

  /**
   * Takes the document's plan row as "being set up" (status pending). The unique customer_document_id lets one
   * request in; a pending plan nobody has touched for a while (a crashed setup) may be taken over.
   */
  private async claimPlan(
    doc: CustomerDocument,
    userId: number,
    totalCents: number,
    schedule: PaymentPlan['schedule'],
  ): Promise<number> {
    const inserted = await this.em
      .createQueryBuilder(PaymentPlan)
      .insert({
        customerDocument: doc.id,
        lawFirm: doc.lawFirm!.id,
        user: userId,
        status: 'pending',
        totalCents,
        schedule,
      })
      .onConflict('customer_document_id')
      .ignore()
      .returning('id')
      .execute('get');
    if (inserted?.id) return Number(inserted.id);
    const plan = await this.em.findOne(PaymentPlan, { customerDocument: doc.id }, { refresh: true });
    if (!plan) throw new ConflictException({ error: IN_PROGRESS });
    if (plan.status !== 'pending' || plan.stripeSubscriptionId) throw new ConflictException({ error: ALREADY_SET_UP });
    const stale = new Date(Date.now() - STALE_SETUP_MS);
    const taken = await this.em.nativeUpdate(
      PaymentPlan,
      { id: plan.id, status: 'pending', updatedAt: { $lt: stale } },
      { updatedAt: new Date(), totalCents, schedule },
    );
    if (taken !== 1) throw new ConflictException({ error: IN_PROGRESS });
    return plan.id;
  }

  private async releaseClaim(planId: number): Promise<void> {
    await this.em.nativeDelete(PaymentPlan, { id: planId, status: 'pending' });
  }
}
