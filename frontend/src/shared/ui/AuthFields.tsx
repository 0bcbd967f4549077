import type { ReactNode, Ref } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PASSWORDS_DONT_MATCH } from '../messages';

interface AuthFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Disables the field (e.g. while the form is being sent). */
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  name?: string;
  label?: string;
  autoComplete?: string;
  error?: boolean;
  helperText?: ReactNode;
  slotProps?: TextFieldProps['slotProps'];
  /** The input element, for a form that moves focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A required text field of the sign-in and password pages, driven by a string value. */
export function AuthTextField({ value, onValueChange, type, ...rest }: AuthFieldProps & { type?: string }) {
  return (
    <TextField type={type} required value={value} onChange={(event) => onValueChange(event.target.value)} {...rest} />
  );
}

/** The "Email" field (id and name `email`); autocompletes the username unless told otherwise. */
export function EmailField(props: AuthFieldProps) {
  return <AuthTextField id="email" name="email" label="Email" autoComplete="username" {...props} type="email" />;
}

/** The "Password" field (id and name `password`); autocompletes the current password unless told otherwise. */
export function PasswordField(props: AuthFieldProps) {
  return (
    <AuthTextField
      id="password"
      name="password"
      label="Password"
      autoComplete="current-password"
      {...props}
      type="password"
    />
  );
}

/**
 * A new password and its confirmation (invite and reset pages). The confirmation shows 'Passwords don't match'
 * when `showMismatch` says so; the page decides when (after both are typed, or on submit).
 */
export function NewPasswordFields(props: {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  showMismatch: boolean;
  disabled?: boolean;
  passwordLabel: string;
  confirmationLabel: string;
}) {
  return (
    <>
      <PasswordField
        label={props.passwordLabel}
        autoComplete="new-password"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the new-password pages hold this form only: focus starts on its first field
        autoFocus
        value={props.password}
        onValueChange={props.onPasswordChange}
        disabled={props.disabled}
      />
      <PasswordField
        id="password_confirmation"
        name="password_confirmation"
        label={props.confirmationLabel}
        autoComplete="new-password"
        value={props.confirmation}
        onValueChange={props.onConfirmationChange}
        disabled={props.disabled}
        error={props.showMismatch}
        helperText={props.showMismatch ? PASSWORDS_DONT_MATCH : ' '}
      />
    </>
  );
}
