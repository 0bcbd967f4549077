import { z } from 'zod';

/**
 * The consumer dashboard's payload, shared by the API that builds it and the pages that show it: zod schemas (the
 * answer schemas of the API description) and the types read from them.
 * Amounts are integer cents unless a name says dollars; dates are ISO `YYYY-MM-DD`, instants ISO 8601 strings,
 * `*_at` epoch fields say so. Each part is produced by the module that owns it (see docs/ARCHITECTURE.md).
 */

const cents = z.number().int();

export const CaseInfo = z.object({
  id: z.number().int(),
  plaintiff_name: z.string().nullable(),
  /** Cents. */
  lawsuit_amount: cents.nullable(),
  civil_number: z.string().nullable(),
});
export type CaseInfo = z.infer<typeof CaseInfo>;

export const DocumentStatusColor = z.enum(['success', 'warning', 'error', 'info', 'default']);
export type DocumentStatusColor = z.infer<typeof DocumentStatusColor>;

export const FilingMethod = z.object({
  tracking_number: z.string().nullable(),
  address_type: z.string(),
});
export type FilingMethod = z.infer<typeof FilingMethod>;

export const DocumentStep = z.object({
  title: z.string(),
  value: z.string().nullable(),
  url: z.string().nullable(),
  completed: z.boolean(),
  current: z.boolean(),
  wizard_step_name: z.string(),
  filing_methods: z.array(FilingMethod),
});
export type DocumentStep = z.infer<typeof DocumentStep>;

export const DocumentSection = z.object({ name: z.string(), steps: z.array(DocumentStep) });
export type DocumentSection = z.infer<typeof DocumentSection>;

export const DocumentDownload = z.object({
  title: z.string(),
  /** `/my_dashboard/download?id=...` style URL the page polls (see docs/api/dashboard.md). */
  url: z.string(),
});
export type DocumentDownload = z.infer<typeof DocumentDownload>;

export const DocumentKind = z.enum(['solosettle', 'debt_answer', 'document_generation']);
export type DocumentKind = z.infer<typeof DocumentKind>;

export const PaymentHistoryItem = z.object({
  id: z.string(),
  amount_cents: cents,
  /** ISO date the payment was made (or attempted). */
  date: z.string(),
  status: z.enum(['succeeded', 'processing', 'failed', 'refunded']),
});
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItem>;

export const CheckbookPaymentItem = z.object({
  id: z.string(),
  amount_cents: cents,
  date: z.string(),
  status: z.string(),
});
export type CheckbookPaymentItem = z.infer<typeof CheckbookPaymentItem>;

export const PaymentPlanView = z.object({
  document_id: z.number().int(),
  total_amount_customer_pays: cents,
  balance_remaining: cents,
  total_savings: cents,
  previous_payment_date: z.string().nullable(),
  next_payment_amount: cents.nullable(),
  next_payment_date: z.string().nullable(),
  /** Epoch seconds of the charge (23:59:59 UTC of next_payment_date). */
  next_payment_at: z.number().int().nullable(),
  payment_history: z.array(PaymentHistoryItem),
  checkbook_payments: z.array(CheckbookPaymentItem),
  progress_percentage: z.number(),
  last_payment_date: z.string().nullable(),
  total_payments_count: z.number().int(),
  payments_remaining: z.number().int(),
  is_subscription_active: z.boolean(),
  is_subscription_upcoming: z.boolean(),
  subscription_needs_attention: z.boolean(),
  subscription_latest_invoice_url: z.string().nullable(),
  /** The upcoming payments (amount in cents, due date): the additional payment form and the date form use them. */
  upcoming_payments: z.array(z.object({ amount_cents: cents, due_date: z.string(), due_at: z.number().int() })),
});
export type PaymentPlanView = z.infer<typeof PaymentPlanView>;

export const ConsumerDocumentView = z.object({
  id: z.number().int(),
  document_name: DocumentKind,
  title: z.string(),
  created_at: z.string(),
  is_completed: z.boolean(),
  resume_url: z.string(),
  status: z.string(),
  status_color: DocumentStatusColor,
  status_definition: z.string(),
  sectioned_steps: z.array(DocumentSection),
  downloads: z.array(DocumentDownload),
  law_firm: z.object({ id: z.number().int().nullable(), name: z.string(), in_database: z.boolean() }).nullable(),
  /** Present for settlement documents with an agreed plan. */
  payment_plan: PaymentPlanView.nullable(),
  experiments: z.object({ show_stash: z.boolean() }),
  archived: z.boolean(),
});
export type ConsumerDocumentView = z.infer<typeof ConsumerDocumentView>;

export const DashboardCase = z.object({
  id: z.number().int(),
  info: CaseInfo,
  documents: z.array(ConsumerDocumentView),
  has_payment_plan: z.boolean(),
});
export type DashboardCase = z.infer<typeof DashboardCase>;

export const CreditReportStatus = z.enum(['error', 'available', 'missing_metadata', 'consent_required', 'fetching']);
export type CreditReportStatus = z.infer<typeof CreditReportStatus>;
export const StatusTier = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type StatusTier = z.infer<typeof StatusTier>;

export const CreditFactor = z.object({
  value: z.union([z.number(), z.string()]),
  status_tier: StatusTier,
  impact: z.enum(['high', 'medium', 'low']),
});
export type CreditFactor = z.infer<typeof CreditFactor>;

export const CreditReportView = z.object({
  status: CreditReportStatus,
  /** True once a report was ever fetched (the fetching status may still show it). */
  base_report: z.boolean(),
  credit_score: z.object({ value: z.number(), status_tier: StatusTier, score_reasons: z.array(z.string()) }).nullable(),
  improvement_message: z.string().nullable(),
  factors: z
    .object({
      payment_history: CreditFactor,
      credit_utilization: CreditFactor,
      derogatory_marks: CreditFactor,
      credit_age: CreditFactor,
      total_accounts: CreditFactor,
      hard_inquiries: CreditFactor,
      available_credit: CreditFactor,
    })
    .nullable(),
  error: z.string().nullable(),
  fetched_at: z.string().nullable(),
});
export type CreditReportView = z.infer<typeof CreditReportView>;

/**
 * consent_required: never connected a bank (or every connection was removed); pending: the newest build is still
 * running; reconnect: a connection needs a new sign-in; failed: the newest build failed; available: the report.
 */
export const FinancialReportStatus = z.enum(['available', 'consent_required', 'reconnect', 'pending', 'failed']);
export type FinancialReportStatus = z.infer<typeof FinancialReportStatus>;

export const BankAccountView = z.object({
  name: z.string(),
  institution_name: z.string(),
  type: z.string(),
  mask: z.string(),
  total_balance: z.number(),
  logo: z.string().nullable(),
});
export type BankAccountView = z.infer<typeof BankAccountView>;

export const PayFrequency = z.enum(['WEEKLY', 'BIWEEKLY', 'SEMI_MONTHLY', 'MONTHLY', 'UNKNOWN']);
export type PayFrequency = z.infer<typeof PayFrequency>;

export const IncomeSourceView = z.object({
  employer_name: z.string(),
  type: z.string(),
  average_monthly_income: z.number(),
  pay_frequency: PayFrequency,
  next_payment_date: z.string().nullable(),
});
export type IncomeSourceView = z.infer<typeof IncomeSourceView>;

export const SpendingCategoryView = z.object({
  category: z.string(),
  label: z.string(),
  /** Cents. */
  average_monthly: z.number(),
});
export type SpendingCategoryView = z.infer<typeof SpendingCategoryView>;

export const FinancialReportView = z.object({
  status: FinancialReportStatus,
  average_monthly_balance: z.number().nullable(),
  average_monthly_income: z.number().nullable(),
  average_monthly_expenses: z.number().nullable(),
  income_last_year: z.number().nullable(),
  /**
   * Average monthly spending per category, largest first, with its label. Empty unless available; a report built
   * before categories were kept has none (the page then shows the expenses as one bar).
   */
  spending_by_category: z.array(SpendingCategoryView),
  bank_accounts: z.array(BankAccountView),
  income_sources: z.array(IncomeSourceView),
});
export type FinancialReportView = z.infer<typeof FinancialReportView>;

export const UserProfileView = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  metadata: z.object({
    address_line1: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    birthdate: z.string().nullable(),
    ssn_last_four: z.string().nullable(),
    /** Never the full number: null, or masked `***-**-1234` when a full SSN is stored. */
    ssn: z.string().nullable(),
  }),
  is_oauth_user: z.boolean(),
});
export type UserProfileView = z.infer<typeof UserProfileView>;

export const AffiliateOffer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  logo_url: z.string(),
  target_url: z.string(),
  deal_text: z.string(),
  button_text: z.string(),
});
export type AffiliateOffer = z.infer<typeof AffiliateOffer>;

/** `GET /my_dashboard.json`. */
export const DashboardPayload = z.object({
  cases: z.array(DashboardCase),
  credit_report: CreditReportView,
  financial_report: FinancialReportView,
  /** Active documents that belong to no case. */
  unorganizedDocuments: z.array(ConsumerDocumentView),
  archivedDocuments: z.array(ConsumerDocumentView),
  user_profile: UserProfileView,
  /** Settlement documents the credit report's accounts could be settled with (may be empty). */
  credit_report_solosettles: z.array(ConsumerDocumentView),
  affiliate_offers: z.array(AffiliateOffer),
});
export type DashboardPayload = z.infer<typeof DashboardPayload>;

export const StashTransactionKind = z.enum(['settlement_payment', 'refund', 'deposit']);
export type StashTransactionKind = z.infer<typeof StashTransactionKind>;

export const StashTransaction = z.object({
  id: z.number().int(),
  amount_cents: cents,
  created_at: z.string(),
  kind: StashTransactionKind,
  status: z.string(),
});
export type StashTransaction = z.infer<typeof StashTransaction>;

export const StashData = z.object({
  available_balance: cents,
  all_transactions: z.array(StashTransaction),
});
export type StashData = z.infer<typeof StashData>;
