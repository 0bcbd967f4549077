import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AuthShell } from '../../shared/ui/AuthShell';
import { EmailField, PasswordField } from '../../shared/ui/AuthFields';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { safeRedirectPath } from '../../shared/redirect';
import type { SignInState } from '../../shared/sign-in';
import { CONSUMER_HOME_PATH, consumerApi, isConsumerPath } from '../api';
import { ConsumerData } from '../data/ConsumerData';
import { useConsumerSession } from '../data/session';


export function consumerDestination(search: URLSearchParams): string {
  return safeRedirectPath(search.get('redirect_to'), isConsumerPath) ?? CONSUMER_HOME_PATH;
}

/** /users/sign_in */
function SignInForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<SignInState>({ status: 'idle' });
  const destination = consumerDestination(searchParams);
  // Who is signed in (the layout's own read): an already signed-in consumer goes straight on.
  const session = useConsumerSession();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'submitting' || !email.trim() || !password) return;
    setState({ status: 'submitting' });
    const outcome = await consumerApi.signIn({ email: email.trim(), password });
    if (outcome.ok) {
      setState({ status: 'succeeded' });
      navigate(destination, { replace: true });
    } else {
      setState({ status: 'failed', error: outcome.message });
    }
  };

  if (session.signedIn) return <Navigate to={destination} replace />;
  if (session.isPending || state.status === 'checking') {
    return (
      <AuthShell title="Sign in">
        <FullPageLoader label="Checking your session" />
      </AuthShell>
    );
  }

  const busy = state.status === 'submitting' || state.status === 'succeeded';

  return (
    <AuthShell title="Sign in" subtitle="Welcome back. Sign in to see your cases, documents and payment plans.">
      {state.status === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {state.error}
        </Alert>
      )}
      <Box component="form" onSubmit={onSubmit} sx={{ mt: 1 }}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page holds this form only: focus starts on its first field */}
        <EmailField autoFocus value={email} onValueChange={setEmail} disabled={busy} />
        <PasswordField value={password} onValueChange={setPassword} disabled={busy} />
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </Box>
      <Box sx={{ mt: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Link component={RouterLink} to="/users/sign_up" variant="body2">
          Create an account
        </Link>
        <Link component={RouterLink} to="/users/password/new" variant="body2">
          Forgot your password?
        </Link>
        <Link component={RouterLink} to="/users/confirmation/new" variant="body2">
          Didn't receive confirmation instructions?
        </Link>
      </Box>
    </AuthShell>
  );
}

/** /users/sign_in. With the tab's query cache around it: the page is not under the consumer layout, which gives it. */
export function SignInPage() {
  return (
    <ConsumerData>
      <SignInForm />
    </ConsumerData>
  );
}
