import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import LocalPostOfficeOutlined from '@mui/icons-material/LocalPostOfficeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  isPoBox,
  isValidAccountNumber,
  isValidEmail,
  isValidRoutingNumber,
  MESSAGES,
  missingCheckFieldsMessage,
  normalizeAccountNumber,
  normalizeRoutingInput,
  US_STATES,
} from '@parley/domain/payout/validation';
import { serverMessages } from '../../shared/http';
import type { CollectorIdentity } from '../authProvider';
import type { CollectorDataProvider } from '../dataProvider';
import { type BankSetup, type CheckDetails, type LawFirmPayout, PAYOUT_MESSAGES } from './api';
import { PAYOUT, PAYOUT_ID, type PayoutMessage } from './payout-data';
import { PageHeader } from '../layout/PageHeader';

type Mode = 'ach' | 'check';
type Flash = { severity: 'success' | 'error'; text: string } | null;

/** The server's message when it sent one, otherwise the page's fallback for that action. */
const messageOf = (error: unknown, fallback: string) => serverMessages((error as { body?: unknown } | null)?.body)[0] ?? fallback;

const checkFrom = (f: LawFirmPayout): CheckDetails => ({
  payee: f.payee ?? '',
  mailing_name: f.mailing_name ?? '',
  mailing_street: f.mailing_street ?? '',
  mailing_city: f.mailing_city ?? '',
  mailing_state: f.mailing_state ?? '',
  mailing_zip: f.mailing_zip ?? '',
});

/** The ACH form's own checks, in the order and words of the server's payout validation. */
export function achErrors(form: BankSetup): string[] {
  const errors: string[] = [];
  if (!isValidEmail(form.email)) errors.push(MESSAGES.invalidEmail);
  if (!form.payee.trim()) errors.push(MESSAGES.payeeRequired);
  if (!/^\d{9}$/.test(form.routing_number)) errors.push(MESSAGES.routingDigits);
  else if (!isValidRoutingNumber(form.routing_number)) errors.push(MESSAGES.routingChecksum);
  if (!isValidAccountNumber(form.account_number.trim())) errors.push(MESSAGES.accountNumber);
  if (!form.account_name.trim()) errors.push(MESSAGES.accountName);
  return errors;
}

/** /collectors/direct_deposit: ACH direct deposit or mailed check (Payment Options). */
export function PaymentOptionsPage() {
  const { identity } = useGetIdentity();
  const isAdmin = (identity as CollectorIdentity | undefined)?.scope === 'admin';
  // Every read and write goes through the dataProvider: the payout resource and its commands.
  const dataProvider = useDataProvider<CollectorDataProvider>();
  const [firm, setFirm] = useState<LawFirmPayout | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [mode, setMode] = useState<Mode>('check');
  const [flash, setFlash] = useState<Flash>(null);
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<CheckDetails>(checkFrom({} as LawFirmPayout));
  const [ach, setAch] = useState<BankSetup>({ email: '', payee: '', routing_number: '', account_number: '', account_type: 'CHECKING', account_name: '' });
  const [achTried, setAchTried] = useState(false);
  const [confirmRemoveBank, setConfirmRemoveBank] = useState(false);

  /** `true` (first load) also picks the tab; after a save the forms take the server's values (a bank set up fills the payee). */
  const load = useCallback(async (resetForms: boolean | 'after-save') => {
    try {
      // The record's id is the firm's; the API finds the firm from the session, so the page asks for PAYOUT_ID.
      const law_firm: LawFirmPayout = (await dataProvider.getOne(PAYOUT, { id: PAYOUT_ID })).data;
      setFirm(law_firm);
      setLoadFailed(false);
      if (resetForms) {
        if (resetForms === true) setMode(law_firm.bank_account && law_firm.digital_check_approved ? 'ach' : 'check');
        setCheck(checkFrom(law_firm));
        setAch(a => ({ ...a, email: law_firm.digital_check_email ?? '', payee: law_firm.payee ?? '' }));
      }
    } catch {
      setLoadFailed(true);
    }
  }, [dataProvider]);
  useEffect(() => void load(true), [load]);

  const run = async (action: () => Promise<PayoutMessage>, fallbackError: string, after?: () => void) => {
    setBusy(true);
    setFlash(null);
    try {
      const { message } = await action();
      setFlash({ severity: 'success', text: message });
      after?.();
      await load('after-save');
    } catch (e) {
      setFlash({ severity: 'error', text: messageOf(e, fallbackError) });
    } finally {
      setBusy(false);
    }
  };

  const onSaveCheck = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingCheckFieldsMessage(check);
    if (missing) return setFlash({ severity: 'error', text: missing });
    if (isPoBox(check.mailing_street) || isPoBox(check.mailing_name)) return setFlash({ severity: 'error', text: MESSAGES.poBox });
    if (!firm) return;
    void run(async () => {
      // Saving the address also switches payments to mailed checks.
      const { meta } = await dataProvider.update<LawFirmPayout>(PAYOUT, { id: firm.id, data: { ...check, digital_check_approved: false }, previousData: firm });
      return { message: (meta as Partial<PayoutMessage> | undefined)?.message ?? PAYOUT_MESSAGES.detailsUpdated };
    }, PAYOUT_MESSAGES.payeeFailed);
  };

  const onConnect = (event: FormEvent) => {
    event.preventDefault();
    setAchTried(true);
    const errors = achErrors(ach);
    if (errors.length) return setFlash({ severity: 'error', text: errors[0] });
    void run(
      () => dataProvider.connectPayoutBank({ ...ach, account_number: normalizeAccountNumber(ach.account_number) }),
      PAYOUT_MESSAGES.emailFailed,
      () => {
        setAch(a => ({ ...a, routing_number: '', account_number: '', account_name: '' }));
        setAchTried(false);
      },
    );
  };

  const onSavePreferences = () => {
    if (!isValidEmail(ach.email)) return setFlash({ severity: 'error', text: MESSAGES.invalidEmail });
    if (!ach.payee.trim()) return setFlash({ severity: 'error', text: MESSAGES.payeeRequired });
    void run(
      () => dataProvider.updatePayoutDigitalCheckEmail({ email: ach.email.trim(), digital_check_approved: true, payee: ach.payee.trim() }),
      PAYOUT_MESSAGES.preferencesFailed,
    );
  };

  const achFieldErrors = achTried ? achErrors(ach) : [];
  const fieldError = (message: string) => achFieldErrors.includes(message);

  if (loadFailed && !firm) {
    return (
      <Alert severity="error" role="alert" action={<Button color="inherit" onClick={() => load(true)}>Try again</Button>}>
        {PAYOUT_MESSAGES.generic}
      </Alert>
    );
  }

  return (
    <Stack spacing={2.5}>
      <PageHeader title="Payment Options" subtitle={`Choose how ${firm?.name ?? 'your firm'} receives settlement payments.`} />
      {!isAdmin && identity && (
        <Alert severity="info">Only a firm administrator can change the payment options.</Alert>
      )}
      {flash && (
        <Alert severity={flash.severity} role={flash.severity === 'error' ? 'alert' : 'status'} onClose={() => setFlash(null)}>
          {flash.text}
        </Alert>
      )}
      {!firm ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Card>
          <CardContent>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={mode}
              onChange={(_, v: Mode | null) => v && setMode(v)}
              aria-label="Payment method"
              sx={{ mb: 3, flexWrap: 'wrap' }}
            >
              <ToggleButton value="ach">
                <AccountBalanceOutlined sx={{ mr: 1 }} fontSize="small" /> ACH Direct Deposit
              </ToggleButton>
              <ToggleButton value="check">
                <LocalPostOfficeOutlined sx={{ mr: 1 }} fontSize="small" /> Mailed Check
              </ToggleButton>
            </ToggleButtonGroup>

            {mode === 'check' && (
              <Box component="form" onSubmit={onSaveCheck} aria-label="Mailed check" noValidate>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Checks are mailed to this address. {MESSAGES.poBox}
                  {firm.bank_account && firm.digital_check_approved && ' Saving it switches payments to mailed checks.'}
                </Typography>
                <Grid container spacing={2}>
                  {(
                    [
                      ['payee', 'Payee', true, 6],
                      ['mailing_name', 'Mailing name (optional)', false, 6],
                      ['mailing_street', 'Street', true, 12],
                      ['mailing_city', 'City', true, 5],
                    ] as const
                  ).map(([key, label, required, width]) => (
                    <Grid key={key} size={{ xs: 12, sm: width }}>
                      <TextField
                        fullWidth
                        size="small"
                        label={label}
                        required={required}
                        disabled={!isAdmin || busy}
                        value={check[key]}
                        onChange={e => setCheck({ ...check, [key]: e.target.value })}
                        error={key === 'mailing_street' && isPoBox(check.mailing_street)}
                        helperText={key === 'mailing_street' && isPoBox(check.mailing_street) ? MESSAGES.poBox : undefined}
                      />
                    </Grid>
                  ))}
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <TextField
                      select
                      fullWidth
                      size="small"
                      label="State"
                      required
                      disabled={!isAdmin || busy}
                      value={check.mailing_state}
                      onChange={e => setCheck({ ...check, mailing_state: e.target.value })}
                    >
                      {US_STATES.map(s => (
                        <MenuItem key={s} value={s}>
                          {s}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>
                    <TextField
                      fullWidth
                      size="small"
                      label="Zip"
                      required
                      disabled={!isAdmin || busy}
                      value={check.mailing_zip}
                      onChange={e => setCheck({ ...check, mailing_zip: e.target.value })}
                      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
                    />
                  </Grid>
                </Grid>
                {isAdmin && (
                  <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
                    <Button type="submit" variant="contained" disabled={busy}>
                      Save mailing address
                    </Button>
                    {firm.payee && (
                      <Button color="error" disabled={busy} onClick={() => run(() => dataProvider.removePayoutCheckDetails(), PAYOUT_MESSAGES.removeDetailsFailed)}>
                        Remove payment details
                      </Button>
                    )}
                  </Stack>
                )}
              </Box>
            )}

            {mode === 'ach' && firm.bank_account && (
              <Stack spacing={2} aria-label="Connected bank account">
                {firm.digital_check_approved ? (
                  <Alert severity="success" icon={<AccountBalanceOutlined />}>
                    Payments are sent by ACH direct deposit to {firm.bank_account.account_name}, {firm.bank_account.account_type_label} account{' '}
                    {firm.bank_account.account_number} (routing {firm.bank_account.routing_number}).
                  </Alert>
                ) : (
                  // The mailed-check address was saved after the bank was connected: payments go by check until the
                  // firm switches back, and the page must say so rather than repeat the bank's details as if active.
                  <Alert severity="info" icon={<LocalPostOfficeOutlined />}>
                    Payments are currently sent as mailed checks. The connected bank account ({firm.bank_account.account_name},{' '}
                    {firm.bank_account.account_type_label} account {firm.bank_account.account_number}) is not used until you switch back to ACH
                    direct deposit.
                  </Alert>
                )}
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField fullWidth size="small" label="Email" type="email" disabled={!isAdmin || busy} value={ach.email} onChange={e => setAch({ ...ach, email: e.target.value })} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField fullWidth size="small" label="Payee" disabled={!isAdmin || busy} value={ach.payee} onChange={e => setAch({ ...ach, payee: e.target.value })} />
                  </Grid>
                </Grid>
                {isAdmin && (
                  <Stack direction="row" spacing={1.5}>
                    {firm.digital_check_approved ? (
                      <Button variant="contained" disabled={busy} onClick={onSavePreferences}>
                        Save email and payee
                      </Button>
                    ) : (
                      <Button variant="contained" disabled={busy} onClick={onSavePreferences}>
                        Switch payments to ACH direct deposit
                      </Button>
                    )}
                    <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirmRemoveBank(true)}>
                      Remove bank account
                    </Button>
                  </Stack>
                )}
              </Stack>
            )}

            {mode === 'ach' && !firm.bank_account && (
              <Box component="form" onSubmit={onConnect} aria-label="ACH direct deposit" noValidate>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Connect the account settlement payments are deposited into. Remittance notices go to the e-mail address.
                </Typography>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField fullWidth size="small" label="Email" type="email" required disabled={!isAdmin || busy} value={ach.email}
                      onChange={e => setAch({ ...ach, email: e.target.value })}
                      error={fieldError(MESSAGES.invalidEmail)} helperText={fieldError(MESSAGES.invalidEmail) ? MESSAGES.invalidEmail : undefined} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField fullWidth size="small" label="Payee" required disabled={!isAdmin || busy} value={ach.payee}
                      onChange={e => setAch({ ...ach, payee: e.target.value })}
                      error={fieldError(MESSAGES.payeeRequired)} helperText={fieldError(MESSAGES.payeeRequired) ? MESSAGES.payeeRequired : undefined} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField fullWidth size="small" label="Routing number" required disabled={!isAdmin || busy} value={ach.routing_number}
                      onChange={e => setAch({ ...ach, routing_number: normalizeRoutingInput(e.target.value) })}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                      error={fieldError(MESSAGES.routingDigits) || fieldError(MESSAGES.routingChecksum)}
                      helperText={fieldError(MESSAGES.routingDigits) ? MESSAGES.routingDigits : fieldError(MESSAGES.routingChecksum) ? MESSAGES.routingChecksum : undefined} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField fullWidth size="small" label="Account number" required disabled={!isAdmin || busy} value={ach.account_number}
                      onChange={e => setAch({ ...ach, account_number: e.target.value })}
                      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                      error={fieldError(MESSAGES.accountNumber)} helperText={fieldError(MESSAGES.accountNumber) ? MESSAGES.accountNumber : undefined} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField select fullWidth size="small" label="Account type" required disabled={!isAdmin || busy} value={ach.account_type}
                      onChange={e => setAch({ ...ach, account_type: e.target.value as BankSetup['account_type'] })}>
                      <MenuItem value="CHECKING">Checking</MenuItem>
                      <MenuItem value="SAVINGS">Savings</MenuItem>
                      <MenuItem value="BUSINESS">IOLTA</MenuItem>
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField fullWidth size="small" label="Account holder name" required disabled={!isAdmin || busy} value={ach.account_name}
                      onChange={e => setAch({ ...ach, account_name: e.target.value })}
                      error={fieldError(MESSAGES.accountName)} helperText={fieldError(MESSAGES.accountName) ? MESSAGES.accountName : undefined} />
                  </Grid>
                </Grid>
                {isAdmin && (
                  <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 3 }}>
                    Connect bank account
                  </Button>
                )}
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      <Dialog open={confirmRemoveBank} onClose={() => setConfirmRemoveBank(false)}>
        <DialogTitle>Remove bank account?</DialogTitle>
        <DialogContent>
          <DialogContentText>Future payments will be sent as mailed checks to the mailing address on file.</DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (the dialog pattern), on its safe choice */}
          <Button onClick={() => setConfirmRemoveBank(false)} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            onClick={() => {
              setConfirmRemoveBank(false);
              void run(() => dataProvider.removePayoutBank(), PAYOUT_MESSAGES.removeBankFailed, () => setMode('check'));
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
