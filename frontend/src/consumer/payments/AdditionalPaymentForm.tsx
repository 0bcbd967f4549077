import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../../backend/src/domain/money';
import {
  ADDITIONAL_PAYMENT_MESSAGES,
  chosenPayments,
  isValidCycleCount,
  type ApplicationMode,
} from '../../../../backend/src/domain/payments/additional-payment';
import { ApiError, newIdempotencyKey, serverMessages } from '../../shared/http';
import { DemoCardForm } from './DemoCardForm';
import { StripeCardForm } from './StripeCardForm';
import { formatDate, type DemoCard } from './payments-api';
import { planApi, type AdditionalPaymentAnswer, type UpcomingPayment } from './plan-api';

export const PAYMENT_FAILED = 'Your payment could not be processed. Please try again.';

export interface AdditionalPaymentFormProps {
  documentId: number;
  upcoming: UpcomingPayment[];
  /** The remaining balance the form may not exceed (cents). */
  maxTotalCents: number;
  card: { brand: string; last4: string } | null;
  /** Which card form a different card is typed into (Stripe Elements with keys, the marked demo form otherwise). */
  provider?: { mode: 'demo' | 'stripe'; publishable_key: string | null };
  /** Pay early: exactly the next payment, no choices. */
  payEarly?: boolean;
  iframe?: boolean;
  onSubmitted: (answer: AdditionalPaymentAnswer) => void;
}

/**
 * An additional payment (002 sections 3 to 5): the whole balance, or the next or last N payments. Choosing full
 * resets to back application with every remaining payment; choosing custom shows the custom area and focuses the
 * cycle count. The list marks the payments this pays (Paid) and the rest (Upcoming). The saved card is charged.
 */
export function AdditionalPaymentForm(props: AdditionalPaymentFormProps) {
  const { upcoming, maxTotalCents, payEarly } = props;
  const n = upcoming.length;
  const [type, setType] = useState<'full' | 'custom'>(payEarly ? 'custom' : 'full');
  const [mode, setMode] = useState<ApplicationMode>(payEarly ? 'front' : 'back');
  const [count, setCount] = useState<string>(payEarly ? '1' : String(n));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countRef = useRef<HTMLInputElement>(null);
  const [focusCount, setFocusCount] = useState(false);
  const [otherCard, setOtherCard] = useState(false);

  useEffect(() => {
    if (focusCount) countRef.current?.focus();
    setFocusCount(false);
  }, [focusCount]);

  const cycles = count.trim() === '' ? NaN : Number(count);
  const validCount = isValidCycleCount(cycles, n);
  const payments = upcoming.map((p) => ({ id: p.index, index: p.index, amount_cents: p.amount_cents }));
  const chosen = new Set(validCount ? chosenPayments(payments, mode, cycles).map((p) => p.index) : []);
  const total = upcoming.filter((p) => chosen.has(p.index)).reduce((s, p) => s + p.amount_cents, 0);
  const overBalance = total > maxTotalCents;
  const canSubmit = !busy && n > 0 && (type === 'full' || (validCount && total > 0 && !overBalance));
  const label = formatUsd(type === 'full' ? maxTotalCents : total);

  const chooseType = (next: 'full' | 'custom') => {
    setType(next);
    setError(null);
    if (next === 'full') {
      setMode('back');
      setCount(String(n));
    } else {
      setFocusCount(true);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await pay({});
  };

  // One key per payment the consumer means to make: a retry after a lost answer replays the first charge's result
  // instead of charging again; any answer from the server ends that payment's key.
  const paymentKey = useRef(newIdempotencyKey());
  const pay = async (card: { card?: DemoCard; payment_method_id?: string }) => {
    if (type === 'custom') {
      if (!validCount || total <= 0) return setError(ADDITIONAL_PAYMENT_MESSAGES.amountRequired);
      if (overBalance) return setError(ADDITIONAL_PAYMENT_MESSAGES.exceedsBalance);
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await planApi.pay(props.documentId, {
        payment_type: type,
        application_mode: type === 'full' ? 'back' : mode,
        cycle_count: type === 'full' ? n : cycles,
        total_amount_cents: type === 'full' ? maxTotalCents : total,
        iframe_context: props.iframe,
        ...card,
      }, paymentKey.current);
      paymentKey.current = newIdempotencyKey();
      props.onSubmitted(answer);
    } catch (err) {
      if (err instanceof ApiError) paymentKey.current = newIdempotencyKey();
      setError(err instanceof ApiError ? (serverMessages(err.body)[0] ?? PAYMENT_FAILED) : PAYMENT_FAILED);
      setBusy(false);
    }
  };

  if (!n) return <Alert severity="success">There are no upcoming payments left to pay.</Alert>;

  return (
    <>
      <Box component="form" noValidate onSubmit={submit} aria-label={payEarly ? 'Pay early' : 'Additional payment'}>
        <Stack spacing={2}>
          {!payEarly && (
            <FormControl>
              <FormLabel id="payment-type-label">How much would you like to pay?</FormLabel>
              <RadioGroup
                aria-labelledby="payment-type-label"
                row
                value={type}
                onChange={(e) => chooseType(e.target.value as 'full' | 'custom')}
              >
                <FormControlLabel
                  value="full"
                  control={<Radio />}
                  label={`Full balance (${formatUsd(maxTotalCents)})`}
                />
                <FormControlLabel value="custom" control={<Radio />} label="Custom amount" />
              </RadioGroup>
            </FormControl>
          )}
          {type === 'custom' && !payEarly && (
            <Stack spacing={2} sx={{ pl: { sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: 'divider' } }}>
              <FormControl>
                <FormLabel id="application-mode-label">Apply it to</FormLabel>
                <RadioGroup
                  aria-labelledby="application-mode-label"
                  row
                  value={mode}
                  onChange={(e) => setMode(e.target.value as ApplicationMode)}
                >
                  <FormControlLabel value="front" control={<Radio />} label="My next payments" />
                  <FormControlLabel value="back" control={<Radio />} label="My last payments" />
                </RadioGroup>
              </FormControl>
              <TextField
                label="Number of payments"
                type="number"
                value={count}
                inputRef={countRef}
                onChange={(e) => {
                  setCount(e.target.value);
                  setError(null);
                }}
                slotProps={{ htmlInput: { min: 1, max: n, step: 1, inputMode: 'numeric' } }}
                error={!validCount}
                helperText={
                  count.trim() === ''
                    ? ADDITIONAL_PAYMENT_MESSAGES.amountRequired
                    : !validCount
                      ? ADDITIONAL_PAYMENT_MESSAGES.cycleCount(n)
                      : `1 to ${n} payments`
                }
                sx={{ maxWidth: 240 }}
              />
            </Stack>
          )}
          <Typography variant="h6" component="p" aria-live="polite">
            Total: {formatUsd(type === 'full' ? maxTotalCents : total)}
          </Typography>
          <Box component="ul" aria-label="Your payments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {upcoming.map((p) => {
              const paid = type === 'full' || chosen.has(p.index);
              return (
                <Stack
                  component="li"
                  key={p.index}
                  direction="row"
                  alignItems="center"
                  justifyContent="space-between"
                  spacing={1}
                  sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Typography variant="body2" sx={{ minWidth: 110 }}>
                    {formatDate(p.due_date)}
                  </Typography>
                  <Typography variant="body2">{formatUsd(p.amount_cents)}</Typography>
                  <Chip
                    size="small"
                    label={paid ? 'Paid' : p.status === 'failed' ? 'Missed' : 'Upcoming'}
                    color={paid ? 'success' : p.status === 'failed' ? 'error' : 'default'}
                    variant={paid ? 'filled' : 'outlined'}
                    sx={{ minWidth: 84 }}
                  />
                </Stack>
              );
            })}
          </Box>
          {props.card && !otherCard && (
            <Typography variant="body2" color="text.secondary">
              Charged to your saved {props.card.brand} card ending in {props.card.last4}.
            </Typography>
          )}
          {props.provider && (
            <FormControlLabel
              control={<Checkbox checked={otherCard} onChange={(e) => setOtherCard(e.target.checked)} />}
              label="Pay this with a different card (autopay keeps your saved card)"
            />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {!otherCard && (
            <Box>
              <Button type="submit" variant="contained" disabled={!canSubmit}>
                {busy ? 'Processing...' : `Pay ${label}`}
              </Button>
            </Box>
          )}
        </Stack>
      </Box>
      {otherCard && props.provider && (
        // The card form is its own form (no nesting): it submits the payment with the card.
        <Box sx={{ mt: 2, opacity: canSubmit || busy ? 1 : 0.6 }}>
          {props.provider.mode === 'stripe' && props.provider.publishable_key ? (
            <StripeCardForm
              publishableKey={props.provider.publishable_key}
              busy={busy || !canSubmit}
              submitLabel={`Pay ${label}`}
              onSubmit={(payment_method_id) => void pay({ payment_method_id })}
            />
          ) : (
            <DemoCardForm
              busy={busy || !canSubmit}
              submitLabel={`Pay ${label}`}
              onSubmit={(card) => void pay({ card })}
            />
          )}
        </Box>
      )}
    </>
  );
}
