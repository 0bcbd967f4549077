import type { AccountRow } from '@parley/domain/contracts/accounts';
import type { ExportRow } from './accounts-export';
import { formatUsd } from '@parley/domain/money';
import {
  actionLabel,
  deriveState,
  currentActionOf,
  paymentCount,
  type OfferTerms,
  type NegotiationAction,
  type Party,
  type ScheduledPayment,
} from '@parley/domain/negotiation';
import {
  EXPENSE_ITEMS,
  HARDSHIP_REASONS,
  INCOME_ITEMS,
  type ConsumerProfile,
  type FinancialDetails,
  type Hardship,
} from './entities';
import { affordabilityOf, type BankBudget } from '@parley/domain/settlement-rules/affordability';
import { autoAnswerLabel, ruleOfEvent } from '@parley/domain/settlement-rules/labels';
import { matchRule } from '@parley/domain/settlement-rules/rules';
import { offerOnRecord, toMachineEvent, type AccountFacts } from './account-projection';
import type { RowRule } from './affordability-facts';
import { summarizePlan, type PaymentPlanSummary } from './payment-plan-summary';

/**
 * The version of the row this code builds. Kept rows (account_rows) built by another version are built again, so a
 * change to what a row contains (a field, a label, a computation) must move this number; the pinned sample in
 * account-row.spec.ts fails until it does.
 */
export const ACCOUNT_ROW_FORMAT = 1;

/** Everything loaded for one row of the list (the list query selects the read model; details are batch-loaded). */
export interface RowSource {
  doc: {
    id: number;
    userId: number;
    lawFirmId: number;
    lawFirmName: string;
    fileNumber: string | null;
    archivedByLawFirmOn: string | null;
    customerName: string | null;
    email: string | null;
    birthdate: string | null;
    civilNumber: string | null;
    lawsuitState: string | null;
    plaintiffName: string | null;
    lawsuitAmountCents: number | null;
    lawsuitExists: boolean;
    status: string | null;
    statusDate: Date | null;
    percentage: string | null;
    paymentsMade: number;
    paidCents: number;
    collectedCents: number;
    hasDebtAnswer: boolean;
    hasDetailedData: boolean;
  };
  profile:
    | (Pick<
        ConsumerProfile,
        | 'street'
        | 'city'
        | 'state'
        | 'zipCode'
        | 'ssnLastFour'
        | 'financialDetails'
        | 'hardship'
        | 'hardshipStatement'
        | 'hardshipStatementSource'
        | 'plaidVerified'
      > & { hasFullSsn: boolean })
    | null;
  events: Array<AccountFacts['events'][number] & { disclosures: string[] }>;
  paymentIntents: Array<{
    id: string;
    status: string;
    created: string;
    amount: number;
    metadata: Record<string, unknown>;
  }>;
  /** The payouts to the firm that include this account's payments (what each carried of them). */
  checks: Array<{
    payout_id: number;
    method: 'ach' | 'check' | null;
    tracking_number: string | null;
    check_number: string | null;
    amount_cents: number;
    status: string;
    created_at: Date;
    paid_at: Date | null;
  }>;
  plan: { status: string; totalCents: number; schedule: ScheduledPayment[] } | null;
  /** The consumer's newest finished bank report's budget figures, if any. */
  bankBudget?: BankBudget | null;
  /** The firm's active settlement rules (the matching one shapes the suggested plan). */
  rules?: RowRule[];
}

function sumItems(details: FinancialDetails, items: readonly string[]): number {
  return items.reduce((s, k) => s + (Number(details[k as keyof FinancialDetails]) || 0), 0);
}

function offerJson(o: OfferTerms | null) {
  if (!o) return null;
  return {
    total_amount_cents: o.total_amount_cents,
    payments: o.payments,
    phases: o.phases.map((p) => ({
      iterations: p.iterations,
      payment_amount_cents: p.payment_amount_cents,
      index: p.index,
    })),
    first_payment_date: o.first_payment_date,
  };
}

/**
 * English text of an event for the collector's history ("Consumer Offer: $1,200.00 in 6 payments from 2026-12-01").
 * A settlement rule's answer names the rule ("Accepted automatically by rule 'Midland TX'").
 */
export function eventText(
  party: Party,
  action: NegotiationAction,
  offers: OfferTerms[],
  params: Record<string, unknown> = {},
): string {
  const rule = party === 'system' && (action === 'accept' || action === 'counteroffer') ? ruleOfEvent(params) : null;
  const label = rule ? autoAnswerLabel(action as 'accept' | 'counteroffer', rule.name) : actionLabel(party, action);
  // A confusing response is recorded with the reason the firm is told.
  if (typeof params.reason === 'string' && params.reason && action.startsWith('sent_confusing_response')) return `${label}: ${params.reason}`;
  if (!offers.length) return label;
  const describe = (o: OfferTerms) =>
    o.phases.length
      ? `${formatUsd(o.total_amount_cents)} in ${o.phases.length} tiers from ${o.first_payment_date}`
      : `${formatUsd(o.total_amount_cents)} in ${o.payments} payment${o.payments === 1 ? '' : 's'} from ${o.first_payment_date}`;
  return `${label}: ${offers.map(describe).join('; or ')}`;
}

function hardshipJson(h: Hardship): AccountRow['hardship'] {
  const out: AccountRow['hardship'] = {};
  for (const [key, value] of Object.entries(h)) {
    out[key] = {
      label: HARDSHIP_REASONS[key as keyof typeof HARDSHIP_REASONS] ?? key,
      [`${key}_details`]: value?.details ?? null,
    };
  }
  return out;
}

/** The fields a list row and a spreadsheet row share: the read model's columns and the offer on record. */
function sheetFields(doc: RowSource['doc'], offer: OfferTerms | null): Omit<ExportRow, 'customer_document'> {
  return {
    id: doc.id,
    customer_name: doc.customerName,
    law_firm_name: doc.lawFirmName,
    civil_number: doc.civilNumber,
    file_number: doc.fileNumber,
    email: doc.email,
    birthdate: doc.birthdate,
    lawsuit_state: doc.lawsuitState,
    plaintiff_name: doc.plaintiffName,
    lawsuit_exists: doc.lawsuitExists,
    lawsuit_amount_cents: doc.lawsuitAmountCents,
    status: doc.status,
    status_date: doc.statusDate?.toISOString() ?? null,
    latest_historical_offer: offerJson(offer),
    percentage: doc.percentage === null ? null : Number(doc.percentage),
    payments_made: doc.paymentsMade,
    collected_cents: doc.collectedCents,
  };
}

/**
 * A spreadsheet row: the fields it shares with the list row (the offer on record is the only one that needs the
 * negotiation replayed). The export builds 100,000 of these; the events' texts, the profile and the affordability
 * of a full list row are not computed for it.
 */
export function toExportRow(src: Pick<RowSource, 'doc' | 'events'>): ExportRow {
  return sheetRow(src.doc, offerOnRecord(deriveState(src.events.map(toMachineEvent))));
}

/** A spreadsheet row from the read model's columns and the offer on record, however that offer was found. */
export function sheetRow(doc: RowSource['doc'], offer: OfferTerms | null): ExportRow {
  return { ...sheetFields(doc, offer), customer_document: { archived_by_law_firm_on: doc.archivedByLawFirmOn } };
}

/** The read model's copy of the offer on record (rm_offer_*: what the projection wrote from the same replay). */
export interface ReadModelOffer {
  totalCents: number | null;
  /** paymentCount(offer): a tiered offer's count of payments (tiers plus an extra one), not the count it stated. */
  payments: number | null;
  tiers: number | null;
  firstPaymentDate: string | null;
}

/**
 * The offer on record as the read model holds it, when the read model holds all of it: an offer without tiers (its
 * stated number of payments is the count the projection stored). A tiered offer's stated `payments`, which the sheet
 * shows, is not kept, so those accounts (and only those) are replayed: `undefined` says so; `null` is no offer.
 */
export function offerFromReadModel(rm: ReadModelOffer): OfferTerms | null | undefined {
  if (rm.totalCents === null) return null;
  if (rm.tiers !== 0 || rm.payments === null || rm.firstPaymentDate === null) return undefined;
  return { total_amount_cents: rm.totalCents, payments: rm.payments, first_payment_date: rm.firstPaymentDate, phases: [] };
}

/** One Account row (plus the read-model extras named in docs/api/accounts.md). Never the full SSN. */
export function toAccountRow(src: RowSource): AccountRow {
  const { doc, profile } = src;
  const state = deriveState(src.events.map(toMachineEvent));
  const current = currentActionOf(state);
  const offer = offerOnRecord(state);
  const latest = src.events[src.events.length - 1];
  const details = profile?.financialDetails ?? {};
  const financial: Record<string, number | null> = {};
  for (const k of [...INCOME_ITEMS, ...EXPENSE_ITEMS]) financial[k] = details[k] ?? null;
  let summary: PaymentPlanSummary | null = null;
  if (src.plan && src.plan.status !== 'pending')
    summary = summarizePlan(src.plan.schedule, src.plan.totalCents, doc.paidCents);
  const expectedPayments = state.agreed ? paymentCount(state.agreed) : null;
  return {
    ...sheetFields(doc, offer),
    law_firm_id: doc.lawFirmId,
    lawsuit_amount: doc.lawsuitAmountCents === null ? null : formatUsd(doc.lawsuitAmountCents),
    last_action: state.lastAction,
    latest_event: latest ? { action: latest.action, created_at: latest.createdAt.toISOString() } : null,
    current_action: current,
    customer_document: { id: doc.id, user_id: doc.userId, archived_by_law_firm_on: doc.archivedByLawFirmOn },
    stripe_payment_intents: src.paymentIntents.map((p) => ({
      id: p.id,
      status: p.status,
      created: Number(p.created),
      amount: p.amount,
      metadata: p.metadata,
    })),
    checkbook_payments: src.checks.map((c) => ({
      ...c,
      created_at: c.created_at.toISOString(),
      paid_at: c.paid_at ? c.paid_at.toISOString() : null,
    })),
    settlement_negotiation_events: src.events.map((e) => ({
      id: e.id,
      created_at: e.createdAt.toISOString(),
      party: e.party,
      action: e.action,
      disclosures: e.disclosures.map((text) => ({ text })),
    })),
    event_id_to_english_text: Object.fromEntries(
      src.events.map((e) => [e.id, eventText(e.party, e.action, e.offers, e.params)]),
    ),
    has_payment_plan: src.plan !== null,
    payment_plan_summary: summary,
    expected_payments: expectedPayments,
    social_security_number: {
      social_security_number: null,
      social_security_number_last_four: profile?.ssnLastFour ?? null,
      full_ssn_available: profile?.hasFullSsn ?? false,
    },
    customer_mailing_address: {
      customer_street: profile?.street ?? null,
      customer_city: profile?.city ?? null,
      customer_state: profile?.state ?? null,
      customer_zip_code: profile?.zipCode ?? null,
    },
    email: doc.email,
    hardship_statement: profile?.hardshipStatement ?? null,
    hardship_statement_source: profile?.hardshipStatement ? (profile.hardshipStatementSource ?? null) : null,
    hardship: hardshipJson(profile?.hardship ?? {}),
    financial_details: financial,
    monthly_income_total: formatUsd(sumItems(details, INCOME_ITEMS)),
    monthly_expenses_total: formatUsd(sumItems(details, EXPENSE_ITEMS)),
    plaid_verified: profile?.plaidVerified ?? false,
    has_detailed_data: doc.hasDetailedData,
    has_debt_answer: doc.hasDebtAnswer,
    affordability: affordabilityOf(
      src.bankBudget,
      profile?.financialDetails,
      doc.lawsuitAmountCents,
      matchRule(src.rules ?? [], {
        plaintiffName: doc.plaintiffName,
        lawsuitState: doc.lawsuitState,
        lawsuitAmountCents: doc.lawsuitAmountCents,
      }),
    ),
  };
}

