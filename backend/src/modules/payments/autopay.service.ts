import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../core/auth/session-user';
import { scheduleOf } from '../../domain/negotiation';
import { autopayDayOf, chargeNow, installmentsOf } from '../../domain/payments/billing';
import { CardError, PaymentProvider, type PaymentMethodInput } from '../../integrations/payments/payments.port';
import { AccountsClock, CustomerDocument, DocumentName, PaymentPlan, summarizePlan } from '../accounts';
import { User } from '../identity';
import { NegotiationService } from '../negotiation';
import { BillingService } from './billing.service';
import { type AutopaySetupBody } from './dto/autopay.dto';
import { paymentMethodInputFor } from './payment-method';
import { Autopay, PaymentInstallment } from './entities';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const NOT_READY = 'Autopay can be set up once the settlement agreement is signed.';
export const ALREADY_SET_UP = 'Autopay is already set up for this settlement.';
export const IN_PROGRESS = 'Autopay is already being set up for this settlement. Please wait a moment.';
export { USE_DEMO_FORM, USE_SECURE_FORM } from './payment-method';

/** A pending plan left by a crashed setup may be taken over after this long. */
const STALE_SETUP_MS = 2 * 60 * 1000;

/**
 * The consumer's autopay for a settlement (issue 4, deliverable 3). Setup claims the plan row first (pending,
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

  async setUp(user: SessionUser, id: number, body: AutopaySetupBody) {
    const doc = await this.ownDocument(this.em, user.id, id);
    const method = this.methodOf(body);
    const { state } = await this.negotiation.stateOf(this.em, doc.id);
    if (state.current !== 'waiting_for_payment' || !state.agreed) {
      const done = state.current === 'payment_setup_complete' || state.current === 'first_payment_made';
      throw new ConflictException({ error: done ? ALREADY_SET_UP : NOT_READY });
    }
    const agreed = state.agreed;
    const planId = await this.claimPlan(doc, user.id, agreed.total_amount_cents, scheduleOf(agreed).payments);
    let subscription: {
      customerId: string;
      subscriptionId: string;
      card: Awaited<ReturnType<PaymentProvider['attachPaymentMethod']>>;
    };
    try {
      const consumer = await this.em.findOneOrFail(User, user.id);
      const existing = await this.em.findOneOrFail(PaymentPlan, planId, { refresh: true });
      const customerId =
        existing.stripeCustomerId ??
        (
          await this.provider.createCustomer({
            email: consumer.email,
            name: [consumer.firstName, consumer.lastName].filter(Boolean).join(' ') || null,
            metadata: { parley_user_id: String(user.id) },
          })
        ).id;
      await this.em.nativeUpdate(PaymentPlan, { id: planId }, { stripeCustomerId: customerId });
      const card = await this.provider.attachPaymentMethod(customerId, method);
      const sub = await this.provider.createSubscription({
        customerId,
        paymentMethodId: card.id,
        metadata: { payment_plan_id: String(planId), customer_document_id: String(doc.id) },
        idempotencyKey: `parley-plan-${planId}-autopay-${card.id}`,
      });
      subscription = { customerId, subscriptionId: sub.id, card };
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

  private methodOf(body: AutopaySetupBody): PaymentMethodInput {
    return paymentMethodInputFor(this.provider.mode, body);
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
