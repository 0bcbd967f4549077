import { z } from 'zod';
import { CURRENT_ACTION_TYPES, MAX_DISCLOSURE_LENGTH, MAX_DISCLOSURES } from '../../negotiation';
import { documentId } from './accounts';

const disclosures = z
  .array(
    z
      .string({ message: 'Disclosures must be text' })
      .max(MAX_DISCLOSURE_LENGTH, { message: `A disclosure is at most ${MAX_DISCLOSURE_LENGTH} characters` }),
    {
      message: 'Disclosures must be a list of text',
    },
  )
  .max(MAX_DISCLOSURES + 1, { message: `At most ${MAX_DISCLOSURES} disclosures` })
  .default([]);

const phase = z.object({
  index: z.number().int().optional(),
  payment_amount_cents: z.coerce
    .number({ message: 'tier amounts must be numbers' })
    .finite({ message: 'tier amounts must be numbers' }),
  iterations: z.coerce
    .number({ message: 'tier payments must be numbers' })
    .finite({ message: 'tier payments must be numbers' }),
});

export const OfferDraft = z.object({
  customer_document_id: documentId.optional(),
  total_amount: z.union([z.string().max(20), z.number()], { message: 'total amount is required' }),
  first_payment_date: z
    .string({ message: 'first payment date is required' })
    .max(10, { message: 'first payment date is required' }),
  payments: z.union([z.number(), z.string().max(5), z.null()]).optional(),
  phases: z
    .array(phase, { message: 'tiers must be a list' })
    .max(20, { message: 'at most 20 tiers' })
    .nullable()
    .optional(),
});

/** The offer the collector's page showed (current_action.params.offer): accepting answers exactly those terms. */
const shownOffer = z.object(
  {
    total_amount_cents: z.number().int(),
    payments: z.number().int(),
    first_payment_date: z.string().max(10).nullable(),
    phases: z
      .array(z.object({ index: z.number().int(), payment_amount_cents: z.number().int(), iterations: z.number().int() }))
      .max(20)
      .nullable()
      .optional(),
  },
  { message: 'offer must be the offer shown (current_action.params.offer)' },
);

export const AcceptOffer = z.object({ customer_document_id: documentId, disclosures, offer: shownOffer.optional() });
export type AcceptOffer = z.infer<typeof AcceptOffer>;

export const CreateCounteroffer = z.object({
  customer_document_id: documentId,
  offers: z
    .array(OfferDraft, { message: 'offers must be a list of 1 to 5 offers' })
    .min(1, { message: 'offers must be a list of 1 to 5 offers' })
    .max(5, { message: 'offers must be a list of 1 to 5 offers' }),
  disclosures,
});
export type CreateCounteroffer = z.infer<typeof CreateCounteroffer>;

export const DetermineLastPayment = OfferDraft.extend({ customer_document_id: documentId });
export type DetermineLastPayment = z.infer<typeof DetermineLastPayment>;

const required = (label: string) =>
  z
    .string({ message: 'File number, payee, recipient and mailing address are all required.' })
    .trim()
    .min(1, { message: 'File number, payee, recipient and mailing address are all required.' })
    .max(label === 'mailing_address' ? 300 : 120, { message: `${label.replace('_', ' ')} is too long` });

export const UpdatePaymentDetails = z.object({
  customer_document_id: documentId,
  file_number: required('file_number'),
  payee: required('payee'),
  recipient: required('recipient'),
  mailing_address: required('mailing_address'),
});
export type UpdatePaymentDetails = z.infer<typeof UpdatePaymentDetails>;

/** Multipart fields: a single disclosure arrives as a string, several as a list. */
export const UploadAgreement = z.object({
  customer_document_id: documentId,
  disclosures: z.preprocess((v) => (typeof v === 'string' ? [v] : v), disclosures),
});
export type UploadAgreement = z.infer<typeof UploadAgreement>;

export const CONFUSING_REASON_MAX = 500;
export const CONFUSING_REASON_REQUIRED = `Please give the reason (at most ${CONFUSING_REASON_MAX} characters).`;
/** An on-call admin records that the firm answered in a way the consumer cannot act on, and why. */
export const RecordConfusingResponse = z.object({
  customer_document_id: documentId,
  reason: z
    .string({ message: CONFUSING_REASON_REQUIRED })
    .trim()
    .min(1, { message: CONFUSING_REASON_REQUIRED })
    .max(CONFUSING_REASON_MAX, { message: CONFUSING_REASON_REQUIRED }),
});
export type RecordConfusingResponse = z.infer<typeof RecordConfusingResponse>;

// ---- answers ----

/** `GET /collectors/api/get_current_action`: whose turn it is, and the earliest first payment date a firm may set. */
export const CurrentActionAnswer = z.object({
  current_action: z.object({ type: z.enum(CURRENT_ACTION_TYPES), params: z.record(z.string(), z.unknown()) }).nullable(),
  valid_first_payment_date: z.string(),
});
export type CurrentActionAnswer = z.infer<typeof CurrentActionAnswer>;

/** `POST /collectors/api/create_counteroffer`: sent (a refused offer answers 422 with its offer and sentences). */
export const CounterofferAnswer = z.object({
  success: z.literal(true),
  offer_index: z.null(),
  errors: z.array(z.string()).max(0),
});
export type CounterofferAnswer = z.infer<typeof CounterofferAnswer>;

/** `POST /collectors/api/determine_offer_last_payment`: whether the offer needs a last, smaller payment, and its amount. */
export const LastPaymentAnswer = z.object({
  success: z.literal(true),
  has_extra_tier: z.boolean(),
  last_payment_amount_cents: z.number().int(),
});
export type LastPaymentAnswer = z.infer<typeof LastPaymentAnswer>;
