import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AuthShell } from '../../shared/ui/AuthShell';
import { AuthTextField, EmailField, PasswordField } from '../../shared/ui/AuthFields';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { safeRedirectPath, withExtraQuery, withoutParams } from '../../shared/redirect';
import type { SignInState } from '../../shared/sign-in';
import { COLLECTOR_HOME_PATH, type LoginCredentials } from '../api';
import { createAuthProvider } from '../authProvider';

type Mode = 'password' | 'token';


const isCollectorPath = (pathname: string) =>
  pathname.startsWith('/collectors/') && pathname !== '/collectors/';

/**
 * Where to go once signed in: the kept origin (`redirect_to`, collector pages only) or the accounts page,
 * carrying every other query parameter except the credentials.
 */
export function collectorDestination(search: URLSearchParams): string {
  const target = safeRedirectPath(search.get('redirect_to'), isCollectorPath) ?? COLLECTOR_HOME_PATH;
  return withExtraQuery(target, withoutParams(search, 'auth_token', 'redirect_to'));
}

/**
 * The sign-in page is outside react-admin's `<Admin>` (the portal mounts once a session exists), so it holds its own
 * query cache and signs in through the portal's authProvider: `checkAuth` on arrival (a signed-in collector goes on
 * at once), `login` on submit, or at once with a login token from the address.
 */
export function SignInPage() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <SignInForm />
    </QueryClientProvider>
  );
}

function SignInForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const initialToken = searchParams.get('auth_token') ?? '';
  const authProvider = useMemo(() => createAuthProvider(), []);

  const [mode, setMode] = useState<Mode>(initialToken ? 'token' : 'password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [authToken, setAuthToken] = useState(initialToken);

  // Read through a ref so the callbacks do not change with the query.
  const searchRef = useRef(searchParams);
  searchRef.current = searchParams;

  const goToDestination = useCallback(() => {
    navigate(collectorDestination(searchRef.current), { replace: true });
  }, [navigate]);

  // Already signed in? Not asked when the address carries a login token (that signs in instead).
  const session = useQuery({
    queryKey: ['collector-sign-in', 'session'],
    queryFn: () =>
      authProvider.checkAuth({}).then(
        () => true,
        () => false,
      ),
    enabled: !initialToken,
    gcTime: 0,
  });
  const signedIn = session.data === true;
  useEffect(() => {
    if (signedIn) goToDestination();
  }, [signedIn, goToDestination]);

  const login = useMutation({
    mutationFn: (credentials: LoginCredentials) => authProvider.login(credentials),
    onSuccess: goToDestination,
  });
  const { mutate: signIn, reset: resetLogin } = login;

  // The address's login token is sent once (a ref, so React's development double mount does not sign in twice).
  const tokenSent = useRef(false);
  useEffect(() => {
    if (!initialToken || tokenSent.current) return;
    tokenSent.current = true;
    signIn({ auth_token: initialToken });
  }, [initialToken, signIn]);

  const state: SignInState =
    login.isPending || (initialToken && !tokenSent.current)
      ? { status: 'submitting' }
      : login.isSuccess
        ? { status: 'succeeded' }
        : login.isError
          ? { status: 'failed', error: login.error.message }
          : !initialToken && (session.isPending || signedIn)
            ? { status: 'checking' }
            : { status: 'idle' };
  const submit = (credentials: LoginCredentials) => signIn(credentials);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'submitting') return;
    if (mode === 'token') {
      if (authToken.trim()) submit({ auth_token: authToken.trim() });
    } else if (email.trim() && password) {
      submit({ email: email.trim(), password });
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    resetLogin();
  };

  if (state.status === 'checking') {
    return (
      <AuthShell title="Sign in" caption="Collector portal">
        <FullPageLoader label="Checking your session" />
      </AuthShell>
    );
  }

  const busy = state.status === 'submitting' || state.status === 'succeeded';

  return (
    <AuthShell
      title="Sign in"
      caption="Collector portal"
      subtitle={
        mode === 'password'
          ? 'Use your work e-mail and password.'
          : 'Paste the login token shared by your firm.'
      }
    >
      {state.status === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {state.error}
        </Alert>
      )}
      <Box component="form" onSubmit={onSubmit} sx={{ mt: 1 }}>
        {mode === 'password' ? (
          <>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page holds this form only: focus starts on its first field */}
            <EmailField key="email" autoFocus value={email} onValueChange={setEmail} disabled={busy} />
            <PasswordField value={password} onValueChange={setPassword} disabled={busy} />
          </>
        ) : (
          <AuthTextField
            key="auth_token"
            id="auth_token"
            name="auth_token"
            label="Login token"
            autoComplete="one-time-code"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the user chose to sign in with a token
            autoFocus
            value={authToken}
            onValueChange={setAuthToken}
            disabled={busy}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
        )}
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </Box>
      <Box sx={{ mt: 2.5, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {mode === 'password' ? (
          <Link component="button" type="button" variant="body2" onClick={() => switchMode('token')}>
            Have a login token?
          </Link>
        ) : (
          <Link component="button" type="button" variant="body2" onClick={() => switchMode('password')}>
            Back to email login
          </Link>
        )}
        <Link component={RouterLink} to="/users/password/new" variant="body2">
          Forgot your password?
        </Link>
      </Box>
    </AuthShell>
  );
}
