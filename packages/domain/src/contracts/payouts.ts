/**
 * The payouts API as both sides see it (GET /collectors/api/payouts, /payouts/{id}, /payouts/monthly,
 * /payouts/reconciliation). The backend's answers are typed against these, and so are the portal's Payouts pages.
 */
import type { Reconciliation } from '../payouts/reconciliation';
import type { PayoutMethod, PayoutStatus } from '../payouts/status';

export type { PayoutMethod, PayoutStatus };

/** One consumer payment in a payout: `amount_cents` is what reached the firm (the payment less `commission_cents`). */
export interface PayoutPayment {
  stripe_payment_intent_id: string;
  customer_document_id: number;
  amount_cents: number;
  commission_cents: number;
  customer_name: string | null;
  /** When the consumer paid (ISO). */
  paid_at: string | null;
}

export interface Payout {
  id: number;
  law_firm_id: number;
  law_firm_name: string | null;
  method: PayoutMethod | null;
  amount_cents: number;
  status: PayoutStatus;
  check_number: string | null;
  tracking_number: string | null;
  initiated_at: string | null;
  sent_at: string | null;
  paid_at: string | null;
  failure_reason: string | null;
  created_at: string;
  payments_count: number;
  /** Only on GET /payouts/{id}. */
  payments?: PayoutPayment[];
}

export interface PayoutMonth {
  month: string;
  /** Paid (deposited or cashed) in the month. */
  paid_cents: number;
  /** Sent in the month and not paid yet. */
  in_transit_cents: number;
}

export interface FirmReconciliation extends Omit<Reconciliation, 'differences' | 'left_out'> {
  law_firm_id: number;
  law_firm_name: string | null;
}

export interface ReconciliationReport extends Reconciliation {
  from: string;
  to: string;
  law_firm_id: number | null;
  by_firm: FirmReconciliation[];
}
