import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HARDSHIP_REASONS, type HardshipReason } from '@parley/domain/financial';
import { walkthroughApi } from '../api';

/** Hardship forms: a checkbox per reason; its details text area shows only once ticked. */
export function HardshipStep(props: {
  documentId: number;
  initial: Record<string, { details: string | null }>;
  push: (kind: 'success' | 'error', text: string) => void;
  onContinue: () => void;
}) {
  const [ticked, setTicked] = useState<Set<HardshipReason>>(() => new Set(Object.keys(props.initial) as HardshipReason[]));
  const [details, setDetails] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(props.initial).map(([k, v]) => [k, v.details ?? ''])),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    const reasons = [...ticked];
    const e = await walkthroughApi.save(props.documentId, 'hardship', {
      reasons,
      details: Object.fromEntries(reasons.map(r => [r, details[r] ?? ''])),
    });
    setBusy(false);
    setError(e);
    if (e) return;
    props.push('success', 'Hardship saved successfully');
    props.onContinue();
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Has anything made it hard to pay?
      </Typography>
      <Typography color="text.secondary">Tick what applies. Firms often accept less when they understand why.</Typography>
      <FormGroup>
        {(Object.keys(HARDSHIP_REASONS) as HardshipReason[]).map(r => (
          <Box key={r}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={ticked.has(r)}
                  onChange={e =>
                    setTicked(t => {
                      const n = new Set(t);
                      if (e.target.checked) n.add(r);
                      else n.delete(r);
                      return n;
                    })
                  }
                />
              }
              label={HARDSHIP_REASONS[r]}
            />
            {ticked.has(r) && (
              <TextField
                label={`Details: ${HARDSHIP_REASONS[r]}`}
                multiline
                minRows={2}
                fullWidth
                sx={{ mb: 1.5 }}
                value={details[r] ?? ''}
                inputProps={{ maxLength: 2000 }}
                onChange={e => setDetails(d => ({ ...d, [r]: e.target.value }))}
              />
            )}
          </Box>
        ))}
      </FormGroup>
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}
