import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** Search debounce 300 ms, minimum 2 characters, result list at most 300 px high. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 2;
export const RESULTS_MAX_HEIGHT = 300;

export interface SearchItem {
  id: number;
  name: string;
}

export interface SearchMessages {
  /** The search request failed. */
  search: string;
  /** The answer came back but cannot be shown (not a list of results). */
  display: string;
  /** A result could not be picked (it lacks an id or a name). */
  select: string;
  /** Saving the choice failed (used when the server gives no message of its own). */
  save: string;
}

export interface SearchComboboxProps<T extends SearchItem> {
  /** The hidden input's name ('selected_court_id'). */
  name: string;
  label: string;
  initialName?: string | null;
  messages: SearchMessages;
  /** Runs the search; resolves to the raw answer body (checked here) or rejects. */
  search: (query: string, signal: AbortSignal) => Promise<unknown>;
  /** Saves the choice: an item picked from the list, or a typed name (id null). Rejects with a message to show. */
  save: (choice: { item: T | null; name: string }) => Promise<void>;
  onSaved: (selection: { id: number | null; name: string }) => void;
  onError?: (message: string) => void;
  secondary?: (item: T) => ReactNode;
}

type Phase = 'idle' | 'loading' | 'done' | 'error';

function isItem(value: unknown): value is SearchItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.name === 'string';
}

/**
 * A search input with a result list (ARIA 1.2 combobox with a listbox popup). Typing waits 300 ms, then searches
 * when the trimmed text has at least 2 characters (fewer hides the list). Picking a result fills the input and the
 * hidden id, and saves the choice; typing again clears the id. Arrow keys move through the results, Enter picks,
 * Escape closes the list. Leaving the input with a typed name that was not picked saves that name as typed.
 */
export function SearchCombobox<T extends SearchItem>(props: SearchComboboxProps<T>) {
  const { name, label, initialName, messages, search, save, onSaved, onError, secondary } = props;
  const baseId = useId();
  const listId = `${baseId}-listbox`;
  const [text, setText] = useState(initialName ?? '');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [results, setResults] = useState<T[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The text the user typed that the debounced search should run for (null: nothing to search). */
  const [pending, setPending] = useState<string | null>(null);
  const savedName = useRef(initialName ?? '');
  const inputRef = useRef<HTMLInputElement>(null);

  // Follow the parent's value when it changes from outside (e.g. the review page reloads) and nothing is typed.
  useEffect(() => {
    if (initialName != null && initialName !== savedName.current && pending === null) {
      savedName.current = initialName;
      setText(initialName);
    }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the parent's value is followed, not each keystroke
  }, [initialName]);

  const fail = (message: string) => {
    setError(message);
    onError?.(message);
  };

  useEffect(() => {
    if (pending === null) return;
    const query = pending.trim();
    if (query.length < SEARCH_MIN_CHARS) {
      setResults([]);
      setOpen(false);
      setPhase('idle');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPhase('loading');
      setOpen(true);
      search(query, controller.signal).then(
        body => {
          if (controller.signal.aborted) return;
          const list = (body as { results?: unknown } | undefined)?.results;
          if (!Array.isArray(list)) {
            setResults([]);
            setPhase('error');
            fail(messages.display);
            return;
          }
          setResults(list.filter(isItem) as T[]);
          setActive(-1);
          setPhase('done');
          setError(null);
        },
        (err: unknown) => {
          if (controller.signal.aborted || (err as { name?: string })?.name === 'AbortError') return;
          setResults([]);
          setPhase('error');
          fail(messages.search);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one search per debounced text; the callbacks and messages are read as they are then
  }, [pending]);

  async function commit(item: T | null, chosenName: string) {
    setSaving(true);
    try {
      await save({ item, name: chosenName });
      savedName.current = chosenName;
      setError(null);
      onSaved({ id: item ? item.id : null, name: chosenName });
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : messages.save;
      fail(message);
    } finally {
      setSaving(false);
    }
  }

  function pick(index: number) {
    const item = results[index] as unknown;
    if (!isItem(item)) {
      fail(messages.select);
      return;
    }
    const chosen = item as T;
    setText(chosen.name);
    setSelectedId(chosen.id);
    setPending(null);
    setOpen(false);
    setActive(-1);
    void commit(chosen, chosen.name);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (results.length === 0) return;
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : results.length - 1);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive(a => (a + step + results.length) % results.length);
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && active < results.length) {
        e.preventDefault();
        pick(active);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  function onBlur() {
    setOpen(false);
    setActive(-1);
    const typed = text.replace(/\s+/g, ' ').trim();
    if (selectedId === null && typed !== '' && typed !== savedName.current) {
      setPending(null);
      void commit(null, typed);
    }
  }

  const showList = open && text.trim().length >= SEARCH_MIN_CHARS && (phase === 'loading' || phase === 'done');
  const activeId = showList && active >= 0 ? `${baseId}-option-${active}` : undefined;

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        fullWidth
        label={label}
        value={text}
        inputRef={inputRef}
        onChange={e => {
          setText(e.target.value);
          setSelectedId(null);
          setError(null);
          setPending(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onFocus={() => {
          if (results.length > 0 && text.trim().length >= SEARCH_MIN_CHARS && selectedId === null) setOpen(true);
        }}
        error={Boolean(error)}
        helperText={error ?? undefined}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-expanded': showList,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeId,
            'aria-busy': phase === 'loading' || saving,
          },
          input: {
            endAdornment:
              phase === 'loading' || saving ? (
                <InputAdornment position="end">
                  <CircularProgress size={18} aria-label={saving ? 'Saving' : 'Searching'} />
                </InputAdornment>
              ) : undefined,
          },
          formHelperText: error ? { role: 'alert' } : undefined,
        }}
      />
      <input type="hidden" name={name} value={selectedId ?? ''} data-testid={`${name}-hidden`} />
      {showList && (
        <Paper
          elevation={4}
          sx={{ position: 'absolute', zIndex: 10, left: 0, right: 0, mt: 0.5, maxHeight: RESULTS_MAX_HEIGHT, overflowY: 'auto' }}
        >
          <Box component="ul" id={listId} role="listbox" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {results.map((item, i) => (
              <Box
                component="li"
                key={item.id}
                id={`${baseId}-option-${i}`}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: it runs before the input's blur, so the blur does not save the typed text.
                onMouseDown={e => {
                  e.preventDefault();
                  pick(i);
                }}
                onMouseEnter={() => setActive(i)}
                sx={{
                  px: 2,
                  py: 1,
                  cursor: 'pointer',
                  bgcolor: i === active ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Typography variant="body2">{item.name}</Typography>
                {secondary && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {secondary(item)}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
          {phase === 'done' && results.length === 0 && (
            <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              No results
            </Typography>
          )}
          {phase === 'loading' && results.length === 0 && (
            <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              Searching…
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
