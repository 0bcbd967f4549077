import { z } from 'zod';

/** The accounts list's sort keys (the column ids of its table); the backend maps each to its SQL. */
export const ACCOUNT_SORT_KEYS = ['id', 'customer_name', 'law_firm', 'birthdate', 'civil_number', 'file_number', 'lawsuit_state', 'plaintiff', 'amount', 'status', 'status_date', 'offer_amount', 'payments', 'tiers', 'first_payment_date', 'percentage'] as const;
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];
const SORT_KEYS = new Set<string>(ACCOUNT_SORT_KEYS);

/** A positive database id sent as a number or a numeric string. */
export const documentId = z.coerce
  .number({ message: 'customer_document_id must be a number' })
  .int({ message: 'customer_document_id must be a number' })
  .positive({ message: 'customer_document_id must be a number' })
  .max(2_147_483_647, { message: 'customer_document_id must be a number' });

export const DocumentRef = z.object({ customer_document_id: documentId });
export type DocumentRef = z.infer<typeof DocumentRef>;

const filterValue = z.union([
  z.string().max(200, { message: 'Filter values are at most 200 characters' }),
  z.array(z.string().max(200, { message: 'Filter values are at most 200 characters' })).max(100),
  z.record(z.string(), z.string().max(40)),
]);

/** apply_filters and export_accounts query; the filter contents are checked against the definitions afterwards. */
export const ListQuery = z.object({
  num_pages: z.coerce
    .number({ message: 'num_pages must be a whole number from 1 to 400' })
    .int({ message: 'num_pages must be a whole number from 1 to 400' })
    .min(1, { message: 'num_pages must be a whole number from 1 to 400' })
    .max(400, { message: 'num_pages must be a whole number from 1 to 400' })
    .default(1),
  filters: z.record(z.string(), filterValue, { message: 'filters must be filters[name]=value' }).default({}),
  sort_by: z
    .string()
    // Own keys only: `in` would take 'constructor' or '__proto__' for a column.
    .refine((k) => SORT_KEYS.has(k), { message: `sort_by must be one of: ${ACCOUNT_SORT_KEYS.join(', ')}` })
    .optional(),
  sort_order: z.enum(['asc', 'desc'], { message: 'sort_order must be asc or desc' }).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export const UpdateFileNumber = z.object({
  customer_document_id: documentId,
  file_number: z
    .string({ message: 'File number must be text' })
    .trim()
    .max(100, { message: 'File number is at most 100 characters' })
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { message: 'File number cannot contain control characters' }),
});
export type UpdateFileNumber = z.infer<typeof UpdateFileNumber>;
