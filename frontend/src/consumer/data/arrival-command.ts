import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';

/**
 * Each visit's command, started once per cache (the tab's one; a test's own): a cache cleared while the page is open
 * (a sign-in or sign-out elsewhere in the tab) rebuilds the query on the same promise instead of sending it again.
 */
const started = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

/**
 * A command a page runs once when it is opened (send the e-mailed confirmation token, create the document the address
 * asks for, complete autopay after the provider's redirect), as a query of the visit: keyed by the history entry
 * (react-router's location key, new for each navigation) and the page's input, fetched once and never again for that
 * key. React's development double mount observes the same entry; nothing refetches it (never stale, no retry, not on
 * focus or reconnect); and a second send, which the server would refuse or act on twice, is never made.
 */
export function useArrivalCommand<T>(name: string, input: QueryKey, run: () => Promise<T>, options: { enabled?: boolean } = {}) {
  const { key: visit } = useLocation();
  const client = useQueryClient();
  const queryKey = ['arrival', name, visit, ...input] as const;
  return useQuery({
    queryKey,
    queryFn: () => {
      const id = JSON.stringify(queryKey);
      const runs = started.get(client) ?? new Map<string, Promise<unknown>>();
      started.set(client, runs);
      const once = (runs.get(id) as Promise<T> | undefined) ?? run();
      runs.set(id, once);
      return once;
    },
    enabled: options.enabled ?? true,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
