import { useEffect, useRef, useState } from 'react';

/** Text filters and the search box wait this long after the last key stroke. */
export const TEXT_FILTER_DEBOUNCE_MS = 250;

/**
 * A text input bound to a value that lives in the address: typing updates the field at once and commits
 * after the debounce; a change of the committed value from outside (Clear all, back/forward) resets the field.
 */
export function useDebouncedText(
  committed: string,
  commit: (value: string) => void,
  { delay = TEXT_FILTER_DEBOUNCE_MS, flushOnUnmount = false }: { delay?: number; flushOnUnmount?: boolean } = {},
) {
  const [value, setValue] = useState(committed);
  const lastCommitted = useRef(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      clearTimeout(timer.current);
      pending.current = null;
      setValue(committed);
    }
  }, [committed]);

  const pending = useRef<string | null>(null);
  const flushOnUnmountRef = useRef(flushOnUnmount);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (flushOnUnmountRef.current && pending.current !== null) commitRef.current(pending.current);
    },
    [],
  );

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    pending.current = next;
    timer.current = setTimeout(() => {
      pending.current = null;
      lastCommitted.current = next;
      commitRef.current(next);
    }, delay);
  };

  /** Enter commits at once. */
  const flush = () => {
    clearTimeout(timer.current);
    pending.current = null;
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      commitRef.current(value);
    }
  };

  return { value, onChange, flush };
}
