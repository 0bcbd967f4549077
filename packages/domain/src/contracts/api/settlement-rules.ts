import { z } from 'zod';
import { MAX_DISCLOSURE_LENGTH, MAX_DISCLOSURES } from '../../negotiation/disclosures';
import { MAX_PAYMENTS, MAX_TOTAL_CENTS } from '../../negotiation/schedule';
import { ALL_STATES, MAX_FIRST_PAYMENT_DELAY_DAYS, MAX_PLAINTIFF_LENGTH, MAX_PLAINTIFFS, MAX_RULE_NAME_LENGTH } from '../../settlement-rules/rules';
import { US_STATE_CODES } from '../rules';

const percent = z.number().min(0).max(100);

/**
 * A settlement rule's fields. A body is read by the domain's readRuleBody (the rules page checks its form with the
 * same reader), which answers every problem in the product's sentences; this schema describes the body for the API
 * description. A change sends any of the fields.
 */
export const RuleShape = z.object({
  name: z.string().min(1).max(MAX_RULE_NAME_LENGTH),
  active: z.boolean(),
  states: z.array(z.enum([ALL_STATES, ...US_STATE_CODES] as [string, ...string[]])),
  plaintiffs: z.array(z.string().max(MAX_PLAINTIFF_LENGTH)).max(MAX_PLAINTIFFS),
  min_lawsuit_amount_cents: z.number().int().min(0).max(MAX_TOTAL_CENTS).nullable(),
  max_lawsuit_amount_cents: z.number().int().min(0).max(MAX_TOTAL_CENTS).nullable(),
  auto_accept: z
    .object({
      lump_sum_min_percentage: percent,
      plan_min_percentage: percent,
      max_payments: z.number().int().min(1).max(MAX_PAYMENTS),
      max_first_payment_delay_days: z.number().int().min(0).max(MAX_FIRST_PAYMENT_DELAY_DAYS),
    })
    .nullable(),
  auto_counter: z.object({ percentage: percent, max_payments: z.number().int().min(1).max(MAX_PAYMENTS) }).nullable(),
  disclosures: z.array(z.string().max(MAX_DISCLOSURE_LENGTH)).max(MAX_DISCLOSURES),
});
export const RuleChangeShape = RuleShape.partial();


export const RuleId = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a number')
  .positive('id must be a number')
  .max(2_147_483_647, 'id must be a number');
