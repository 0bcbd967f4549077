import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../data/keys';
import { PILOT_COMPLETION_EVENT, useRealtimeHub, type ServerToClientEvents } from '../../shared/realtime';
import { assistantApi } from './api';
import { CHAT_TOASTS } from './messages';
import { announceFills } from './fieldFilled';
import type { Completion, CompletionMessage } from './types';

type CompletionSocketEvent = 'connect' | 'disconnect' | typeof PILOT_COMPLETION_EVENT;

/** The part of a Socket.IO client the assistant uses (tests pass a fake). */
export interface CompletionSocket {
  connected?: boolean;
  on(event: CompletionSocketEvent, listener: (...args: never[]) => void): unknown;
  off(event: CompletionSocketEvent, listener?: (...args: never[]) => void): unknown;
  disconnect(): unknown;
}


/**
 * The server sends finished-streaming 2 s after the final object. Should that signal be lost
 * (a worker stopped in between), the reply still ends this long after its final object, so the chat never stays busy.
 */
export const FINISHED_FALLBACK_MS = 6_000;

export interface Thread {
  threadKey: string | null;
  pilotThreadId: number | null;
}

/** What the chat opens on (the latest-thread answer names the provider; a named thread's does not). */
interface Opening extends Thread {
  completions: Completion[];
  provider: 'openai' | 'offline' | null;
}

function opened(result: { threadKey: string | null; thread: { id: number } | null; completions: Completion[] }) {
  return { threadKey: result.threadKey, pilotThreadId: result.thread?.id ?? null, completions: result.completions };
}

export interface AssistantOptions {
  agentKey: string;
  context?: Record<string, unknown>;
  threadKey?: string | null;
  pilotThreadId?: number | null;
  enabled: boolean;
  toast: (message: string) => void;
  /** A socket of its own (tests); by default the stream comes on the tab's realtime connection. */
  connect?: () => CompletionSocket;
}

/**
 * Conversation state of the assistant: the thread, its completions, the live stream (deltas append, an object
 * replaces, finished-streaming ends the reply) and the calls that change them. Busy while loading, streaming or
 * not connected.
 */
export function useAssistant({
  agentKey,
  context,
  threadKey,
  pilotThreadId,
  enabled,
  toast,
  connect,
}: AssistantOptions) {
  const hub = useRealtimeHub();
  const [thread, setThread] = useState<Thread>({ threadKey: threadKey ?? null, pilotThreadId: pilotThreadId ?? null });
  const [completions, setCompletions] = useState<Completion[]>([]);
  const [connected, setConnected] = useState(false);
  const [streamingId, setStreamingId] = useState<number | null>(null);
  const [provider, setProvider] = useState<'openai' | 'offline' | null>(null);
  const [finishedCount, setFinishedCount] = useState(0);
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const toastRef = useRef(toast);
  toastRef.current = toast;

  useEffect(() => {
    if (!enabled) return;
    const socket: CompletionSocket = connect ? connect() : (hub.acquire() as unknown as CompletionSocket);
    setConnected(!!socket.connected);
    const onConnect = () => setConnected(true);
    const onDisconnect = () => setConnected(false);
    // Each reply finishes once (a redelivered job or the fallback below may repeat the signal).
    const finishedIds = new Set<number>();
    // Fills already announced to the page (a live answer's object message arrives several times).
    const announced = new Set<number>();
    const fallbacks = new Map<number, ReturnType<typeof setTimeout>>();
    const finish = (id: number) => {
      clearTimeout(fallbacks.get(id));
      fallbacks.delete(id);
      if (finishedIds.has(id)) return;
      finishedIds.add(id);
      setStreamingId((current) => (current === id ? null : current));
      setFinishedCount((n) => n + 1);
    };
    const onMessage: ServerToClientEvents[typeof PILOT_COMPLETION_EVENT] = (payload) => {
      // The server's object messages carry the assistant's completion view (types.ts mirrors it).
      const message = payload as CompletionMessage;
      const current = threadRef.current;
      if (message.threadKey !== current.threadKey && message.pilotThreadId !== current.pilotThreadId) return;
      if (message.type === 'delta') {
        setCompletions((list) =>
          list.map((c) =>
            c.id === message.completionId ? { ...c, assistantResponse: c.assistantResponse + message.delta } : c,
          ),
        );
      } else if (message.type === 'object') {
        setCompletions((list) =>
          list.some((c) => c.id === message.completionId)
            ? list.map((c) => (c.id === message.completionId ? message.completion : c))
            : [...list, message.completion],
        );
        if (message.completion.provider) setProvider(message.completion.provider);
        announceFills(message.completion, announced);
        const id = message.completionId;
        if (message.completion.state !== 'processing' && !fallbacks.has(id) && !finishedIds.has(id))
          fallbacks.set(
            id,
            setTimeout(() => finish(id), FINISHED_FALLBACK_MS),
          );
      } else {
        finish(message.completionId);
      }
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on(PILOT_COMPLETION_EVENT, onMessage as never);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off(PILOT_COMPLETION_EVENT, onMessage as never);
      fallbacks.forEach((timer) => clearTimeout(timer));
      if (connect) socket.disconnect();
      else hub.release();
    };
  }, [enabled, connect, hub]);

  // The conversation the chat opens on: the named thread, else the agent's latest, asked on each opening. A network
  // or server failure is tried again by the tab's read policy before the consumer is told; from there the stream and
  // the calls below change the thread and its completions, so the answer is copied into the chat's state when it comes.
  const named = !!(threadKey || pilotThreadId);
  const opening = useQuery({
    queryKey: queryKeys.assistant.thread(agentKey, threadKey ?? null, pilotThreadId ?? null),
    queryFn: async (): Promise<Opening> => {
      if (!named) {
        const latest = await assistantApi.latestThread(agentKey);
        return { ...opened(latest), provider: latest.provider };
      }
      const result = await assistantApi.completions({
        thread_key: threadKey ?? undefined,
        pilot_thread_id: pilotThreadId ?? undefined,
        agent_key: agentKey,
      });
      return { ...opened(result), provider: null };
    },
    enabled,
    // Not kept once the chat closes: the thread has moved on from this answer (sent questions, a new chat).
    gcTime: 0,
  });
  const answer = opening.data;
  useEffect(() => {
    if (!answer) return;
    const next = { threadKey: answer.threadKey, pilotThreadId: answer.pilotThreadId };
    threadRef.current = next;
    setThread(next);
    setCompletions(answer.completions);
    if (answer.provider) setProvider(answer.provider);
    const running = answer.completions.find((c) => c.state === 'processing');
    setStreamingId(running ? running.id : null);
  }, [answer]);
  const failedAt = opening.isError ? opening.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toastRef.current(named ? CHAT_TOASTS.loadMessages : CHAT_TOASTS.latestThread);
  }, [failedAt, named]);
  const loading = opening.isPending || opening.isFetching;

  const busy = loading || streamingId !== null || !connected;

  const send = useCallback(
    async (userRequest: string, fileIds: number[], personaId: number | null): Promise<boolean> => {
      try {
        const { completion } = await assistantApi.create({
          agentKey,
          pilotFileIds: fileIds,
          // The page at the moment of asking (the layout may outlive a navigation): a fill goes to the walkthrough open here.
          context: {
            datetime: new Date().toISOString(),
            locales: [...navigator.languages],
            ...context,
            page: window.location.pathname,
          },
          userRequest,
          threadKey: threadRef.current.threadKey,
          pilotThreadId: threadRef.current.pilotThreadId,
          personaId,
        });
        setThread({ threadKey: completion.threadKey, pilotThreadId: completion.pilotThreadId });
        threadRef.current = { threadKey: completion.threadKey, pilotThreadId: completion.pilotThreadId };
        setCompletions((list) => (list.some((c) => c.id === completion.id) ? list : [...list, completion]));
        setStreamingId(completion.state === 'processing' ? completion.id : null);
        return true;
      } catch (error) {
        // The server refuses a retired persona in its own words; everything else is the generic toast.
        toastRef.current(
          error instanceof Error && error.message === CHAT_TOASTS.personaGone
            ? CHAT_TOASTS.personaGone
            : CHAT_TOASTS.createQuestion,
        );
        return false;
      }
    },
    [agentKey, context],
  );

  const stop = useCallback(async () => {
    if (streamingId === null) return;
    try {
      const { completion } = await assistantApi.stop(streamingId);
      setCompletions((list) =>
        list.map((c) =>
          c.id === completion.id
            ? {
                ...completion,
                assistantResponse:
                  c.assistantResponse.length > completion.assistantResponse.length
                    ? c.assistantResponse
                    : completion.assistantResponse,
              }
            : c,
        ),
      );
    } catch {
      toastRef.current(CHAT_TOASTS.stop);
    }
  }, [streamingId]);

  const rate = useCallback(async (id: number, pressed: 1 | -1) => {
    try {
      const { completion } = await assistantApi.rate(id, pressed);
      setCompletions((list) => list.map((c) => (c.id === id ? { ...c, rating: completion.rating } : c)));
    } catch {
      toastRef.current(CHAT_TOASTS.updateQuestion);
    }
  }, []);

  const newChat = useCallback(async (): Promise<boolean> => {
    try {
      const created = await assistantApi.newThread(agentKey);
      const next = { threadKey: created.threadKey, pilotThreadId: created.thread.id };
      threadRef.current = next;
      setThread(next);
      setCompletions([]);
      setStreamingId(null);
      return true;
    } catch {
      toastRef.current(CHAT_TOASTS.newThread);
      return false;
    }
  }, [agentKey]);

  return {
    thread,
    completions,
    loading,
    connected,
    streamingId,
    provider,
    busy,
    finishedCount,
    send,
    stop,
    rate,
    newChat,
  };
}
