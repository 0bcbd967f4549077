import { useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import ClearIcon from '@mui/icons-material/Clear';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  birthdateBounds,
  centsToInput,
  formatPhone,
  shownFields,
  submitError,
  REVIEW_FIELDS,
  US_STATES,
  validateAmount,
  validateBirthdate,
  validateEmails,
  validatePhone,
  validateState,
  validateText,
  validateZip,
  WALKTHROUGH_MESSAGES,
  type Result,
  type ReviewField,
} from '@parley/domain/walkthrough/validation';
import type { MailingAddress } from '@parley/domain/walkthrough/fields';
import { CourtSearch } from './search/CourtSearch';
import { LawFirmSearch } from './search/LawFirmSearch';
import { PlaintiffSearch } from './search/PlaintiffSearch';
import { LawsuitDatesFields } from './steps/LawsuitDates';
import { SsnFields } from './steps/SsnStep';
import { walkthroughApi, type FieldStatus, type WalkthroughView } from './api';
import { resolverOf, type FieldSentences } from '../../shared/forms/field-rules';
import { useFieldFilled } from '../assistant/fieldFilled';
import { queryKeys } from '../data/keys';

export const EXTRACTED_HINT = 'Read from your papers: please check';

type Push = (kind: 'success' | 'error', text: string) => void;

interface FieldState {
  status: FieldStatus;
  error: string | null;
  present: boolean;
}

/** Text shown in an input for a stored value (amount in dollars, e-mails joined by ';', phone formatted). */
function display(field: ReviewField, v: unknown): string {
  if (v === null || v === undefined) return '';
  if (field === 'lawsuit_amount') return typeof v === 'number' ? centsToInput(v) : String(v);
  if (field === 'lawyer_email') return Array.isArray(v) ? v.join('; ') : String(v);
  if (field === 'customer_phone_number') return formatPhone(String(v));
  return typeof v === 'string' ? v : '';
}

/** The review's typed fields: the form holds them (the choices and the searches save as they are picked). */
const TYPED = ['customer_name', 'lawsuit_amount', 'civil_number', 'lawyer_email', 'customer_phone_number', 'birthdate'] as const;
type TypedField = (typeof TYPED)[number];
const ADDRESS_PARTS = ['customer_street', 'customer_city', 'customer_state', 'customer_zip_code'] as const;

type ReviewValues = Record<TypedField, string> & MailingAddress;

const problem = (r: Result<unknown>) => (r.ok ? null : r.error);

const isTyped = (field: string): field is TypedField => (TYPED as readonly string[]).includes(field);

/** The four parts of an address in the order the API checks them (a stored address may list them otherwise). */
function addressOf(a: MailingAddress | readonly string[]): MailingAddress {
  const [customer_street, customer_city, customer_state, customer_zip_code] = Array.isArray(a)
    ? (a as readonly string[])
    : ADDRESS_PARTS.map(p => (a as MailingAddress)[p]);
  return { customer_street: customer_street ?? '', customer_city: customer_city ?? '', customer_state: customer_state ?? '', customer_zip_code: customer_zip_code ?? '' };
}

/**
 * Each typed field's sentence under the rule the API saves it with (the same functions the walkthrough service
 * calls), and the address part by part, in the order the API checks it. Only the fields being saved are looked at.
 */
const resolver = resolverOf<ReviewValues, { lawsuitExists: boolean }>((v, { lawsuitExists }) => {
  const rules: Record<TypedField | keyof MailingAddress, string | null> = {
    customer_name: problem(validateText(v.customer_name, 200)),
    lawsuit_amount: problem(validateAmount(v.lawsuit_amount, lawsuitExists)),
    civil_number: problem(validateText(v.civil_number, 100)),
    lawyer_email: problem(validateEmails(v.lawyer_email)),
    customer_phone_number: problem(validatePhone(v.customer_phone_number)),
    birthdate: problem(validateBirthdate(v.birthdate, todayUtc())),
    customer_street: problem(validateText(v.customer_street, 200)),
    customer_city: problem(validateText(v.customer_city, 100)),
    customer_state: problem(validateState(v.customer_state)),
    customer_zip_code: problem(validateZip(v.customer_zip_code)),
  };
  const errors: FieldSentences = {};
  for (const [field, sentence] of Object.entries(rules)) if (sentence) errors[field] = sentence;
  return errors;
});

/**
 * The extracted-information review page: every fact with its own save (on blur, or on change for choices), a
 * saved toast or the error, the field's state (untouched, valid, invalid), the hint on values read from the papers,
 * the searches for court, law firm and plaintiff, the SSN toggle, and the accuracy checkbox that enables Continue.
 */
export function ReviewStep(props: { view: WalkthroughView; push: Push; onContinue: () => void }) {
  const { view, push } = props;
  const id = view.document.id;
  const labels = view.labels;
  const isAnswer = view.document.document_name === 'debt_answer';
  // A debt not in court has no court field.
  const shown = useMemo(() => shownFields(view.lawsuit_exists), [view.lawsuit_exists]);
  const [states, setStates] = useState<Record<string, FieldState>>(() =>
    Object.fromEntries(
      Object.entries(view.steps).map(([f, s]) => [f, { status: s.status, error: s.error, present: s.value !== null }]),
    ),
  );
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(view.steps).map(([f, s]) => [f, display(f as ReviewField, s.value)])),
  );
  const [saved, setSaved] = useState<Record<string, string>>(drafts);
  const initialAddress = (view.steps.customer_mailing_address.value as MailingAddress | null) ?? {
    customer_street: '',
    customer_city: '',
    customer_state: '',
    customer_zip_code: '',
  };
  const form = useForm<ReviewValues, { lawsuitExists: boolean }>({
    defaultValues: { ...(Object.fromEntries(TYPED.map(f => [f, drafts[f] ?? ''])) as Record<TypedField, string>), ...addressOf(initialAddress) },
    resolver,
    context: { lawsuitExists: view.lawsuit_exists },
    // Each field is checked as it is saved (on leaving it); Continue moves focus itself, in the page's order.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { control, getValues, setValue, trigger, getFieldState, setFocus, clearErrors } = form;
  const address = addressOf(useWatch({ control, name: [...ADDRESS_PARTS] }));
  const partErrors = form.formState.errors;
  const [savedAddress, setSavedAddress] = useState(JSON.stringify(addressOf(initialAddress)));
  const stateRef = useRef<{ focus: () => void } | null>(null);
  const [confirmed, setConfirmed] = useState(view.accuracy_confirmed);
  const [submitMessage, setSubmitMessage] = useState<string | null>(null);
  const [state, setState] = useState(view.steps.lawsuit_state.value as string | null);
  const [firmOnParley, setFirmOnParley] = useState(!view.required.includes('lawyer_email'));
  const required = useMemo(
    () => (firmOnParley ? view.required.filter(f => f !== 'lawyer_email') : view.required),
    [firmOnParley, view.required],
  );

  // An answer to a summons can be prepared only where Parley knows the courts: its state list is those states (and
  // the state already on file, so it still shows). A settlement can be with a collector anywhere.
  const supported = useQuery({
    queryKey: queryKeys.walkthrough.supportedJurisdictions,
    queryFn: () => walkthroughApi.supportedJurisdictions(),
    enabled: isAnswer,
    // The list changes with a deployment, not while a page is open.
    staleTime: Infinity,
  });
  // Without the list (the call failed, or not yet answered) the page offers every state rather than none.
  const jurisdictions: readonly string[] = supported.data ?? US_STATES;
  const stateChoices = state && !jurisdictions.includes(state) ? [...jurisdictions, state].sort() : jurisdictions;

  const mark = (field: string, error: string | null, present = true) =>
    setStates(s => ({ ...s, [field]: { status: error ? 'invalid' : 'valid', error, present } }));

  // Ask Solo saved a field of this walkthrough: show the value as stored (it passed the same save as the page's).
  useFieldFilled(fill => {
    if (fill.documentId !== id || !(fill.field in view.steps)) return;
    const field = fill.field as ReviewField;
    if (field === 'customer_mailing_address') {
      const a = addressOf(fill.value as MailingAddress);
      for (const part of ADDRESS_PARTS) setValue(part, a[part]);
      clearErrors([...ADDRESS_PARTS]);
      setSavedAddress(JSON.stringify(a));
    } else {
      const text = display(field, fill.value);
      if (isTyped(field)) {
        setValue(field, text);
        clearErrors(field);
      }
      setDrafts(d => ({ ...d, [field]: text }));
      setSaved(d => ({ ...d, [field]: text }));
      if (field === 'lawsuit_state') setState(String(fill.value));
    }
    mark(field, null, true);
    push('success', WALKTHROUGH_MESSAGES.saved(labels[field]));
  });

  async function save(field: ReviewField, inputs: Record<string, unknown>, text: string) {
    const error = await walkthroughApi.save(id, field, inputs);
    mark(field, error, text.trim() !== '');
    if (error) push('error', error);
    else {
      push('success', WALKTHROUGH_MESSAGES.saved(labels[field]));
      setSaved(s => ({ ...s, [field]: text }));
    }
    return error;
  }

  // The e-mails typed for a firm that is not on Parley, removed in one call (the field is then empty and, when the
  // firm needs one, required again).
  async function removeLawyerEmails() {
    const error = await walkthroughApi.deleteLawyerEmails(id);
    if (error) return push('error', error);
    setValue('lawyer_email', '');
    setDrafts(d => ({ ...d, lawyer_email: '' }));
    setSaved(d => ({ ...d, lawyer_email: '' }));
    mark('lawyer_email', null, false);
    push('success', WALKTHROUGH_MESSAGES.saved(labels.lawyer_email));
  }

  const blurSave = async (field: TypedField, key: string = field) => {
    const text = getValues(field) ?? '';
    if (text === saved[field] && states[field]?.status !== 'invalid') return;
    // The API's own rule first: a value it would refuse gets the same sentence without the round trip.
    if (!(await trigger(field))) {
      const message = getFieldState(field).error?.message ?? WALKTHROUGH_MESSAGES.saveFailed;
      mark(field, message, text.trim() !== '');
      return push('error', message);
    }
    void save(field, { [key]: text }, text);
  };

  const saveAddress = async () => {
    const text = JSON.stringify(address);
    if (text === savedAddress && states.customer_mailing_address?.status !== 'invalid') return;
    const filled = Object.values(address).join('') !== '';
    if (!(await trigger([...ADDRESS_PARTS]))) {
      const message = ADDRESS_PARTS.map(part => getFieldState(part).error?.message).find(Boolean) ?? WALKTHROUGH_MESSAGES.saveFailed;
      mark('customer_mailing_address', message, filled);
      return push('error', message);
    }
    void save('customer_mailing_address', { ...address }, Object.values(address).join('')).then(e => {
      if (!e) setSavedAddress(text);
    });
  };

  // The search components save through their own calls (save_plaintiff, save_law_firm, save_court), which store
  // the name as this step's answer too; the page only reflects it.
  const fromSearch = (field: 'plaintiff_name' | 'law_firm_name' | 'court_name') => (s: { id: number | null; name: string }) => {
    // A firm on Parley receives through Parley: no lawyer e-mail is needed then.
    if (field === 'law_firm_name') setFirmOnParley(s.id !== null);
    setDrafts(d => ({ ...d, [field]: s.name }));
    setSaved(d => ({ ...d, [field]: s.name }));
    mark(field, null, true);
    push('success', WALKTHROUGH_MESSAGES.saved(labels[field]));
  };

  const missing = useMemo(
    () => required.filter(f => !(f === 'customer_mailing_address' ? states[f]?.present || Object.values(address).some(Boolean) : states[f]?.present)),
    [required, states, address],
  );
  const invalid = useMemo(
    () => (Object.keys(states) as ReviewField[]).filter(f => states[f]?.status === 'invalid' && shown.includes(f)),
    [states, shown],
  );

  async function onContinue() {
    const message = submitError({
      confirmed,
      missing: missing.map(f => labels[f]),
      invalid: invalid.map(f => labels[f]),
    });
    setSubmitMessage(message);
    if (message) {
      // Focus goes to the first field to fill in or correct, in the order of the page.
      const first = REVIEW_FIELDS.find(f => shown.includes(f) && (invalid.includes(f) || missing.includes(f)));
      if (first) focusField(first);
      return;
    }
    const error = await walkthroughApi.save(id, 'accuracy_confirmed', { confirmed: true });
    if (error) {
      setSubmitMessage(error);
      return;
    }
    props.onContinue();
  }

  const helper = (field: ReviewField): ReactNode => {
    const s = states[field];
    if (s?.status === 'invalid') return s.error;
    if (view.steps[field].source === 'extracted' && s?.status === 'untouched') return EXTRACTED_HINT;
    return undefined;
  };
  const focusField = (field: ReviewField) => {
    if (isTyped(field)) return setFocus(field);
    if (field === 'customer_mailing_address')
      return setFocus(ADDRESS_PARTS.find(part => getFieldState(part).error) ?? ADDRESS_PARTS.find(part => !address[part].trim()) ?? 'customer_street');
    if (field === 'lawsuit_state') return stateRef.current?.focus();
    // The searches and the SSN: their first input.
    document.querySelector(`[data-review-field="${field}"]`)?.querySelector<HTMLElement>('input, button')?.focus();
  };

  const common = (field: ReviewField) => ({
    id: `field-${field}`,
    label: labels[field],
    fullWidth: true,
    required: required.includes(field),
    error: states[field]?.status === 'invalid',
    helperText: helper(field),
    value: drafts[field] ?? '',
    inputProps: { 'data-state': states[field]?.status ?? 'untouched' },
  });
  /** A typed field's props, driven by the form: its value (formatted as typed), saved when it is left. */
  const typed = (
    field: TypedField,
    f: { value: string; onChange: (value: string) => void; onBlur: () => void; ref: Ref<HTMLInputElement> },
    options: { format?: (value: string) => string; key?: string } = {},
  ) => ({
    ...common(field),
    value: f.value,
    inputRef: f.ref,
    onChange: (e: { target: { value: string } }) => f.onChange(options.format ? options.format(e.target.value) : e.target.value),
    onBlur: () => {
      f.onBlur();
      void blurSave(field, options.key);
    },
  });
  /** An address part: its own sentence under it (the rule it broke), else the address's under the street. */
  /** An address part's value, driven by the form; typing in it takes its own sentence away. */
  const addressField = (f: { name: keyof MailingAddress; value: string; onChange: (value: string) => void; onBlur: () => void; ref: Ref<HTMLInputElement> }) => ({
    name: f.name,
    value: f.value,
    inputRef: f.ref,
    onBlur: f.onBlur,
    onChange: (e: { target: { value: string } }) => {
      f.onChange(e.target.value);
      clearErrors(f.name);
    },
  });
  const part = (name: keyof MailingAddress) => {
    const own = partErrors[name]?.message;
    const anyPart = ADDRESS_PARTS.some(p => partErrors[p]);
    const shared = name === 'customer_street' && !anyPart ? helper('customer_mailing_address') : undefined;
    return {
      name,
      error: own ? true : name === 'customer_street' && !anyPart && states.customer_mailing_address?.status === 'invalid',
      helperText: own ?? shared,
    };
  };

  return (
    <Stack spacing={2.5} component="section" aria-labelledby="review-heading">
      <Box>
        <Typography id="review-heading" variant="h5" component="h2">
          Check the information from your papers
        </Typography>
        <Typography color="text.secondary">
          Each answer saves when you leave the field. Values marked &ldquo;{EXTRACTED_HINT}&rdquo; were read from your
          upload.
        </Typography>
      </Box>
      {view.extraction_status === 'processing' && <Alert severity="info">We are still reading your papers.</Alert>}
      {view.extraction_status === 'failed' && (
        <Alert severity="warning">We could not read your papers. Please fill in the fields yourself.</Alert>
      )}

      <Controller
        name="customer_name"
        control={control}
        render={({ field: f }) => <TextField {...typed('customer_name', f)} autoComplete="name" />}
      />
      <TextField
        {...common('lawsuit_state')}
        inputRef={stateRef}
        select
        value={state ?? ''}
        onBlur={undefined}
        onChange={e => {
          setState(e.target.value);
          void save('lawsuit_state', { lawsuit_state: e.target.value }, e.target.value);
        }}
      >
        {stateChoices.map(s => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <Controller
        name="lawsuit_amount"
        control={control}
        render={({ field: f }) => (
          <TextField
            {...typed('lawsuit_amount', f)}
            inputMode="decimal"
            InputProps={{ startAdornment: <InputAdornment position="start">$</InputAdornment> }}
          />
        )}
      />
      <Controller
        name="civil_number"
        control={control}
        render={({ field: f }) => (
          <TextField
            {...typed('civil_number', f)}
            helperText={
              helper('civil_number') ?? (view.lawsuit_exists ? undefined : 'The account or reference number on the letter')
            }
          />
        )}
      />

      <SearchField field="plaintiff_name" label={labels.plaintiff_name} helper={helper('plaintiff_name')} status={states.plaintiff_name?.status}>
        <PlaintiffSearch
          documentId={id}
          initialName={drafts.plaintiff_name || null}
          label={labels.plaintiff_name}
          onSaved={fromSearch('plaintiff_name')}
          onError={m => push('error', m)}
        />
      </SearchField>
      <SearchField field="law_firm_name" label={labels.law_firm_name} helper={helper('law_firm_name')} status={states.law_firm_name?.status}>
        <LawFirmSearch
          documentId={id}
          state={state}
          initialName={drafts.law_firm_name || null}
          label={labels.law_firm_name}
          onSaved={fromSearch('law_firm_name')}
          onError={m => push('error', m)}
        />
      </SearchField>
      <Controller
        name="lawyer_email"
        control={control}
        render={({ field: f }) => (
          <TextField
            {...typed('lawyer_email', f, { key: 'lawyer_emails' })}
            placeholder="name@firm.com; other@firm.com"
            InputProps={{
              endAdornment: saved.lawyer_email ? (
                <InputAdornment position="end">
                  <IconButton aria-label={`Remove ${labels.lawyer_email.toLowerCase()}`} edge="end" onClick={() => void removeLawyerEmails()}>
                    <ClearIcon />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            }}
          />
        )}
      />
      {/* The court is required for an answer (it is filed there); on a settlement it tells the firm which suit.
          A debt not in court has none. */}
      {shown.includes('court_name') && (
        <SearchField field="court_name" label={labels.court_name} helper={helper('court_name')} status={states.court_name?.status}>
          <CourtSearch
            documentId={id}
            state={state}
            initialName={drafts.court_name || null}
            label={isAnswer ? labels.court_name : `${labels.court_name} (optional)`}
            onSaved={fromSearch('court_name')}
            onError={m => push('error', m)}
          />
        </SearchField>
      )}
      {/* A lawsuit's answer deadline and court date, which the consumer is reminded of; a debt not in court has none. */}
      {view.lawsuit_exists && (
        <LawsuitDatesFields documentId={id} initial={view.lawsuit_dates} today={todayUtc()} push={push} />
      )}

      <Box
        component="fieldset"
        sx={{ border: 0, p: 0, m: 0 }}
        // Saved once focus leaves the whole address, not between its parts.
        onBlur={e => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) void saveAddress();
        }}
      >
        <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
          {labels.customer_mailing_address}
        </Typography>
        <Stack spacing={1.5} data-state={states.customer_mailing_address?.status ?? 'untouched'} id="field-customer_mailing_address">
          <Controller
            name="customer_street"
            control={control}
            render={({ field: f }) => (
              <TextField label="Street" autoComplete="street-address" {...addressField(f)} {...part('customer_street')} />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Controller
              name="customer_city"
              control={control}
              render={({ field: f }) => <TextField label="City" sx={{ flex: 2 }} {...addressField(f)} {...part('customer_city')} />}
            />
            <Controller
              name="customer_state"
              control={control}
              render={({ field: f }) => (
                <TextField label="State" select sx={{ flex: 1, minWidth: 96 }} {...addressField(f)} {...part('customer_state')}>
                  {US_STATES.map(s => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="customer_zip_code"
              control={control}
              render={({ field: f }) => <TextField label="ZIP code" sx={{ flex: 1 }} inputMode="numeric" {...addressField(f)} {...part('customer_zip_code')} />}
            />
          </Stack>
        </Stack>
      </Box>

      <Controller
        name="customer_phone_number"
        control={control}
        render={({ field: f }) => <TextField {...typed('customer_phone_number', f, { format: formatPhone })} type="tel" />}
      />
      <Controller
        name="birthdate"
        control={control}
        render={({ field: f }) => (
          <TextField
            {...typed('birthdate', f)}
            type="date"
            InputLabelProps={{ shrink: true }}
            // The server's own bounds (16 to 125 years before today), so the date picker offers only dates it accepts.
            inputProps={{ ...common('birthdate').inputProps, ...birthdateBounds(todayUtc()) }}
          />
        )}
      />
      <Box data-review-field="social_security_number">
        <SsnFields
          documentId={id}
          label={labels.social_security_number}
          stored={view.steps.social_security_number.value as { last_four: string | null; full_available: boolean } | null}
          onResult={error => {
            mark('social_security_number', error, true);
            if (error) push('error', error);
            else push('success', WALKTHROUGH_MESSAGES.saved(labels.social_security_number));
          }}
          status={states.social_security_number?.status}
        />
      </Box>

      {(missing.length > 0 || invalid.length > 0) && (
        <Box aria-live="polite">
          {missing.length > 0 && (
            <Typography color="text.secondary" data-testid="missing-list">
              Still needed: {missing.map(f => labels[f]).join(', ')}
            </Typography>
          )}
          {invalid.length > 0 && (
            <Typography color="error" data-testid="invalid-list">
              To correct: {invalid.map(f => labels[f]).join(', ')}
            </Typography>
          )}
        </Box>
      )}

      <FormControlLabel
        control={<Checkbox checked={confirmed} onChange={e => setConfirmed(e.target.checked)} />}
        label="I confirm that the information is correct and accurate"
      />
      {submitMessage && <Alert severity="error">{submitMessage}</Alert>}
      <Box>
        <Button variant="contained" size="large" disabled={!confirmed} onClick={() => void onContinue()}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}

function SearchField(props: { field: ReviewField; label: string; helper: ReactNode; status?: FieldStatus; children: ReactNode }) {
  return (
    <Box data-state={props.status ?? 'untouched'} data-review-field={props.field}>
      {props.children}
      {props.helper && (
        <Typography variant="caption" color={props.status === 'invalid' ? 'error' : 'text.secondary'} sx={{ ml: 1.75 }}>
          {props.helper}
        </Typography>
      )}
    </Box>
  );
}

/** Today's calendar date as the server counts it (UTC), YYYY-MM-DD. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
