import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { AuthShell } from '../../shared/ui/AuthShell';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { serverMessages } from '../../shared/http';
import { failureMessages } from './failure';
import { consumerApi } from '../api';

type State =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; errors: string[] };

/** /users/password/new: asks for the reset e-mail. The answer is the same whether or not the address exists. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'submitting' || !email.trim()) return;
    setState({ status: 'submitting' });
    try {
      const answer = await consumerApi.requestPasswordReset(email.trim());
      const message = answer.ok ? serverMessages(answer.body)[0] : undefined;
      if (answer.ok && message) setState({ status: 'sent', message });
      else setState({ status: 'failed', errors: failureMessages(answer) });
    } catch (error) {
      setState({ status: 'failed', errors: failureMessages(error) });
    }
  };

  return (
    <AuthShell
      title="Reset your password"
      subtitle="Enter the e-mail address you sign in with and we will send you a link to choose a new password."
      footer={
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/users/sign_in" variant="body2">
            Consumer sign in
          </Link>
          <Link component={RouterLink} to="/collectors" variant="body2">
            Collector sign in
          </Link>
        </Box>
      }
    >
      {state.status === 'sent' && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {state.message}
        </Alert>
      )}
      {state.status === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {state.errors.map(error => (
            <div key={error}>{error}</div>
          ))}
        </Alert>
      )}
      <Box component="form" onSubmit={onSubmit} sx={{ mt: 1 }}>
        <TextField
          id="email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          value={email}
          onChange={event => setEmail(event.target.value)}
          disabled={state.status === 'submitting'}
        />
        <SubmitButton busy={state.status === 'submitting'} busyLabel="Sending…">
          Send reset link
        </SubmitButton>
      </Box>
    </AuthShell>
  );
}
