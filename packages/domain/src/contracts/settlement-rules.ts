/**
 * The settlement rules API as both sides see it (GET/POST /collectors/api/settlement_rules, PATCH and DELETE
 * /collectors/api/settlement_rules/{id}, GET /collectors/api/settlement_rules/preview), as zod schemas (the routes'
 * answer schemas) and the types read from them. The backend's answers are typed against these, and so is the rules
 * page. The rule's own fields are the settlement rules' types; the schema is checked against them.
 */
import { z } from 'zod';
import type { OfferTerms } from '../negotiation/types';
import type { NoAnswerReason } from '../settlement-rules/auto-answer';
import type { RuleFields, SettlementRule } from '../settlement-rules/rules';

export type { RuleFields, SettlementRule };

const cents = z.number().int();

const OfferTermsSchema = z.object({
  total_amount_cents: cents,
  payments: z.number().int(),
  first_payment_date: z.string(),
  phases: z.array(z.object({ index: z.number().int(), payment_amount_cents: cents, iterations: z.number().int() })),
}) satisfies z.ZodType<OfferTerms>;

/** A rule as the API answers it: its fields, its id, and when it was made and last changed. */
export const SettlementRuleAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  /** ['*'] for every state, or US state codes. */
  states: z.array(z.string()),
  /** [] for every plaintiff, or plaintiff names. */
  plaintiffs: z.array(z.string()),
  min_lawsuit_amount_cents: cents.nullable(),
  max_lawsuit_amount_cents: cents.nullable(),
  auto_accept: z
    .object({
      lump_sum_min_percentage: z.number(),
      plan_min_percentage: z.number(),
      max_payments: z.number().int(),
      max_first_payment_delay_days: z.number().int(),
    })
    .nullable(),
  auto_counter: z.object({ percentage: z.number(), max_payments: z.number().int() }).nullable(),
  disclosures: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<SettlementRule>;
export type SettlementRuleAnswer = z.infer<typeof SettlementRuleAnswer>;

/** `GET /collectors/api/settlement_rules`. */
export const SettlementRulesAnswer = z.object({ rules: z.array(SettlementRuleAnswer) });
export type SettlementRulesAnswer = z.infer<typeof SettlementRulesAnswer>;

/** A rule made or changed. */
export const SettlementRuleAnswerOne = z.object({ rule: SettlementRuleAnswer });
export type SettlementRuleAnswerOne = z.infer<typeof SettlementRuleAnswerOne>;

export const PreviewExample = z.object({
  customer_document_id: z.number().int(),
  customer_name: z.string().nullable(),
  lawsuit_amount_cents: cents,
  offer: OfferTermsSchema,
  answer: z.enum(['accept', 'counteroffer', 'none']),
  counteroffer: OfferTermsSchema.nullable(),
  /** Why there would be no answer, in a sentence (null when there is one). */
  reason: z.string().nullable(),
  reason_code: z
    .enum([
      'not_accepted_no_counter',
      'over_budget',
      'invalid_counteroffer',
      'disputed',
      'represented_by_attorney',
    ] satisfies Array<NoAnswerReason | 'disputed' | 'represented_by_attorney'>)
    .nullable(),
});
export type PreviewExample = z.infer<typeof PreviewExample>;

export const RulePreview = z.object({
  rule_id: z.number().int(),
  matched_accounts: z.number().int(),
  open_offers: z.number().int(),
  would_accept: z.number().int(),
  would_counteroffer: z.number().int(),
  would_leave: z.number().int(),
  /** Up to 5 of the offers, newest accounts first. */
  examples: z.array(PreviewExample),
});
export type RulePreview = z.infer<typeof RulePreview>;

/** `GET /collectors/api/settlement_rules/preview`. */
export const SettlementRulesPreviewAnswer = z.object({ previews: z.array(RulePreview) });
export type SettlementRulesPreviewAnswer = z.infer<typeof SettlementRulesPreviewAnswer>;
