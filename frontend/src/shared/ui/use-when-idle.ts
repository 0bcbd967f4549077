import { useEffect, useState } from 'react';

/**
 * The longest a deferred part waits for an idle moment once it may load (a page that never goes idle still gets it).
 * Generous on purpose: a page that is still busy is busy with its main content. With 2 s, a busy machine (the
 * accounts page takes several seconds of main-thread work there) reached the deadline before the accounts rows had
 * been shown, and the chat widget and the charts were fetched, evaluated and rendered in front of them.
 */
const IDLE_TIMEOUT_MS = 10_000;

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
