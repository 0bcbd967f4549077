import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../data/keys';
import { loadSuggestions } from './api';
import type { PromptSuggestion } from './types';

/** Announces the suggestion lifecycle to whoever listens (analytics, the page). */
export function announce(name: string, detail: Record<string, unknown> = {}): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

const NONE: PromptSuggestion[] = [];

/**
 * Suggestion pills: load on start, reload after each finished reply (reloadKey changes) and on manual refresh.
 * Each reload is a query of its own (the previous request is cancelled, the previous pills stay while it runs);
 * a network or server failure is tried again by the tab's read policy, and a failure after that leaves an empty list.
 */
export function useSuggestions(opts: {
  enabled: boolean;
  agentKey: string;
  threadKey: string | null;
  pilotThreadId: number | null;
  userContext?: string;
  reloadKey: number;
}) {
  const [manual, setManual] = useState(0);
  const { enabled, agentKey, threadKey, pilotThreadId, userContext, reloadKey } = opts;
  // The thread at the moment of asking: a new thread alone does not reload the pills.
  const threadRef = useRef({ threadKey, pilotThreadId });
  threadRef.current = { threadKey, pilotThreadId };

  const query = useQuery({
    queryKey: queryKeys.assistant.suggestions(agentKey, userContext, reloadKey, manual),
    queryFn: ({ signal }) =>
      loadSuggestions(
        {
          agent_key: agentKey,
          thread_key: threadRef.current.threadKey,
          pilot_thread_id: threadRef.current.pilotThreadId,
          user_context: userContext,
        },
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
    // Each opening of the chat asks afresh (the pills follow the thread, which has moved on since).
    gcTime: 0,
  });

  // The lifecycle as the page and analytics heard it before: loading, then displayed or error, then loaded.
  const seen = useRef({ data: query.dataUpdatedAt, error: query.errorUpdatedAt });
  const { data, error, dataUpdatedAt, errorUpdatedAt, isFetching, isError } = query;
  useEffect(() => {
    if (!dataUpdatedAt || dataUpdatedAt === seen.current.data || !data) return;
    seen.current.data = dataUpdatedAt;
    announce('pilot:prompts:displayed', { count: data.length });
  }, [dataUpdatedAt, data]);
  useEffect(() => {
    if (!errorUpdatedAt || errorUpdatedAt === seen.current.error || !isError) return;
    seen.current.error = errorUpdatedAt;
    announce('pilot:prompts:error', { message: String(error) });
  }, [errorUpdatedAt, error, isError]);
  const wasFetching = useRef(false);
  useEffect(() => {
    if (isFetching === wasFetching.current) return;
    wasFetching.current = isFetching;
    announce('pilot:prompts:loading', { loading: isFetching });
  }, [isFetching]);

  const refresh = useCallback(() => {
    announce('pilot:prompts:refreshed');
    setManual(n => n + 1);
  }, []);

  return { suggestions: isError ? NONE : (data ?? NONE), loading: isFetching, refresh };
}
