/**
 * The collector accounts API as both sides see it: the answer of apply_filters and its neighbours, as zod schemas (the
 * answer schemas of the API description, checked against the real answers by the integration tests) and the types
 * read from them. The backend's row builder is typed against these, so a field it stops sending, or sends with another
 * type, fails the build of both sides. Amounts named *_cents are integer cents; *_amount strings are already formatted
 * currency.
 */
import { z } from 'zod';
import type { CurrentAction } from '../negotiation/state-machine';
import type { Affordability, SuggestedPlan } from '../settlement-rules/affordability';
import { CURRENT_ACTION_TYPES, type CurrentActionType } from '../negotiation/types';
import { ExportView } from '../export-view';

export type { Affordability, CurrentAction, CurrentActionType, SuggestedPlan };

const cents = z.number().int();
const id = z.number().int();

/** `{type, params}`: whose turn it is and what the step needs. */
export const CurrentActionSchema: z.ZodType<CurrentAction> = z.object({
  type: z.enum(CURRENT_ACTION_TYPES),
  params: z.record(z.string(), z.unknown()),
});

export const OfferPhase = z.object({
  iterations: z.number().int(),
  payment_amount_cents: cents,
  index: z.number().int(),
});
export type OfferPhase = z.infer<typeof OfferPhase>;

export const HistoricalOffer = z.object({
  total_amount_cents: cents,
  payments: z.number().int(),
  phases: z.array(OfferPhase),
  first_payment_date: z.string().nullable(),
});
export type HistoricalOffer = z.infer<typeof HistoricalOffer>;

export const StripePaymentIntent = z.object({
  id: z.string(),
  status: z.string(),
  /** Epoch seconds. */
  created: z.number().int(),
  /** Cents, gross. */
  amount: cents,
  metadata: z.looseObject({ commission: z.union([z.number(), z.string()]).nullable().optional() }),
});
export type StripePaymentIntent = z.infer<typeof StripePaymentIntent>;

/** A payout to the firm that included this account's payments: what it carried of them, net of commission. */
export const CheckbookPayment = z.object({
  payout_id: id,
  method: z.enum(['ach', 'check']).nullable(),
  status: z.string(),
  amount_cents: cents,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  tracking_number: z.string().nullable(),
  check_number: z.string().nullable(),
});
export type CheckbookPayment = z.infer<typeof CheckbookPayment>;

export const NegotiationEvent = z.object({
  id,
  created_at: z.string(),
  party: z.string(),
  action: z.string(),
  disclosures: z.array(z.object({ text: z.string() })),
});
export type NegotiationEvent = z.infer<typeof NegotiationEvent>;

export const PaymentPlanProgress = z.object({
  progress_percentage: z.number(),
  /** Cents. */
  next_payment_amount: cents.nullable(),
  next_payment_date: z.string().nullable(),
});
export type PaymentPlanProgress = z.infer<typeof PaymentPlanProgress>;

export const SocialSecurityNumber = z.object({
  /** Always null in a list: the full number is only answered by reveal_ssn. */
  social_security_number: z.string().nullable(),
  social_security_number_last_four: z.string().nullable(),
  full_ssn_available: z.boolean(),
});
export type SocialSecurityNumber = z.infer<typeof SocialSecurityNumber>;

export const MailingAddress = z.object({
  customer_street: z.string().nullable(),
  customer_city: z.string().nullable(),
  customer_state: z.string().nullable(),
  customer_zip_code: z.string().nullable(),
});
export type MailingAddress = z.infer<typeof MailingAddress>;

/** A hardship reason: its label and the consumer's answers to its questions. */
export const HardshipReason = z.object({ label: z.string() }).catchall(z.string().nullable());
export type HardshipReason = z.infer<typeof HardshipReason>;

/** The affordability shapes are the settlement rules' own types; these schemas are checked against them. */
const SuggestedPlanSchema: z.ZodType<SuggestedPlan> = z.object({
  payment_amount_cents: cents,
  payments: z.number().int(),
  total_amount_cents: cents,
});
const AffordabilitySchema: z.ZodType<Affordability> = z.object({
  monthly_income_cents: cents.nullable(),
  monthly_expenses_cents: cents.nullable(),
  disposable_income_cents: cents.nullable(),
  source: z.enum(['bank', 'stated']).nullable(),
  suggested_plan: SuggestedPlanSchema.nullable(),
});

export const AccountRow = z.object({
  id,
  customer_name: z.string().nullable(),
  law_firm_id: id,
  law_firm_name: z.string(),
  birthdate: z.string().nullable(),
  civil_number: z.string().nullable(),
  file_number: z.string().nullable(),
  lawsuit_state: z.string().nullable(),
  plaintiff_name: z.string().nullable(),
  lawsuit_amount: z.string().nullable(),
  lawsuit_amount_cents: cents.nullable(),
  lawsuit_exists: z.boolean(),
  last_action: z.string().nullable(),
  status: z.string().nullable(),
  status_date: z.string().nullable(),
  latest_event: z.object({ action: z.string(), created_at: z.string() }).nullable(),
  current_action: CurrentActionSchema.nullable(),
  customer_document: z.object({ id, user_id: id, archived_by_law_firm_on: z.string().nullable() }),
  latest_historical_offer: HistoricalOffer.nullable(),
  percentage: z.number().nullable(),
  stripe_payment_intents: z.array(StripePaymentIntent),
  checkbook_payments: z.array(CheckbookPayment),
  settlement_negotiation_events: z.array(NegotiationEvent),
  event_id_to_english_text: z.record(z.string(), z.string()),
  has_payment_plan: z.boolean(),
  payment_plan_summary: PaymentPlanProgress.nullable(),
  /** Succeeded payments. */
  payments_made: z.number().int(),
  /** Payments of the agreed offer; null before an agreement. */
  expected_payments: z.number().int().nullable(),
  /** Collected so far, net of the platform's commission. */
  collected_cents: cents,
  social_security_number: SocialSecurityNumber,
  customer_mailing_address: MailingAddress,
  email: z.string().nullable(),
  hardship_statement: z.string().nullable(),
  /**
   * Who wrote hardship_statement: 'model' (a language model: the portal says "AI-written summary") or 'answers' (a
   * plain summary of the consumer's answers, written without a model); null without a statement.
   */
  hardship_statement_source: z.enum(['model', 'answers']).nullable(),
  hardship: z.record(z.string(), HardshipReason),
  financial_details: z.record(z.string(), z.number().nullable()),
  monthly_income_total: z.string(),
  monthly_expenses_total: z.string(),
  plaid_verified: z.boolean(),
  has_detailed_data: z.boolean(),
  has_debt_answer: z.boolean(),
  /**
   * What the consumer can pay a month (from their bank report when there is one, else what they stated; never below
   * 0) and the plan they can afford that comes closest to the firm's matching settlement rule, or to the lawsuit
   * amount. All null with source null when nothing is known.
   */
  affordability: AffordabilitySchema,
});
export type AccountRow = z.infer<typeof AccountRow>;

/** `GET /collectors/api/apply_filters`. */
export const ApplyFiltersAnswer = z.object({
  customer_info: z.array(AccountRow),
  total_count: z.number().int(),
  more_pages: z.boolean(),
  has_payment_details: z.boolean(),
  valid_first_payment_date: z.string(),
});
export type ApplyFiltersAnswer = z.infer<typeof ApplyFiltersAnswer>;

export const FilterUnit = z.object({ value: z.string(), location: z.enum(['before', 'after']) });
export type FilterUnit = z.infer<typeof FilterUnit>;

const filterBase = { key: z.string(), name: z.string(), unit: FilterUnit.nullable(), visible_in_ui: z.boolean() };

export const FilterDefinition = z.discriminatedUnion('type', [
  z.object({ ...filterBase, type: z.literal('enum'), values: z.array(z.string()) }),
  z.object({
    ...filterBase,
    type: z.literal('range'),
    values: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
  }),
  z.object({ ...filterBase, type: z.literal('text'), values: z.null() }),
]);
export type FilterDefinition = z.infer<typeof FilterDefinition>;

/** `GET /collectors/api/filter_values`. */
export const FilterValuesAnswer = z.object({ filters: z.array(FilterDefinition) });
export type FilterValuesAnswer = z.infer<typeof FilterValuesAnswer>;

export const CollectorMetrics = z.object({
  collected_amount: z.number(),
  uncollected_amount: z.number(),
  waiting_on_consumer_amount: z.number(),
  waiting_on_collector_amount: z.number(),
  response_rate: z.number().nullable(),
  offers_count: z.number().int(),
});
export type CollectorMetrics = z.infer<typeof CollectorMetrics>;

/** `GET /collectors/api/calculate_collector_metrics`. */
export const CollectorMetricsAnswer = z.object({ metrics: CollectorMetrics });

export const AccountsCharts = z.object({
  collected_by_month: z.array(z.object({ month: z.string(), collected_cents: cents })),
  accounts_by_current_action: z.array(z.object({ current_action: z.string(), count: z.number().int() })),
  median_days_to_answer: z.number().nullable(),
  answered_offers: z.number().int(),
});
export type AccountsCharts = z.infer<typeof AccountsCharts>;

/** `GET /collectors/api/accounts_charts`. */
export const AccountsChartsAnswer = z.object({ charts: AccountsCharts });

/** `GET /collectors/api/payment_plan_summary`. */
export const PaymentPlanSummaryAnswer = z.object({
  pending: z.boolean(),
  has_payment_plan: z.boolean(),
  payment_plan_summary: PaymentPlanProgress.nullable(),
});
export type PaymentPlanSummaryAnswer = z.infer<typeof PaymentPlanSummaryAnswer>;

/** archive_document and unarchive_document. */
export const ArchiveAnswer = z.object({
  customer_document: z.object({ id, archived_by_law_firm_on: z.string().nullable() }),
});
export type ArchiveAnswer = z.infer<typeof ArchiveAnswer>;

/** `POST /collectors/api/update_file_number`. */
export const FileNumberAnswer = z.object({ file_number: z.string().nullable() });

/** `POST /collectors/api/reveal_ssn`: the full number (audited). */
export const RevealSsnAnswer = z.object({ social_security_number: z.string() });

/** An export's status (export_accounts, export_activity_log, exports/{id}). */
export { ExportView };

export type SortOrder = 'asc' | 'desc';
