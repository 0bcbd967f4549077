import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { AuthShell } from '../../shared/ui/AuthShell';
import { ErrorList } from '../../shared/ui/ErrorList';
import { SignInLinks } from '../../shared/ui/SignInLinks';
import { EmailField } from '../../shared/ui/AuthFields';
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
        <SignInLinks />
      }
    >
      {state.status === 'sent' && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {state.message}
        </Alert>
      )}
      {state.status === 'failed' && <ErrorList errors={state.errors} />}
      <Box component="form" onSubmit={onSubmit} sx={{ mt: 1 }}>
        <EmailField
          autoComplete="email"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the page holds this form only: focus starts on its first field
          autoFocus
          value={email}
          onValueChange={setEmail}
          disabled={state.status === 'submitting'}
        />
        <SubmitButton busy={state.status === 'submitting'} busyLabel="Sending…">
          Send reset link
        </SubmitButton>
      </Box>
    </AuthShell>
  );
}
