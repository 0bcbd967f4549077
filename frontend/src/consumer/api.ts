import { send, type HttpResponse } from '../shared/http';
import { signIn, type SignInOutcome } from '../shared/sign-in';

export const CONSUMER_SIGN_IN_PATH = '/users/sign_in';
export const CONSUMER_HOME_PATH = '/my_dashboard';

export interface ConsumerUser {
  id: number | string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_consumer: boolean;
}

export interface ConsumerCheckAuth {
  current_user: ConsumerUser;
}

export function isConsumerSession(body: unknown): body is ConsumerCheckAuth {
  const user = (body as Partial<ConsumerCheckAuth> | undefined)?.current_user;
  return !!user && typeof user === 'object' && user.is_consumer === true;
}

/** Consumer redirects stay on the consumer side and never loop back into the auth pages. */
export function isConsumerPath(pathname: string): boolean {
  return (
    !pathname.startsWith('//') &&
    pathname !== '/collectors' &&
    !pathname.startsWith('/collectors/') &&
    !/^\/users\/(sign_in|sign_out|sign_up|password|confirmation)(\/|$)/.test(pathname)
  );
}

const sessionListeners = new Set<() => void>();

/**
 * Called after each sign-in and sign-out of this tab: the pages' query cache listens and forgets everything, so a
 * page never shows what it kept for the person signed in before.
 */
export function onSessionChange(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function sessionChanged(): void {
  sessionListeners.forEach(listener => listener());
}

export const consumerApi = {
  signIn: async (credentials: { email: string; password: string }): Promise<SignInOutcome> => {
    const outcome = await signIn(
      { loginUrl: '/users/sign_in', checkAuthUrl: '/api/v1/check_auth', isExpectedUser: isConsumerSession },
      credentials,
    );
    sessionChanged();
    return outcome;
  },
  checkAuth: (): Promise<HttpResponse<ConsumerCheckAuth>> => send<ConsumerCheckAuth>('GET', '/api/v1/check_auth'),
  signOut: async () => {
    try {
      return await send('DELETE', '/users/sign_out');
    } finally {
      sessionChanged();
    }
  },
  signUp: (input: { first_name: string; last_name: string; email: string; password: string; password_confirmation: string }) =>
    send<{ success?: boolean }>('POST', '/users/sign_up', { body: input }),
  resendConfirmation: (email: string) =>
    send<{ success?: boolean; message?: string }>('POST', '/users/confirmation', { body: { email } }),
  confirm: (confirmationToken: string) =>
    send<{ success?: boolean; message?: string; redirect_url?: string }>('PUT', '/users/confirmation', {
      body: { confirmation_token: confirmationToken },
    }),
  requestPasswordReset: (email: string) => send<{ message?: string }>('POST', '/users/password', { body: { email } }),
  resetPassword: (input: { reset_password_token: string; password: string; password_confirmation: string }) =>
    send<{ message?: string; sign_in_path?: string }>('PUT', '/users/password', { body: input }),
};

export function fullName(user: Pick<ConsumerUser, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter(part => part && part.trim()).join(' ');
  return name || user.email;
}
