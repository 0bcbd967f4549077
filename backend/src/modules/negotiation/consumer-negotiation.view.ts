import {
  completedStages,
  CONSUMER_STAGES,
  CONSUMER_STEP_TEXT,
  consumerEventText,
  consumerStepOf,
  currentActionOf,
  DISPUTABLE,
  scheduleOf,
  type NegotiationState,
  type OfferTerms,
  type Schedule,
} from '@parley/domain/negotiation';
import type { Budget } from '@parley/domain/settlement-rules/affordability';
import type { AccountFacts } from '../accounts/account-projection';
import type { PaymentPlanSummary } from '../accounts/payment-plan-summary';
import type { StoredAgreement } from './settlement-agreements';

/**
 * The answer of GET /api/customer_documents/:id/negotiation (docs/api/consumer-negotiation.md): what the consumer
 * sees of their settlement. Pure, so the mapping is tested without a database.
 */

type FactEvent = AccountFacts['events'][number];

export interface ConsumerViewInput {
  doc: {
    id: number;
    version: number;
    firmName: string;
    /** The firm's id: 'Message collector' starts the chat with it (docs/api/chat.md). */
    lawFirmId?: number;
    plaintiffName: string | null;
    debtAmountCents: number | null;
    civilNumber: string | null;
    lawsuitState: string | null;
    lawsuitExists: boolean;
    consumerName: string;
  };
  state: NegotiationState;
  events: FactEvent[];
  /** Disclosure texts by event id, in the order they were written. */
  disclosures: Map<number, string[]>;
  plan: { status: string; totalCents: number; paymentsTotal: number; summary: PaymentPlanSummary | null } | null;
  paymentsMade: number;
  today: string;
  validFirstPaymentDate: string;
  /**
   * The consumer's own monthly budget (their bank report, else what they stated), shown beside the offer form. Never
   * the firm's rule: a consumer is not told the firm's settlement floor.
   */
  budget?: Budget;
}

export interface UploadView {
  id: string;
  filename: string;
  size: number;
  url: string;
}

const scheduleOrNull = (terms: OfferTerms): Schedule | null => {
  try {
    return scheduleOf(terms);
  } catch {
    return null;
  }
};

const withSchedule = (terms: OfferTerms) => ({ terms, schedule: scheduleOrNull(terms) });

/** The id a stored upload is downloaded by: the random part of our storage key (never the user's file name). */
export function uploadId(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1).replace(/\.pdf$/, '');
}

/** The files of an event's params (sent_settlement_agreement, sent_verification). */
export function storedFiles(params: Record<string, unknown>): StoredAgreement[] {
  const files = params.files;
  if (!Array.isArray(files)) return [];
  return files.filter(
    (f): f is StoredAgreement => !!f && typeof f === 'object' && typeof (f as StoredAgreement).key === 'string',
  );
}

/** The latest upload of a kind, as download links. */
function uploadsOf(docId: number, events: FactEvent[], action: FactEvent['action'], route: string): UploadView[] {
  const latest = [...events].reverse().find((e) => e.action === action);
  if (!latest) return [];
  return storedFiles(latest.params).map((f) => ({
    id: uploadId(f.key),
    filename: f.filename,
    size: f.size,
    url: `/api/customer_documents/${docId}/${route}/${uploadId(f.key)}`,
  }));
}

export function toConsumerView(input: ConsumerViewInput) {
  const { doc, state, events, disclosures } = input;
  const step = consumerStepOf(state);
  // The firm counters by a collector, or by its settlement rule (party system): either is the firm's counteroffer.
  const lastCounter = [...events].reverse().find((e) => e.party !== 'consumer' && e.action === 'counteroffer');
  const lastOwnOffer = [...events]
    .reverse()
    .find((e) => e.party === 'consumer' && (e.action === 'offer' || e.action === 'counteroffer'));
  // The collector's offers are open while the account waits on the consumer and nothing came after them.
  const open = state.current === 'waiting_for_customer' && !state.disputed;
  const signed = [...events].reverse().find((e) => e.action === 'signed_settlement_agreement');
  const disputeEvent = [...events].reverse().find((e) => e.action === 'dispute');
  const verifiedEvent = [...events].reverse().find((e) => e.action === 'sent_verification');
  const stringParam = (e: FactEvent | undefined, k: string) =>
    e && typeof e.params[k] === 'string' ? (e.params[k] as string) : null;
  return {
    customer_document: {
      id: doc.id,
      version: doc.version,
      firm_name: doc.firmName,
      law_firm_id: doc.lawFirmId ?? null,
      plaintiff_name: doc.plaintiffName,
      debt_amount_cents: doc.debtAmountCents,
      civil_number: doc.civilNumber,
      lawsuit_state: doc.lawsuitState,
      lawsuit_exists: doc.lawsuitExists,
      consumer_name: doc.consumerName,
    },
    version: doc.version,
    step,
    step_text: CONSUMER_STEP_TEXT[step],
    stages: CONSUMER_STAGES,
    completed_stages: completedStages(state),
    current_action: currentActionOf(state),
    valid_first_payment_date: input.validFirstPaymentDate,
    budget: input.budget ?? null,
    counteroffers: lastCounter
      ? {
          event_id: lastCounter.id,
          created_at: lastCounter.createdAt.toISOString(),
          open,
          disclosures: disclosures.get(lastCounter.id) ?? [],
          offers: lastCounter.offers.map((terms, index) => ({
            index,
            ...withSchedule(terms),
            // A collector's date can pass while the offer waits; accepting it would start a plan in the past.
            first_payment_date_passed: terms.first_payment_date < input.today,
          })),
        }
      : null,
    my_offer: lastOwnOffer?.offers[0] ? withSchedule(lastOwnOffer.offers[0]) : null,
    agreed_offer: state.agreed ? withSchedule(state.agreed) : null,
    agreement_uploads: uploadsOf(doc.id, events, 'sent_settlement_agreement', 'settlement_agreement_uploads'),
    verification_uploads: uploadsOf(doc.id, events, 'sent_verification', 'debt_verification_uploads'),
    signature: signed
      ? {
          signature_name: stringParam(signed, 'signature_name'),
          // Signatures recorded without their own time stamp (the demo seed's) fall back to the event's time.
          signed_at: stringParam(signed, 'signed_at') ?? signed.createdAt.toISOString(),
          ip: stringParam(signed, 'ip'),
        }
      : null,
    settlement_agreement_available: !!signed,
    settlement_agreement_url: signed ? `/api/customer_documents/${doc.id}/settlement_agreement.pdf` : null,
    dispute: {
      disputed: state.disputed,
      can_dispute: !state.disputed && !state.verified && DISPUTABLE.includes(state.current),
      reason: stringParam(disputeEvent, 'reason'),
      disputed_at: disputeEvent?.createdAt.toISOString() ?? null,
      verified_at: verifiedEvent?.createdAt.toISOString() ?? null,
    },
    payment_plan: input.plan
      ? {
          status: input.plan.status,
          total_cents: input.plan.totalCents,
          payments_total: input.plan.paymentsTotal,
          payments_made: input.paymentsMade,
          progress_percentage: input.plan.summary?.progress_percentage ?? 0,
          next_payment_amount_cents: input.plan.summary?.next_payment_amount ?? null,
          next_payment_date: input.plan.summary?.next_payment_date ?? null,
          paid: step === 'paid' || input.plan.summary?.progress_percentage === 100,
        }
      : null,
    history: events.map((e) => ({
      id: e.id,
      created_at: e.createdAt.toISOString(),
      party: e.party,
      action: e.action,
      text: consumerEventText(e.party, e.action, e.offers, e.params),
      disclosures: disclosures.get(e.id) ?? [],
    })),
  };
}

export type ConsumerView = ReturnType<typeof toConsumerView>;
