import type { ChatMessage } from './types';

/**
 * One conversation's messages with the optimistic send flow: a sent message shows at once as
 * 'Scanning for Compliance...'; the POST answer gives it its server id; new_message confirms it (delivered),
 * message_scheduled marks it held until 8 am, message_blocked marks it blocked with its violations; with no event
 * at all it is marked scanned 10 s after sending. Socket events can beat the POST answer, so an outcome for an id
 * the list does not have yet is kept in `early` and applied when the answer lands.
 */
export interface ThreadState {
  messages: ChatMessage[];
  early: Record<string, ChatMessage>;
}

export type ThreadAction =
  | { type: 'loaded'; messages: ChatMessage[] }
  | { type: 'sending'; message: ChatMessage }
  | { type: 'sent'; clientId: string; message: ChatMessage }
  | { type: 'send_failed'; clientId: string }
  /** new_message, message_scheduled and message_blocked: the server's copy of a message after its scan. */
  | { type: 'outcome'; message: ChatMessage }
  /** 10 s after sending (keyed by the client id: the server id may not be known yet). */
  | { type: 'scanned_fallback'; clientId: string };

export const emptyThread: ThreadState = { messages: [], early: {} };

/** Ids of optimistic messages before the server named them. */
export const localId = (clientId: string) => `local-${clientId}`;
export const isLocalId = (id: string) => id.startsWith('local-');

/** A message still waiting for its compliance scan: shown as 'Scanning for Compliance...'. */
export function isScanning(message: ChatMessage): boolean {
  return !message.blocked && !message.scanned;
}

const byTime = (a: ChatMessage, b: ChatMessage) => Date.parse(a.created_at) - Date.parse(b.created_at);

/** How far a message has got: a later copy never moves it back (a reload racing an event, a late fallback). */
const RANK: Record<ChatMessage['status'], number> = { scanning: 0, scheduled: 1, delivered: 2, blocked: 3 };

/** Two copies of one message: the further along wins; a scanned flag set locally (the fallback) is kept. */
function merge(current: ChatMessage, incoming: ChatMessage): ChatMessage {
  const winner = RANK[incoming.status] >= RANK[current.status] ? incoming : current;
  return {
    ...winner,
    scanned: winner.scanned || (current.scanned && !winner.blocked),
    client_id: current.client_id ?? incoming.client_id,
    optimistic: undefined,
  };
}

function takeEarly(state: ThreadState, message: ChatMessage): { message: ChatMessage; early: ThreadState['early'] } {
  const outcome = state.early[message.id];
  if (!outcome) return { message, early: state.early };
  const early = { ...state.early };
  delete early[message.id];
  return { message: merge(message, outcome), early };
}

/** Own messages: a collector's side is the firm (colleagues included), a consumer's is themselves. */
const sameSide = (a: ChatMessage, b: ChatMessage) => a.sender.is_collector === b.sender.is_collector;

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'loaded': {
      const current = new Map(state.messages.map((m) => [m.id, m]));
      let early = state.early;
      const loaded = action.messages.map((m) => {
        const taken = takeEarly({ ...state, early }, current.has(m.id) ? merge(current.get(m.id)!, m) : m);
        early = taken.early;
        return taken.message;
      });
      const loadedIds = new Set(loaded.map((m) => m.id));
      // Sends still in flight have no server id yet: they stay at the end.
      const pending = state.messages.filter((m) => isLocalId(m.id) && !loadedIds.has(m.id));
      return { messages: loaded.sort(byTime).concat(pending), early };
    }
    case 'sending':
      return {
        ...state,
        messages: [
          ...state.messages,
          { ...action.message, optimistic: true, scanned: false, blocked: false, status: 'scanning' },
        ],
      };
    case 'sent': {
      const index = state.messages.findIndex((m) => m.client_id === action.clientId);
      const already = state.messages.find((m) => m.id === action.message.id);
      const answered = already ? merge(already, action.message) : { ...action.message, client_id: action.clientId };
      const { message, early } = takeEarly(state, { ...answered, client_id: action.clientId, optimistic: undefined });
      const rest = state.messages.filter((m) => m.client_id !== action.clientId && m.id !== action.message.id);
      if (index === -1) return { messages: [...rest, message].sort(byTime), early };
      return { messages: [...rest.slice(0, index), message, ...rest.slice(index)], early };
    }
    case 'send_failed':
      return { ...state, messages: state.messages.filter((m) => m.client_id !== action.clientId) };
    case 'outcome': {
      const incoming = action.message;
      if (state.messages.some((m) => m.id === incoming.id)) {
        return { ...state, messages: state.messages.map((m) => (m.id === incoming.id ? merge(m, incoming) : m)) };
      }
      // Our own send whose POST answer has not come back yet: keep the outcome for that answer.
      const ownPending = state.messages.some(
        (m) => isLocalId(m.id) && sameSide(m, incoming) && m.body === incoming.body && !incoming.optimistic,
      );
      if (ownPending) return { ...state, early: { ...state.early, [incoming.id]: incoming } };
      return { ...state, messages: [...state.messages, incoming].sort(byTime) };
    }
    case 'scanned_fallback':
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.client_id === action.clientId && !m.blocked && !m.scanned ? { ...m, scanned: true } : m,
        ),
      };
  }
}
