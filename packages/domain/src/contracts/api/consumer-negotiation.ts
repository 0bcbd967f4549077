import { z } from 'zod';
import { OfferDraft } from './negotiation';
import type { ConsumerStep } from '../../negotiation/consumer-view';
import type { Schedule } from '../../negotiation/schedule';
import { CURRENT_ACTION_TYPES, type NegotiationAction, type OfferTerms } from '../../negotiation/types';

/**
 * The consumer's negotiation commands. `version` is the document version the page showed (the GET answer's
 * `version`): when the account moved on meanwhile (say the collector replaced their offers) the command gets 409
 * instead of acting on terms the consumer never saw. Optional, so API clients without it still work.
 */
const version = z
  .number({ message: 'version must be a whole number' })
  .int({ message: 'version must be a whole number' })
  .min(0, { message: 'version must be a whole number' })
  .optional();

export const SIGNATURE_REQUIRED = 'Please type your full name to sign.';
export const AGREE_REQUIRED = 'Please check "I agree" to sign the settlement agreement.';
export const REASON_REQUIRED = 'Please tell us why you dispute this debt.';
export const REASON_MAX = 2000;
export const CHOOSE_OFFER = 'Choose which of the offers (1 to 5) you accept.';
export const OFFER_SHAPE = 'An offer needs a total amount, a first payment date, and payments or tiers.';

/** An opening offer or a counter back: the collector's offer draft (total in dollars, payments or tiers). */
export const ConsumerOffer = z.object(
  { ...OfferDraft.omit({ customer_document_id: true }).shape, version },
  { message: OFFER_SHAPE },
);
export type ConsumerOffer = z.infer<typeof ConsumerOffer>;

export const ConsumerAccept = z.object(
  {
    offer_index: z
      .number({ message: CHOOSE_OFFER })
      .int({ message: CHOOSE_OFFER })
      .min(0, { message: CHOOSE_OFFER })
      .max(4, { message: CHOOSE_OFFER }),
    version,
  },
  { message: CHOOSE_OFFER },
);
export type ConsumerAccept = z.infer<typeof ConsumerAccept>;

export const SignAgreement = z.object(
  {
    signature_name: z
      .string({ message: SIGNATURE_REQUIRED })
      .trim()
      .min(1, { message: SIGNATURE_REQUIRED })
      .max(200, { message: 'A signature is at most 200 characters.' }),
    agree: z.literal(true, { message: AGREE_REQUIRED }),
    version,
  },
  { message: SIGNATURE_REQUIRED },
);
export type SignAgreement = z.infer<typeof SignAgreement>;

export const DisputeDebt = z.object(
  {
    reason: z
      .string({ message: REASON_REQUIRED })
      .trim()
      .min(1, { message: REASON_REQUIRED })
      .max(REASON_MAX, { message: `The reason can be at most ${REASON_MAX} characters.` }),
    version,
  },
  { message: REASON_REQUIRED },
);
export type DisputeDebt = z.infer<typeof DisputeDebt>;

// ---- answers ----

const cents = z.number().int();
const CONSUMER_STEPS = [
  'make_offer',
  'waiting_for_collector',
  'choose_offer',
  'waiting_for_agreement',
  'sign_agreement',
  'set_up_autopay',
  'paying',
  'paid',
  'disputed',
] as const satisfies readonly ConsumerStep[];
const NEGOTIATION_ACTIONS = [
  'offer',
  'counteroffer',
  'accept',
  'sent_confusing_response_to_offer',
  'sent_confusing_response_to_payment_details_request',
  'sent_payment_details',
  'sent_settlement_agreement',
  'signed_settlement_agreement',
  'set_up_autopay',
  'payment_made',
  'dispute',
  'sent_verification',
] as const satisfies readonly NegotiationAction[];

const OfferTermsSchema: z.ZodType<OfferTerms> = z.object({
  total_amount_cents: cents,
  payments: z.number().int(),
  first_payment_date: z.string(),
  phases: z.array(z.object({ index: z.number().int(), payment_amount_cents: cents, iterations: z.number().int() })),
});
const ScheduleSchema: z.ZodType<Schedule> = z.object({
  payments: z.array(z.object({ index: z.number().int(), due_date: z.string(), amount_cents: cents })),
  has_extra_tier: z.boolean(),
  last_payment_amount_cents: cents,
});

export const OfferWithSchedule = z.object({ terms: OfferTermsSchema, schedule: ScheduleSchema.nullable() });
export type OfferWithSchedule = z.infer<typeof OfferWithSchedule>;

export const CounterofferView = OfferWithSchedule.extend({
  index: z.number().int(),
  first_payment_date_passed: z.boolean(),
});
export type CounterofferView = z.infer<typeof CounterofferView>;

export const UploadView = z.object({ id: z.string(), filename: z.string(), size: z.number().int(), url: z.string() });
export type UploadView = z.infer<typeof UploadView>;

/** `GET /api/customer_documents/{id}/negotiation`: the consumer's settlement page. */
export const NegotiationView = z.object({
  customer_document: z.object({
    id: z.number().int(),
    version: z.number().int(),
    firm_name: z.string(),
    /** For 'Message collector' (the chat starts with the firm). */
    law_firm_id: z.number().int().nullable(),
    plaintiff_name: z.string().nullable(),
    debt_amount_cents: cents.nullable(),
    civil_number: z.string().nullable(),
    lawsuit_state: z.string().nullable(),
    lawsuit_exists: z.boolean(),
    consumer_name: z.string(),
  }),
  version: z.number().int(),
  step: z.enum(CONSUMER_STEPS),
  step_text: z.string(),
  stages: z.array(z.string()),
  completed_stages: z.number().int(),
  current_action: z
    .object({ type: z.enum(CURRENT_ACTION_TYPES), params: z.record(z.string(), z.unknown()) })
    .nullable(),
  valid_first_payment_date: z.string(),
  /** The consumer's own monthly budget (their bank report, else what they stated); null when not known. */
  budget: z
    .object({
      monthly_income_cents: cents.nullable(),
      monthly_expenses_cents: cents.nullable(),
      disposable_income_cents: cents.nullable(),
      source: z.enum(['bank', 'stated']).nullable(),
    })
    .nullable(),
  counteroffers: z
    .object({
      event_id: z.number().int(),
      created_at: z.string(),
      open: z.boolean(),
      disclosures: z.array(z.string()),
      offers: z.array(CounterofferView),
    })
    .nullable(),
  my_offer: OfferWithSchedule.nullable(),
  agreed_offer: OfferWithSchedule.nullable(),
  agreement_uploads: z.array(UploadView),
  verification_uploads: z.array(UploadView),
  signature: z
    .object({ signature_name: z.string().nullable(), signed_at: z.string(), ip: z.string().nullable() })
    .nullable(),
  settlement_agreement_available: z.boolean(),
  settlement_agreement_url: z.string().nullable(),
  dispute: z.object({
    disputed: z.boolean(),
    can_dispute: z.boolean(),
    reason: z.string().nullable(),
    disputed_at: z.string().nullable(),
    verified_at: z.string().nullable(),
  }),
  payment_plan: z
    .object({
      status: z.string(),
      total_cents: cents,
      payments_total: z.number().int(),
      payments_made: z.number().int(),
      progress_percentage: z.number(),
      next_payment_amount_cents: cents.nullable(),
      next_payment_date: z.string().nullable(),
      paid: z.boolean(),
    })
    .nullable(),
  history: z.array(
    z.object({
      id: z.number().int(),
      created_at: z.string(),
      party: z.enum(['consumer', 'collector', 'system']),
      action: z.enum(NEGOTIATION_ACTIONS),
      text: z.string(),
      disclosures: z.array(z.string()),
    }),
  ),
});
export type NegotiationView = z.infer<typeof NegotiationView>;

/** `GET /api/my_settlements`: the consumer's settlements, the ones waiting for them first. */
export const MySettlements = z.object({
  settlements: z.array(
    z.object({
      id: z.number().int(),
      firm_name: z.string(),
      law_firm_id: z.number().int(),
      plaintiff_name: z.string().nullable(),
      debt_amount_cents: cents.nullable(),
      step: z.enum(CONSUMER_STEPS),
      status: z.string(),
      needs_action: z.boolean(),
      updated_at: z.string().nullable(),
      url: z.string(),
    }),
  ),
});
export type MySettlements = z.infer<typeof MySettlements>;
