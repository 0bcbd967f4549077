import { ApiError, CSRF_HEADER, ensureCsrfToken, NetworkError, serverMessages } from '../http';
import type { ChatMessage, Conversation, OpenConversationInput, Violation } from './types';

/**
 * The chat calls of docs/api/chat.md. Every call carries the CSRF header (GETs too), and
 * the message send is multipart, so this file speaks fetch directly rather than through http.ts's JSON helpers.
 */

type Row = { id: number | string; attributes: Record<string, unknown> };

const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export function toConversation(row: Row): Conversation {
  const a = row.attributes ?? {};
  const participants = Array.isArray(a.other_participants) ? (a.other_participants as Record<string, unknown>[]) : [];
  const last = a.last_message as Record<string, unknown> | null | undefined;
  return {
    id: String(row.id),
    other_participants: participants.map((p) => ({
      id: String(p.id),
      type: p.type === 'law_firm' ? 'law_firm' : 'user',
      display_name: String(p.display_name ?? ''),
      is_collector: p.is_collector === true,
    })),
    last_message: last
      ? {
          id: String(last.id),
          body: String(last.body ?? ''),
          created_at: String(last.created_at),
          sender_name: String(last.sender_name ?? ''),
        }
      : null,
    unread_count: Number(a.unread_count ?? 0) || 0,
    account_status: str(a.account_status),
    document_id: str(a.document_id),
    law_firm_id: str(a.law_firm_id),
    consumer_user_id: str(a.consumer_user_id),
    updated_at: str(a.updated_at),
    opted_out: a.opted_out === true,
    ceased: a.ceased === true,
    represented_by_attorney: a.represented_by_attorney === true,
    can_send: a.can_send !== false,
    send_refusal: str(a.send_refusal),
    consumer_time_zone: str(a.consumer_time_zone),
  };
}

function toViolation(v: Record<string, unknown>): Violation {
  const ruleId = v.rule_id === undefined ? undefined : String(v.rule_id);
  const kind =
    v.kind === 'content' || v.kind === 'rate' || v.kind === 'workflow'
      ? v.kind
      : ruleId?.startsWith('W-')
        ? 'workflow'
        : 'content';
  return {
    description: String(v.description ?? ''),
    rule_id: ruleId,
    citation: v.citation === undefined ? undefined : String(v.citation),
    excerpt: typeof v.excerpt === 'string' ? v.excerpt : undefined,
    sentence: typeof v.sentence === 'string' && v.sentence ? v.sentence : undefined,
    kind,
  };
}

export function toMessage(row: Row): ChatMessage {
  const a = row.attributes ?? {};
  const sender = (a.sender ?? {}) as Record<string, unknown>;
  const status = a.status === 'scanning' || a.status === 'scheduled' || a.status === 'blocked' ? a.status : 'delivered';
  const blocked = a.blocked === true || status === 'blocked';
  return {
    id: String(row.id),
    body: String(a.body ?? ''),
    created_at: String(a.created_at),
    sender: {
      id: String(sender.id ?? ''),
      display_name: String(sender.display_name ?? ''),
      is_collector: sender.is_collector === true,
    },
    status: blocked ? 'blocked' : status,
    blocked,
    violations: Array.isArray(a.violations) ? (a.violations as Record<string, unknown>[]).map(toViolation) : [],
    suggestion: blocked ? str(a.suggestion) : null,
    attachments: Array.isArray(a.attachments)
      ? (a.attachments as Record<string, unknown>[]).map((f) => ({
          url: String(f.url),
          filename: String(f.filename ?? 'attachment'),
        }))
      : [],
    scanned: a.scanned !== false && status !== 'scanning',
    scheduled_for: str(a.scheduled_for),
    disclosure: str(a.disclosure),
  };
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: BodyInit | object): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = await ensureCsrfToken();
  if (token) headers[CSRF_HEADER] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error);
  }
  let parsed: unknown;
  if ((response.headers.get('Content-Type') ?? '').includes('json'))
    parsed = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}

const base = '/api/v1/conversations';

/**
 * The chat's query keys, in whichever query cache the page has (the consumer tab's, react-admin's on the collector
 * side). Each side has a cache of its own, so the keys need not name the side.
 */
export const chatKeys = {
  all: ['chat'] as const,
  /** GET /conversations: the list with its unread counts. */
  conversations: ['chat', 'conversations'] as const,
  /** GET /conversations/:id/messages: one thread. */
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
};

/**
 * What every chat read shares, whatever the surrounding cache's defaults: nothing is kept once the widget lets go of
 * it (each opening asks afresh, as the chat always did), no refetch on focus (the socket keeps the chat fresh and a
 * reconnect reloads), and each answer is a new copy so a reload always reaches the thread's reducer.
 */
/** How the chat's reads are retried: the read policy of shared/http; tests pass false to see a failure at once. */
export type ChatReadRetry = boolean | ((failureCount: number, error: unknown) => boolean);

export const CHAT_READ = { gcTime: 0, refetchOnWindowFocus: false, structuralSharing: false } as const;

export const chatApi = {
  async conversations(): Promise<Conversation[]> {
    const answer = await call<{ data: Row[] }>('GET', base);
    return (answer?.data ?? []).map(toConversation);
  },

  /** Starts the document's conversation, or returns the one it already has. */
  async open(input: OpenConversationInput): Promise<Conversation> {
    const body: Record<string, unknown> = { document_id: Number(input.documentId) };
    if (input.recipientId !== undefined && input.recipientId !== null) body.recipient_id = Number(input.recipientId);
    if (input.lawFirmId !== undefined && input.lawFirmId !== null) body.law_firm_id = Number(input.lawFirmId);
    const answer = await call<{ data: Row }>('POST', base, body);
    return toConversation(answer.data);
  },

  async messages(conversationId: string): Promise<ChatMessage[]> {
    const answer = await call<{ data: Row[] }>('GET', `${base}/${encodeURIComponent(conversationId)}/messages`);
    return (answer?.data ?? []).map(toMessage);
  },

  async send(conversationId: string, body: string, attachments: readonly File[]): Promise<ChatMessage> {
    const form = new FormData();
    form.append('message[body]', body);
    for (const file of attachments) form.append('message[attachments][]', file, file.name);
    const answer = await call<{ data: Row }>('POST', `${base}/${encodeURIComponent(conversationId)}/messages`, form);
    return toMessage(answer.data);
  },

  /** The REST twin of the socket's mark_as_read, for when the socket is down. */
  async markAsRead(conversationId: string): Promise<Conversation> {
    const answer = await call<{ data: Row }>('POST', `${base}/${encodeURIComponent(conversationId)}/mark_as_read`);
    return toConversation(answer.data);
  },

  /** W-OPTOUT and W-CEASE, consumers only. */
  async consent(conversationId: string, action: 'opt_out' | 'opt_in' | 'cease'): Promise<Conversation> {
    const answer = await call<{ data: Row }>('POST', `${base}/${encodeURIComponent(conversationId)}/${action}`);
    return toConversation(answer.data);
  },
};

/** The server's sentence for a failed call, when it gave one (a refusal to send says why). */
export function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 ? serverMessages(error.body)[0] : undefined;
}
