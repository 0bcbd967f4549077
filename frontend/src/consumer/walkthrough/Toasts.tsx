import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

/** Saved toasts stay 3 s, errors 5 s. */
export const SAVED_MS = 3000;
export const ERROR_MS = 5000;

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

let nextId = 0;

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);
  const push = useCallback((kind: Toast['kind'], text: string) => {
    const id = ++nextId;
    setToasts(t => [...t.filter(x => x.text !== text), { id, kind, text }]);
    const timer = setTimeout(
      () => {
        timers.current.delete(timer);
        setToasts(t => t.filter(x => x.id !== id));
      },
      kind === 'success' ? SAVED_MS : ERROR_MS,
    );
    timers.current.add(timer);
  }, []);
  return { toasts, push };
}

/** At most this many toasts show at once (the newest); the others still expire on their own clock. */
export const MAX_VISIBLE = 3;

export function ToastStack({ toasts }: { toasts: Toast[] }) {
  if (!toasts.length) return null;
  const visible = toasts.slice(-MAX_VISIBLE);
  return (
    <Stack
      spacing={1}
      sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, zIndex: 1400, maxWidth: 420, mx: 'auto' }}
      aria-live="polite"
    >
      {visible.map(t => (
        <Alert key={t.id} severity={t.kind} variant="filled" role={t.kind === 'error' ? 'alert' : 'status'}>
          {t.text}
        </Alert>
      ))}
    </Stack>
  );
}
