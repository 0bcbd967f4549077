import { useEffect, useState } from 'react';

/** The longest a deferred part waits for an idle moment once it may load (a page that never goes idle still gets it). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False until `ready` has been true and the browser has then had an idle moment (or IDLE_TIMEOUT_MS went by), then
 * true for good. For parts of a page that are loaded on demand and are not needed for its first paint (the accounts
 * page's charts, the chat launcher): their code is fetched and evaluated after the main content, not against it for
 * the CPU.
 */
export function useWhenIdle(ready = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, [ready, idle]);
  return idle;
}
