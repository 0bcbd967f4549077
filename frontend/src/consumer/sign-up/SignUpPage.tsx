import { useState, type Ref } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
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
import { checkSignUp, SIGN_UP_ERRORS, type SignUpField, type SignUpInput } from '@parley/domain/identity/sign-up';
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

type SignUpForm = SignUpInput & { terms: boolean };

const EMPTY: SignUpForm = { first_name: '', last_name: '', email: '', password: '', password_confirmation: '', terms: false };

/** Which field each of the server's sentences is about, so a refusal (422) shows beside its field. */
const FIELD_OF_SENTENCE = new Map<string, SignUpField>([
  [SIGN_UP_ERRORS.firstNameBlank, 'first_name'],
  [SIGN_UP_ERRORS.firstNameTooLong, 'first_name'],
  [SIGN_UP_ERRORS.lastNameBlank, 'last_name'],
  [SIGN_UP_ERRORS.lastNameTooLong, 'last_name'],
  [SIGN_UP_ERRORS.emailInvalid, 'email'],
  [SIGN_UP_ERRORS.passwordTooShort, 'password'],
  [SIGN_UP_ERRORS.passwordTooLong, 'password'],
  [SIGN_UP_ERRORS.confirmationMismatch, 'password_confirmation'],
]);

/** The server's own rules (checkSignUp, with their sentences), and the terms: every failing field at once. */
const resolver: Resolver<SignUpForm> = async values => {
  const check = checkSignUp(values);
  const errors: FieldErrors<SignUpForm> = {};
  if (!check.ok) for (const [name, message] of Object.entries(check.fields)) errors[name as SignUpField] = { type: 'validate', message };
  if (!values.terms) errors.terms = { type: 'required', message: SIGN_UP_TEXT.termsRequired };
  if (!check.ok || !values.terms) return { values: {}, errors };
  return { values: { ...check.values, terms: true }, errors: {} };
};

/**
 * /users/sign_up: a consumer opens an account. The fields are checked by the server's own rules before sending (each
 * field shows its sentence, and focus goes to the first that fails); the answer is the same whether or not the address
 * already has an account, so the page always says to check the inbox.
 */
export function SignUpPage() {
  const { control, handleSubmit, clearErrors, setError, setFocus, formState } = useForm<SignUpForm>({
    defaultValues: EMPTY,
    resolver,
    // A corrected field loses its sentence at once; the others keep theirs until the next submit.
    reValidateMode: 'onSubmit',
  });
  const [state, setState] = useState<State>({ status: 'idle' });
  const busy = state.status === 'submitting';
  const shown = formState.errors;

  const send = async ({ terms: _terms, ...values }: SignUpForm) => {
    setState({ status: 'submitting' });
    try {
      const answer = await consumerApi.signUp(values);
      if (answer.ok) return setState({ status: 'sent', email: values.email, resend: 'idle' });
      const errors = failureMessages(answer);
      setState({ status: 'failed', errors });
      if (answer.status !== 422) return;
      const refused = errors.flatMap(sentence => {
        const name = FIELD_OF_SENTENCE.get(sentence);
        return name ? [[name, sentence] as const] : [];
      });
      for (const [name, message] of refused) setError(name, { type: 'server', message });
      // After the answer's render: the fields are disabled while the request is out, and a disabled field takes no focus.
      if (refused.length) setTimeout(() => setFocus(refused[0][0]));
    } catch (error) {
      setState({ status: 'failed', errors: failureMessages(error) });
    }
  };
  const onSubmit = handleSubmit(send);

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

  /** A text field's props, driven by the form (its value, its sentence, the element focus moves to). */
  const field = (name: SignUpField, value: string, onChange: (value: string) => void, ref: Ref<HTMLInputElement>) => ({
    value,
    onValueChange: (next: string) => {
      onChange(next);
      clearErrors(name);
    },
    inputRef: ref,
    disabled: busy,
    error: !!shown[name],
    helperText: shown[name]?.message ?? ' ',
  });

  return (
    <AuthShell title={SIGN_UP_TEXT.title} subtitle={SIGN_UP_TEXT.subtitle} footer={<SignInLink />}>
      {state.status === 'failed' && <ErrorList errors={state.errors} />}
      <Box component="form" noValidate onSubmit={e => {
          if (busy) e.preventDefault();
          else void onSubmit(e);
        }} sx={{ mt: 1 }} aria-label="Create an account">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <Controller
            name="first_name"
            control={control}
            render={({ field: f }) => (
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page holds this form only: focus starts on its first field
              <AuthTextField id="first_name" name="first_name" label="First name" autoComplete="given-name" autoFocus {...field('first_name', f.value, f.onChange, f.ref)} />
            )}
          />
          <Controller
            name="last_name"
            control={control}
            render={({ field: f }) => (
              <AuthTextField id="last_name" name="last_name" label="Last name" autoComplete="family-name" {...field('last_name', f.value, f.onChange, f.ref)} />
            )}
          />
        </Stack>
        <Controller
          name="email"
          control={control}
          render={({ field: f }) => <EmailField autoComplete="email" {...field('email', f.value, f.onChange, f.ref)} />}
        />
        <Controller
          name="password"
          control={control}
          render={({ field: f }) => (
            <PasswordField
              autoComplete="new-password"
              {...field('password', f.value, f.onChange, f.ref)}
              helperText={shown.password?.message ?? 'At least 8 characters'}
            />
          )}
        />
        <Controller
          name="password_confirmation"
          control={control}
          render={({ field: f }) => (
            <PasswordField
              id="password_confirmation"
              name="password_confirmation"
              label="Confirm password"
              autoComplete="new-password"
              {...field('password_confirmation', f.value, f.onChange, f.ref)}
            />
          )}
        />
        <Controller
          name="terms"
          control={control}
          render={({ field: f }) => (
            <FormControlLabel
              sx={{ mt: 1, alignItems: 'flex-start' }}
              control={
                <Checkbox
                  checked={f.value}
                  inputRef={f.ref}
                  onChange={e => {
                    f.onChange(e.target.checked);
                    clearErrors('terms');
                  }}
                  disabled={busy}
                  sx={{ pt: 0.25 }}
                  slotProps={{ input: { 'aria-describedby': shown.terms ? 'terms-error' : undefined } }}
                />
              }
              label={<Typography variant="body2">{SIGN_UP_TEXT.terms}</Typography>}
            />
          )}
        />
        {shown.terms && (
          <FormHelperText error id="terms-error">
            {shown.terms.message}
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
