import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AuthShell } from '../../shared/ui/AuthShell';
import { EmailField } from '../../shared/ui/AuthFields';
import { ErrorList } from '../../shared/ui/ErrorList';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { serverMessages } from '../../shared/http';
import { failureMessages } from '../password/failure';
import { CONSUMER_HOME_PATH, consumerApi } from '../api';
import { useArrivalCommand } from '../data/arrival-command';
import { ConsumerData } from '../data/ConsumerData';

type Resend = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; message: string } | { status: 'failed'; errors: string[] };

/** Where a confirmed consumer lands: the dashboard, with the server's sentence in its 5-second banner. */
export function confirmedUrl(message: string | undefined): string {
  if (!message) return CONSUMER_HOME_PATH;
  return `${CONSUMER_HOME_PATH}?${new URLSearchParams({ success: 'true', message }).toString()}`;
}

/**
 * /users/confirmation?confirmation_token=...: the e-mailed link. Opening it sends the token (a write, so a PUT with the
 * CSRF header); the server confirms the address and signs the consumer in, and the page goes on to the dashboard. A
 * refused link, or the page opened without one (/users/confirmation/new), offers to send a new link.
 */
function Confirmation() {
  const [params] = useSearchParams();
  const token = params.get('confirmation_token');
  const [email, setEmail] = useState('');
  const [resend, setResend] = useState<Resend>({ status: 'idle' });

  // Once per visit, also under React's development double mount (a second PUT would be refused as used).
  const confirmation = useArrivalCommand('confirm-email', [token], () => consumerApi.confirm(token ?? ''), { enabled: !!token });
  const answer = confirmation.data;
  const refused = !token
    ? null
    : confirmation.isError
      ? failureMessages(confirmation.error)
      : answer && !answer.ok
        ? failureMessages(answer)
        : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resend.status === 'sending' || !email.trim()) return;
    setResend({ status: 'sending' });
    try {
      const answer = await consumerApi.resendConfirmation(email.trim());
      const message = answer.ok ? serverMessages(answer.body)[0] : undefined;
      if (answer.ok && message) setResend({ status: 'sent', message });
      else setResend({ status: 'failed', errors: failureMessages(answer) });
    } catch (error) {
      setResend({ status: 'failed', errors: failureMessages(error) });
    }
  };

  if (answer?.ok) return <Navigate to={confirmedUrl(serverMessages(answer.body)[0])} replace />;
  if (token && !refused)
    return (
      <AuthShell title="Confirming your email">
        <FullPageLoader label="Confirming your email address" />
      </AuthShell>
    );

  return (
    <AuthShell
      title="Resend confirmation instructions"
      subtitle="Enter the email address you signed up with and we will send you a new confirmation link."
      footer={
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/users/sign_in" variant="body2">
            Sign in
          </Link>
          <Link component={RouterLink} to="/users/sign_up" variant="body2">
            Create an account
          </Link>
        </Box>
      }
    >
      {refused && <ErrorList errors={refused} />}
      {resend.status === 'sent' && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {resend.message}
        </Alert>
      )}
      {resend.status === 'failed' && <ErrorList errors={resend.errors} />}
      <Box component="form" onSubmit={onSubmit} sx={{ mt: 1 }}>
        <EmailField autoComplete="email" value={email} onValueChange={setEmail} disabled={resend.status === 'sending'} />
        <SubmitButton busy={resend.status === 'sending'} busyLabel="Sending…">
          Resend confirmation instructions
        </SubmitButton>
      </Box>
    </AuthShell>
  );
}

/** /users/confirmation and /users/confirmation/new. With the tab's query cache around it: the page is not under the consumer layout, which gives it. */
export function ConfirmationPage() {
  return (
    <ConsumerData>
      <Confirmation />
    </ConsumerData>
  );
}
