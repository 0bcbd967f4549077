/**
 * The payouts API as both sides see it (GET /collectors/api/payouts, /payouts/{id}, /payouts/monthly,
 * /payouts/reconciliation), as zod schemas (the routes' answer schemas) and the types read from them. The backend's
 * answers are typed against these, and so are the portal's Payouts pages.
 */
import { z } from 'zod';
import type { Reconciliation } from '../payouts/reconciliation';
import { PAYOUT_STATUSES, type PayoutMethod, type PayoutStatus } from '../payouts/status';

export type { PayoutMethod, PayoutStatus };

const cents = z.number().int();

/** One consumer payment in a payout: `amount_cents` is what reached the firm (the payment less `commission_cents`). */
export const PayoutPayment = z.object({
  stripe_payment_intent_id: z.string(),
  customer_document_id: z.number().int(),
  amount_cents: cents,
  commission_cents: cents,
  customer_name: z.string().nullable(),
  /** When the consumer paid (ISO). */
  paid_at: z.string().nullable(),
});
export type PayoutPayment = z.infer<typeof PayoutPayment>;

export const Payout = z.object({
  id: z.number().int(),
  law_firm_id: z.number().int(),
  law_firm_name: z.string().nullable(),
  method: z.enum(['ach', 'check'] satisfies PayoutMethod[]).nullable(),
  amount_cents: cents,
  status: z.enum(PAYOUT_STATUSES),
  check_number: z.string().nullable(),
  tracking_number: z.string().nullable(),
  initiated_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  payments_count: z.number().int(),
  /** Only on GET /payouts/{id}. */
  payments: z.array(PayoutPayment).optional(),
});
export type Payout = z.infer<typeof Payout>;

/** `GET /collectors/api/payouts`: a page of payouts, newest first. */
export const PayoutsPage = z.object({
  payouts: z.array(Payout),
  total_count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PayoutsPage = z.infer<typeof PayoutsPage>;

/** `GET /collectors/api/payouts/{id}`. */
export const PayoutAnswer = z.object({ payout: Payout });

export const PayoutMonth = z.object({
  month: z.string(),
  /** Paid (deposited or cashed) in the month. */
  paid_cents: cents,
  /** Sent in the month and not paid yet. */
  in_transit_cents: cents,
});
export type PayoutMonth = z.infer<typeof PayoutMonth>;

/** `GET /collectors/api/payouts/monthly`. */
export const PayoutMonthsAnswer = z.object({ months: z.array(PayoutMonth) });

const totals = {
  received_cents: cents,
  paid_out_cents: cents,
  commission_cents: cents,
  held_cents: cents,
  refunded_cents: cents,
  payments: z.number().int(),
  /** received - (paid out + commission + held + refunded). */
  gap_cents: cents,
  /** The gap is 0 and nothing is listed. */
  balanced: z.boolean(),
};

const differences = z.array(
  z.object({
    kind: z.enum([
      'refunded_after_payout',
      'disputed_after_payout',
      'paid_twice',
      'amount_mismatch',
      'payout_total_mismatch',
    ]),
    law_firm_id: z.number().int(),
    stripe_payment_intent_id: z.string().nullable(),
    customer_document_id: z.number().int().nullable(),
    payout_id: z.number().int().nullable(),
    amount_cents: cents,
    gap_cents: cents,
    description: z.string(),
  }),
);
const leftOut = z.array(
  z.object({
    stripe_payment_intent_id: z.string(),
    customer_document_id: z.number().int(),
    law_firm_id: z.number().int(),
    reason: z.enum(['disputed', 'refunded']),
    amount_cents: cents,
    refunded_cents: cents,
  }),
);

export const FirmReconciliation = z.object({
  ...totals,
  law_firm_id: z.number().int(),
  law_firm_name: z.string().nullable(),
});
export type FirmReconciliation = z.infer<typeof FirmReconciliation>;

/** `GET /collectors/api/payouts/reconciliation`: the reconciliation (as `reconcile` computes it) of a period. */
export const ReconciliationReport = z.object({
  ...totals,
  differences,
  left_out: leftOut,
  from: z.string(),
  to: z.string(),
  law_firm_id: z.number().int().nullable(),
  by_firm: z.array(FirmReconciliation),
}) satisfies z.ZodType<Reconciliation>;
export type ReconciliationReport = z.infer<typeof ReconciliationReport>;
