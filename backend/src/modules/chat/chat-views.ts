import type { Violation } from '@parley/domain/compliance/types';
import { COLLECTOR_DISCLOSURE } from '@parley/domain/chat';
import type { ChatAttachment, ChatMessage, MaskedKind } from './entities';
import { ChatSide, MessageStatus } from './entities';

/** The answer shapes of docs/api/chat.md (JSON:API-like). Never entities. */

export interface MessageAttributes {
  conversation_id: number;
  body: string;
  created_at: string;
  sender: { id: number; display_name: string; is_collector: boolean };
  status: MessageStatus;
  blocked: boolean;
  violations: Violation[];
  /** A blocked message: the compliant rewrite the collector can send instead (already checked by the scanner), or null. */
  suggestion: string | null;
  attachments: Array<{ id: number; url: string; filename: string; content_type: string; size: number }>;
  scanned: boolean;
  scheduled_for: string | null;
  delivered_at: string | null;
  disclosure: string | null;
  masked: MaskedKind[];
}

export interface MessageData {
  id: number;
  type: 'message';
  attributes: MessageAttributes;
}

export interface ConversationAttributes {
  other_participants: Array<{ id: number; type: 'user' | 'law_firm'; display_name: string; is_collector: boolean }>;
  last_message: { id: number; body: string; created_at: string; sender_name: string } | null;
  unread_count: number;
  account_status: string | null;
  document_id: number;
  law_firm_id: number;
  consumer_user_id: number;
  created_at: string;
  updated_at: string;
  opted_out: boolean;
  ceased: boolean;
  represented_by_attorney: boolean;
  can_send: boolean;
  send_refusal: string | null;
  consumer_time_zone: string;
}

export interface ConversationData {
  id: number;
  type: 'conversation';
  attributes: ConversationAttributes;
}

export const attachmentUrl = (conversationId: number, attachmentId: number) =>
  `/api/v1/conversations/${conversationId}/attachments/${attachmentId}`;

export function displayName(u: { firstName?: string | null; lastName?: string | null; email?: string } | null | undefined): string {
  const name = [u?.firstName, u?.lastName].filter(Boolean).join(' ').trim();
  return name || 'Unknown';
}

/** What a message's view reads: an entity, or the worker's row read with raw SQL. */
export type MessageFields = Pick<ChatMessage, 'id' | 'senderSide' | 'body' | 'createdAt' | 'status' | 'violations' | 'masked'> &
  Partial<Pick<ChatMessage, 'scheduledFor' | 'deliveredAt' | 'suggestion'>> & { conversation: { id: number } };

/**
 * Violations stored before each said its kind and sentence: a W- rule is a workflow refusal, R-HARASS's 'message N
 * in 24 hours' the message rate, anything else the words (its sentence unknown, the excerpt stands in).
 */
function withKind(v: Partial<Violation> & Pick<Violation, 'rule_id' | 'citation' | 'description' | 'excerpt'>): Violation {
  if (v.kind) return { ...v, sentence: v.sentence ?? '', kind: v.kind };
  const kind = v.rule_id.startsWith('W-') ? 'workflow' : /^message \d+ in 24 hours$/.test(v.excerpt) ? 'rate' : 'content';
  return { ...v, sentence: kind === 'content' ? v.excerpt : '', kind };
}

/** The same for every viewer: what differs by side is which messages are listed, not their shape. */
export function messageView(
  m: MessageFields,
  sender: { id: number; firstName?: string | null; lastName?: string | null },
  attachments: Array<Pick<ChatAttachment, 'id' | 'filename' | 'contentType' | 'size'>>,
): MessageData {
  const conversationId = m.conversation.id;
  const fromFirm = m.senderSide === ChatSide.Firm;
  return {
    id: m.id,
    type: 'message',
    attributes: {
      conversation_id: conversationId,
      body: m.body,
      created_at: m.createdAt.toISOString(),
      sender: { id: sender.id, display_name: displayName(sender), is_collector: fromFirm },
      status: m.status,
      blocked: m.status === MessageStatus.Blocked,
      violations: m.status === MessageStatus.Blocked ? m.violations.map(withKind) : [],
      suggestion: m.status === MessageStatus.Blocked ? (m.suggestion ?? null) : null,
      attachments: attachments.map((a) => ({
        id: a.id,
        url: attachmentUrl(conversationId, a.id),
        filename: a.filename,
        content_type: a.contentType,
        size: a.size,
      })),
      scanned: m.status !== MessageStatus.Scanning,
      scheduled_for: m.scheduledFor?.toISOString() ?? null,
      delivered_at: m.deliveredAt?.toISOString() ?? null,
      disclosure: fromFirm ? COLLECTOR_DISCLOSURE : null,
      masked: m.masked,
    },
  };
}

/** What a side may see: the firm every message of the conversation; the consumer theirs and the delivered ones. */
export function visibleTo(side: ChatSide, m: Pick<ChatMessage, 'senderSide' | 'status'>): boolean {
  return side === ChatSide.Firm || m.senderSide === ChatSide.Consumer || m.status === MessageStatus.Delivered;
}
