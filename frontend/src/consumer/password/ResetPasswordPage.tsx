import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AuthShell } from '../../shared/ui/AuthShell';
import { ErrorList } from '../../shared/ui/ErrorList';
import { SignInLinks } from '../../shared/ui/SignInLinks';
import { NewPasswordFields } from '../../shared/ui/AuthFields';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { serverMessages } from '../../shared/http';
import { consumerApi } from '../api';
import { failureMessages } from './failure';

type State =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'done'; message: string; signInPath: string }
  | { status: 'failed'; errors: string[] };

const DONE_FALLBACK = 'Your password has been changed. You can now sign in.';

/** /users/password/edit?reset_password_token=T, reached from the reset e-mail. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('reset_password_token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [state, setState] = useState<State>({ status: 'idle' });

  const mismatch = confirmation !== '' && password !== confirmation;
  const showMismatch = mismatch && (triedSubmit || confirmation.length >= password.length);

  if (!token) {
    return (
      <AuthShell title="Choose a new password">
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          This password reset link is incomplete. Request a new link to reset your password.
        </Alert>
        <Button component={RouterLink} to="/users/password/new" variant="contained" fullWidth sx={{ mt: 3 }}>
          Request a new link
        </Button>
      </AuthShell>
    );
  }

  if (state.status === 'done') {
    return (
      <AuthShell title="Password changed">
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {state.message}
        </Alert>
        <Button component={RouterLink} to={state.signInPath} variant="contained" fullWidth sx={{ mt: 3 }}>
          Continue to sign in
        </Button>
      </AuthShell>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTriedSubmit(true);
    if (state.status === 'submitting' || !password || !confirmation) return;
    if (password !== confirmation) return;
    setState({ status: 'submitting' });
    try {
      const answer = await consumerApi.resetPassword({
        reset_password_token: token,
        password,
        password_confirmation: confirmation,
      });
      if (answer.ok) {
        // The server names the sign-in page of this account (collectors sign in at /collectors).
        const path = (answer.body as { sign_in_path?: unknown } | undefined)?.sign_in_path;
        const signInPath = path === '/collectors' ? '/collectors' : '/users/sign_in';
        setState({ status: 'done', message: serverMessages(answer.body)[0] ?? DONE_FALLBACK, signInPath });
      } else setState({ status: 'failed', errors: failureMessages(answer) });
    } catch (error) {
      setState({ status: 'failed', errors: failureMessages(error) });
    }
  };

  const busy = state.status === 'submitting';

  return (
    <AuthShell title="Choose a new password" footer={<SignInLinks />}>
      {state.status === 'failed' && <ErrorList errors={state.errors} />}
      <Box component="form" onSubmit={onSubmit} sx={{ mt: 1 }}>
        <NewPasswordFields
          passwordLabel="New password"
          confirmationLabel="Confirm new password"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          showMismatch={showMismatch}
          disabled={busy}
        />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Change password
        </SubmitButton>
      </Box>
    </AuthShell>
  );
}
