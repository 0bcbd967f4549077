/**
 * The collector accounts API as the page sees it (000 section 3 and 7, and the lead's contract for issue 3).
 * Amounts named *_cents are integer cents; *_amount strings are already formatted currency.
 */

export type CurrentActionType =
  | 'accept_or_counteroffer'
  | 'waiting_for_customer'
  | 'request_payment_details'
  | 'request_settlement_agreement'
  | 'waiting_for_signed_settlement_agreement'
  | 'waiting_for_payment'
  | 'payment_setup_complete'
  | 'first_payment_made';

export interface CurrentAction {
  type: CurrentActionType | string;
  params?: Record<string, unknown> | null;
}

export interface OfferPhase {
  iterations: number;
  payment_amount_cents: number;
  index: number;
}

export interface HistoricalOffer {
  total_amount_cents: number;
  payments: number;
  phases: OfferPhase[];
  first_payment_date: string | null;
}

export interface StripePaymentIntent {
  id: string;
  status: string;
  /** Epoch seconds. */
  created: number;
  /** Cents, gross. */
  amount: number;
  metadata?: { commission?: number | string | null } | null;
}

/** A payout to the firm that included this account's payments (what it carried of them, net of commission). */
export interface CheckbookPayment {
  payout_id?: number;
  method?: 'ach' | 'check' | null;
  status?: string;
  amount_cents?: number;
  created_at?: string;
  paid_at?: string | null;
  tracking_number: string | null;
  check_number: string | null;
}

export interface NegotiationEvent {
  id: number | string;
  created_at: string;
  party: string;
  disclosures: Array<{ text: string }>;
}

export interface PaymentPlanProgress {
  progress_percentage: number;
  /** Cents. */
  next_payment_amount: number | null;
  next_payment_date: string | null;
}

export interface SocialSecurityNumber {
  social_security_number: string | null;
  social_security_number_last_four: string | null;
  full_ssn_available: boolean;
}

export interface MailingAddress {
  customer_street: string | null;
  customer_city: string | null;
  customer_state: string | null;
  customer_zip_code: string | null;
}

export type HardshipReason = { label: string } & Record<string, string | null>;

export interface AccountRow {
  id: number | string;
  customer_name: string;
  law_firm_name: string | null;
  law_firm_id?: number | string | null;
  birthdate: string | null;
  civil_number: string | null;
  file_number: string | null;
  lawsuit_state: string | null;
  plaintiff_name: string | null;
  lawsuit_amount: string | null;
  lawsuit_amount_cents?: number | null;
  lawsuit_exists: boolean;
  last_action: string | null;
  status: string | null;
  status_date: string | null;
  percentage: number | null;
  latest_event: { action: string; created_at: string } | null;
  current_action: CurrentAction | null;
  customer_document: { id: number | string; user_id: number | string | null; archived_by_law_firm_on: string | null };
  latest_historical_offer: HistoricalOffer | null;
  stripe_payment_intents: StripePaymentIntent[];
  checkbook_payments: CheckbookPayment[];
  settlement_negotiation_events: NegotiationEvent[];
  event_id_to_english_text: Record<string, string>;
  payment_plan_summary: PaymentPlanProgress | null;
  social_security_number: SocialSecurityNumber | null;
  customer_mailing_address: MailingAddress | null;
  email: string | null;
  hardship_statement: string | null;
  hardship: Record<string, HardshipReason> | null;
  monthly_income_total: string | null;
  monthly_expenses_total: string | null;
  plaid_verified: boolean;
  has_detailed_data: boolean;
  has_debt_answer: boolean;
  financial_details: Record<string, number | null> | null;
  /** Succeeded payments. */
  payments_made?: number;
  /** Payments of the agreed offer; null before an agreement. */
  expected_payments?: number | null;
  has_payment_plan?: boolean;
  /** Collected so far, net of the platform's commission. */
  collected_cents?: number;
}

export interface ApplyFiltersAnswer {
  customer_info: AccountRow[];
  total_count: number;
  more_pages: boolean;
  has_payment_details: boolean;
  valid_first_payment_date: string;
}

export interface FilterUnit {
  value: string;
  location: 'before' | 'after';
}

interface FilterBase {
  key: string;
  name: string;
  unit: FilterUnit | null;
  visible_in_ui: boolean;
}

export type FilterDefinition =
  | (FilterBase & { type: 'enum'; values: string[] })
  | (FilterBase & { type: 'range'; values: { min: number | null; max: number | null } | null })
  | (FilterBase & { type: 'text'; values: null });

export interface FilterValuesAnswer {
  filters: FilterDefinition[];
}

export interface CollectorMetrics {
  collected_amount: number;
  uncollected_amount: number;
  waiting_on_consumer_amount: number;
  waiting_on_collector_amount: number;
  response_rate: number | null;
  offers_count: number;
}

export interface PaymentPlanSummaryAnswer {
  pending: boolean;
  has_payment_plan: boolean;
  payment_plan_summary: PaymentPlanProgress | null;
}

export interface ArchiveAnswer {
  customer_document: { id: number | string; archived_by_law_firm_on: string | null };
}

export type SortOrder = 'asc' | 'desc';
