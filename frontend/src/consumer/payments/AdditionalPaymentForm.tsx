import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import {
  ADDITIONAL_PAYMENT_MESSAGES,
  chosenPayments,
  isValidCycleCount,
  type ApplicationMode,
} from '@parley/domain/payments/additional-payment';
import { ApiError, newIdempotencyKey, serverMessages } from '../../shared/http';
import { DemoCardForm } from './DemoCardForm';
import { PaymentElementCheckout } from './PaymentElementCheckout';
import { StripeCardForm } from './StripeCardForm';
import { formatDate, type DemoCard } from './payments-api';
import { planApi, type AdditionalPaymentAnswer, type PaymentCheckout, type UpcomingPayment } from './plan-api';

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
  /** The demo checkout's outcome page (default: the browser goes there); Stripe's checkout redirects by itself. */
  onCheckoutDone?: (url: string) => void;
}

/** How this payment is paid: the saved card, a different card once (both charged by Parley), or the checkout. */
export type PayWith = 'saved' | 'card' | 'checkout';
export const ANOTHER_METHOD = 'Another payment method';
export const OTHER_CARD = 'Pay this with a different card (autopay keeps your saved card)';

/**
 * An additional payment: the whole balance, or the next or last N payments. Choosing full
 * resets to back application with every remaining payment; choosing custom shows the custom area and focuses the
 * cycle count. The list marks the payments this pays (Paid) and the rest (Upcoming). The saved card is charged, or
 * a different card once, or the consumer pays through the payment-element checkout ("Another payment method").
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
  const [payWith, setPayWith] = useState<PayWith>(props.card || !props.provider ? 'saved' : 'checkout');
  const otherCard = payWith === 'card';
  const [checkout, setCheckout] = useState<PaymentCheckout | null>(null);

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
    if (payWith === 'checkout') await openCheckout();
    else await pay({});
  };

  const bodyOf = () => ({
    payment_type: type,
    application_mode: type === 'full' ? ('back' as const) : mode,
    cycle_count: type === 'full' ? n : cycles,
    total_amount_cents: type === 'full' ? maxTotalCents : total,
    iframe_context: props.iframe,
  });
  const checkAmount = (): boolean => {
    if (type !== 'custom') return true;
    if (!validCount || total <= 0) return (setError(ADDITIONAL_PAYMENT_MESSAGES.amountRequired), false);
    if (overBalance) return (setError(ADDITIONAL_PAYMENT_MESSAGES.exceedsBalance), false);
    return true;
  };

  // One key per payment the consumer means to make: a retry after a lost answer replays the first charge's result
  // instead of charging again; any answer from the server ends that payment's key.
  const paymentKey = useRef(newIdempotencyKey());
  const pay = async (card: { card?: DemoCard; payment_method_id?: string }) => {
    if (!checkAmount()) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await planApi.pay(props.documentId, { ...bodyOf(), ...card }, paymentKey.current);
      paymentKey.current = newIdempotencyKey();
      props.onSubmitted(answer);
    } catch (err) {
      if (err instanceof ApiError) paymentKey.current = newIdempotencyKey();
      setError(err instanceof ApiError ? (serverMessages(err.body)[0] ?? PAYMENT_FAILED) : PAYMENT_FAILED);
      setBusy(false);
    }
  };

  // The checkout holds the chosen payments until it is paid or abandoned (opening another one abandons it).
  const openCheckout = async () => {
    if (!checkAmount()) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await planApi.checkout(props.documentId, bodyOf(), paymentKey.current);
      paymentKey.current = newIdempotencyKey();
      setCheckout(answer.checkout);
    } catch (err) {
      if (err instanceof ApiError) paymentKey.current = newIdempotencyKey();
      setCheckout(null);
      setError(err instanceof ApiError ? (serverMessages(err.body)[0] ?? PAYMENT_FAILED) : PAYMENT_FAILED);
    }
    setBusy(false);
  };

  if (!n) return <Alert severity="success">There are no upcoming payments left to pay.</Alert>;

  if (checkout && props.provider)
    return (
      <Stack spacing={2} aria-label="Checkout">
        <Typography variant="h6" component="p">
          Total: {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {chosenCount(type === 'full' ? n : chosen.size)} reserved for this checkout until you pay or change it.
        </Typography>
        <PaymentElementCheckout
          key={checkout.payment_intent_id}
          documentId={props.documentId}
          checkout={checkout}
          publishableKey={props.provider.mode === 'stripe' ? props.provider.publishable_key : null}
          submitLabel={`Pay ${label}`}
          iframe={props.iframe}
          onRestart={() => void openCheckout()}
          onDone={(url) => (props.onCheckoutDone ? props.onCheckoutDone(url) : window.location.assign(url))}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Box>
          <Button variant="text" onClick={() => setCheckout(null)} disabled={busy}>
            Change the amount or how you pay
          </Button>
        </Box>
      </Stack>
    );

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
          {props.card && !props.provider && (
            <Typography variant="body2" color="text.secondary">
              Charged to your saved {props.card.brand} card ending in {props.card.last4}.
            </Typography>
          )}
          {props.provider && (
            <FormControl>
              <FormLabel id="pay-with-label">How would you like to pay?</FormLabel>
              <RadioGroup
                aria-labelledby="pay-with-label"
                value={payWith}
                onChange={(e) => {
                  setPayWith(e.target.value as PayWith);
                  setError(null);
                }}
              >
                {props.card && (
                  <FormControlLabel
                    value="saved"
                    control={<Radio />}
                    label={`Saved ${props.card.brand} card ending in ${props.card.last4}`}
                  />
                )}
                <FormControlLabel value="card" control={<Radio />} label={OTHER_CARD} />
                <FormControlLabel value="checkout" control={<Radio />} label={ANOTHER_METHOD} />
              </RadioGroup>
            </FormControl>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {!otherCard && (
            <Box>
              <Button type="submit" variant="contained" disabled={!canSubmit}>
                {busy ? 'Processing...' : payWith === 'checkout' ? `Continue to payment (${label})` : `Pay ${label}`}
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

function chosenCount(count: number): string {
  return count === 1 ? 'One payment is' : `${count} payments are`;
}
