import { useCallback, useEffect, useState } from 'react';
import { assistantApi } from './api';
import { CHAT_TOASTS, PERSONA_STORAGE_KEY } from './messages';
import type { Persona } from './types';

export type PersonasState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; personas: Persona[] };

function stored(): number | null {
  try {
    const raw = window.localStorage.getItem(PERSONA_STORAGE_KEY);
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}

/** The persona list and the chosen persona, remembered in localStorage and cleared when it is no longer offered. */
export function usePersonas(enabled: boolean, toast: (m: string) => void, preferred: number | null = null) {
  const [state, setState] = useState<PersonasState>({ status: 'loading' });
  const [personaId, setPersonaIdState] = useState<number | null>(preferred ?? stored());

  const setPersonaId = useCallback((id: number | null) => {
    setPersonaIdState(id);
    try {
      if (id === null) window.localStorage.removeItem(PERSONA_STORAGE_KEY);
      else window.localStorage.setItem(PERSONA_STORAGE_KEY, String(id));
    } catch {
      // private mode: the choice lasts for this page only
    }
  }, []);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const { personas } = await assistantApi.personas();
      setState({ status: 'ready', personas });
      setPersonaIdState(current => {
        if (current !== null && !personas.some(p => p.id === current)) {
          toast(CHAT_TOASTS.personaGone);
          try {
            window.localStorage.removeItem(PERSONA_STORAGE_KEY);
          } catch {
            // nothing stored
          }
          return null;
        }
        return current;
      });
    } catch (error) {
      toast(CHAT_TOASTS.personas);
      setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, [toast]);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  const persona = state.status === 'ready' ? (state.personas.find(p => p.id === personaId) ?? null) : null;
  return { state, personaId, persona, setPersonaId, reload: load };
}
