import { accountsListParams, accountsListQuery } from './accounts/query-state';

/**
 * The first calls of a collector portal page, started before any of the page's code has loaded (rows
 * visible within 1.5 s). Without this the page asks in turn: the entry chunk, then the portal chunk, then
 * check_auth, then react-admin mounts and the accounts page asks apply_filters. Here check_auth, basic_stats (the
 * identity's other half) and, on the accounts page, its first apply_filters start at once, from `early.ts` (its own
 * tiny entry script, run as soon as the HTML is parsed) or from main.tsx (the development server). They run while
 * the bundles download and evaluate; the code that needs an answer takes it here instead of asking again.
 *
 * Each answer is taken at most once, within MAX_AGE_MS, and everything is dropped when the session turns out to be
 * missing or changes (sign-in, sign-out): an answer never outlives the page load it was started for.
 * This module imports nothing heavy: it is the whole of the early entry chunk.
 */

/** Same strings as collectors/api.ts and accounts/accounts-api.ts build (early-requests.test.ts holds them equal). */
const API = '/collectors/api';
export const EARLY_CHECK_AUTH_URL = `${API}/check_auth`;
export const EARLY_BASIC_STATS_URL = `${API}/basic_stats`;
export const ACCOUNTS_PAGE_PATH = '/collectors/accounts';

/**
 * The first list answer: the apply_filters URL of the accounts page's address, built as the `accounts` getList
 * builds it from the page's list parameters (so the page asks exactly this).
 */
export function firstListUrl(search: string): string {
  return `${API}/apply_filters?${accountsListQuery(accountsListParams(new URLSearchParams(search))).toString()}`;
}

/** A slow machine can take several seconds to evaluate the bundles; an answer older than this is not reused. */
const MAX_AGE_MS = 30_000;

interface Early {
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, Early>();
let ran = false;

/** Portal pages are /collectors/<page>; /collectors itself is the sign-in page and /collectors/invite is public. */
export function isPortalPage(pathname: string): boolean {
  return pathname.startsWith('/collectors/') && !pathname.startsWith('/collectors/invite') && !pathname.startsWith(`${API}/`);
}

function start(url: string): void {
  const response = fetch(url, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  // Nobody may take it (a page that does not ask); a failure is then the taker's to see, never an unhandled rejection.
  response.catch(() => undefined);
  started.set(url, { startedAt: Date.now(), response });
}

/** Starts the first calls of the page at `location` (once per page load; later calls do nothing). */
export function startPortalRequests(location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  if (ran) return;
  ran = true;
  if (!isPortalPage(location.pathname)) return;
  start(EARLY_CHECK_AUTH_URL);
  start(EARLY_BASIC_STATS_URL);
  const path = location.pathname.replace(/\/+$/, '');
  if (path === ACCOUNTS_PAGE_PATH) start(firstListUrl(location.search));
}

/** The early response for exactly this URL, once; undefined when none was started (or it is too old). */
export function takeEarly(url: string): Promise<Response> | undefined {
  const early = started.get(url);
  if (!early) return undefined;
  started.delete(url);
  return Date.now() - early.startedAt <= MAX_AGE_MS ? early.response : undefined;
}

/** Forget every early answer (no session, or the session changed): later calls ask the server again. */
export function dropEarlyRequests(): void {
  started.clear();
}

/** Tests only: start again as on a fresh page load. */
export function resetEarlyRequestsForTests(): void {
  started.clear();
  ran = false;
}
