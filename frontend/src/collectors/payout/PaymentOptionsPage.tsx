import { useCallback, useEffect, useState, type ChangeEvent, type Ref } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { useGetIdentity } from 'react-admin';
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
import { BankAccountSchema, DigitalCheckEmailSchema, UpdateFirmPaymentDetailsSchema } from '@parley/domain/contracts/api/payout';
import { isPoBox, MESSAGES, normalizeAccountNumber, normalizeRoutingInput, REQUIRED_CHECK_FIELDS, US_STATES } from '@parley/domain/payout/validation';
import { resolverOf, showServerErrors, zodFieldErrors, type FieldSentences } from '../../shared/forms/field-rules';
import { serverMessages } from '../../shared/http';
import type { CollectorIdentity } from '../authProvider';
import { type BankSetup, type CheckDetails, type LawFirmPayout, PAYOUT_MESSAGES } from './api';
import { PAYOUT } from '../resource-names';
import { PAYOUT_ID, type PayoutMessage } from './payout-data';
import { PageHeader } from '../layout/PageHeader';
import { useCollectorDataProvider } from '../use-collector-data-provider';

type Mode = 'ach' | 'check';
type Flash = { severity: 'success' | 'error'; text: string } | null;

/** The server's message when it sent one, otherwise the page's fallback for that action. */
const messageOf = (error: unknown, fallback: string) => serverMessages((error as { body?: unknown } | null)?.body)[0] ?? fallback;

/** The server's sentences of a refusal (422), none for any other failure. */
const refusalOf = (error: unknown): string[] => {
  const e = error as { status?: number; body?: unknown } | null;
  return e?.status === 422 ? serverMessages(e.body) : [];
};

const checkFrom = (f: LawFirmPayout): CheckDetails => ({
  payee: f.payee ?? '',
  mailing_name: f.mailing_name ?? '',
  mailing_street: f.mailing_street ?? '',
  mailing_city: f.mailing_city ?? '',
  mailing_state: f.mailing_state ?? '',
  mailing_zip: f.mailing_zip ?? '',
});

const EMPTY_ACH: BankSetup = { email: '', payee: '', routing_number: '', account_number: '', account_type: 'CHECKING', account_name: '' };

/** The fields of each form in the order they are shown: the first failing one is named in the message above the form. */
const CHECK_FIELDS = ['payee', 'mailing_name', 'mailing_street', 'mailing_city', 'mailing_state', 'mailing_zip'] as const;
const ACH_FIELDS = ['email', 'payee', 'routing_number', 'account_number', 'account_type', 'account_name'] as const;

/** What the ACH form sends: the API's bank-account request, with the payout e-mail and payee that the form requires. */
const AchSchema = BankAccountSchema.required({ email: true, payee: true });

/** The ACH form's field errors: the API's own schema. */
const achFieldErrors = (form: BankSetup): FieldSentences => zodFieldErrors(AchSchema, form);

/** The ACH form's errors in the order of its fields, in the words of the server's payout validation. */
export function achErrors(form: BankSetup): string[] {
  const errors = achFieldErrors(form);
  return ACH_FIELDS.flatMap(f => (errors[f] ? [errors[f]] : []));
}

/**
 * The mailed-check form's field errors: the API's own schema of the request. The missing fields share one sentence
 * ('Please fill in all required fields: Payee, Street'), given to each of them.
 */
export function checkFieldErrors(form: CheckDetails): FieldSentences {
  const errors = zodFieldErrors(UpdateFirmPaymentDetailsSchema, { law_firm: form });
  const fields: FieldSentences = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith('law_firm.')) fields[path.slice('law_firm.'.length)] ??= message;
    else if (message.startsWith(MESSAGES.requiredPrefix)) for (const [key] of REQUIRED_CHECK_FIELDS) if (!form[key].trim()) fields[key] ??= message;
  }
  return fields;
}

const isMissingSentence = (message: string | undefined) => !!message?.startsWith(MESSAGES.requiredPrefix);

/** Which field each of the server's payout sentences is about, so a refusal (422) shows beside its field. */
const FIELD_OF_SENTENCE = new Map<string, keyof CheckDetails | keyof BankSetup>([
  [MESSAGES.invalidEmail, 'email'],
  [MESSAGES.payeeRequired, 'payee'],
  [MESSAGES.routingDigits, 'routing_number'],
  [MESSAGES.routingChecksum, 'routing_number'],
  [MESSAGES.accountNumber, 'account_number'],
  [MESSAGES.accountType, 'account_type'],
  [MESSAGES.accountName, 'account_name'],
  [MESSAGES.poBox, 'mailing_street'],
  [MESSAGES.invalidState, 'mailing_state'],
  [MESSAGES.invalidZip, 'mailing_zip'],
]);

function fieldOfSentence<T extends CheckDetails | BankSetup>(sentence: string, fields: readonly string[]): Path<T> | undefined {
  // 'Please fill in all required fields: Payee, Street': the first field it names.
  const missing = sentence.startsWith(MESSAGES.requiredPrefix) ? sentence.slice(MESSAGES.requiredPrefix.length).split(', ')[0] : null;
  const name = missing ? REQUIRED_CHECK_FIELDS.find(([, label]) => label === missing)?.[0] : FIELD_OF_SENTENCE.get(sentence);
  return name && fields.includes(name) ? (name as Path<T>) : undefined;
}

/** The first sentence of a form's errors, in the order its fields are shown. */
function firstSentence<T extends CheckDetails | BankSetup>(errors: FieldErrors<T>, fields: readonly string[]): string | undefined {
  for (const f of fields) {
    const message = (errors as Record<string, { message?: string } | undefined>)[f]?.message;
    if (message) return message;
  }
  return undefined;
}

const checkResolver = resolverOf<CheckDetails>(checkFieldErrors);
const achResolver = resolverOf<BankSetup>(achFieldErrors);

/** The id of the message above the forms: a field whose sentence is only there (a missing field) points to it. */
const FLASH_ID = 'payment-options-message';

/** /collectors/direct_deposit: ACH direct deposit or mailed check (Payment Options). */
export function PaymentOptionsPage() {
  const { identity } = useGetIdentity();
  const isAdmin = (identity as CollectorIdentity | undefined)?.scope === 'admin';
  // Every read and write goes through the dataProvider: the payout resource and its commands.
  const dataProvider = useCollectorDataProvider();
  const [firm, setFirm] = useState<LawFirmPayout | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [mode, setMode] = useState<Mode>('check');
  const [flash, setFlash] = useState<Flash>(null);
  const [busy, setBusy] = useState(false);
  // After a failed submit each form checks again as the fields change, so a corrected field loses its sentence.
  const checkForm = useForm<CheckDetails>({ defaultValues: checkFrom({} as LawFirmPayout), resolver: checkResolver });
  const achForm = useForm<BankSetup>({ defaultValues: EMPTY_ACH, resolver: achResolver });
  const street = useWatch({ control: checkForm.control, name: 'mailing_street' });
  const [confirmRemoveBank, setConfirmRemoveBank] = useState(false);
  const { reset: resetCheck } = checkForm;
  const { setValue: setAchValue } = achForm;

  /** `true` (first load) also picks the tab; after a save the forms take the server's values (a bank set up fills the payee). */
  const load = useCallback(async (resetForms: boolean | 'after-save') => {
    try {
      // The record's id is the firm's; the API finds the firm from the session, so the page asks for PAYOUT_ID.
      const law_firm: LawFirmPayout = (await dataProvider.getOne(PAYOUT, { id: PAYOUT_ID })).data;
      setFirm(law_firm);
      setLoadFailed(false);
      if (resetForms) {
        if (resetForms === true) setMode(law_firm.bank_account && law_firm.digital_check_approved ? 'ach' : 'check');
        resetCheck(checkFrom(law_firm));
        setAchValue('email', law_firm.digital_check_email ?? '');
        setAchValue('payee', law_firm.payee ?? '');
      }
    } catch {
      setLoadFailed(true);
    }
  }, [dataProvider, resetCheck, setAchValue]);
  useEffect(() => void load(true), [load]);

  /** Runs a command; answers the server's sentences when it refused the input (422), after the fields are enabled again. */
  const run = async (action: () => Promise<PayoutMessage>, fallbackError: string, after?: () => void): Promise<string[]> => {
    setBusy(true);
    setFlash(null);
    let refused: string[] = [];
    try {
      const { message } = await action();
      setFlash({ severity: 'success', text: message });
      after?.();
      await load('after-save');
    } catch (e) {
      setFlash({ severity: 'error', text: messageOf(e, fallbackError) });
      refused = refusalOf(e);
    } finally {
      setBusy(false);
    }
    return refused;
  };

  const onSaveCheck = checkForm.handleSubmit(
    async values => {
      if (!firm) return;
      const refused = await run(async () => {
        // Saving the address also switches payments to mailed checks.
        const { meta } = await dataProvider.update<LawFirmPayout>(PAYOUT, { id: firm.id, data: { ...values, digital_check_approved: false }, previousData: firm });
        return { message: (meta as Partial<PayoutMessage> | undefined)?.message ?? PAYOUT_MESSAGES.detailsUpdated };
      }, PAYOUT_MESSAGES.payeeFailed);
      showServerErrors<CheckDetails>(refused, m => fieldOfSentence<CheckDetails>(m, CHECK_FIELDS), checkForm);
    },
    errors => setFlash({ severity: 'error', text: firstSentence(errors, CHECK_FIELDS) ?? MESSAGES.requiredPrefix }),
  );

  const onConnect = achForm.handleSubmit(
    async values => {
      const refused = await run(
        () => dataProvider.connectPayoutBank({ ...values, account_number: normalizeAccountNumber(values.account_number) }),
        PAYOUT_MESSAGES.emailFailed,
        () => achForm.reset({ ...achForm.getValues(), routing_number: '', account_number: '', account_name: '' }),
      );
      showServerErrors<BankSetup>(refused, m => fieldOfSentence<BankSetup>(m, ACH_FIELDS), achForm);
    },
    errors => setFlash({ severity: 'error', text: firstSentence(errors, ACH_FIELDS) ?? PAYOUT_MESSAGES.generic }),
  );

  const onSavePreferences = async () => {
    const { email, payee } = achForm.getValues();
    // The API's own request schema: the e-mail, then the payee.
    const errors = zodFieldErrors(DigitalCheckEmailSchema, { email, digital_check_approved: true, payee });
    const first = (['email', 'payee'] as const).find(f => errors[f]);
    if (first) {
      for (const f of ['email', 'payee'] as const) if (errors[f]) achForm.setError(f, { type: 'validate', message: errors[f] });
      achForm.setFocus(first);
      return setFlash({ severity: 'error', text: errors[first] });
    }
    const refused = await run(
      () => dataProvider.updatePayoutDigitalCheckEmail({ email: email.trim(), digital_check_approved: true, payee: payee.trim() }),
      PAYOUT_MESSAGES.preferencesFailed,
    );
    showServerErrors<BankSetup>(refused, m => fieldOfSentence<BankSetup>(m, ['email', 'payee']), achForm);
  };

  /**
   * A field's props, driven by its form (value, sentence, the element focus moves to). A missing field's sentence lists
   * every missing field and is shown once, above the form: the field is marked invalid and points to it.
   */
  const bind = <T extends CheckDetails | BankSetup>(
    field: { name: string; value: string; onChange: (value: string) => void; onBlur: () => void; ref: Ref<HTMLInputElement> },
    errors: FieldErrors<T>,
    options: { format?: (value: string) => string; htmlInput?: Record<string, string> } = {},
  ) => {
    const message = (errors as Record<string, { message?: string } | undefined>)[field.name]?.message;
    const onlyAbove = isMissingSentence(message);
    const describedBy = onlyAbove && flash ? { 'aria-describedby': FLASH_ID } : {};
    return {
      name: field.name,
      value: field.value,
      inputRef: field.ref,
      onBlur: field.onBlur,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(options.format ? options.format(e.target.value) : e.target.value),
      disabled: !isAdmin || busy,
      error: !!message,
      helperText: onlyAbove ? undefined : message,
      slotProps: { htmlInput: { ...options.htmlInput, ...describedBy }, select: describedBy },
    };
  };
  const checkErrors = checkForm.formState.errors;
  const achShown = achForm.formState.errors;

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
        <Alert id={FLASH_ID} severity={flash.severity} role={flash.severity === 'error' ? 'alert' : 'status'} onClose={() => setFlash(null)}>
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
              <Box component="form" onSubmit={e => void onSaveCheck(e)} aria-label="Mailed check" noValidate>
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
                      <Controller
                        name={key}
                        control={checkForm.control}
                        render={({ field }) => {
                          const props = bind<CheckDetails>(field, checkErrors);
                          // A PO box in the street is named as it is typed, before any save.
                          const poBox = key === 'mailing_street' && !props.helperText && isPoBox(street);
                          return (
                            <TextField
                              fullWidth
                              size="small"
                              label={label}
                              required={required}
                              {...props}
                              error={props.error || poBox}
                              helperText={poBox ? MESSAGES.poBox : props.helperText}
                            />
                          );
                        }}
                      />
                    </Grid>
                  ))}
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <Controller
                      name="mailing_state"
                      control={checkForm.control}
                      render={({ field }) => (
                        <TextField select fullWidth size="small" label="State" required {...bind<CheckDetails>(field, checkErrors)}>
                          {US_STATES.map(s => (
                            <MenuItem key={s} value={s}>
                              {s}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>
                    <Controller
                      name="mailing_zip"
                      control={checkForm.control}
                      render={({ field }) => (
                        <TextField
                          fullWidth
                          size="small"
                          label="Zip"
                          required
                          {...bind<CheckDetails>(field, checkErrors, { htmlInput: { inputMode: 'numeric', maxLength: '10' } })}
                        />
                      )}
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
                    <Controller
                      name="email"
                      control={achForm.control}
                      render={({ field }) => <TextField fullWidth size="small" label="Email" type="email" {...bind<BankSetup>(field, achShown)} />}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Controller
                      name="payee"
                      control={achForm.control}
                      render={({ field }) => <TextField fullWidth size="small" label="Payee" {...bind<BankSetup>(field, achShown)} />}
                    />
                  </Grid>
                </Grid>
                {isAdmin && (
                  <Stack direction="row" spacing={1.5}>
                    {firm.digital_check_approved ? (
                      <Button variant="contained" disabled={busy} onClick={() => void onSavePreferences()}>
                        Save email and payee
                      </Button>
                    ) : (
                      <Button variant="contained" disabled={busy} onClick={() => void onSavePreferences()}>
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
              <Box component="form" onSubmit={e => void onConnect(e)} aria-label="ACH direct deposit" noValidate>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Connect the account settlement payments are deposited into. Remittance notices go to the e-mail address.
                </Typography>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Controller
                      name="email"
                      control={achForm.control}
                      render={({ field }) => <TextField fullWidth size="small" label="Email" type="email" required {...bind<BankSetup>(field, achShown)} />}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Controller
                      name="payee"
                      control={achForm.control}
                      render={({ field }) => <TextField fullWidth size="small" label="Payee" required {...bind<BankSetup>(field, achShown)} />}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Controller
                      name="routing_number"
                      control={achForm.control}
                      render={({ field }) => (
                        <TextField
                          fullWidth
                          size="small"
                          label="Routing number"
                          required
                          {...bind<BankSetup>(field, achShown, { format: normalizeRoutingInput, htmlInput: { inputMode: 'numeric' } })}
                        />
                      )}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Controller
                      name="account_number"
                      control={achForm.control}
                      render={({ field }) => (
                        <TextField
                          fullWidth
                          size="small"
                          label="Account number"
                          required
                          {...bind<BankSetup>(field, achShown, { htmlInput: { inputMode: 'numeric', autoComplete: 'off' } })}
                        />
                      )}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Controller
                      name="account_type"
                      control={achForm.control}
                      render={({ field }) => (
                        <TextField select fullWidth size="small" label="Account type" required {...bind<BankSetup>(field, achShown)}>
                          <MenuItem value="CHECKING">Checking</MenuItem>
                          <MenuItem value="SAVINGS">Savings</MenuItem>
                          <MenuItem value="BUSINESS">IOLTA</MenuItem>
                        </TextField>
                      )}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Controller
                      name="account_name"
                      control={achForm.control}
                      render={({ field }) => <TextField fullWidth size="small" label="Account holder name" required {...bind<BankSetup>(field, achShown)} />}
                    />
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
