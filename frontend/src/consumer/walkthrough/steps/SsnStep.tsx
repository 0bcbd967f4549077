import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatLastFour, formatSsn, validateSsn } from '@parley/domain/walkthrough/validation';
import type { FieldStatus } from '../api';
import { walkthroughApi } from '../api';

export type SsnMode = 'full' | 'last_four';

/**
 * The SSN input with its toggle (full SSN or last four). Full: xxx-xx-xxxx, digits only, at most 9; last four:
 * digits only, at most 4. The full number is sent once and never shown again (the server keeps it sealed).
 */
export function SsnFields(props: {
  documentId: number;
  label: string;
  stored: { last_four: string | null; full_available: boolean } | null;
  status?: FieldStatus;
  onResult: (error: string | null) => void;
}) {
  const [mode, setMode] = useState<SsnMode>(props.stored && !props.stored.full_available ? 'last_four' : 'full');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [onFile, setOnFile] = useState(props.stored);
  const stored = onFile?.last_four;

  async function save() {
    const local = mode === 'full' ? validateSsn(value, '') : validateSsn('', value);
    if (!local.ok) {
      setError(local.error);
      props.onResult(local.error);
      return;
    }
    setBusy(true);
    const inputs =
      mode === 'full' ? { social_security_number: value } : { social_security_number_last_four: value };
    const e = await walkthroughApi.save(props.documentId, 'social_security_number', inputs, true);
    setBusy(false);
    setError(e);
    props.onResult(e);
    if (!e) {
      const last = value.replace(/\D/g, '').slice(-4);
      // Last four that match the full number on file keep it (the server does the same).
      setOnFile({ last_four: last, full_available: mode === 'full' || (!!onFile?.full_available && onFile.last_four === last) });
      setValue('');
    }
  }

  return (
    <Stack spacing={1.5} data-state={props.status ?? 'untouched'} id="field-social_security_number">
      <Typography variant="subtitle1" component="h3">
        {props.label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_, m: SsnMode | null) => {
          if (!m) return;
          setMode(m);
          setValue('');
          setError(null);
        }}
        aria-label="SSN format"
      >
        <ToggleButton value="full">Full SSN</ToggleButton>
        <ToggleButton value="last_four">Last 4 digits</ToggleButton>
      </ToggleButtonGroup>
      {stored && (
        <Typography variant="body2" color="text.secondary">
          On file: ***-**-{stored}
          {onFile?.full_available ? ' (full number saved securely)' : ''}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
        <TextField
          label={mode === 'full' ? 'Social security number' : 'Last 4 digits of your SSN'}
          placeholder={mode === 'full' ? '123-45-6789' : '6789'}
          value={value}
          inputMode="numeric"
          autoComplete="off"
          onChange={e => setValue(mode === 'full' ? formatSsn(e.target.value) : formatLastFour(e.target.value))}
          error={!!error}
          helperText={error ?? ' '}
          inputProps={{ 'aria-label': mode === 'full' ? 'Social security number' : 'Last 4 digits of your SSN' }}
        />
        <Box>
          <Button variant="outlined" onClick={() => void save()} disabled={busy || !value}>
            Save SSN
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}

/** The SSN step of the settlement walkthrough. */
export function SsnStep(props: {
  documentId: number;
  stored: { last_four: string | null; full_available: boolean } | null;
  push: (kind: 'success' | 'error', text: string) => void;
  onContinue: () => void;
}) {
  const [done, setDone] = useState(Boolean(props.stored?.last_four));
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        Your social security number
      </Typography>
      <Typography color="text.secondary">
        The firm needs it to find your account. Give the full number, or only its last 4 digits.
      </Typography>
      <SsnFields
        documentId={props.documentId}
        label="Social security number"
        stored={props.stored}
        onResult={e => {
          if (e) props.push('error', e);
          else {
            props.push('success', 'Social security number saved successfully');
            setDone(true);
          }
        }}
      />
      <Box>
        <Button variant="contained" disabled={!done} onClick={props.onContinue}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}
