import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ProviderPaymentIntent } from '../../integrations/payments/payments.port';
import { PaymentPlan, StripePaymentIntent } from '../accounts';
import { NegotiationService } from '../negotiation';
import { Autopay, PaymentInstallment } from './entities';

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
  ) {}

  async installmentOf(em: EntityManager, pi: ProviderPaymentIntent): Promise<PaymentInstallment | null> {
    const byIntent = await em.findOne(PaymentInstallment, { paymentIntentId: pi.id });
    if (byIntent) return byIntent;
    const id = Number(pi.metadata.installment_id);
    return Number.isInteger(id) && id > 0 ? em.findOne(PaymentInstallment, id) : null;
  }

  async succeeded(pi: ProviderPaymentIntent): Promise<void> {
    const found = await this.installmentOf(this.em, pi);
    if (!found) return void this.logger.warn(`payment ${pi.id} succeeded but matches no installment; ignored`);
    if (found.status === 'succeeded') return;
    await this.negotiation.apply(found.customerDocument.id, null, async (_state, doc, em) => {
      const installment = await em.findOneOrFail(PaymentInstallment, found.id);
      const plan = await em.findOneOrFail(PaymentPlan, installment.paymentPlan.id);
      installment.status = 'succeeded';
      installment.paymentIntentId = pi.id;
      installment.lastError = null;
      const commission = Number(pi.metadata.commission);
      em.create(StripePaymentIntent, {
        id: pi.id,
        customerDocument: doc,
        lawFirm: doc.lawFirm!,
        paymentPlan: plan,
        amount: pi.amountCents,
        status: 'succeeded',
        created: String(pi.created),
        metadata: {
          commission: Number.isInteger(commission) && commission >= 0 ? commission : 0,
          installment_index: installment.index,
        },
      });
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
      return { event: { party: 'system', action: 'payment_made', payments_made: made, payments_total: all.length } };
    });
  }

  async failed(pi: ProviderPaymentIntent): Promise<void> {
    await this.em.transactional(async (em) => {
      const installment = await this.installmentOf(em, pi);
      if (!installment) return void this.logger.warn(`payment ${pi.id} failed but matches no installment; ignored`);
      if (installment.status === 'succeeded') return;
      const message = pi.lastPaymentError ?? 'Your card was declined.';
      installment.status = 'failed';
      installment.paymentIntentId = pi.id;
      installment.lastError = message;
      const autopay = await em.findOne(Autopay, { paymentPlan: installment.paymentPlan.id });
      if (autopay) {
        autopay.needsAttention = true;
        autopay.lastPaymentError = message;
      }
    });
  }

  async processing(pi: ProviderPaymentIntent): Promise<void> {
    await this.em.transactional(async (em) => {
      const installment = await this.installmentOf(em, pi);
      if (installment && (installment.status === 'scheduled' || installment.status === 'processing')) {
        installment.status = 'processing';
        installment.paymentIntentId = pi.id;
      }
    });
  }
}
