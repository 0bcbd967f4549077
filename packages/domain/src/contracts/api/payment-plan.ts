import { z } from 'zod';
import { PaymentPlanView } from '../../dashboard/payload';
import { emailSchema } from '../rules';
import { ADDITIONAL_PAYMENT_MESSAGES } from '../../payments/additional-payment';
import { PAYMENT_DATE_MESSAGES } from '../../payments/payment-date';
import { CARD_INCOMPLETE, demoCardSchema, ProviderView } from './autopay';

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

// ---- answers ----

const cents = z.number().int();
const installmentStatus = z.enum(['scheduled', 'processing', 'succeeded', 'failed', 'canceled']);

/** `GET /api/customer_documents/{id}/payment_plan`: the plan view and what the payment forms need. */
export const PaymentPlanAnswer = z.object({
  plan: PaymentPlanView,
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  provider: ProviderView,
  last_payment_error: z.string().nullable(),
  /** The server's date (YYYY-MM-DD): the date form's bounds start there. */
  today: z.string(),
  payment_date: z.object({
    changeable: z.boolean(),
    next_payment_date: z.string().nullable(),
    next_payment_amount: cents.nullable(),
  }),
  additional_payment: z.object({
    available: z.boolean(),
    upcoming: z.array(z.object({ index: z.number().int(), amount_cents: cents, due_date: z.string(), status: installmentStatus })),
    /** What paying the next (front) or the last (back) 1, 2, ... payments costs. */
    front_amounts_cents: z.array(cents),
    back_amounts_cents: z.array(cents),
    max_total_cents: cents,
  }),
});
export type PaymentPlanAnswer = z.infer<typeof PaymentPlanAnswer>;

/** `PUT|PATCH /api/subscription_payment_dates/{id}`: the confirmation sentence and the plan as it is now. */
export const PaymentDateChanged = z.object({ message: z.string(), payment_plan: PaymentPlanView });
export type PaymentDateChanged = z.infer<typeof PaymentDateChanged>;

const additionalPaymentView = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'processing', 'succeeded', 'failed', 'canceled']),
  amount_cents: cents,
  payment_type: z.enum(['full', 'custom', 'pay_early']),
  application_mode: z.enum(['front', 'back']),
  /** The indexes of the plan's payments it pays. */
  payments: z.array(z.number().int()),
});

/** The on-session checkout the page confirms (Stripe's Payment Element or the demo form). */
export const PaymentCheckout = z.object({
  intent_type: z.literal('payment'),
  client_secret: z.string(),
  payment_intent_id: z.string(),
  return_url: z.string(),
  customer_email: z.string(),
});

/**
 * `POST /api/customer_documents/{id}/additional_payment`: the charge made on the saved (or given) card, or, with
 * `checkout: 'payment_element'`, the checkout to confirm.
 */
export const AdditionalPaymentAnswer = z.union([
  z.object({
    additional_payment: additionalPaymentView,
    payment_intent: z.object({ id: z.string(), status: z.enum(['processing', 'succeeded', 'requires_action']) }),
    redirect_url: z.string(),
  }),
  z.object({ additional_payment: additionalPaymentView, checkout: PaymentCheckout }),
]);
export type AdditionalPaymentAnswer = z.infer<typeof AdditionalPaymentAnswer>;

/** `GET /api/customer_documents/{id}/payment_intents/{pi}`: what became of a payment (the success page polls it). */
export const PaymentIntentAnswer = z.object({
  id: z.string(),
  customer_document_id: z.number().int(),
  status: z.enum(['processing', 'succeeded', 'failed']),
  amount_cents: cents,
  error: z.string().nullable(),
  /** True once the payment is recorded against the plan. */
  recorded: z.boolean(),
  kind: z.string(),
});
export type PaymentIntentAnswer = z.infer<typeof PaymentIntentAnswer>;

/** The demo checkout's confirmation: the intent's status and the success page to go to. */
export const DemoConfirmAnswer = z.object({
  status: z.enum(['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled']),
  redirect_url: z.string(),
});
export type DemoConfirmAnswer = z.infer<typeof DemoConfirmAnswer>;
