import { z } from 'zod';
import { isValidZip } from '../rules';
import { CURRENT_ACTION_TYPES } from '../../negotiation/types';

/** 'Your card details are incomplete.' is the product's sentence; the rest are Stripe's. */
export const CARD_INCOMPLETE = 'Your card details are incomplete.';
export const ONE_PAYMENT_METHOD = 'Send one of: the card details, a payment_method_id or a setup_intent_id.';

const required = (schema: z.ZodString) => z.string({ error: CARD_INCOMPLETE }).pipe(schema);

/** The demo card form (only with the demo provider; card data never reaches us with real Stripe keys). */
export const demoCardSchema = z.object(
  {
    number: required(
      z
        .string()
        .trim()
        .min(1, CARD_INCOMPLETE)
        .regex(/^[\d\s-]{12,23}$/, 'Your card number is incorrect.'),
    ),
    /** MM/YY or MM/YYYY */
    exp: required(
      z
        .string()
        .trim()
        .min(1, CARD_INCOMPLETE)
        .regex(/^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, "Your card's expiration date is invalid."),
    ),
    cvc: required(
      z
        .string()
        .trim()
        .min(1, CARD_INCOMPLETE)
        .regex(/^\d{3,4}$/, "Your card's security code is invalid."),
    ),
    name: required(z.string().trim().min(1, CARD_INCOMPLETE).max(200, 'The name on the card is too long.')),
    zip: required(
      z
        .string()
        .trim()
        .min(1, CARD_INCOMPLETE)
        .refine(isValidZip, 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)'),
    ),
  },
  { error: CARD_INCOMPLETE },
);

export const SETUP_INTENT_INVALID = 'setup_intent_id must be a setup intent id (seti_...).';
export const SETUP_CLIENT_SECRET_INVALID =
  'client_secret must be the client secret of this setup (seti_..._secret_...).';
export const IFRAME_CONTEXT_INVALID = 'iframe_context must be true or false.';

export const autopaySetupSchema = z
  .object(
    {
      card: demoCardSchema.optional(),
      payment_method_id: z
        .string({ error: 'payment_method_id must be a Stripe payment method id (pm_...).' })
        .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'payment_method_id must be a Stripe payment method id (pm_...).')
        .optional(),
      /** A setup intent the consumer confirmed through the setup checkout (POST .../autopay/checkout). */
      setup_intent_id: z
        .string({ error: SETUP_INTENT_INVALID })
        .regex(/^seti_[A-Za-z0-9_]{1,95}$/, SETUP_INTENT_INVALID)
        .optional(),
    },
    { error: ONE_PAYMENT_METHOD },
  )
  .strict()
  .refine((b) => (b.card ? 1 : 0) + (b.payment_method_id ? 1 : 0) + (b.setup_intent_id ? 1 : 0) === 1, {
    message: ONE_PAYMENT_METHOD,
  });

/** `POST /api/customer_documents/{id}/autopay/checkout`: opens a setup checkout (the return url may carry the frame flag). */
export const autopayCheckoutSchema = z
  .object(
    { iframe_context: z.boolean({ error: IFRAME_CONTEXT_INVALID }).optional() },
    { error: IFRAME_CONTEXT_INVALID },
  )
  .strict();
export type AutopayCheckoutBody = z.infer<typeof autopayCheckoutSchema>;

/**
 * `POST /api/customer_documents/{id}/setup_intents/{si}/demo_confirm` (demo provider only): the demo checkout form's
 * card and the setup checkout's client secret.
 */
export const demoSetupConfirmSchema = z
  .object(
    {
      client_secret: z
        .string({ error: SETUP_CLIENT_SECRET_INVALID })
        .regex(/^seti_[A-Za-z0-9_]{1,95}_secret_[A-Za-z0-9]{1,100}$/, SETUP_CLIENT_SECRET_INVALID),
      card: demoCardSchema,
      iframe_context: z.boolean({ error: IFRAME_CONTEXT_INVALID }).optional(),
    },
    { error: CARD_INCOMPLETE },
  )
  .strict();
export type DemoSetupConfirmBody = z.infer<typeof demoSetupConfirmSchema>;

export type AutopaySetupBody = z.infer<typeof autopaySetupSchema>;

/** "MM/YY" -> month and four-digit year. */
export function parseExpiry(exp: string): { month: number; year: number } {
  const [m, y] = exp.split('/').map((s) => s.trim());
  return { month: Number(m), year: y.length === 2 ? 2000 + Number(y) : Number(y) };
}

export const advanceClockSchema = z
  .object({
    as_of: z
      .string({ error: 'as_of must be a date-time such as 2026-12-01T23:59:59Z.' })
      .refine((s) => !Number.isNaN(Date.parse(s)), 'as_of must be a date-time such as 2026-12-01T23:59:59Z.')
      .optional(),
    /** Only this settlement's payments (a demo of one account, or a test that must not bill other plans). */
    customer_document_id: z
      .number({ error: 'customer_document_id must be a document id.' })
      .int('customer_document_id must be a document id.')
      .positive('customer_document_id must be a document id.')
      .optional(),
  })
  .strict();

// ---- answers ----

const cents = z.number().int();

/** The payment provider the pages load: the demo checkout, or Stripe with its publishable key. */
export const ProviderView = z.object({ mode: z.enum(['demo', 'stripe']), publishable_key: z.string().nullable() });
export type ProviderView = z.infer<typeof ProviderView>;

/**
 * `GET|POST /api/customer_documents/{id}/autopay`: the agreed schedule (its payments as they stand once a plan
 * exists, else the agreed ones as `upcoming`) and the plan with its saved card.
 */
export const AutopayView = z.object({
  customer_document_id: z.number().int(),
  current_action: z.enum(CURRENT_ACTION_TYPES).nullable(),
  provider: ProviderView,
  total_amount_cents: cents.nullable(),
  schedule: z.union([
    z.array(
      z.object({
        index: z.number().int(),
        due_date: z.string(),
        amount_cents: cents,
        status: z.enum(['scheduled', 'processing', 'succeeded', 'failed', 'canceled']),
      }),
    ),
    z.array(
      z.object({ index: z.number().int(), due_date: z.string(), amount_cents: cents, status: z.literal('upcoming') }),
    ),
  ]),
  payment_plan: z
    .object({
      id: z.number().int(),
      status: z.enum(['active', 'completed', 'canceled']),
      autopay_day: z.number().int().nullable(),
      card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
      needs_attention: z.boolean(),
      last_payment_error: z.string().nullable(),
      payments_made: z.number().int(),
      payments_total: z.number().int(),
      paid_cents: cents,
      progress_percentage: z.number(),
      next_payment_amount: cents.nullable(),
      next_payment_date: z.string().nullable(),
    })
    .nullable(),
});
export type AutopayView = z.infer<typeof AutopayView>;

/** `POST /api/customer_documents/{id}/autopay/checkout`: the setup checkout that saves the card. */
export const AutopayCheckoutAnswer = z.object({
  checkout: z.object({
    intent_type: z.literal('setup'),
    client_secret: z.string(),
    setup_intent_id: z.string(),
    return_url: z.string(),
    customer_email: z.string(),
  }),
});
export type AutopayCheckoutAnswer = z.infer<typeof AutopayCheckoutAnswer>;

/** The demo setup checkout's confirmation: the setup intent's status and the page to go to. */
export const DemoSetupConfirmAnswer = z.object({ status: z.string(), redirect_url: z.string() });
export type DemoSetupConfirmAnswer = z.infer<typeof DemoSetupConfirmAnswer>;

/** `POST /dev/advance_clock`: the new date, how many jobs were queued, and the payout run it started, if any. */
export const AdvanceClockAnswer = z.object({
  as_of: z.string(),
  queued: z.number().int(),
  payout_run_for: z.string().nullable(),
});
export type AdvanceClockAnswer = z.infer<typeof AdvanceClockAnswer>;
