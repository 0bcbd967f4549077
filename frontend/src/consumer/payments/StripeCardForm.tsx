import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// The "pure" entry does not add Stripe.js to the page on import: it loads only when real keys are configured.
import { loadStripe } from '@stripe/stripe-js/pure';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { CARD_INCOMPLETE } from './demo-card';

/**
 * Stripe Elements (real keys only): the card is typed into Stripe's own fields, turned into a payment method by
 * Stripe.js in the browser, and only its pm_ id is sent to Parley. Stripe.js itself is served by js.stripe.com
 * (Stripe requires it; see docs/api/payments.md).
 */
export function StripeCardForm(props: {
  publishableKey: string;
  busy: boolean;
  submitLabel: string;
  onSubmit: (paymentMethodId: string) => void;
}) {
  const stripe = useMemo(() => loadStripe(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardFields {...props} />
    </Elements>
  );
}

function CardFields(props: { busy: boolean; submitLabel: string; onSubmit: (paymentMethodId: string) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    if (!complete || !name.trim()) return setError(CARD_INCOMPLETE);
    setCreating(true);
    const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: name.trim() } });
    setCreating(false);
    // Provider messages are shown as returned.
    if (result.error) return setError(result.error.message ?? CARD_INCOMPLETE);
    props.onSubmit(result.paymentMethod.id);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card details">
      <Stack spacing={2}>
        <TextField label="Name on card" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <CardElement
            options={{ hidePostalCode: false }}
            onChange={(e) => {
              setComplete(e.complete);
              setError(e.error?.message ?? null);
            }}
          />
        </Box>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <SubmitButton busy={props.busy || creating} busyLabel="Submitting...">
        {props.submitLabel}
      </SubmitButton>
    </Box>
  );
}
