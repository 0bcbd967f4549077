import type { PayoutMethod, PayoutStatus } from '@parley/domain/payouts/status';
import type { Reconciliation as DomainReconciliation } from '@parley/domain/payouts/reconciliation';

export type { PayoutMethod, PayoutStatus };

/** One consumer payment in a payout: `amount_cents` is what reached the firm (the payment less `commission_cents`). */
export interface PayoutPayment {
  stripe_payment_intent_id: string;
  customer_document_id: number;
  amount_cents: number;
  commission_cents: number;
  customer_name: string | null;
  paid_at: string | null;
}

/** `GET /collectors/api/payouts` (docs/api/payouts.md). */
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
  payments?: PayoutPayment[];
}

export interface PayoutMonth {
  month: string;
  paid_cents: number;
  in_transit_cents: number;
}

export interface FirmReconciliation extends Omit<DomainReconciliation, 'differences' | 'left_out'> {
  law_firm_id: number;
  law_firm_name: string | null;
}

export interface Reconciliation extends DomainReconciliation {
  from: string;
  to: string;
  law_firm_id: number | null;
  by_firm: FirmReconciliation[];
}
