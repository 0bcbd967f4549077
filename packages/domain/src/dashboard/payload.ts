/**
 * The consumer dashboard's payload, shared by the API that builds it and the pages that show it.
 * Amounts are integer cents unless a name says dollars; dates are ISO `YYYY-MM-DD`, instants ISO 8601 strings,
 * `*_at` epoch fields say so. Each part is produced by the module that owns it (see docs/ARCHITECTURE.md).
 */

export interface DashboardPayload {
  cases: DashboardCase[];
  credit_report: CreditReportView;
  financial_report: FinancialReportView;
  /** Active documents that belong to no case. */
  unorganizedDocuments: ConsumerDocumentView[];
  archivedDocuments: ConsumerDocumentView[];
  user_profile: UserProfileView;
  /** Settlement documents the credit report's accounts could be settled with (may be empty). */
  credit_report_solosettles: ConsumerDocumentView[];
  affiliate_offers: AffiliateOffer[];
}

export interface CaseInfo {
  id: number;
  plaintiff_name: string | null;
  /** Cents. */
  lawsuit_amount: number | null;
  civil_number: string | null;
}

export interface DashboardCase {
  id: number;
  info: CaseInfo;
  documents: ConsumerDocumentView[];
  has_payment_plan: boolean;
}

export type DocumentStatusColor = 'success' | 'warning' | 'error' | 'info' | 'default';

export interface FilingMethod {
  tracking_number: string | null;
  address_type: string;
}

export interface DocumentStep {
  title: string;
  value: string | null;
  url: string | null;
  completed: boolean;
  current: boolean;
  wizard_step_name: string;
  filing_methods: FilingMethod[];
}

export interface DocumentSection {
  name: string;
  steps: DocumentStep[];
}

export interface DocumentDownload {
  title: string;
  /** `/my_dashboard/download?id=...` style URL the page polls (see docs/api/dashboard.md). */
  url: string;
}

export type DocumentKind = 'solosettle' | 'debt_answer' | 'document_generation';

export interface ConsumerDocumentView {
  id: number;
  document_name: DocumentKind;
  title: string;
  created_at: string;
  is_completed: boolean;
  resume_url: string;
  status: string;
  status_color: DocumentStatusColor;
  status_definition: string;
  sectioned_steps: DocumentSection[];
  downloads: DocumentDownload[];
  law_firm: { id: number | null; name: string; in_database: boolean } | null;
  /** Present for settlement documents with an agreed plan. */
  payment_plan: PaymentPlanView | null;
  experiments: { show_stash: boolean };
  archived: boolean;
}

export interface PaymentHistoryItem {
  id: string;
  amount_cents: number;
  /** ISO date the payment was made (or attempted). */
  date: string;
  status: 'succeeded' | 'processing' | 'failed' | 'refunded';
}

export interface CheckbookPaymentItem {
  id: string;
  amount_cents: number;
  date: string;
  status: string;
}

export interface PaymentPlanView {
  document_id: number;
  total_amount_customer_pays: number;
  balance_remaining: number;
  total_savings: number;
  previous_payment_date: string | null;
  next_payment_amount: number | null;
  next_payment_date: string | null;
  /** Epoch seconds of the charge (23:59:59 UTC of next_payment_date). */
  next_payment_at: number | null;
  payment_history: PaymentHistoryItem[];
  checkbook_payments: CheckbookPaymentItem[];
  progress_percentage: number;
  last_payment_date: string | null;
  total_payments_count: number;
  payments_remaining: number;
  is_subscription_active: boolean;
  is_subscription_upcoming: boolean;
  subscription_needs_attention: boolean;
  subscription_latest_invoice_url: string | null;
  /** The upcoming payments (amount in cents, due date): the additional payment form and the date form use them. */
  upcoming_payments: { amount_cents: number; due_date: string; due_at: number }[];
}

export type CreditReportStatus = 'error' | 'available' | 'missing_metadata' | 'consent_required' | 'fetching';
export type StatusTier = 1 | 2 | 3 | 4 | 5;

export interface CreditFactor {
  value: number | string;
  status_tier: StatusTier;
  impact: 'high' | 'medium' | 'low';
}

export interface CreditReportView {
  status: CreditReportStatus;
  /** True once a report was ever fetched (the fetching status may still show it). */
  base_report: boolean;
  credit_score: { value: number; status_tier: StatusTier; score_reasons: string[] } | null;
  improvement_message: string | null;
  factors: {
    payment_history: CreditFactor;
    credit_utilization: CreditFactor;
    derogatory_marks: CreditFactor;
    credit_age: CreditFactor;
    total_accounts: CreditFactor;
    hard_inquiries: CreditFactor;
    available_credit: CreditFactor;
  } | null;
  error: string | null;
  fetched_at: string | null;
}

export type FinancialReportStatus = 'available' | 'consent_required' | 'reconnect' | 'pending' | 'failed';

export interface BankAccountView {
  name: string;
  institution_name: string;
  type: string;
  mask: string;
  total_balance: number;
  logo: string | null;
}

export type PayFrequency = 'WEEKLY' | 'BIWEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY' | 'UNKNOWN';

export interface IncomeSourceView {
  employer_name: string;
  type: string;
  average_monthly_income: number;
  pay_frequency: PayFrequency;
  next_payment_date: string | null;
}

export interface FinancialReportView {
  status: FinancialReportStatus;
  average_monthly_balance: number | null;
  average_monthly_income: number | null;
  average_monthly_expenses: number | null;
  income_last_year: number | null;
  /**
   * Average monthly spending per category, largest first, with its label. Empty unless available; a report built
   * before categories were kept has none (the page then shows the expenses as one bar).
   */
  spending_by_category: SpendingCategoryView[];
  bank_accounts: BankAccountView[];
  income_sources: IncomeSourceView[];
}

export interface SpendingCategoryView {
  category: string;
  label: string;
  /** Cents. */
  average_monthly: number;
}

export interface UserProfileView {
  first_name: string | null;
  last_name: string | null;
  email: string;
  metadata: {
    address_line1: string | null;
    city: string | null;
    state: string | null;
    zip_code: string | null;
    birthdate: string | null;
    ssn_last_four: string | null;
    /** Never the full number: null, or masked `***-**-1234` when a full SSN is stored. */
    ssn: string | null;
  };
  is_oauth_user: boolean;
}

export interface AffiliateOffer {
  id: number;
  title: string;
  description: string;
  logo_url: string;
  target_url: string;
  deal_text: string;
  button_text: string;
}

export type StashTransactionKind = 'settlement_payment' | 'refund' | 'deposit';

export interface StashTransaction {
  id: number;
  amount_cents: number;
  created_at: string;
  kind: StashTransactionKind;
  status: string;
}

export interface StashData {
  available_balance: number;
  all_transactions: StashTransaction[];
}
