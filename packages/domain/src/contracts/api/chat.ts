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

// ---- answers (JSON:API-like: `{data}`) ----

export const ConversationView = z.object({
  id: z.number().int(),
  type: z.literal('conversation'),
  attributes: z.object({
    other_participants: z.array(
      z.object({
        id: z.number().int(),
        type: z.enum(['law_firm', 'user']),
        display_name: z.string(),
        is_collector: z.boolean(),
      }),
    ),
    last_message: z
      .object({ id: z.number().int(), body: z.string(), created_at: z.string(), sender_name: z.string() })
      .nullable(),
    unread_count: z.number().int(),
    account_status: z.string().nullable(),
    document_id: z.number().int(),
    law_firm_id: z.number().int(),
    consumer_user_id: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    opted_out: z.boolean(),
    ceased: z.boolean(),
    represented_by_attorney: z.boolean(),
    /** Whether this viewer may send now, and if not, the sentence why. */
    can_send: z.boolean(),
    send_refusal: z.string().nullable(),
    consumer_time_zone: z.string(),
  }),
});
export type ConversationView = z.infer<typeof ConversationView>;

export const MessageView = z.object({
  id: z.number().int(),
  type: z.literal('message'),
  attributes: z.object({
    conversation_id: z.number().int(),
    body: z.string(),
    created_at: z.string(),
    sender: z.object({ id: z.number().int(), display_name: z.string(), is_collector: z.boolean() }),
    status: z.enum(['scanning', 'scheduled', 'delivered', 'blocked']),
    blocked: z.boolean(),
    violations: z.array(
      z.object({
        rule_id: z.string(),
        citation: z.string(),
        description: z.string(),
        excerpt: z.string(),
        sentence: z.string(),
        kind: z.enum(['content', 'rate', 'workflow']),
      }),
    ),
    suggestion: z.string().nullable(),
    attachments: z.array(
      z.object({
        id: z.number().int(),
        url: z.string(),
        filename: z.string(),
        content_type: z.string(),
        size: z.number().int(),
      }),
    ),
    scanned: z.boolean(),
    scheduled_for: z.string().nullable(),
    delivered_at: z.string().nullable(),
    disclosure: z.string().nullable(),
    /** What was masked in the body before it was stored. */
    masked: z.array(z.enum(['ssn', 'card'])),
  }),
});
export type MessageView = z.infer<typeof MessageView>;

export const ConversationsAnswer = z.object({ data: z.array(ConversationView) });
export const ConversationAnswer = z.object({ data: ConversationView });
export const MessagesAnswer = z.object({ data: z.array(MessageView) });
export const MessageAnswer = z.object({ data: MessageView });

/** `GET|POST /collectors/api/represented_by_attorney`. */
export const RepresentedAnswer = z.object({
  customer_document_id: z.number().int(),
  represented_by_attorney: z.boolean(),
});
