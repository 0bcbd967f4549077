import { useCallback, useEffect, useState } from 'react';
import { accountsApi } from './accounts-api';
import type { PaymentPlanSummaryAnswer } from '@parley/domain/contracts/accounts';

/** While the summary is pending it is fetched again, up to 5 times, 1 s growing to at most 5 s. */
export const PLAN_SUMMARY_MAX_RETRIES = 5;
export const PLAN_SUMMARY_FIRST_DELAY_MS = 1000;
export const PLAN_SUMMARY_MAX_DELAY_MS = 5000;

/** Delay before retry number `retry` (0-based): 1 s, 2 s, 4 s, 5 s, 5 s. */
export function planSummaryDelay(retry: number): number {
  return Math.min(PLAN_SUMMARY_FIRST_DELAY_MS * 2 ** retry, PLAN_SUMMARY_MAX_DELAY_MS);
}

export type PlanSummaryState =
  | { status: 'loading' }
  | { status: 'ready'; answer: PaymentPlanSummaryAnswer }
  /** Still pending after every retry. */
  | { status: 'pending'; answer: PaymentPlanSummaryAnswer }
  | { status: 'error' };

export function usePaymentPlanSummary(customerDocumentId: number | string): { state: PlanSummaryState; reload: () => void } {
  const [state, setState] = useState<PlanSummaryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'loading' });

    const fetchOnce = async (retry: number) => {
      try {
        const answer = await accountsApi.paymentPlanSummary(customerDocumentId, controller.signal);
        if (controller.signal.aborted) return;
        if (!answer.pending) return setState({ status: 'ready', answer });
        if (retry >= PLAN_SUMMARY_MAX_RETRIES) return setState({ status: 'pending', answer });
        timer = setTimeout(() => void fetchOnce(retry + 1), planSummaryDelay(retry));
      } catch {
        if (!controller.signal.aborted) setState({ status: 'error' });
      }
    };
    void fetchOnce(0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [customerDocumentId, attempt]);

  const reload = useCallback(() => setAttempt(n => n + 1), []);
  return { state, reload };
}
