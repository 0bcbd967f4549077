import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { shouldRetryRead } from '../http';
import { CHAT_READ, chatApi, chatKeys, reasonOf, toMessage, type ChatReadRetry } from './chat-api';
import type { ChatConnection } from './chat-socket';
import { emptyThread, localId, threadReducer } from './message-reducer';
import { CHAT_TEXT, SCANNED_FALLBACK_MS } from './messages';
import type { ChatMessage, ChatSide } from './types';

export interface SendFailure {
  title: string;
  /** The server's reason (a refusal, a file type) when it gave one. */
  reason?: string;
}

let clientSeq = 0;
const nextClientId = () => `${Date.now().toString(36)}-${++clientSeq}`;

/**
 * One open thread: loads its messages (a query: a network or server failure is tried again before the banner
 * shows, a reconnect asks again), follows its conversation room, and sends with the optimistic flow
 * (message-reducer.ts). The 10 s fallback timers are cleared when the thread closes.
 */
export function useThread(
  conversationId: string,
  side: ChatSide,
  connection: ChatConnection | null,
  retry: ChatReadRetry = shouldRetryRead,
) {
  const [state, dispatch] = useReducer(threadReducer, emptyThread);
  const [dismissedAt, setDismissedAt] = useState(0);
  const [sendError, setSendError] = useState<SendFailure | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const history = useQuery({
    queryKey: chatKeys.messages(conversationId),
    queryFn: () => chatApi.messages(conversationId),
    retry,
    ...CHAT_READ,
  });
  // Each answer goes through the reducer, which keeps what the socket or a send moved further along.
  useEffect(() => {
    if (history.data) dispatch({ type: 'loaded', messages: history.data });
  }, [history.data]);
  const loading = history.isPending || history.isFetching;
  const failedAt = history.isError ? history.errorUpdatedAt : 0;
  const loadError = failedAt && failedAt !== dismissedAt ? CHAT_TEXT.loadMessagesFailed : null;
  const refetch = history.refetch;
  const load = useCallback(async () => {
    await refetch();
  }, [refetch]);

  useEffect(() => {
    if (!connection) return;
    const stopResync = connection.onReconnect(() => void load());
    const stopFollowing = connection.follow(conversationId, (_name, event) =>
      dispatch({ type: 'outcome', message: toMessage(event.message) }),
    );
    return () => {
      stopResync();
      stopFollowing();
    };
  }, [connection, conversationId, load]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  /** Sends; resolves false when it failed (the composer then gives the text back). */
  const send = useCallback(
    async (body: string, attachments: File[]): Promise<boolean> => {
      const clientId = nextClientId();
      const optimistic: ChatMessage = {
        id: localId(clientId),
        client_id: clientId,
        body,
        created_at: new Date().toISOString(),
        sender: { id: 'me', display_name: 'You', is_collector: side === 'collector' },
        status: 'scanning',
        blocked: false,
        violations: [],
        suggestion: null,
        attachments: attachments.map((file) => ({ url: '', filename: file.name })),
        scanned: false,
        scheduled_for: null,
        disclosure: null,
      };
      setSendError(null);
      dispatch({ type: 'sending', message: optimistic });
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dispatch({ type: 'scanned_fallback', clientId });
      }, SCANNED_FALLBACK_MS);
      timers.current.add(timer);
      try {
        dispatch({ type: 'sent', clientId, message: await chatApi.send(conversationId, body, attachments) });
        return true;
      } catch (error) {
        clearTimeout(timer);
        timers.current.delete(timer);
        dispatch({ type: 'send_failed', clientId });
        setSendError({ title: CHAT_TEXT.sendFailed, reason: reasonOf(error) });
        return false;
      }
    },
    [conversationId, side],
  );

  return {
    messages: state.messages,
    loading,
    loadError,
    dismissLoadError: () => setDismissedAt(failedAt),
    reload: load,
    sendError,
    dismissSendError: () => setSendError(null),
    send,
  };
}
