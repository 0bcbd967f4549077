import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CheckbookPaymentItem, PaymentPlanView } from '@parley/domain/dashboard/payload';
import {
  buildPaymentPlanView,
  type PlanViewCharge,
  type PlanViewInstallment,
} from '@parley/domain/payments/plan-view';
import { CustomerDocument, PaymentPlan, payoutChecksOf, StripePaymentIntent } from '../accounts';
import { AdditionalPayment, Autopay, PaymentInstallment } from './entities';

/** The consumer page that shows a refused charge and lets the consumer pay it now (the failed-autopay link). */
export function payNowUrl(documentId: number): string {
  return `/customer_documents/${documentId}/payment_actions?active_tab=pay_early`;
}

/**
 * The dashboard's payment plan views: one per settlement document with a plan past setup. Loads
 * every row for all the documents in a few queries, then `buildPaymentPlanView` decides the numbers. Callers pass
 * the consumer's own user id: a document of anyone else is never answered.
 */
@Injectable()
export class PaymentPlanViews {
  async forDocuments(em: EntityManager, userId: number, documentIds: number[]): Promise<Map<number, PaymentPlanView>> {
    const out = new Map<number, PaymentPlanView>();
    const ids = [...new Set(documentIds.filter((id) => Number.isInteger(id) && id > 0))];
    if (!ids.length) return out;
    const plans = await em.find(
      PaymentPlan,
      { customerDocument: { $in: ids }, user: userId, status: { $ne: 'pending' } },
      { filters: false },
    );
    if (!plans.length) return out;
    const planIds = plans.map((p) => p.id);
    const docIds = plans.map((p) => p.customerDocument.id);
    const [docs, installments, autopays, intents, extras, checks] = await Promise.all([
      em.find(CustomerDocument, { id: { $in: docIds }, user: userId }, { filters: false }),
      em.find(PaymentInstallment, { paymentPlan: { $in: planIds } }, { orderBy: { index: 'asc' }, filters: false }),
      em.find(Autopay, { paymentPlan: { $in: planIds } }, { filters: false }),
      em.find(StripePaymentIntent, { customerDocument: { $in: docIds } }, { filters: false }),
      em.find(AdditionalPayment, { paymentPlan: { $in: planIds }, status: 'failed' }, { filters: false }),
      payoutChecksOf(em, docIds),
    ]);
    const docById = new Map(docs.map((d) => [d.id, d]));
    for (const plan of plans) {
      const doc = docById.get(plan.customerDocument.id);
      if (!doc) continue;
      const own = installments.filter((i) => i.paymentPlan.id === plan.id);
      const autopay = autopays.find((a) => a.paymentPlan.id === plan.id) ?? null;
      const charges: PlanViewCharge[] = [
        ...intents
          .filter((pi) => pi.customerDocument.id === doc.id)
          .map((pi) => ({
            id: pi.id,
            amount_cents: pi.amount,
            created: Number(pi.created),
            status: pi.status === 'succeeded' ? ('succeeded' as const) : pi.status === 'processing' ? ('processing' as const) : ('failed' as const),
          })),
        // Refused autopay charges: the installment keeps the refused intent until it is paid.
        ...own
          .filter((i) => i.status === 'failed' && i.paymentIntentId)
          .map((i) => ({
            id: i.paymentIntentId!,
            amount_cents: i.amountCents,
            created: Math.floor(i.updatedAt.getTime() / 1000),
            status: 'failed' as const,
          })),
        ...extras
          .filter((x) => x.paymentPlan.id === plan.id)
          .map((x) => ({
            id: x.paymentIntentId ?? `additional_${x.id}`,
            amount_cents: x.amountCents,
            created: Math.floor(x.updatedAt.getTime() / 1000),
            status: 'failed' as const,
          })),
      ];
      const checkbook: CheckbookPaymentItem[] = checks
        // The consumer sees the checks that went to the firm for them, not the firm's payouts still held or failed.
        .filter((c) => c.customer_document_id === doc.id && (c.status === 'sent' || c.status === 'paid'))
        .map((c) => ({ id: String(c.payout_id), amount_cents: c.amount_cents, date: c.date, status: c.status }));
      out.set(
        doc.id,
        buildPaymentPlanView({
          document_id: doc.id,
          plan_status: plan.status,
          total_cents: plan.totalCents,
          debt_cents: doc.rmLawsuitAmountCents ?? null,
          installments: own.map(
            (i): PlanViewInstallment => ({
              index: i.index,
              due_date: i.dueDate,
              amount_cents: i.amountCents,
              status: i.status,
            }),
          ),
          charges,
          checkbook_payments: checkbook,
          autopay: autopay ? { status: autopay.status, needs_attention: autopay.needsAttention } : null,
          invoice_url: payNowUrl(doc.id),
        }),
      );
    }
    return out;
  }
}
