import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The "pure" entry does not add Stripe.js to the page on import: it loads only when real keys are configured.
import { loadStripe } from '@stripe/stripe-js/pure';
import { ApiError, serverMessages } from '../../shared/http';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { DemoCardForm } from './DemoCardForm';
import { paymentsApi, type DemoCard } from './payments-api';
import { planApi, type CheckoutPayload } from './plan-api';

export const DEMO_CHECKOUT_LABEL = 'Demo checkout — no real money moves';
export const CHECKOUT_FAILED = 'Your payment could not be processed. Please try again.';
export const CHECKOUT_LOADING = 'Loading the payment form...';
export const PROCESSING = 'Processing...';
export const SETUP_FAILED = 'Your payment method could not be saved. Please try again.';

export interface PaymentElementCheckoutProps {
  documentId: number;
  checkout: CheckoutPayload;
  /** Stripe's publishable key; null with the demo provider (the clearly marked demo checkout form). */
  publishableKey: string | null;
  submitLabel: string;
  iframe?: boolean;
  /** This checkout is over (a refused payment, or a setup that can no longer be confirmed): open a new one. */
  onRestart: () => void;
  /** The demo form's outcome page (Stripe sends the browser to the return url itself). */
  onDone: (url: string) => void;
}

/**
 * The payment-element checkout: with keys, Stripe's Payment Element confirmed with
 * `stripe.confirmPayment` (intent type payment) or `stripe.confirmSetup` (intent type setup: autopay's payment
 * method), with the return url and the optional billing e-mail, after which Stripe brings the consumer to the payment
 * success page; without keys, the clearly marked demo checkout form, confirmed through the demo provider.
 */
export function PaymentElementCheckout(props: PaymentElementCheckoutProps) {
  const [email, setEmail] = useState(props.checkout.customer_email ?? '');
  const setup = props.checkout.intent_type === 'setup';
  const emailField = (
    <TextField
      label={setup ? 'Billing email (optional)' : 'Email for the receipt (optional)'}
      type="email"
      autoComplete="email"
      value={email}
      onChange={(e) => setEmail(e.target.value)}
      fullWidth
    />
  );
  return props.publishableKey ? (
    <StripeCheckout {...props} publishableKey={props.publishableKey} email={email} emailField={emailField} />
  ) : (
    <DemoCheckout {...props} email={email} emailField={emailField} />
  );
}

interface Inner extends PaymentElementCheckoutProps {
  email: string;
  emailField: ReactNode;
}

function Problem(props: { message: string; closed: boolean; onRestart: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mt: 2 }}
      action={
        props.closed ? (
          <Button color="inherit" size="small" onClick={props.onRestart}>
            Start again
          </Button>
        ) : undefined
      }
    >
      {props.message}
    </Alert>
  );
}

/** The demo provider's confirm step: Stripe.js's confirmPayment or confirmSetup, with the demo card. */
function demoConfirm(props: Inner, card: DemoCard) {
  const checkout = props.checkout;
  if (checkout.intent_type === 'setup')
    return paymentsApi.demoConfirmSetup(props.documentId, checkout.setup_intent_id, {
      client_secret: checkout.client_secret,
      card,
      iframe_context: props.iframe,
    });
  return planApi.demoConfirm(props.documentId, checkout.payment_intent_id, {
    client_secret: checkout.client_secret,
    card,
    billing_email: props.email.trim() || null,
    iframe_context: props.iframe,
  });
}

function DemoCheckout(props: Inner) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; closed: boolean } | null>(null);
  const setup = props.checkout.intent_type === 'setup';
  const failed = setup ? SETUP_FAILED : CHECKOUT_FAILED;
  const confirm = async (card: DemoCard) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await demoConfirm(props, card);
      props.onDone(answer.redirect_url);
    } catch (err) {
      const closed = err instanceof ApiError && (err.body as { checkout_closed?: unknown } | undefined)?.checkout_closed === true;
      setProblem({
        message: err instanceof ApiError ? (serverMessages(err.body)[0] ?? failed) : failed,
        closed,
      });
      setBusy(false);
    }
  };
  return (
    <Box
      role="group"
      aria-label={DEMO_CHECKOUT_LABEL}
      sx={{ border: 2, borderStyle: 'dashed', borderColor: 'warning.main', borderRadius: 2, p: { xs: 2, sm: 2.5 } }}
    >
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, color: 'warning.dark' }}>
        {DEMO_CHECKOUT_LABEL}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {setup
          ? "This stands in for Stripe's payment form: the demo payment provider saves the card below for autopay; nothing is charged now."
          : "This stands in for Stripe's payment form: the demo payment provider takes the card below and settles the payment on its own clock."}
      </Typography>
      {/* The demo provider keeps no billing details for a saved card: the e-mail is asked only for a payment's receipt. */}
      {!setup && (
        <Stack spacing={2} sx={{ mb: 2 }}>
          {props.emailField}
        </Stack>
      )}
      {problem?.closed ? null : (
        <DemoCardForm busy={busy} busyLabel={PROCESSING} submitLabel={props.submitLabel} onSubmit={(card) => void confirm(card)} />
      )}
      {problem && <Problem message={problem.message} closed={problem.closed} onRestart={props.onRestart} />}
    </Box>
  );
}

function StripeCheckout(props: Inner & { publishableKey: string }) {
  const stripe = useMemo(() => loadStripe(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.checkout.client_secret }}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields(props: Inner) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; closed: boolean } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setProblem(null);
    const email = props.email.trim();
    const confirmParams = {
      return_url: props.checkout.return_url,
      ...(email ? { payment_method_data: { billing_details: { email } } } : {}),
    };
    const setup = props.checkout.intent_type === 'setup';
    const result = setup
      ? await stripe.confirmSetup({ elements, confirmParams })
      : await stripe.confirmPayment({ elements, confirmParams });
    // Only a refusal comes back: a confirmed payment or setup leaves for the return url. Provider messages as
    // returned. A fields problem keeps this checkout; a refused payment ends it (Parley cancels it);
    // a refused setup may be confirmed again with another method, unless it can no longer be confirmed.
    setProblem({
      message: result.error?.message ?? (setup ? SETUP_FAILED : CHECKOUT_FAILED),
      closed: setup
        ? result.error?.code === 'setup_intent_unexpected_state'
        : result.error?.type !== 'validation_error',
    });
    setBusy(false);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Payment form">
      <Stack spacing={2}>
        {!ready && (
          <Stack direction="row" spacing={1.5} alignItems="center" aria-busy="true">
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">{CHECKOUT_LOADING}</Typography>
          </Stack>
        )}
        <PaymentElement onReady={() => setReady(true)} />
        {props.emailField}
      </Stack>
      {problem && <Problem message={problem.message} closed={problem.closed} onRestart={props.onRestart} />}
      {!problem?.closed && (
        <SubmitButton busy={busy || !ready || !stripe} busyLabel={busy ? PROCESSING : CHECKOUT_LOADING}>
          {props.submitLabel}
        </SubmitButton>
      )}
    </Box>
  );
}
