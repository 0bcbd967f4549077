import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { tabQueryClient } from './query-client';

/**
 * Gives the consumer pages the tab's query cache. A page rendered inside another provider (a test's fresh cache)
 * keeps that one.
 */
export function ConsumerData({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={tabQueryClient}>{children}</QueryClientProvider>;
}
