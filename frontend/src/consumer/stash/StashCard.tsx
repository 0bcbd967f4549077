import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StashData, StashTransaction } from '@parley/domain/dashboard/payload';
import { formatUsd } from '@parley/domain/money';
import { canCancelAutopay, canRequestRefund, refundAddressErrors, splitTransactions, STASH_MESSAGES } from '@parley/domain/profile/stash';
import { US_STATES } from '@parley/domain/profile/us-states';
import { formatZipInput } from '@parley/domain/profile/validation';
import { NetworkError } from '../../shared/http';
import { displayDate, messagesOr, stashApi, type RefundAddress } from '../profile/api';
import { RefusedError, loadFailureMessage } from '../data/errors';
import { queryKeys } from '../data/keys';

export const STASH_TEXT = {
  title: 'Stash',
  about: 'Money Parley holds for you: payments collected before a settlement agreement is in place, deposits, and refunds paid back to you.',
  balance: 'Available balance',
  scheduled: 'Scheduled autopay',
  history: 'History',
  empty: 'No stash activity yet.',
  requestRefund: 'Request Refund',
  cancelAutopay: 'Cancel Autopay',
  refundTitle: 'Request a refund',
  refundBody: (amount: string) => `We will send a refund check for your whole balance of ${amount}. Tell us who the check is for and their mailing address.`,
  submitRefund: 'Send refund check',
  sending: 'Sending...',
  cancelTitle: 'Cancel your scheduled autopay?',
  cancelBody: 'Your scheduled stash payments will not be collected. You can set up autopay again from your settlement.',
  confirmCancel: 'Yes, cancel autopay',
  keep: 'Keep autopay',
  retry: 'Try again',
};

const KIND_LABELS: Record<StashTransaction['kind'], string> = {
  settlement_payment: 'Settlement payment',
  refund: 'Refund',
  deposit: 'Deposit',
};

const emptyAddress: RefundAddress = { full_name: '', address1: '', address2: '', city: '', state: '', zip: '' };

/** The stash card: balance, scheduled autopay versus history, refund by check, autopay cancel. */
export function StashCard() {
  const [success, setSuccess] = useState<string | null>(null);
  const [refundOpen, setRefundOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const queryClient = useQueryClient();
  const stash = useQuery({
    queryKey: queryKeys.stash,
    queryFn: async () => {
      const res = await stashApi.data();
      if (res.ok && res.body?.stash_data) return res.body.stash_data;
      throw new RefusedError(messagesOr(res.body, STASH_MESSAGES.loadFailed)[0], res.status);
    },
  });
  const data = stash.data ?? null;
  const loadError = stash.isError && !stash.isFetching ? loadFailureMessage(stash.error, STASH_MESSAGES.loadFailed) : null;
  // A refund or a cancel answers with the stash as it now is: the cache takes it, no second request.
  const setData = (next: StashData) => queryClient.setQueryData(queryKeys.stash, next);

  if (loadError)
    return (
      <Card variant="outlined" component="section" aria-label={STASH_TEXT.title}>
        <CardContent>
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void stash.refetch()}>{STASH_TEXT.retry}</Button>}>
            {loadError}
          </Alert>
        </CardContent>
      </Card>
    );
  if (!data)
    return (
      <Card variant="outlined" component="section" aria-label={STASH_TEXT.title} aria-busy="true">
        <CardContent>
          <Skeleton width="30%" height={32} />
          <Skeleton width="50%" height={56} />
          <Skeleton height={72} />
        </CardContent>
      </Card>
    );

  const now = new Date();
  const { upcoming, history } = splitTransactions(data.all_transactions, now);
  return (
    <Card variant="outlined" component="section" aria-labelledby="stash-title">
      <CardContent>
        <Typography id="stash-title" variant="h6" component="h2">
          {STASH_TEXT.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {STASH_TEXT.about}
        </Typography>
        {success && (
          <Alert severity="success" sx={{ mb: 2 }} role="status" onClose={() => setSuccess(null)}>
            {success}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-end' }} justifyContent="space-between">
          <Box>
            <Typography variant="overline" color="text.secondary">
              {STASH_TEXT.balance}
            </Typography>
            <Typography variant="h4" component="p" data-testid="stash-balance">
              {formatUsd(data.available_balance)}
            </Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {canRequestRefund(data) && (
              <Button variant="contained" onClick={() => setRefundOpen(true)}>
                {STASH_TEXT.requestRefund}
              </Button>
            )}
            {canCancelAutopay(data, now) && (
              <Button variant="outlined" color="error" onClick={() => setCancelOpen(true)}>
                {STASH_TEXT.cancelAutopay}
              </Button>
            )}
          </Stack>
        </Stack>

        {data.all_transactions.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 3 }}>
            {STASH_TEXT.empty}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: upcoming.length ? '1fr 1fr' : '1fr' } }}>
            {upcoming.length > 0 && <TransactionList title={STASH_TEXT.scheduled} items={upcoming} scheduled />}
            {history.length > 0 && <TransactionList title={STASH_TEXT.history} items={history} />}
          </Box>
        )}
      </CardContent>
      <RefundDialog
        open={refundOpen}
        balance={data.available_balance}
        onClose={() => setRefundOpen(false)}
        onDone={(message, next) => {
          setRefundOpen(false);
          setSuccess(message);
          setData(next);
        }}
      />
      <CancelDialog
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
        onDone={(message, next) => {
          setCancelOpen(false);
          setSuccess(message);
          setData(next);
        }}
      />
    </Card>
  );
}

function TransactionList({ title, items, scheduled = false }: { title: string; items: StashTransaction[]; scheduled?: boolean }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense disablePadding aria-label={title}>
        {items.map(t => (
          <ListItem key={t.id} divider disableGutters secondaryAction={<Amount cents={t.amount_cents} />}>
            <ListItemText
              sx={{ pr: 12 }}
              primary={
                <Stack direction="row" spacing={1} alignItems="center" component="span">
                  <span>{KIND_LABELS[t.kind] ?? t.kind}</span>
                  {(scheduled || t.status !== 'completed') && <Chip size="small" label={scheduled ? 'Scheduled' : statusLabel(t.status)} variant="outlined" component="span" />}
                </Stack>
              }
              secondary={displayDate(t.created_at)}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function statusLabel(status: string): string {
  return status === 'pending' ? 'Check sent' : status[0].toUpperCase() + status.slice(1);
}

function Amount({ cents }: { cents: number }) {
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, color: cents < 0 ? 'text.secondary' : 'success.dark' }}>
      {cents < 0 ? `−${formatUsd(-cents)}` : `+${formatUsd(cents)}`}
    </Typography>
  );
}

function RefundDialog({ open, balance, onClose, onDone }: { open: boolean; balance: number; onClose: () => void; onDone: (message: string, data: StashData) => void }) {
  const [address, setAddress] = useState<RefundAddress>(emptyAddress);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof RefundAddress, value: string) => setAddress(a => ({ ...a, [key]: value }));
  const has = (message: string) => errors.includes(message);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = refundAddressErrors(address);
    setErrors(local);
    if (local.length) return;
    setBusy(true);
    try {
      const res = await stashApi.refund(address);
      if (res.ok && res.body?.stash_data) {
        setAddress(emptyAddress);
        onDone(res.body.message ?? 'Your refund check has been sent to your email.', res.body.stash_data);
      } else setErrors(messagesOr(res.body, STASH_MESSAGES.refundFailed));
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
      setErrors([STASH_MESSAGES.refundFailed]);
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (message: string) => (has(message) ? message : undefined);
  const zipError = errors.find(e => e.startsWith('Please enter a valid ZIP'));
  const stateError = errors.find(e => e === STASH_MESSAGES.state || e.startsWith('Please choose a US state'));
  const general = errors.filter(e => ![STASH_MESSAGES.fullName, STASH_MESSAGES.address1, STASH_MESSAGES.city].includes(e as never) && e !== zipError && e !== stateError);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="refund-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="refund-title">{STASH_TEXT.refundTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{STASH_TEXT.refundBody(formatUsd(balance))}</DialogContentText>
          {general.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {general.join(' ')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened, on its first field */}
            <TextField label="Full name" name="full_name" required autoFocus value={address.full_name} onChange={e => set('full_name', e.target.value)} error={has(STASH_MESSAGES.fullName)} helperText={fieldError(STASH_MESSAGES.fullName)} sx={{ gridColumn: { sm: '1 / -1' } }} inputProps={{ maxLength: 200 }} />
            <TextField label="Address" name="address1" required value={address.address1} onChange={e => set('address1', e.target.value)} error={has(STASH_MESSAGES.address1)} helperText={fieldError(STASH_MESSAGES.address1)} sx={{ gridColumn: { sm: '1 / -1' } }} inputProps={{ maxLength: 200 }} autoComplete="address-line1" />
            <TextField label="Apartment, suite (optional)" name="address2" value={address.address2} onChange={e => set('address2', e.target.value)} sx={{ gridColumn: { sm: '1 / -1' } }} inputProps={{ maxLength: 200 }} autoComplete="address-line2" />
            <TextField label="City" name="city" required value={address.city} onChange={e => set('city', e.target.value)} error={has(STASH_MESSAGES.city)} helperText={fieldError(STASH_MESSAGES.city)} inputProps={{ maxLength: 100 }} autoComplete="address-level2" />
            <TextField select label="State" name="state" required value={address.state} onChange={e => set('state', e.target.value)} error={!!stateError} helperText={stateError}>
              {Object.entries(US_STATES).map(([code, name]) => (
                <MenuItem key={code} value={code}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="ZIP code" name="zip" required value={address.zip} onChange={e => set('zip', formatZipInput(e.target.value))} error={!!zipError} helperText={zipError} inputProps={{ inputMode: 'numeric' }} autoComplete="postal-code" />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? STASH_TEXT.sending : STASH_TEXT.submitRefund}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function CancelDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (message: string, data: StashData) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const res = await stashApi.cancel();
      if (res.ok && res.body?.stash_data) onDone(res.body.message ?? 'Your autopay has been canceled.', res.body.stash_data);
      else setError(messagesOr(res.body, STASH_MESSAGES.cancelFailed)[0]);
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
      setError(STASH_MESSAGES.cancelFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="cancel-autopay-title">
      <DialogTitle id="cancel-autopay-title">{STASH_TEXT.cancelTitle}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        )}
        <DialogContentText>{STASH_TEXT.cancelBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {STASH_TEXT.keep}
        </Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={busy}>
          {STASH_TEXT.confirmCancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
