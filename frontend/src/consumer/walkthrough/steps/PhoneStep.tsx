import { useState } from 'react';
import { useFieldFilled } from '../../assistant/fieldFilled';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPhone, validatePhone } from '@parley/domain/walkthrough/validation';
import { walkthroughApi } from '../api';

/** Phone number, (123) 456-7890, with the consent to text messages. */
export function PhoneStep(props: {
  documentId: number;
  phone: string | null;
  consents: boolean;
  push: (kind: 'success' | 'error', text: string) => void;
  onContinue: () => void;
}) {
  const [phone, setPhone] = useState(formatPhone(props.phone ?? ''));
  // Ask Solo saved the phone number of this walkthrough: show it as stored.
  useFieldFilled(fill => {
    if (fill.documentId === props.documentId && fill.field === 'customer_phone_number') {
      setPhone(formatPhone(String(fill.value ?? '')));
      setError(null);
    }
  });
  const [consents, setConsents] = useState(props.consents);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const local = validatePhone(phone);
    if (!local.ok) {
      setError(local.error);
      return;
    }
    setBusy(true);
    const e = await walkthroughApi.savePhone(props.documentId, phone, consents);
    setBusy(false);
    setError(e);
    if (e) return;
    props.push('success', 'Phone number saved successfully');
    props.onContinue();
  }

  return (
    <Stack spacing={2} component="form" onSubmit={e => (e.preventDefault(), void submit())} noValidate>
      <Typography variant="h5" component="h2">
        Your phone number
      </Typography>
      <TextField
        label="Phone number"
        type="tel"
        placeholder="(123) 456-7890"
        value={phone}
        onChange={e => setPhone(formatPhone(e.target.value))}
        error={!!error}
        helperText={error ?? ' '}
        autoComplete="tel-national"
      />
      <FormControlLabel
        control={<Checkbox checked={consents} onChange={e => setConsents(e.target.checked)} />}
        label="Text me updates about my case (message and data rates may apply)"
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}
