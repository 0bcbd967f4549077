import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import {
  confirmationText,
  formatLongDate,
  paymentDateBounds,
  paymentDateError,
} from '@parley/domain/payments/payment-date';
import type { PaymentPlanView } from '@parley/domain/dashboard/payload';
import { resolverOf, type FieldSentences } from '../../shared/forms/field-rules';
import { ApiError } from '../../shared/http';
import { classifyPaymentDateError, paymentDateFailure, planApi } from './plan-api';

export interface PaymentDateFormProps {
  documentId: number;
  /** The server's calendar date: the minimum is the day after. */
  today: string;
  nextPaymentDate: string;
  nextPaymentAmount: number;
  /** Overridable endpoint. */
  apiUrl?: string;
  /** 'dashboard': each failure with a title and a suggestion by its kind; 'page': the sentence alone. */
  variant?: 'page' | 'dashboard';
  onChanged: (plan: PaymentPlanView, message: string) => void;
}

type Phase = 'idle' | 'confirming' | 'loading';

interface DateForm {
  payment_date: string;
}

/** The rule the API moves the date with (paymentDateError), at the moment of the submit. */
const resolver = resolverOf<DateForm, { today: string; nextPaymentDate: string }>(({ payment_date }, { today, nextPaymentDate }) => {
  const problem = paymentDateError(payment_date, { today, nextPaymentDate, now: new Date() });
  const errors: FieldSentences = {};
  if (problem) errors.payment_date = problem;
  return errors;
});

/**
 * Moving the autopay date: the date is checked by the same rules as the server, then
 * confirmed ('Are you sure ...'), then sent ('Updating...'). Errors show in the priority order of section 8; the form
 * resets after the confirmation. A date the rules or the server (422) refuse marks the field invalid, described by
 * the sentence, and takes focus; other failures (a refused permission, too many requests) are about the request.
 */
export function PaymentDateForm(props: PaymentDateFormProps) {
  const { documentId, today, nextPaymentDate, nextPaymentAmount } = props;
  const { min, max } = paymentDateBounds(today, nextPaymentDate);
  const { control, handleSubmit, setError, setFocus, clearErrors, reset, getValues, formState } = useForm<DateForm, { today: string; nextPaymentDate: string }>({
    defaultValues: { payment_date: '' },
    resolver,
    context: { today, nextPaymentDate },
    reValidateMode: 'onSubmit',
  });
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const errorId = useId();
  const fieldError = formState.errors.payment_date?.message;
  const error = fieldError ?? failure;

  const validate = handleSubmit(
    () => {
      setFailure(null);
      setPhase('confirming');
    },
    () => setFailure(null),
  );

  const confirm = async () => {
    const chosen = getValues('payment_date');
    setPhase('loading');
    // The form resets once the change is confirmed; the result shows below it.
    reset({ payment_date: '' });
    try {
      const answer = await planApi.changeDate(documentId, chosen, props.apiUrl);
      setFailure(null);
      setSuccess(answer.message);
      props.onChanged(answer.payment_plan, answer.message);
    } catch (err) {
      // A network failure has no status: the general sentence.
      const sentence = err instanceof ApiError ? paymentDateFailure(err.status, err.body) : paymentDateFailure(null, null);
      if (err instanceof ApiError && err.status === 422) {
        setError('payment_date', { type: 'server', message: sentence });
        // After the answer's render: the field is disabled while the request is out.
        setTimeout(() => setFocus('payment_date'));
      } else setFailure(sentence);
    } finally {
      setPhase('idle');
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        setSuccess(null);
        void validate(event);
      }}
      aria-label="Change autopay date"
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Your next payment of {formatUsd(nextPaymentAmount)} is due on {formatLongDate(nextPaymentDate)}.{' '}
          {max
            ? `Pick a new date between ${formatLongDate(min)} and ${formatLongDate(max)}; later payments move to the same day of each month.`
            : 'It is too close to move: you can change your autopay date once it has been charged.'}
        </Typography>
        <Controller
          name="payment_date"
          control={control}
          render={({ field }) => (
            <TextField
              label="New autopay date"
              type="date"
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.target.value);
                clearErrors('payment_date');
                setFailure(null);
                setPhase('idle');
              }}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  min,
                  max: max ?? min,
                  'data-testid': 'payment-date-input',
                  ...(error ? { 'aria-describedby': errorId } : {}),
                },
              }}
              error={!!fieldError}
              disabled={phase === 'loading'}
              sx={{ maxWidth: 320 }}
            />
          )}
        />
        {error && props.variant === 'dashboard' ? (
          <DashboardError id={errorId} message={error} />
        ) : (
          error && (
            <Alert id={errorId} severity="error" role="alert">
              {error}
            </Alert>
          )
        )}
        {success && (
          <Alert severity="success" role="status">
            {success}
          </Alert>
        )}
        {phase === 'confirming' ? (
          <Alert severity="warning" role="alertdialog" aria-label="Confirm the new autopay date">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {confirmationText(getValues('payment_date'))}
            </Typography>
            <Typography variant="body2">
              Your next payment of {formatUsd(nextPaymentAmount)} will be charged on {formatLongDate(getValues('payment_date'))}.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the confirmation appears because the user just chose a date; focus moves to it */}
              <Button color="inherit" size="small" variant="outlined" onClick={() => void confirm()} autoFocus>
                Yes, change it
              </Button>
              <Button color="inherit" size="small" onClick={() => setPhase('idle')}>
                Cancel
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Box>
            <Button type="submit" variant="contained" disabled={phase === 'loading'}>
              {phase === 'loading' ? 'Updating...' : 'Change autopay date'}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

function DashboardError({ id, message }: { id: string; message: string }) {
  const e = classifyPaymentDateError(message);
  return (
    <Alert id={id} severity={e.kind === 'validation' || e.kind === 'rate_limit' ? 'warning' : 'error'} role="alert" data-kind={e.kind}>
      <AlertTitle>{e.title}</AlertTitle>
      {e.message}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {e.suggestion}
      </Typography>
    </Alert>
  );
}
