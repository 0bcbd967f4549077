import { PAYING_STATUSES, type PayoutStatus } from './status';

/**
 * The reconciliation of a period: for the consumer payments received in it, where every cent went.
 *
 *   received = paid out (to firms, net of commission) + commission + held + refunded
 *
 * held is what the platform still holds for a firm: payments in an on-hold payout, waiting for the next run,
 * given back by a failed, returned or voided payout, or disputed. Each payment is classified on its own, and each
 * place where the books and the ledger disagree is listed as a difference with its effect on the identity
 * (`gap_cents`): the gap received - (paid out + commission + held + refunded) is exactly the sum of the
 * differences' gaps, to the cent, and is 0 when nothing is wrong.
 */
export interface ReconPayment {
  stripe_payment_intent_id: string;
  customer_document_id: number;
  law_firm_id: number;
  /** What the consumer paid (gross). */
  amount_cents: number;
  /** Refunded to the consumer so far. */
  refunded_cents: number;
  disputed: boolean;
  /** The payout items holding this payment that were not given back (normally one at most). */
  live_items: Array<{ payout_id: number; payout_status: PayoutStatus; amount_cents: number; commission_cents: number }>;
}

export interface ReconPayout {
  payout_id: number;
  law_firm_id: number;
  status: PayoutStatus;
  amount_cents: number;
  /** The sum of its items that were not given back. */
  items_cents: number;
}

export type DifferenceKind =
  | 'refunded_after_payout'
  | 'disputed_after_payout'
  | 'paid_twice'
  | 'amount_mismatch'
  | 'payout_total_mismatch';

export interface ReconDifference {
  kind: DifferenceKind;
  law_firm_id: number;
  stripe_payment_intent_id: string | null;
  customer_document_id: number | null;
  payout_id: number | null;
  /** The size of the difference. */
  amount_cents: number;
  /** Its effect on received - (paid out + commission + held + refunded). */
  gap_cents: number;
  description: string;
}

export interface LeftOut {
  stripe_payment_intent_id: string;
  customer_document_id: number;
  law_firm_id: number;
  reason: 'refunded' | 'disputed';
  amount_cents: number;
  refunded_cents: number;
}

export interface ReconTotals {
  received_cents: number;
  paid_out_cents: number;
  commission_cents: number;
  held_cents: number;
  refunded_cents: number;
  payments: number;
}

export interface Reconciliation extends ReconTotals {
  /** received - (paid out + commission + held + refunded). */
  gap_cents: number;
  /** The gap is 0 and nothing is listed. */
  balanced: boolean;
  differences: ReconDifference[];
  left_out: LeftOut[];
}

const usd = (c: number) => `$${(c / 100).toFixed(2)}`;

export function reconcile(payments: readonly ReconPayment[], payouts: readonly ReconPayout[]): Reconciliation {
  const t: ReconTotals = { received_cents: 0, paid_out_cents: 0, commission_cents: 0, held_cents: 0, refunded_cents: 0, payments: 0 };
  const differences: ReconDifference[] = [];
  const left_out: LeftOut[] = [];
  for (const p of payments) {
    t.payments += 1;
    t.received_cents += p.amount_cents;
    const refunded = Math.max(0, Math.min(p.refunded_cents, p.amount_cents));
    t.refunded_cents += refunded;
    const base = {
      law_firm_id: p.law_firm_id,
      stripe_payment_intent_id: p.stripe_payment_intent_id,
      customer_document_id: p.customer_document_id,
    };
    const paying = p.live_items.filter((i) => PAYING_STATUSES.includes(i.payout_status));
    if (paying.length === 0) {
      // Not paid to the firm: whatever was not refunded is held for it.
      t.held_cents += p.amount_cents - refunded;
      if (refunded > 0 || p.disputed)
        left_out.push({ ...base, reason: p.disputed ? 'disputed' : 'refunded', amount_cents: p.amount_cents, refunded_cents: refunded });
      continue;
    }
    const [first, ...extra] = paying;
    t.paid_out_cents += first.amount_cents;
    t.commission_cents += first.commission_cents;
    const mismatch = p.amount_cents - first.amount_cents - first.commission_cents;
    if (mismatch !== 0)
      differences.push({
        ...base,
        kind: 'amount_mismatch',
        payout_id: first.payout_id,
        amount_cents: Math.abs(mismatch),
        gap_cents: mismatch,
        description: `Payout ${first.payout_id} carries ${usd(first.amount_cents)} + ${usd(first.commission_cents)} commission for a payment of ${usd(p.amount_cents)}.`,
      });
    for (const e of extra) {
      t.paid_out_cents += e.amount_cents;
      t.commission_cents += e.commission_cents;
      differences.push({
        ...base,
        kind: 'paid_twice',
        payout_id: e.payout_id,
        amount_cents: e.amount_cents + e.commission_cents,
        gap_cents: -(e.amount_cents + e.commission_cents),
        description: `Payout ${e.payout_id} pays this payment again (first paid by payout ${first.payout_id}).`,
      });
    }
    if (refunded > 0)
      differences.push({
        ...base,
        kind: 'refunded_after_payout',
        payout_id: first.payout_id,
        amount_cents: refunded,
        gap_cents: -refunded,
        description: `${usd(refunded)} was refunded to the consumer after payout ${first.payout_id} paid the firm: to be recovered from the firm.`,
      });
    if (p.disputed)
      differences.push({
        ...base,
        kind: 'disputed_after_payout',
        payout_id: first.payout_id,
        amount_cents: p.amount_cents - refunded,
        gap_cents: 0,
        description: `The consumer disputed this payment after payout ${first.payout_id} paid the firm: ${usd(p.amount_cents - refunded)} is at risk.`,
      });
  }
  for (const o of payouts) {
    if (!PAYING_STATUSES.includes(o.status) || o.amount_cents === o.items_cents) continue;
    differences.push({
      kind: 'payout_total_mismatch',
      law_firm_id: o.law_firm_id,
      stripe_payment_intent_id: null,
      customer_document_id: null,
      payout_id: o.payout_id,
      amount_cents: Math.abs(o.amount_cents - o.items_cents),
      // The identity counts payments through their items; a header that disagrees is wrong on its own.
      gap_cents: 0,
      description: `Payout ${o.payout_id} is for ${usd(o.amount_cents)} but its payments add up to ${usd(o.items_cents)}.`,
    });
  }
  const gap_cents = t.received_cents - (t.paid_out_cents + t.commission_cents + t.held_cents + t.refunded_cents);
  return { ...t, gap_cents, balanced: gap_cents === 0 && differences.length === 0, differences, left_out };
}
