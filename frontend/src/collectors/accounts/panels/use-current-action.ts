import { useCallback, useEffect, useRef, useState } from 'react';
import type { CurrentAction } from '@parley/domain/contracts/accounts';
import type { CurrentActionAnswer } from './negotiation-api';
import { useCollectorDataProvider } from '../../use-collector-data-provider';

/** While a panel is open the account is checked this often, so a consumer's move shows without a reload. */
export const CURRENT_ACTION_POLL_MS = 5000;

export interface CurrentActionState {
  action: CurrentAction | null;
  /** From get_current_action; null until the first answer. */
  validFirstPaymentDate: string | null;
  /** The last check failed (the panel keeps showing the last known step). */
  failed: boolean;
  /** Fetches the current action now; resolves with the answer (undefined when it failed). */
  refresh: () => Promise<CurrentActionAnswer | undefined>;
}

/** Whether two actions are the same step (params carry offers and counters that only the type and dispute decide). */
export function sameStep(a: CurrentAction | null, b: CurrentAction | null): boolean {
  return (a?.type ?? null) === (b?.type ?? null) && isDisputed(a) === isDisputed(b);
}

/** The dispute flag (W-VALIDATION): negotiation pauses until verification is sent. */
export function isDisputed(action: CurrentAction | null): boolean {
  return action?.params?.disputed === true;
}

/**
 * The account's current action: starts from the row's, fetches it at once and then every 5 s while the page is
 * visible and `paused` is false (a confirmation is open or a command is in flight: the panel must not change
 * under the collector's hand). `onStepChanged` is called when a fetch finds a different step than before.
 */
export function useCurrentAction(
  customerDocumentId: number | string,
  initial: CurrentAction | null,
  { paused, onStepChanged }: { paused: boolean; onStepChanged: (next: CurrentActionAnswer) => void },
): CurrentActionState {
  const [action, setAction] = useState<CurrentAction | null>(initial);
  const [validFirstPaymentDate, setValid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const last = useRef<CurrentAction | null>(initial);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const onChangedRef = useRef(onStepChanged);
  onChangedRef.current = onStepChanged;
  const mounted = useRef(true);
  // Read through a ref: a new dataProvider proxy (react-admin makes one when the route changes) must not restart
  // the polling.
  const dataProvider = useCollectorDataProvider();
  const dataProviderRef = useRef(dataProvider);
  dataProviderRef.current = dataProvider;

  const refresh = useCallback(async () => {
    try {
      const answer = await dataProviderRef.current.getCurrentAction({ customer_document_id: customerDocumentId });
      if (!mounted.current) return answer;
      setFailed(false);
      setValid(answer.valid_first_payment_date);
      const changed = !sameStep(last.current, answer.current_action);
      last.current = answer.current_action;
      setAction(answer.current_action);
      if (changed) onChangedRef.current(answer);
      return answer;
    } catch {
      if (mounted.current) setFailed(true);
      return undefined;
    }
  }, [customerDocumentId]);

  useEffect(() => {
    mounted.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(tick, CURRENT_ACTION_POLL_MS);
    };
    const tick = () => {
      if (document.visibilityState === 'hidden' || pausedRef.current) return schedule();
      void refresh().finally(() => mounted.current && schedule());
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !pausedRef.current) {
        clearTimeout(timer);
        tick();
      }
    };
    void refresh().finally(() => mounted.current && schedule());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      mounted.current = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  return { action, validFirstPaymentDate, failed, refresh };
}
