import { useState, type FormEvent } from 'react';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signatureMatches } from '@parley/domain/negotiation';
import type { UploadView } from './api';
import { failureMessage } from './messages';

/** The collector's agreement PDFs as download links. */
export function UploadLinks({ uploads, label }: { uploads: UploadView[]; label: string }) {
  return (
    <Stack component="ul" aria-label={label} spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {uploads.map(u => (
        <li key={u.id}>
          <Link href={u.url} download={u.filename} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <PictureAsPdf fontSize="small" aria-hidden />
            {u.filename}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

/** Read the agreement, type the name on the account, tick 'I agree', sign. */
export function SignStep({
  uploads,
  consumerName,
  onSign,
}: {
  uploads: UploadView[];
  consumerName: string;
  onSign: (signatureName: string) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const nameOk = signatureMatches(name, consumerName);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setError(undefined);
    if (!nameOk || !agree) return;
    setBusy(true);
    try {
      await onSign(name.trim());
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={e => void submit(e)} aria-labelledby="sign-title">
      <Stack spacing={2}>
        <Typography id="sign-title" variant="h6" component="h2">
          Sign your settlement agreement
        </Typography>
        {uploads.length > 0 ? (
          <>
            <Typography variant="body2">Read the settlement agreement the collector sent before you sign:</Typography>
            <UploadLinks uploads={uploads} label="Settlement agreement files" />
          </>
        ) : (
          <Typography variant="body2">The collector's settlement agreement is on its way.</Typography>
        )}
        <TextField
          label="Type your full name to sign"
          value={name}
          onChange={e => setName(e.target.value)}
          autoComplete="name"
          error={tried && !nameOk}
          helperText={
            tried && !nameOk
              ? `Please type your full name as it appears on your account (${consumerName}) to sign.`
              : `Type it as it appears on your account: ${consumerName}`
          }
          required
          fullWidth
        />
        <FormControlLabel
          control={<Checkbox checked={agree} onChange={e => setAgree(e.target.checked)} />}
          label="I agree to the settlement agreement, and that typing my name is my signature."
        />
        {tried && !agree && (
          <Alert severity="error" role="alert">
            Please check "I agree" to sign the settlement agreement.
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Typography variant="caption" color="text.secondary">
          We keep the time you sign and your IP address with your signature.
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            {busy ? 'Submitting...' : 'Sign settlement agreement'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
