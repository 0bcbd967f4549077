/**
 * The chat's shapes as the pages use them (docs/api/chat.md). The API answers `{id, type,
 * attributes}` records; `chat-api.ts` flattens them into these so the widget never digs into `attributes`.
 */

export interface Participant {
  id: string;
  type: 'user' | 'law_firm';
  display_name: string;
  is_collector: boolean;
}

export interface LastMessage {
  id: string;
  body: string;
  created_at: string;
  sender_name: string;
}

export interface Conversation {
  id: string;
  other_participants: Participant[];
  last_message: LastMessage | null;
  unread_count: number;
  account_status: string | null;
  document_id: string | null;
  law_firm_id: string | null;
  consumer_user_id: string | null;
  updated_at: string | null;
  /** W-OPTOUT: the consumer opted out of this firm's electronic messages (they may opt back in). */
  opted_out: boolean;
  /** W-CEASE: the consumer asked the firm to stop contacting them (final). */
  ceased: boolean;
  /** W-ATTORNEY: the account is marked as represented by an attorney. */
  represented_by_attorney: boolean;
  /** False for a collector when one of the three above is set; `send_refusal` then says why. */
  can_send: boolean;
  send_refusal: string | null;
  /** The IANA zone of the 8 am to 9 pm window (W-HOURS). */
  consumer_time_zone: string | null;
}

/**
 * Why a message was blocked. kind: 'content' (the words broke a rule: `sentence` is the collector's sentence that
 * did), 'rate' (too many messages to this consumer in 24 hours: wait), 'workflow' (the consumer cannot be messaged).
 */
export interface Violation {
  description: string;
  rule_id?: string;
  citation?: string;
  excerpt?: string;
  sentence?: string;
  kind: 'content' | 'rate' | 'workflow';
}

export interface Attachment {
  url: string;
  filename: string;
}

export type MessageStatus = 'scanning' | 'scheduled' | 'delivered' | 'blocked';

export interface ChatMessage {
  id: string;
  body: string;
  created_at: string;
  sender: { id: string; display_name: string; is_collector: boolean };
  status: MessageStatus;
  blocked: boolean;
  violations: Violation[];
  /** A blocked message: the compliant rewrite (already checked by the scanner) the collector can send with one click. */
  suggestion: string | null;
  attachments: Attachment[];
  scanned: boolean;
  /** Held by the time-of-day rule (W-HOURS) until this time. */
  scheduled_for: string | null;
  /** W-DISCLOSE: shown under a collector's message on the consumer side. */
  disclosure: string | null;
  /** Client-only: shown before the server answered the send. */
  optimistic?: boolean;
  client_id?: string;
}

export type ChatSide = 'collector' | 'consumer';

/** Who a conversation is started with: a collector names the consumer, a consumer names the firm. */
export interface OpenConversationInput {
  documentId: number | string;
  recipientId?: number | string | null;
  lawFirmId?: number | string | null;
}
