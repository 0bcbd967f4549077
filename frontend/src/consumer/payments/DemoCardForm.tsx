import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { demoCardError, formatCardNumber, formatExpiry } from './demo-card';
import type { DemoCard } from './payments-api';

export const DEMO_FORM_LABEL = 'Demo card form: no real card is charged';

/**
 * The clearly marked demo card form, used only with the demo payment provider (no Stripe keys): the card is saved
 * by Parley's demo provider and nothing is charged anywhere. Test cards behave as Stripe's do.
 */
export function DemoCardForm(props: {
  busy: boolean;
  submitLabel: string;
  /** What the button says while busy (default 'Submitting...'). */
  busyLabel?: string;
  onSubmit: (card: DemoCard) => void;
}) {
  const [card, setCard] = useState<DemoCard>({ number: '', exp: '', cvc: '', name: '', zip: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof DemoCard, value: string) => {
    setCard((c) => ({ ...c, [field]: value }));
    setError(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = demoCardError(card);
    if (problem) return setError(problem);
    props.onSubmit(card);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={DEMO_FORM_LABEL}>
      <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
        <strong>{DEMO_FORM_LABEL}</strong>
        <Typography variant="body2">
          Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card, 4000 0000 0000 0341 for a card that
          saves but is declined when charged. Any future date and any 3-digit security code.
        </Typography>
      </Alert>
      <Stack spacing={2}>
        <TextField
          label="Card number"
          value={card.number}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
          inputMode="numeric"
          autoComplete="off"
          placeholder="4242 4242 4242 4242"
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Expiry (MM/YY)"
            value={card.exp}
            onChange={(e) => set('exp', formatExpiry(e.target.value))}
            inputMode="numeric"
            autoComplete="off"
            placeholder="12/34"
            fullWidth
          />
          <TextField
            label="Security code"
            value={card.cvc}
            onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
            inputMode="numeric"
            autoComplete="off"
            placeholder="123"
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Name on card" value={card.name} onChange={(e) => set('name', e.target.value)} fullWidth />
          <TextField
            label="ZIP code"
            value={card.zip}
            onChange={(e) => set('zip', e.target.value.replace(/[^\d-]/g, '').slice(0, 10))}
            inputMode="numeric"
            fullWidth
          />
        </Stack>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <SubmitButton busy={props.busy} busyLabel={props.busyLabel ?? 'Submitting...'}>
        {props.submitLabel}
      </SubmitButton>
    </Box>
  );
}
