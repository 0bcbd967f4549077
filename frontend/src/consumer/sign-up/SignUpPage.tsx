import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkSignUp, type SignUpField } from '@parley/domain/identity/sign-up';
import { AuthShell } from '../../shared/ui/AuthShell';
import { AuthTextField, EmailField, PasswordField } from '../../shared/ui/AuthFields';
import { ErrorList } from '../../shared/ui/ErrorList';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { failureMessages } from '../password/failure';
import { consumerApi } from '../api';

export const SIGN_UP_TEXT = {
  title: 'Create an account',
  subtitle: 'Settle a debt or answer a lawsuit with Parley. It takes a minute.',
  terms: 'I agree to the Parley Terms of Service and Privacy Policy',
  termsRequired: 'Please agree to the Terms of Service and Privacy Policy',
  checkTitle: 'Check your email',
  checkBody: (email: string) =>
    `We sent a confirmation link to ${email}. Open it to confirm your address and go to your dashboard. The link works once and expires in 7 days.`,
  resend: 'Send the link again',
  resent: 'If your email address exists in our database, you will receive an email with instructions for how to confirm your email address in a few minutes.',
  haveAccount: 'Already have an account? Sign in',
} as const;

type State =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; errors: string[] }
  | { status: 'sent'; email: string; resend: 'idle' | 'sending' | 'sent' | { errors: string[] } };

const EMPTY = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' };

/**
 * /users/sign_up: a consumer opens an account. The fields are checked by the server's own rules before sending (each
 * field shows its sentence); the answer is the same whether or not the address already has an account, so the page
 * always says to check the inbox.
 */
export function SignUpPage() {
  const [values, setValues] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const [shown, setShown] = useState<{ fields: Partial<Record<SignUpField, string>>; terms: boolean }>({ fields: {}, terms: false });
  const [state, setState] = useState<State>({ status: 'idle' });
  const busy = state.status === 'submitting';

  const set = (field: SignUpField) => (value: string) => {
    setValues(v => ({ ...v, [field]: value }));
    // A corrected field loses its sentence at once; the others keep theirs until the next submit.
    setShown(s => ({ ...s, fields: { ...s.fields, [field]: undefined } }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = checkSignUp(values);
    setShown({ fields: check.ok ? {} : check.fields, terms: !terms });
    if (!check.ok || !terms) return;
    setState({ status: 'submitting' });
    try {
      const answer = await consumerApi.signUp(check.values);
      if (answer.ok) setState({ status: 'sent', email: check.values.email, resend: 'idle' });
      else setState({ status: 'failed', errors: failureMessages(answer) });
    } catch (error) {
      setState({ status: 'failed', errors: failureMessages(error) });
    }
  };

  if (state.status === 'sent') {
    const resend = async () => {
      setState({ ...state, resend: 'sending' });
      try {
        const answer = await consumerApi.resendConfirmation(state.email);
        setState({ ...state, resend: answer.ok ? 'sent' : { errors: failureMessages(answer) } });
      } catch (error) {
        setState({ ...state, resend: { errors: failureMessages(error) } });
      }
    };
    return (
      <AuthShell title={SIGN_UP_TEXT.checkTitle} footer={<SignInLink />}>
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {SIGN_UP_TEXT.checkBody(state.email)}
        </Alert>
        {state.resend === 'sent' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {SIGN_UP_TEXT.resent}
          </Alert>
        )}
        {typeof state.resend === 'object' && <ErrorList errors={state.resend.errors} />}
        <Button sx={{ mt: 2 }} onClick={() => void resend()} disabled={state.resend === 'sending'}>
          {state.resend === 'sending' ? 'Sending…' : SIGN_UP_TEXT.resend}
        </Button>
      </AuthShell>
    );
  }

  const field = (name: SignUpField) => ({
    value: values[name],
    onValueChange: set(name),
    disabled: busy,
    error: !!shown.fields[name],
    helperText: shown.fields[name] ?? ' ',
  });

  return (
    <AuthShell title={SIGN_UP_TEXT.title} subtitle={SIGN_UP_TEXT.subtitle} footer={<SignInLink />}>
      {state.status === 'failed' && <ErrorList errors={state.errors} />}
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 1 }} aria-label="Create an account">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page holds this form only: focus starts on its first field */}
          <AuthTextField id="first_name" name="first_name" label="First name" autoComplete="given-name" autoFocus {...field('first_name')} />
          <AuthTextField id="last_name" name="last_name" label="Last name" autoComplete="family-name" {...field('last_name')} />
        </Stack>
        <EmailField autoComplete="email" {...field('email')} />
        <PasswordField autoComplete="new-password" {...field('password')} helperText={shown.fields.password ?? 'At least 8 characters'} />
        <PasswordField
          id="password_confirmation"
          name="password_confirmation"
          label="Confirm password"
          autoComplete="new-password"
          {...field('password_confirmation')}
        />
        <FormControlLabel
          sx={{ mt: 1, alignItems: 'flex-start' }}
          control={
            <Checkbox
              checked={terms}
              onChange={e => {
                setTerms(e.target.checked);
                setShown(s => ({ ...s, terms: false }));
              }}
              disabled={busy}
              sx={{ pt: 0.25 }}
              slotProps={{ input: { 'aria-describedby': shown.terms ? 'terms-error' : undefined } }}
            />
          }
          label={<Typography variant="body2">{SIGN_UP_TEXT.terms}</Typography>}
        />
        {shown.terms && (
          <FormHelperText error id="terms-error">
            {SIGN_UP_TEXT.termsRequired}
          </FormHelperText>
        )}
        <SubmitButton busy={busy} busyLabel="Creating your account…">
          Create account
        </SubmitButton>
      </Box>
    </AuthShell>
  );
}

function SignInLink() {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Link component={RouterLink} to="/users/sign_in" variant="body2">
        {SIGN_UP_TEXT.haveAccount}
      </Link>
    </Box>
  );
}
