/**
 * The collector accounts API as both sides see it: the answer of apply_filters and its neighbours. The backend's row
 * builder is typed against these, so a field it stops sending, or sends with another type, fails the build of both
 * sides. Amounts named *_cents are integer cents; *_amount strings are already formatted currency.
 */
import type { CurrentAction } from '../negotiation/state-machine';
import type { Affordability, SuggestedPlan } from '../settlement-rules/affordability';
import type { CurrentActionType } from '../negotiation/types';

export type { Affordability, CurrentAction, CurrentActionType, SuggestedPlan };

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
  metadata: { commission?: number | string | null } & Record<string, unknown>;
}

/** A payout to the firm that included this account's payments: what it carried of them, net of commission. */
export interface CheckbookPayment {
  payout_id: number;
  method: 'ach' | 'check' | null;
  status: string;
  amount_cents: number;
  created_at: string;
  paid_at: string | null;
  tracking_number: string | null;
  check_number: string | null;
}

export interface NegotiationEvent {
  id: number;
  created_at: string;
  party: string;
  action: string;
  disclosures: Array<{ text: string }>;
}

export interface PaymentPlanProgress {
  progress_percentage: number;
  /** Cents. */
  next_payment_amount: number | null;
  next_payment_date: string | null;
}

export interface SocialSecurityNumber {
  /** Always null in a list: the full number is only answered by reveal_ssn. */
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
  id: number;
  customer_name: string | null;
  law_firm_id: number;
  law_firm_name: string;
  birthdate: string | null;
  civil_number: string | null;
  file_number: string | null;
  lawsuit_state: string | null;
  plaintiff_name: string | null;
  lawsuit_amount: string | null;
  lawsuit_amount_cents: number | null;
  lawsuit_exists: boolean;
  last_action: string | null;
  status: string | null;
  status_date: string | null;
  latest_event: { action: string; created_at: string } | null;
  current_action: CurrentAction | null;
  customer_document: { id: number; user_id: number; archived_by_law_firm_on: string | null };
  latest_historical_offer: HistoricalOffer | null;
  percentage: number | null;
  stripe_payment_intents: StripePaymentIntent[];
  checkbook_payments: CheckbookPayment[];
  settlement_negotiation_events: NegotiationEvent[];
  event_id_to_english_text: Record<string, string>;
  has_payment_plan: boolean;
  payment_plan_summary: PaymentPlanProgress | null;
  /** Succeeded payments. */
  payments_made: number;
  /** Payments of the agreed offer; null before an agreement. */
  expected_payments: number | null;
  /** Collected so far, net of the platform's commission. */
  collected_cents: number;
  social_security_number: SocialSecurityNumber;
  customer_mailing_address: MailingAddress;
  email: string | null;
  hardship_statement: string | null;
  /**
   * Who wrote hardship_statement: 'model' (a language model: the portal says "AI-written summary") or 'answers' (a
   * plain summary of the consumer's answers, written without a model); null without a statement.
   */
  hardship_statement_source: 'model' | 'answers' | null;
  hardship: Record<string, HardshipReason>;
  financial_details: Record<string, number | null>;
  monthly_income_total: string;
  monthly_expenses_total: string;
  plaid_verified: boolean;
  has_detailed_data: boolean;
  has_debt_answer: boolean;
  /**
   * What the consumer can pay a month (from their bank report when there is one, else what they stated; never below
   * 0) and the plan they can afford that comes closest to the firm's matching settlement rule, or to the lawsuit
   * amount. All null with source null when nothing is known.
   */
  affordability: Affordability;
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
  customer_document: { id: number; archived_by_law_firm_on: string | null };
}

export type SortOrder = 'asc' | 'desc';
