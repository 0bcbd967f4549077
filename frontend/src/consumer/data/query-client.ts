import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRead } from '../../shared/http';
import { onSessionChange } from '../api';

/**
 * The consumer pages' cache. Reads are fresh on each mount (what the pages did before they shared a cache: a
 * page opened again shows what it had while it asks again); a failed read is tried again by `shouldRetryRead`
 * (shared/http: network failures and 5xx, twice); a page that follows a changing state polls with
 * refetchInterval, and realtime events invalidate what they name. Refetch on focus is off: the pages that can change
 * behind the consumer's back already follow the socket or poll.
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetryRead,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The tab's one cache, shared by every consumer page (the collector portal has react-admin's own). */
export const tabQueryClient = createQueryClient();
// A sign-in or sign-out in this tab: nothing kept for the previous person may show.
onSessionChange(() => tabQueryClient.clear());
