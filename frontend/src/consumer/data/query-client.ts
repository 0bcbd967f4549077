import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../../shared/http';
import { onSessionChange } from '../api';

/** How often a failed read is tried again before the page shows its error (writes are never retried blindly). */
export const READ_RETRIES = 2;

/**
 * A read is worth trying again when nothing came back (offline, a dropped connection) or the server failed (5xx);
 * a refusal (4xx: signed out, not found, invalid) gives the same answer the next time.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= READ_RETRIES) return false;
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && error.status >= 500;
}

/**
 * The consumer pages' cache. Reads are fresh on each mount (what the pages did before they shared a cache: a
 * page opened again shows what it had while it asks again); a page that follows a changing state polls with
 * refetchInterval, and realtime events invalidate what they name. Refetch on focus is off: the pages that can change
 * behind the consumer's back already follow the socket or poll.
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
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
