import { z } from 'zod';

/** 'Your card details are incomplete.' is the consumer spec's sentence (002 section 5); the rest are Stripe's. */
export const CARD_INCOMPLETE = 'Your card details are incomplete.';
export const ONE_PAYMENT_METHOD = 'Send either the card details or a payment_method_id.';

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
        .regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid ZIP code (e.g. 12345 or 12345-6789)'),
    ),
  },
  { error: CARD_INCOMPLETE },
);

export const autopaySetupSchema = z
  .object(
    {
      card: demoCardSchema.optional(),
      payment_method_id: z
        .string({ error: 'payment_method_id must be a Stripe payment method id (pm_...).' })
        .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'payment_method_id must be a Stripe payment method id (pm_...).')
        .optional(),
    },
    { error: ONE_PAYMENT_METHOD },
  )
  .strict()
  .refine((b) => (b.card ? 1 : 0) + (b.payment_method_id ? 1 : 0) === 1, { message: ONE_PAYMENT_METHOD });

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
