import { NetworkError, send, serverMessages, type HttpResponse } from './http';
import { SIGN_IN_MESSAGES } from './messages';

/** Idle, submitting, failed (error text shown) or succeeded (redirect); plus the first session check. */
export type SignInState =
  | { status: 'checking' }
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; error: string }
  | { status: 'succeeded' };

export type SignInOutcome = { ok: true } | { ok: false; message: string };

export interface SignInFlow<TCheck> {
  loginUrl: string;
  checkAuthUrl: string;
  /** True when the check_auth body proves the session belongs to the expected kind of user. */
  isExpectedUser: (body: TCheck) => boolean;
}

/**
 * Posts the credentials, then proves the session with a check_auth call (a failed
 * session has its own message, apart from a failed login). Never throws: every failure becomes a message for the page.
 */
export async function signIn<TCheck>(flow: SignInFlow<TCheck>, credentials: object): Promise<SignInOutcome> {
  let login: HttpResponse;
  try {
    login = await send('POST', flow.loginUrl, { body: credentials });
  } catch (error) {
    return { ok: false, message: error instanceof NetworkError ? SIGN_IN_MESSAGES.network : SIGN_IN_MESSAGES.unexpected };
  }

  if (!login.ok) {
    // 4xx answers carry the server's own text (wrong password, rate limited, malformed); 5xx and
    // non-JSON answers do not say anything a user can act on.
    const message = login.status < 500 && login.isJson ? serverMessages(login.body)[0] : undefined;
    return { ok: false, message: message ?? SIGN_IN_MESSAGES.unexpected };
  }
  const body = login.body as { success?: unknown } | undefined;
  if (!login.isJson || body?.success !== true) {
    return { ok: false, message: serverMessages(body)[0] ?? SIGN_IN_MESSAGES.unexpected };
  }

  try {
    const check = await send<TCheck>('GET', flow.checkAuthUrl);
    if (check.ok && check.isJson && check.body !== undefined && flow.isExpectedUser(check.body)) {
      return { ok: true };
    }
  } catch {
    // falls through: the login worked but the session cannot be confirmed
  }
  return { ok: false, message: SIGN_IN_MESSAGES.sessionInitFailed };
}
