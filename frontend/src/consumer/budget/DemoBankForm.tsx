import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../shared/http';
import { SubmitButton } from '../../shared/ui/SubmitButton';
import { queryKeys } from '../data/keys';
import { financialApi, type DemoInstitution } from './api';

export const DEMO_BANK_LABEL = 'Demo bank connection: no real bank is contacted';

/**
 * The clearly marked demo bank-connection form, used only without Plaid keys: it stands in for Plaid Link's hosted
 * screens and signs in to Parley's demo bank driver, which answers with a public token like Link's onSuccess.
 */
export function DemoBankForm(props: { linkToken: string; onPublicToken: (publicToken: string) => Promise<void> }) {
  const demo = useQuery({ queryKey: queryKeys.bank.demoInstitutions, queryFn: () => financialApi.demoInstitutions() });
  const institutions: DemoInstitution[] | null = demo.data?.institutions ?? null;
  const loadError = demo.error ? (demo.error instanceof Error ? demo.error.message : String(demo.error)) : null;
  // The bank the consumer chose; the first one until they choose.
  const [chosen, setInstitutionId] = useState('');
  const institutionId = chosen || institutions?.[0]?.institution_id || '';
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!institutionId) return setError('Choose your bank.');
    if (!username.trim() || !password) return setError('Enter your bank username and password.');
    setBusy(true);
    setError(null);
    try {
      const { public_token } = await financialApi.demoLink({ link_token: props.linkToken, institution_id: institutionId, username: username.trim(), password });
      await props.onPublicToken(public_token);
    } catch (err) {
      setError(err instanceof ApiError || err instanceof Error ? err.message : 'Your bank could not be connected.');
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={DEMO_BANK_LABEL}>
      <Alert severity="warning" variant="outlined" role="note" sx={{ mb: 2 }}>
        <strong>{DEMO_BANK_LABEL}</strong>
        <Typography variant="body2">
          Sign in with user_good and pass_good. The user user_bad connects, but its report fails. Any other password is
          refused, like a real bank would.
        </Typography>
      </Alert>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {!institutions && !loadError && <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Loading banks" />}
      {institutions && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Choose your bank
          </FormLabel>
          <RadioGroup value={institutionId} onChange={(e) => setInstitutionId(e.target.value)} name="institution">
            {institutions.map((i) => (
              <FormControlLabel
                key={i.institution_id}
                value={i.institution_id}
                control={<Radio />}
                sx={{ alignItems: 'center', mr: 0, mb: 0.5 }}
                label={
                  <Stack direction="row" spacing={1.5} alignItems="center" sx={{ py: 0.5 }}>
                    <Avatar src={i.logo} alt="" sx={{ width: 32, height: 32 }} />
                    <Box>
                      <Typography>{i.name}</Typography>
                      {i.behaviour && (
                        <Typography variant="body2" color="text.secondary">
                          {i.behaviour}
                        </Typography>
                      )}
                    </Box>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <TextField label="Bank username" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" />
        <TextField
          label="Bank password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="off"
        />
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      )}
      <SubmitButton busy={busy || !institutions} busyLabel={institutions ? 'Connecting...' : 'Loading banks...'}>
        Connect bank
      </SubmitButton>
    </Box>
  );
}
