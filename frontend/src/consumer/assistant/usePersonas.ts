import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../data/keys';
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

  const personas = useQuery({ queryKey: queryKeys.assistant.personas, queryFn: () => assistantApi.personas(), enabled });
  const toastRef = useRef(toast);
  useEffect(() => {
    toastRef.current = toast;
  });
  const state: PersonasState = personas.data
    ? { status: 'ready', personas: personas.data.personas }
    : personas.isError && !personas.isFetching
      ? { status: 'error', message: personas.error instanceof Error ? personas.error.message : String(personas.error) }
      : { status: 'loading' };

  // The list came (or failed): a chosen persona no longer offered is forgotten, and the consumer is told either way.
  const offered = personas.data?.personas;
  useEffect(() => {
    if (!offered) return;
    setPersonaIdState(current => {
      if (current !== null && !offered.some(p => p.id === current)) {
        toastRef.current(CHAT_TOASTS.personaGone);
        try {
          window.localStorage.removeItem(PERSONA_STORAGE_KEY);
        } catch {
          // nothing stored
        }
        return null;
      }
      return current;
    });
  }, [offered]);
  const failedAt = personas.isError ? personas.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toastRef.current(CHAT_TOASTS.personas);
  }, [failedAt]);
  const load = useCallback(() => void personas.refetch(), [personas]);

  const persona = state.status === 'ready' ? (state.personas.find(p => p.id === personaId) ?? null) : null;
  return { state, personaId, persona, setPersonaId, reload: load };
}
