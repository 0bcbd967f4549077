import { useCallback, useEffect, useRef, useState } from 'react';
import { loadSuggestions } from './api';
import type { PromptSuggestion } from './types';

/** Announces the suggestion lifecycle to whoever listens (analytics, the page). */
export function announce(name: string, detail: Record<string, unknown> = {}): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Suggestion pills: load on start, reload after each finished reply (reloadKey changes) and on manual refresh.
 * Any previous request is aborted before a new load; failures after the retries leave an empty list.
 */
export function useSuggestions(opts: {
  enabled: boolean;
  agentKey: string;
  threadKey: string | null;
  pilotThreadId: number | null;
  userContext?: string;
  reloadKey: number;
}) {
  const [suggestions, setSuggestions] = useState<PromptSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [manual, setManual] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const { enabled, agentKey, threadKey, pilotThreadId, userContext, reloadKey } = opts;
  const threadRef = useRef({ threadKey, pilotThreadId });
  threadRef.current = { threadKey, pilotThreadId };

  useEffect(() => {
    if (!enabled) return;
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setLoading(true);
    announce('pilot:prompts:loading', { loading: true });
    loadSuggestions(
      {
        agent_key: agentKey,
        thread_key: threadRef.current.threadKey,
        pilot_thread_id: threadRef.current.pilotThreadId,
        user_context: userContext,
      },
      mine.signal,
    )
      .then(list => {
        if (mine.signal.aborted) return;
        setSuggestions(list);
        announce('pilot:prompts:displayed', { count: list.length });
      })
      .catch(error => {
        if (mine.signal.aborted) return;
        setSuggestions([]);
        announce('pilot:prompts:error', { message: String(error) });
      })
      .finally(() => {
        if (mine.signal.aborted) return;
        setLoading(false);
        announce('pilot:prompts:loading', { loading: false });
      });
    return () => mine.abort();
  }, [enabled, agentKey, userContext, reloadKey, manual]);

  const refresh = useCallback(() => {
    announce('pilot:prompts:refreshed');
    setManual(n => n + 1);
  }, []);

  return { suggestions, loading, refresh };
}
