import { expectOk, http, receive, send, type HttpResponse } from '../shared/http';
import { signIn, type SignInOutcome } from '../shared/sign-in';
import { dropEarlyRequests, EARLY_BASIC_STATS_URL, EARLY_CHECK_AUTH_URL, takeEarly } from './early-requests';

export const COLLECTOR_API = '/collectors/api';
export const COLLECTOR_SIGN_IN_PATH = '/collectors';
export const COLLECTOR_HOME_PATH = '/collectors/accounts';

export type CollectorScope = 'user' | 'admin' | null;

export interface LawFirmSummary {
  id: number | string;
  name: string;
}

export interface CollectorUser {
  id: number | string;
  email: string;
  law_firm: LawFirmSummary | null;
  is_collector: boolean;
  is_consumer: boolean;
  is_law_firm_entity: boolean;
  law_firm_id: number | string | null;
  can_view_full_ssn: boolean;
}

export interface CheckAuthAnswer {
  scope: CollectorScope;
  current_user: CollectorUser;
}

export interface BasicStats {
  is_on_call_admin: boolean;
}

export type LoginCredentials = { email: string; password: string } | { auth_token: string };

export function isCollectorSession(body: unknown): body is CheckAuthAnswer {
  const user = (body as Partial<CheckAuthAnswer> | undefined)?.current_user;
  return !!user && typeof user === 'object' && user.is_collector === true;
}

let pendingCheck: Promise<HttpResponse<CheckAuthAnswer>> | undefined;

/**
 * GET check_auth. react-admin asks for checkAuth, permissions and identity at the same moment;
 * concurrent callers share one request. The first ask of a page load takes the request early-requests.ts started.
 */
export function fetchCheckAuth(): Promise<HttpResponse<CheckAuthAnswer>> {
  if (!pendingCheck) {
    const early = takeEarly(EARLY_CHECK_AUTH_URL);
    pendingCheck = (early ? receive<CheckAuthAnswer>(early) : send<CheckAuthAnswer>('GET', EARLY_CHECK_AUTH_URL)).finally(() => {
      pendingCheck = undefined;
    });
  }
  return pendingCheck;
}

type SessionAsk = 'identity' | 'permissions';

/** React-admin asks as the portal mounts; a handed-over session older than this is not used. */
const HANDOVER_MS = 10_000;

let handedOver: { answer: CheckAuthAnswer; at: number; unused: Set<SessionAsk> } | undefined;

/**
 * RequireCollectorSession hands the session it has just checked to react-admin, which asks for permissions (to
 * configure its routes) and the identity (the layout) the moment the portal mounts: each of the two takes it
 * once, so entering the portal asks check_auth once instead of twice. Later asks reach the server.
 */
export function handOverSession(answer: CheckAuthAnswer): void {
  handedOver = { answer, at: Date.now(), unused: new Set<SessionAsk>(['identity', 'permissions']) };
}

/** The handed-over session for this ask, once per kind of ask. */
export function takeHandedOverSession(ask: SessionAsk): CheckAuthAnswer | undefined {
  if (!handedOver || !handedOver.unused.delete(ask)) return undefined;
  const { answer, at } = handedOver;
  if (handedOver.unused.size === 0) handedOver = undefined;
  return Date.now() - at <= HANDOVER_MS ? answer : undefined;
}

/** The session is gone or changes: nothing checked or started before may answer for it. */
export function forgetSession(): void {
  handedOver = undefined;
  dropEarlyRequests();
}

function basicStats(): Promise<BasicStats> {
  const early = takeEarly(EARLY_BASIC_STATS_URL);
  return early ? receive<BasicStats>(early).then(expectOk) : http.get<BasicStats>(EARLY_BASIC_STATS_URL);
}

export const collectorApi = {
  /** An invited collector's first password (the invitation's token proves the e-mail); signs them in. */
  acceptInvite: (body: { token: string; password: string; password_confirmation: string }) =>
    send('POST', `${COLLECTOR_API}/accept_invite`, { body }),
  login: (credentials: LoginCredentials): Promise<SignInOutcome> => {
    forgetSession();
    return signIn(
      {
        loginUrl: `${COLLECTOR_API}/login`,
        checkAuthUrl: `${COLLECTOR_API}/check_auth`,
        isExpectedUser: isCollectorSession,
      },
      credentials,
    );
  },
  checkAuth: fetchCheckAuth,
  basicStats,
  logout: () => {
    forgetSession();
    return http.delete<unknown>(`${COLLECTOR_API}/logout`);
  },
};
