import type { AuthProvider, UserIdentity } from 'react-admin';
import { signInUrlFor } from '../shared/redirect';
import {
  COLLECTOR_SIGN_IN_PATH,
  collectorApi,
  isCollectorSession,
  type CollectorScope,
  type LawFirmSummary,
  type LoginCredentials,
  takeHandedOverSession,
} from './api';

/**
 * Whether a failed call means the collector's session is over (react-admin then signs them out): a 401, or a 403 that
 * is not a refused permission (dataProvider's PermissionRefusedError is the page's to show; the session stands).
 */
export function endsSession(error: unknown): boolean {
  const e = error as { status?: number; sessionStands?: boolean } | null | undefined;
  if (!e || e.sessionStands) return false;
  return e.status === 401 || e.status === 403;
}

/** Resources whose pages are for firm admins only (the API answers 403 to anyone else). */
const ADMIN_RESOURCES: ReadonlySet<string> = new Set(['settlement_rules', 'users']);

export interface CollectorIdentity extends UserIdentity {
  email: string;
  scope: CollectorScope;
  lawFirm: LawFirmSummary | null;
  isOnCallAdmin: boolean;
  canViewFullSsn: boolean;
}

interface PageLocation {
  pathname: string;
  search: string;
}

/** Where an unauthenticated visitor of `page` is sent: the sign-in page, keeping the origin. */
export function collectorSignInLocation(page: PageLocation): string {
  const origin = page.pathname.startsWith(`${COLLECTOR_SIGN_IN_PATH}/`) ? `${page.pathname}${page.search}` : undefined;
  return signInUrlFor(COLLECTOR_SIGN_IN_PATH, origin);
}

/** `purpose` says who asks: identity and permissions may take the session RequireCollectorSession handed over. */
async function currentSession(purpose: 'identity' | 'permissions' | 'check' = 'check') {
  const handedOver = purpose === 'check' ? undefined : takeHandedOverSession(purpose);
  if (handedOver) return handedOver;
  const answer = await collectorApi.checkAuth();
  if (answer.ok && isCollectorSession(answer.body)) return answer.body;
  return undefined;
}

/**
 * `currentPage` tells where the user is when a check fails (the router's location; react-admin does not
 * pass it to the authProvider).
 */
export function createAuthProvider(currentPage: () => PageLocation = () => window.location): AuthProvider {
  /** A rejection react-admin understands: go to our sign-in page (it has no /login), without a toast. */
  const notAuthenticated = () => ({ redirectTo: collectorSignInLocation(currentPage()), message: false as const });
  /** The scope of the last session seen: canAccess is asked for every page and button, the session is not re-read each time. */
  let knownScope: CollectorScope | undefined;
  const seen = <T extends { scope: CollectorScope } | undefined>(session: T): T => {
    if (session) knownScope = session.scope;
    return session;
  };

  return {
    // The sign-in page calls collectorApi.login itself (it needs the exact outcome); this keeps
    // react-admin's useLogin usable too.
    async login(params: LoginCredentials) {
      const outcome = await collectorApi.login(params);
      if (!outcome.ok) throw new Error(outcome.message);
    },

    // Returns where to go next; explicit sign-outs pass '/collectors' themselves.
    async logout() {
      await collectorApi.logout().catch(() => undefined);
      return collectorSignInLocation(currentPage());
    },

    async checkAuth() {
      const session = seen(await currentSession().catch(() => undefined));
      if (!session) throw notAuthenticated();
    },

    async checkError(error: { status?: number; sessionStands?: boolean } | undefined) {
      if (endsSession(error)) throw notAuthenticated();
    },

    async getPermissions() {
      const session = seen(await currentSession('permissions'));
      return session?.scope ?? null;
    },

    /**
     * Resources only some collectors may use: react-admin asks before showing a resource's pages and buttons. A
     * firm's settlement rules and its users are its admins'.
     */
    async canAccess({ resource }: { resource?: string; action?: string }) {
      if (!resource || !ADMIN_RESOURCES.has(resource)) return true;
      const scope = knownScope ?? seen(await currentSession().catch(() => undefined))?.scope;
      return scope === 'admin';
    },

    async getIdentity(): Promise<CollectorIdentity> {
      const [session, stats] = await Promise.all([
        currentSession('identity'),
        // The navigation only needs this to hide itself; a failed call keeps the default navigation.
        collectorApi.basicStats().catch(() => ({ is_on_call_admin: false })),
      ]);
      if (!session) throw notAuthenticated();
      seen(session);
      const user = session.current_user;
      return {
        id: user.id,
        fullName: user.email,
        email: user.email,
        scope: session.scope,
        lawFirm: user.law_firm,
        isOnCallAdmin: stats.is_on_call_admin === true,
        canViewFullSsn: session.scope === 'admin' || user.can_view_full_ssn,
      };
    },
  };
}
