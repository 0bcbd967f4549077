import { z } from 'zod';
import { emailSchema } from '../rules';
import { ADDITIONAL_PAYMENT_MESSAGES } from '../../payments/additional-payment';
import { PAYMENT_DATE_MESSAGES } from '../../payments/payment-date';
import { CARD_INCOMPLETE, demoCardSchema } from './autopay';

export const CHOOSE_PAYMENT_TYPE = 'Please choose to pay your full balance or a custom amount.';
export const CHOOSE_APPLICATION = 'Please choose whether to pay your next payments or your last payments.';
export const CHECKOUT_KIND = "checkout must be 'payment_element'.";
export const CHECKOUT_OR_CARD = 'Pay either through the checkout or with a card, not both.';
export const CLIENT_SECRET_INVALID = 'client_secret must be the client secret of this payment (pi_..._secret_...).';
export const BILLING_EMAIL_INVALID = 'Please enter a valid email address.';

/** `PUT|PATCH /api/subscription_payment_dates/{documentId}`: the date is checked against the plan by the rules. */
export const paymentDateSchema = z.object(
  { payment_date: z.unknown().optional() },
  { error: PAYMENT_DATE_MESSAGES.required },
);
export type PaymentDateBody = z.infer<typeof paymentDateSchema>;

/** `POST /api/customer_documents/{id}/additional_payment` (cycle count checked against the plan by the rules). */
export const additionalPaymentSchema = z.object(
  {
    payment_type: z.enum(['full', 'custom'], { error: CHOOSE_PAYMENT_TYPE }),
    application_mode: z.enum(['front', 'back'], { error: CHOOSE_APPLICATION }).optional(),
    cycle_count: z.unknown().optional(),
    total_amount_cents: z
      .number({ error: ADDITIONAL_PAYMENT_MESSAGES.amountRequired })
      .int(ADDITIONAL_PAYMENT_MESSAGES.amountRequired)
      .max(Number.MAX_SAFE_INTEGER, ADDITIONAL_PAYMENT_MESSAGES.exceedsBalance)
      .nullable()
      .optional(),
    iframe_context: z.boolean().optional(),
    /** Pay this once with another card (the demo form's fields, or a Stripe Elements payment method); autopay keeps its card. */
    card: demoCardSchema.optional(),
    payment_method_id: z
      .string({ error: 'payment_method_id must be a Stripe payment method id (pm_...).' })
      .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'payment_method_id must be a Stripe payment method id (pm_...).')
      .optional(),
    /**
     * Pay on-session through the payment-element checkout instead of charging a card: the answer carries the
     * checkout (client secret, return url) for Stripe's Payment Element or the demo checkout form.
     */
    checkout: z.literal('payment_element', { error: CHECKOUT_KIND }).optional(),
  },
  { error: CHOOSE_PAYMENT_TYPE },
).refine((b) => !(b.checkout && (b.card || b.payment_method_id)), { message: CHECKOUT_OR_CARD });
export type AdditionalPaymentBody = z.infer<typeof additionalPaymentSchema>;

/**
 * `POST /api/customer_documents/{id}/payment_intents/{pi}/demo_confirm` (demo provider only): the demo checkout
 * form's card, the checkout's client secret and an optional billing e-mail (Stripe's payment_method_data).
 */
export const demoConfirmSchema = z.object(
  {
    client_secret: z
      .string({ error: CLIENT_SECRET_INVALID })
      .regex(/^pi_[A-Za-z0-9_]{1,120}_secret_[A-Za-z0-9]{1,100}$/, CLIENT_SECRET_INVALID),
    card: demoCardSchema,
    billing_email: emailSchema(BILLING_EMAIL_INVALID)
      .nullable()
      .optional(),
    iframe_context: z.boolean({ error: 'iframe_context must be true or false.' }).optional(),
  },
  { error: CARD_INCOMPLETE },
);
export type DemoConfirmBody = z.infer<typeof demoConfirmSchema>;
