import { z } from 'zod';

export const DISCLOSURES_PAGE_SIZE = 10;

/** Query of GET /collectors/api/disclosures. Numbers arrive as strings in a query, hence the coercion. */
export const DisclosuresQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a positive number' }).int('page must be a positive number').min(1, 'page must be a positive number').max(100_000, 'page must be a positive number').default(1),
  per_page: z.coerce.number({ error: 'per_page must be between 1 and 100' }).int('per_page must be between 1 and 100').min(1, 'per_page must be between 1 and 100').max(100, 'per_page must be between 1 and 100').default(DISCLOSURES_PAGE_SIZE),
  search: z.string({ error: 'search must be text' }).max(200, 'search is too long').optional().transform((s) => (s ?? '').trim()),
  sort_by: z.enum(['text', 'usage_count', 'client', 'state'], { error: 'sort_by must be text, usage_count, client or state' }).default('usage_count'),
  sort_order: z.enum(['asc', 'desc'], { error: 'sort_order must be asc or desc' }).default('desc'),
});
export type DisclosuresQuery = z.infer<typeof DisclosuresQuerySchema>;

// ---- answers ----

/** `GET /collectors/api/disclosures`: the firm's disclosure lines, most used first, a page at a time. */
export const DisclosuresAnswer = z.object({
  success: z.literal(true),
  disclosures: z.array(
    z.object({ id: z.string(), text: z.string(), usage_count: z.number().int(), client: z.string().nullable(), state: z.string().nullable() }),
  ),
  pagination: z.object({
    total_pages: z.number().int(),
    total_count: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});
