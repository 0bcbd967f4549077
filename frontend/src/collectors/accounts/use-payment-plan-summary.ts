import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import type { PaymentPlanSummaryAnswer } from '@parley/domain/contracts/accounts';
import { useCollectorDataProvider } from '../use-collector-data-provider';

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

/** The latest answer and how many answers the query has had (the first, then one per retry). */
interface Polled {
  answer: PaymentPlanSummaryAnswer;
  answers: number;
}

function pollDelay(query: Query<Polled, Error>): number | false {
  const { data, status } = query.state;
  if (status === 'error' || !data?.answer.pending || data.answers > PLAN_SUMMARY_MAX_RETRIES) return false;
  return planSummaryDelay(data.answers - 1);
}

/**
 * The payment plan summary of an expanded account, a query polled while the server says it is pending. Nothing is
 * kept once the row closes (gcTime 0): opening it again asks afresh, as `reload` does.
 */
export function usePaymentPlanSummary(customerDocumentId: number | string): { state: PlanSummaryState; reload: () => void } {
  const dataProvider = useCollectorDataProvider();
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ['accounts', 'payment_plan_summary', String(customerDocumentId)], [customerDocumentId]);
  const { data, status } = useQuery({
    queryKey,
    queryFn: async ({ signal }): Promise<Polled> => {
      const answer = await dataProvider.getPaymentPlanSummary({ customer_document_id: customerDocumentId, signal });
      return { answer, answers: (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) + 1 };
    },
    refetchInterval: pollDelay,
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });

  const reload = useCallback(() => void queryClient.resetQueries({ queryKey, exact: true }), [queryClient, queryKey]);

  const state = useMemo((): PlanSummaryState => {
    if (status === 'error') return { status: 'error' };
    if (!data || (data.answer.pending && data.answers <= PLAN_SUMMARY_MAX_RETRIES)) return { status: 'loading' };
    return data.answer.pending ? { status: 'pending', answer: data.answer } : { status: 'ready', answer: data.answer };
  }, [status, data]);
  return useMemo(() => ({ state, reload }), [state, reload]);
}
