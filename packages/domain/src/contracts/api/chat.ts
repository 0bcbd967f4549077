import { z } from 'zod';
import { MAX_ROW_ID } from '../rules';

const rowId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be a positive number`)
    .max(MAX_ROW_ID, `${name} is not a valid id`);

/** POST /api/v1/conversations: a consumer names document and firm, a collector document and consumer. */
export const StartConversation = z.object({
  document_id: rowId('document_id').optional(),
  recipient_id: rowId('recipient_id').optional(),
  law_firm_id: rowId('law_firm_id').optional(),
});
export type StartConversation = z.infer<typeof StartConversation>;

/** Multipart message[body] arrives as {message: {body}}; JSON clients send the same shape. */
export const SendMessage = z.object({
  message: z.object({ body: z.unknown().optional() }, { error: 'message must be an object with a body' }).optional(),
});
export type SendMessage = z.infer<typeof SendMessage>;

export const ListMessages = z.object({
  before: rowId('before').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 200')
    .max(200, 'limit must be between 1 and 200')
    .default(100),
});
export type ListMessages = z.infer<typeof ListMessages>;

export const MarkRepresented = z.object({
  customer_document_id: rowId('customer_document_id'),
  represented_by_attorney: z.boolean({ error: 'represented_by_attorney must be true or false' }),
});
export type MarkRepresented = z.infer<typeof MarkRepresented>;

export const RepresentedQuery = z.object({ customer_document_id: rowId('customer_document_id') });
