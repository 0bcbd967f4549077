import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AuthShell } from '../../shared/ui/AuthShell';
import { AuthTextField, EmailField, PasswordField } from '../../shared/ui/AuthFields';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { safeRedirectPath, withExtraQuery, withoutParams } from '../../shared/redirect';
import type { SignInState } from '../../shared/sign-in';
import {
  COLLECTOR_HOME_PATH,
  collectorApi,
  isCollectorSession,
  type LoginCredentials,
} from '../api';

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

export function SignInPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const initialToken = searchParams.get('auth_token') ?? '';

  const [mode, setMode] = useState<Mode>(initialToken ? 'token' : 'password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [authToken, setAuthToken] = useState(initialToken);
  const [state, setState] = useState<SignInState>(initialToken ? { status: 'submitting' } : { status: 'checking' });

  // Read through a ref so the callbacks (and the run-once effect) do not change with the query.
  const searchRef = useRef(searchParams);
  searchRef.current = searchParams;

  const goToDestination = useCallback(() => {
    navigate(collectorDestination(searchRef.current), { replace: true });
  }, [navigate]);

  const submit = useCallback(
    async (credentials: LoginCredentials) => {
      setState({ status: 'submitting' });
      const outcome = await collectorApi.login(credentials);
      if (outcome.ok) {
        setState({ status: 'succeeded' });
        goToDestination();
      } else {
        setState({ status: 'failed', error: outcome.message });
      }
    },
    [goToDestination],
  );

  // Runs once (a ref, not deps, so React's development double-mount does not sign in twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (initialToken) {
      void submit({ auth_token: initialToken });
      return;
    }
    collectorApi
      .checkAuth()
      .then(answer => {
        if (answer.ok && isCollectorSession(answer.body)) goToDestination();
        else setState({ status: 'idle' });
      })
      .catch(() => setState({ status: 'idle' }));
  }, [initialToken, submit, goToDestination]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'submitting') return;
    if (mode === 'token') {
      if (authToken.trim()) void submit({ auth_token: authToken.trim() });
    } else if (email.trim() && password) {
      void submit({ email: email.trim(), password });
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setState({ status: 'idle' });
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
