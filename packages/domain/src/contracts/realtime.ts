/**
 * The realtime contract: every Socket.IO event the server pushes to browsers and every event browsers send, with
 * their payloads. The gateway and the pages are both typed by it.
 */

import type { ExportView } from '../exports';

/** Which conversation a completion message belongs to: the page keeps only its own thread's messages. */
export interface PilotCompletionKey {
  threadKey: string;
  pilotThreadId: number;
  completionId: number;
}

/**
 * A message of Ask Solo's completion stream: deltas append to the reply, an object message
 * replaces the whole completion, and the finished-streaming signal follows the last delta after 2 seconds.
 * `C` is the completion's view (the assistant module's CompletionView; the browser's Completion).
 */
export type PilotCompletionMessage<C = unknown> =
  | (PilotCompletionKey & { type: 'delta'; delta: string })
  | (PilotCompletionKey & { type: 'object'; completion: C })
  | (PilotCompletionKey & { type: 'finished_streaming' });

/** A chat message as the API answers it (docs/api/chat.md); `A` is the chat module's MessageAttributes. */
export interface ChatMessageData<A = object> {
  id: number;
  type: 'message';
  attributes: A;
}

/** A chat event about one message of one conversation. */
export interface ChatMessageEvent<A = object> {
  conversation_id: number;
  message: ChatMessageData<A>;
}

/** Acknowledgement of a chat request from the client. */
export type ChatAck = { ok: true; unread_count?: number } | { ok: false; error: string };

/** The PlaidReportStatusChannel message: status report_ready or report_failed. */
export interface PlaidReportStatusMessage {
  status: 'report_ready' | 'report_failed';
  report_id: number;
}

/**
 * A consumer's settlement moved (any step by either side, or the firm's settlement rule answering their offer), sent
 * to the consumer's user room after the change commits: the settlement page reloads at once instead of waiting for
 * its next poll. `party` and `action` are the step's.
 */
export interface SettlementUpdatedMessage {
  customer_document_id: number;
  version: number;
  party: 'consumer' | 'collector' | 'system';
  action: string;
}

/** Every event the server pushes to browsers, with its payload. Rooms: user:<id>, session:<digest>, firm:<id>, on-call. */
export interface ServerToClientEvents {
  /** The consumer's credit report pull finished (credit module), to user:<id>: the page reloads the report. */
  'credit_report:updated': (payload: { status: 'available' | 'error' | 'fetching' | 'missing_metadata' | 'consent_required' }) => void;
  /** The user signed out elsewhere: other tabs return to the sign-in page. */
  'session:ended': (payload: { reason: 'signed_out' }) => void;
  /** Ask Solo: the consumer's own completions, sent to their user room only. */
  'pilot:completion': (payload: PilotCompletionMessage) => void;
  /** Chat, to conversation:<id>: a message was delivered. */
  new_message: (payload: ChatMessageEvent) => void;
  /** Chat, to conversation:<id>:firm only: a collector's message was stopped by the compliance scan. */
  message_blocked: (payload: ChatMessageEvent) => void;
  /** Chat, to conversation:<id>:firm only: a clean message is held until contact hours (W-HOURS). */
  message_scheduled: (payload: ChatMessageEvent) => void;
  /** Chat, to user:<consumer id> and firm:<id>: that side's unread count of the conversation. */
  conversation_updated: (payload: { conversation_id: number; unread_count: number }) => void;
  /** Plaid, to user:<consumer id>: the financial report the bank connection started is built or failed. */
  PlaidReportStatusChannel: (payload: PlaidReportStatusMessage) => void;
  /** Negotiation, to user:<consumer id>: one of their settlements moved (docs/api/consumer-negotiation.md). */
  'settlement:updated': (payload: SettlementUpdatedMessage) => void;
  /**
   * Accounts, to user:<id> of the collector who started it: an export moved (rows written, then ready with its link,
   * or failed with the sentence to show).
   */
  'export:updated': (payload: ExportView) => void;
}


/** What browsers send. Chat: follow a conversation (server checks participation) and mark it read. */
export interface ClientToServerEvents {
  'chat:subscribe': (payload: { conversation_id: number }, ack?: (answer: ChatAck) => void) => void;
  'chat:unsubscribe': (payload: { conversation_id: number }, ack?: (answer: ChatAck) => void) => void;
  mark_as_read: (payload: { conversation_id: number }, ack?: (answer: ChatAck) => void) => void;
}
