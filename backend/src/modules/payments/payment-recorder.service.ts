import { LockMode } from '@mikro-orm/core';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PaymentProvider, type ProviderDispute, type ProviderPaymentIntent } from '../../integrations/payments/payments.port';
import { CustomerDocument, PaymentPlan, StripePaymentIntent } from '../accounts';
import { NegotiationService } from '../negotiation';
import { ConsumerNotifier } from '../notifications';
import { AdditionalPayment, Autopay, PaymentInstallment } from './entities';

/**
 * What a payment outcome does to our records. A success records the StripePaymentIntent (gross amount, commission
 * in metadata) and applies `payment_made` through the negotiation writer with payments_made/payments_total, in one
 * transaction; the last payment completes the plan ('Paid'). A failure marks the installment failed and sets the
 * plan's failed-autopay warning, with no state change.
 */
@Injectable()
export class PaymentRecorder {
  private readonly logger = new Logger(PaymentRecorder.name);

  constructor(
    private readonly em: EntityManager,
    private readonly negotiation: NegotiationService,
    private readonly provider: PaymentProvider,
    private readonly consumerNotices: ConsumerNotifier,
  ) {}

  async installmentOf(em: EntityManager, pi: ProviderPaymentIntent): Promise<PaymentInstallment | null> {
    const byIntent = await em.findOne(PaymentInstallment, { paymentIntentId: pi.id });
    if (byIntent) return byIntent;
    const id = Number(pi.metadata.installment_id);
    return Number.isInteger(id) && id > 0 ? em.findOne(PaymentInstallment, id) : null;
  }

  /** The additional payment a provider payment is for (its metadata names it), if any. */
  private additionalIdOf(pi: ProviderPaymentIntent): number | null {
    const id = Number(pi.metadata.additional_payment_id);
    return Number.isInteger(id) && id > 0 ? id : null;
  }

  async succeeded(pi: ProviderPaymentIntent): Promise<void> {
    const extraId = this.additionalIdOf(pi);
    if (extraId) return this.additionalSucceeded(extraId, pi);
    const found = await this.installmentOf(this.em, pi);
    if (!found) return void this.logger.warn(`payment ${pi.id} succeeded but matches no installment; ignored`);
    if (found.status === 'succeeded') return;
    await this.negotiation.apply(found.customerDocument.id, null, async (_state, doc, em) => {
      const installment = await em.findOneOrFail(PaymentInstallment, found.id);
      const plan = await em.findOneOrFail(PaymentPlan, installment.paymentPlan.id);
      installment.status = 'succeeded';
      installment.paymentIntentId = pi.id;
      installment.lastError = null;
      recordSucceededIntent(em, pi, doc, plan, { installment_index: installment.index });
      return { ...(await progressAfterPayment(em, plan)), params: { amount_cents: pi.amountCents } };
    });
  }

  async failed(pi: ProviderPaymentIntent): Promise<void> {
    const extraId = this.additionalIdOf(pi);
    if (extraId) return void (await this.checkoutFailed(extraId, pi));
    await this.em.transactional(async (em) => {
      const installment = await this.installmentOf(em, pi);
      if (!installment) return void this.logger.warn(`payment ${pi.id} failed but matches no installment; ignored`);
      if (installment.status === 'succeeded') return;
      // The same refusal told twice (a redelivered event) changes nothing and tells the consumer once.
      if (installment.status === 'failed' && installment.paymentIntentId === pi.id) return;
      const message = pi.lastPaymentError ?? 'Your card was declined.';
      installment.status = 'failed';
      installment.paymentIntentId = pi.id;
      installment.lastError = message;
      const autopay = await em.findOne(Autopay, { paymentPlan: installment.paymentPlan.id });
      if (autopay) {
        autopay.needsAttention = true;
        autopay.lastPaymentError = message;
      }
      // The consumer is told at once, with the pay-now link (the outbox row commits with the failure, or not at all).
      const doc = await em.findOneOrFail(CustomerDocument, installment.customerDocument.id, { fields: ['id', 'user', 'lawFirm'] });
      if (doc.lawFirm)
        this.consumerNotices.notify(em, {
          kind: 'payment_failed',
          consumerId: doc.user.id,
          lawFirmId: doc.lawFirm.id,
          customerDocumentId: doc.id,
          facts: { amountCents: installment.amountCents },
        });
    });
  }

  /**
   * A refund of a recorded payment: its running total, which never goes down (events may come twice or late). The
   * daily payout run leaves a refunded payment out of every payout.
   */
  async refunded(paymentIntentId: string, totalRefundedCents: number): Promise<void> {
    if (!Number.isInteger(totalRefundedCents) || totalRefundedCents <= 0) return;
    await this.em.execute(
      'update "stripe_payment_intents" set "refunded_cents" = greatest("refunded_cents", least(?, "amount")) where "id" = ?',
      [totalRefundedCents, paymentIntentId],
    );
  }

  /**
   * A dispute (chargeback) of a recorded payment: held from the firm while it is open; won, the payment is payable
   * again; lost, its money went back to the consumer (counted as refunded).
   */
  async disputed(dispute: ProviderDispute, phase: 'opened' | 'closed'): Promise<void> {
    // this.em: inside the event's transaction (its processed-event row commits with the change).
    const conn = this.em;
    if (phase === 'opened')
      await conn.execute('update "stripe_payment_intents" set "disputed_at" = coalesce("disputed_at", now()) where "id" = ?', [dispute.paymentIntentId]);
    else if (dispute.status === 'won')
      await conn.execute('update "stripe_payment_intents" set "disputed_at" = null where "id" = ?', [dispute.paymentIntentId]);
    else
      await conn.execute(
        'update "stripe_payment_intents" set "disputed_at" = null, "refunded_cents" = greatest("refunded_cents", least(?, "amount")) where "id" = ?',
        [dispute.amountCents, dispute.paymentIntentId],
      );
  }

  async processing(pi: ProviderPaymentIntent): Promise<void> {
    const extraId = this.additionalIdOf(pi);
    if (extraId) {
      // Its payments are held since it was asked for; a checkout the consumer confirmed is now in flight.
      await this.em
        .fork()
        .nativeUpdate(AdditionalPayment, { id: extraId, checkout: { $ne: null }, status: 'pending', paymentIntentId: pi.id }, { status: 'processing' });
      return;
    }
    await this.em.transactional(async (em) => {
      const installment = await this.installmentOf(em, pi);
      if (installment && (installment.status === 'scheduled' || installment.status === 'processing')) {
        installment.status = 'processing';
        installment.paymentIntentId = pi.id;
      }
    });
  }

  /**
   * An additional payment went through: its payments are paid (the rest stay upcoming), the payment is recorded
   * with its commission and `payment_made` carries the new count, in one negotiation-writer transaction. Payments
   * that autopay happened to pay meanwhile are left as they are. Idempotent: a second event changes nothing.
   */
  async additionalSucceeded(id: number, pi: ProviderPaymentIntent): Promise<void> {
    const found = await this.em.fork().findOne(AdditionalPayment, id);
    if (!found) return void this.logger.warn(`payment ${pi.id} names additional payment ${id}, which does not exist`);
    if (found.status === 'succeeded') return;
    await this.negotiation.apply(found.customerDocument.id, null, async (_state, doc, em) => {
      const extra = await em.findOneOrFail(AdditionalPayment, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const plan = await em.findOneOrFail(PaymentPlan, extra.paymentPlan.id);
      extra.status = 'succeeded';
      extra.paymentIntentId = pi.id;
      extra.lastError = null;
      const covered = await em.find(PaymentInstallment, { id: { $in: extra.installments.map((i) => i.id) } });
      for (const i of covered)
        if (i.status !== 'succeeded') {
          i.status = 'succeeded';
          i.paymentIntentId = pi.id;
          i.lastError = null;
        }
      if (!(await em.findOne(StripePaymentIntent, pi.id)))
        recordSucceededIntent(em, pi, doc, plan, {
          additional_payment_id: extra.id,
          installment_indexes: extra.installments.map((i) => i.index).join(','),
        });
      return { ...(await progressAfterPayment(em, plan)), params: { amount_cents: pi.amountCents } };
    });
  }

  /**
   * A refused attempt at an additional payment. Charged off-session, the refusal is final. A checkout stays open at
   * the provider after a refused attempt (Stripe lets the page try again with the same client secret), so it is
   * canceled first and its payments are given back only once the cancel took: an attempt that went through meanwhile
   * is left to its own event. Answers whether the payments were given back; throws when the cancel itself failed.
   */
  async checkoutFailed(id: number, pi: ProviderPaymentIntent): Promise<boolean> {
    const message = pi.lastPaymentError ?? 'Your card was declined.';
    const extra = await this.em.fork().findOne(AdditionalPayment, id);
    if (extra?.checkout) {
      if (extra.paymentIntentId !== pi.id || (extra.status !== 'pending' && extra.status !== 'processing')) return false;
      let after: ProviderPaymentIntent;
      try {
        after = await this.provider.cancelPaymentIntent(pi.id);
      } catch (err) {
        // Not canceled: thrown, so the event is not marked processed and its redelivery tries again (a confirmed
        // checkout is `processing`, which the stale-claim release never looks at: nothing else would settle it).
        this.logger.warn(`checkout ${pi.id} of additional payment ${id} could not be canceled: ${String(err)}`);
        throw err;
      }
      if (after.status !== 'canceled') return false;
    }
    await this.additionalFailed(id, pi.id, message);
    return true;
  }

  /**
   * An additional payment was refused (or never reached the provider), or its checkout was canceled unconfirmed
   * (`canceled`): its payments go back as they were.
   */
  async additionalFailed(
    id: number,
    paymentIntentId: string | null,
    message: string,
    outcome: 'failed' | 'canceled' = 'failed',
  ): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const extra = await em.findOne(AdditionalPayment, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!extra || extra.status === 'succeeded' || extra.status === 'failed' || extra.status === 'canceled') return;
      extra.status = outcome;
      extra.lastError = message;
      if (paymentIntentId) extra.paymentIntentId = paymentIntentId;
      const held = await em.find(PaymentInstallment, { id: { $in: extra.installments.map((i) => i.id) }, status: 'processing' });
      const markers = new Set([`additional_${id}`, ...(paymentIntentId ? [paymentIntentId] : []), ...(extra.paymentIntentId ? [extra.paymentIntentId] : [])]);
      for (const i of held) {
        if (!i.paymentIntentId || !markers.has(i.paymentIntentId)) continue;
        const before = extra.installments.find((c) => c.id === i.id);
        i.status = before?.previous_status ?? 'scheduled';
        i.paymentIntentId = before?.previous_payment_intent_id ?? null;
      }
    });
  }
}

/** The provider's payment as the accounts module records it (the collector's lists and the plan view read it). */
function recordSucceededIntent(
  em: EntityManager,
  pi: ProviderPaymentIntent,
  doc: CustomerDocument,
  plan: PaymentPlan,
  metadata: Record<string, string | number>,
): void {
  const commission = Number(pi.metadata.commission);
  em.create(StripePaymentIntent, {
    id: pi.id,
    customerDocument: doc,
    lawFirm: doc.lawFirm!,
    paymentPlan: plan,
    amount: pi.amountCents,
    status: 'succeeded',
    created: String(pi.created),
    metadata: { commission: Number.isInteger(commission) && commission >= 0 ? commission : 0, ...metadata },
  });
}

/** After a payment: the plan's progress and completion and the autopay warning; answers the payment_made event. */
async function progressAfterPayment(em: EntityManager, plan: PaymentPlan) {
  await em.flush();
  const all = await em.find(PaymentInstallment, { paymentPlan: plan.id });
  const made = all.filter((i) => i.status === 'succeeded').length;
  if (made >= all.length) plan.status = 'completed';
  const autopay = await em.findOne(Autopay, { paymentPlan: plan.id });
  if (autopay) {
    // The warning stays while an earlier refused payment is still unpaid.
    autopay.needsAttention = all.some((i) => i.status === 'failed');
    if (!autopay.needsAttention) autopay.lastPaymentError = null;
  }
  return { event: { party: 'system' as const, action: 'payment_made' as const, payments_made: made, payments_total: all.length } };
}
