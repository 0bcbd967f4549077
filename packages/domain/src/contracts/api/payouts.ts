import { z } from 'zod';
import { calendarDateSchema } from '../rules';
import { MONTH_PATTERN } from '../../payouts/schedule';
import { PAYOUT_STATUSES } from '../../payouts/status';

export const PAYOUTS_PAGE_SIZE = 25;
const STATUS_LIST = PAYOUT_STATUSES.join(', ');

const status = z
  .string({ error: `status must be one of ${STATUS_LIST}` })
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
  .refine((list) => list.length > 0 && list.every((x) => (PAYOUT_STATUSES as readonly string[]).includes(x)), `status must be one of ${STATUS_LIST}`);
const month = z.string({ error: 'month must be YYYY-MM' }).regex(MONTH_PATTERN, 'month must be YYYY-MM');
const lawFirmId = z.coerce
  .number({ error: 'law_firm_id must be a firm id' })
  .int('law_firm_id must be a firm id')
  .min(1, 'law_firm_id must be a firm id')
  .max(2_147_483_647, 'law_firm_id must be a firm id');

/**
 * Query of GET /collectors/api/payouts. Filters arrive plain (`status=sent`) or as the portal's list convention
 * (`filters[status]=sent`); numbers arrive as strings, hence the coercion.
 */
export const PayoutsQuerySchema = z
  .preprocess(
    (q) => {
      if (!q || typeof q !== 'object') return q;
      const { filters, ...rest } = q as Record<string, unknown>;
      return filters && typeof filters === 'object' && !Array.isArray(filters) ? { ...filters, ...rest } : rest;
    },
    z.object({
      page: z.coerce.number({ error: 'page must be a positive number' }).int('page must be a positive number').min(1, 'page must be a positive number').max(100_000, 'page must be a positive number').default(1),
      per_page: z.coerce.number({ error: 'per_page must be between 1 and 100' }).int('per_page must be between 1 and 100').min(1, 'per_page must be between 1 and 100').max(100, 'per_page must be between 1 and 100').default(PAYOUTS_PAGE_SIZE),
      status: status.optional(),
      month: month.optional(),
      law_firm_id: lawFirmId.optional(),
      sort_by: z.enum(['id', 'initiated_at', 'amount_cents', 'status'], { error: 'sort_by must be id, initiated_at, amount_cents or status' }).default('initiated_at'),
      sort_order: z.enum(['asc', 'desc'], { error: 'sort_order must be asc or desc' }).default('desc'),
      /** `false`: the payouts without their payments (the portal's list; the expanded row asks for one payout). */
      include_payments: z.enum(['true', 'false'], { error: 'include_payments must be true or false' }).default('true').transform((v) => v === 'true'),
    }),
  );
export type PayoutsQuery = z.infer<typeof PayoutsQuerySchema>;

export const PayoutTotalsQuerySchema = z.object({ law_firm_id: lawFirmId.optional() });
export type PayoutTotalsQuery = z.infer<typeof PayoutTotalsQuerySchema>;

const day = calendarDateSchema('from and to must be dates (YYYY-MM-DD)');

/** Query of the reconciliation report: a period of payment dates (UTC days, both included). */
export const ReconciliationQuerySchema = z
  .object({ from: day, to: day, law_firm_id: lawFirmId.optional() })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 24 * 3600 * 1000 * 5, { message: 'The period may be at most five years' });
export type ReconciliationQuery = z.infer<typeof ReconciliationQuerySchema>;

export const PAYOUT_NOT_FOUND = 'Payout not found';

// ---- answers ----

/** `POST /dev/payouts/{id}/outcome` (demo payouts only): the check after the demo provider failed or returned it. */
export const DemoCheckOutcome = z.object({
  check_id: z.string(),
  check_status: z.enum(['UNPAID', 'IN_PROCESS', 'PRINTED', 'MAILED', 'PAID', 'VOID', 'EXPIRED', 'FAILED', 'REFUNDED']),
});
