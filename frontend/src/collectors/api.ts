import { http, send, type HttpResponse } from '../shared/http';
import { signIn, type SignInOutcome } from '../shared/sign-in';

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
 * concurrent callers share one request.
 */
export function fetchCheckAuth(): Promise<HttpResponse<CheckAuthAnswer>> {
  pendingCheck ??= send<CheckAuthAnswer>('GET', `${COLLECTOR_API}/check_auth`).finally(() => {
    pendingCheck = undefined;
  });
  return pendingCheck;
}

export const collectorApi = {
  login: (credentials: LoginCredentials): Promise<SignInOutcome> =>
    signIn(
      {
        loginUrl: `${COLLECTOR_API}/login`,
        checkAuthUrl: `${COLLECTOR_API}/check_auth`,
        isExpectedUser: isCollectorSession,
      },
      credentials,
    ),
  checkAuth: fetchCheckAuth,
  basicStats: () => http.get<BasicStats>(`${COLLECTOR_API}/basic_stats`),
  logout: () => http.delete<unknown>(`${COLLECTOR_API}/logout`),
};
