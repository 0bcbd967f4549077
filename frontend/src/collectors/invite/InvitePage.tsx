import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { serverMessages } from '../../shared/http';
import { collectorApi } from '../api';
import { PASSWORDS_DONT_MATCH } from '../../shared/messages';
import { NewPasswordFields } from '../../shared/ui/AuthFields';
import { AuthShell } from '../../shared/ui/AuthShell';
import { ErrorList } from '../../shared/ui/ErrorList';
import { SubmitButton } from '../../shared/ui/SubmitButton';

export const INVITE_FAILED = 'Failed to set password';
export const ACCOUNTS_PATH = '/collectors/accounts';

/** The page's navigation after success (a full load, so the portal starts with the new session). */
export const navigation = { go: (path: string) => window.location.assign(path) };

/**
 * /collectors/invite?token=T, reached from the invite e-mail: the new collector chooses a password and is signed
 * in (Invite acceptance; the destination is the accounts landing, like every sign-in).
 */
export function InvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const mismatch = confirmation !== '' && password !== confirmation;
  const showMismatch = mismatch && (tried || confirmation.length >= password.length);

  if (!token) {
    return (
      <AuthShell title="Set your password">
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          This invitation link is incomplete. Please open the link from your invitation e-mail again.
        </Alert>
        <Button component={RouterLink} to="/collectors" variant="contained" fullWidth sx={{ mt: 3 }}>
          Go to sign in
        </Button>
      </AuthShell>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (busy || !password || !confirmation) return;
    if (password !== confirmation) {
      setErrors([PASSWORDS_DONT_MATCH]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      const answer = await collectorApi.acceptInvite({ token, password, password_confirmation: confirmation });
      if (answer.ok) {
        navigation.go(ACCOUNTS_PATH);
        return;
      }
      setErrors([INVITE_FAILED, ...serverMessages(answer.body)]);
    } catch {
      setErrors([INVITE_FAILED]);
    }
    setBusy(false);
  };

  return (
    <AuthShell title="Set your password" subtitle="Choose a password to finish setting up your collector account.">
      {errors.length > 0 && <ErrorList errors={errors} />}
      <Box component="form" onSubmit={onSubmit} sx={{ mt: 1 }} noValidate>
        <NewPasswordFields
          passwordLabel="Password"
          confirmationLabel="Confirm password"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          showMismatch={showMismatch}
          disabled={busy}
        />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Set password
        </SubmitButton>
      </Box>
    </AuthShell>
  );
}
