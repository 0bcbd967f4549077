import { z } from 'zod';
import { OfferDraft } from './negotiation';

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
