import { useMemo, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UserProfileView } from '@parley/domain/dashboard/payload';
import { US_STATES } from '@parley/domain/profile/us-states';
import {
  birthdateBounds,
  formatLastFourInput,
  formatSsnInput,
  formatZipInput,
  PROFILE_MESSAGES,
  profileMetadataSchema,
  type ProfileMetadataInput,
} from '@parley/domain/profile/validation';
import type { MailingAddress } from '@parley/domain/walkthrough/fields';
import { resolverOf, showServerErrors, zodFieldErrors, type FieldSentences } from '../../shared/forms/field-rules';
import { NetworkError } from '../../shared/http';
import { useFieldFilled } from '../assistant/fieldFilled';
import { messagesOr, profileApi, type ProfileUpdate } from './api';
import { loadPlaces, placeOfZip, searchPlaces, type Place } from './places';

export const PROFILE_TEXT = {
  title: 'Profile',
  creditNote: 'Your name, address, city, state, ZIP code, birthdate and SSN are needed to show your credit report.',
  saved: 'Your profile has been updated.',
  save: 'Save changes',
  saving: 'Saving...',
  emailHelp: 'Email cannot be changed',
  passwordTitle: 'Password',
  passwordHelp: 'Enter your current password to save any change. Fill in a new password only if you want to change it.',
};

type Field = keyof ProfileMetadataInput | 'first_name' | 'last_name' | 'current_password' | 'password' | 'password_confirmation';

interface FormState {
  first_name: string;
  last_name: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
  birthdate: string;
  ssnMode: 'full' | 'last_four';
  ssn: string;
  ssn_last_four: string;
  current_password: string;
  password: string;
  password_confirmation: string;
}

function initialState(p: UserProfileView): FormState {
  const m = p.metadata;
  return {
    first_name: p.first_name ?? '',
    last_name: p.last_name ?? '',
    address_line1: m.address_line1 ?? '',
    city: m.city ?? '',
    state: m.state ?? '',
    zip_code: m.zip_code ? formatZipInput(m.zip_code) : '',
    birthdate: m.birthdate ?? '',
    // A stored full SSN is never sent to the page: it is shown masked and kept unless a new one is typed.
    ssnMode: m.ssn_last_four && !m.ssn ? 'last_four' : 'full',
    ssn: '',
    ssn_last_four: m.ssn_last_four ?? '',
    current_password: '',
    password: '',
    password_confirmation: '',
  };
}

/** The profile form's fields a saved walkthrough value changes (the name split as the save splits it). */
export function profileFieldsOf(field: string, value: unknown): Partial<FormState> | null {
  if (field === 'customer_name' && typeof value === 'string') {
    const parts = value.trim().split(/\s+/);
    return parts.length > 1
      ? { first_name: parts.slice(0, -1).join(' '), last_name: parts[parts.length - 1] }
      : { first_name: parts[0], last_name: '' };
  }
  if (field === 'customer_mailing_address' && value && typeof value === 'object') {
    const a = value as MailingAddress;
    return {
      address_line1: a.customer_street,
      city: a.customer_city,
      state: a.customer_state,
      zip_code: formatZipInput(a.customer_zip_code),
    };
  }
  if (field === 'birthdate' && typeof value === 'string') return { birthdate: value };
  return null;
}

const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The metadata a save sends for the form's values. */
function metadataOf(form: FormState, profile: UserProfileView): ProfileUpdate['metadata'] {
  const base = {
    address_line1: form.address_line1,
    city: form.city,
    state: form.state,
    zip_code: form.zip_code,
    birthdate: form.birthdate,
  };
  if (form.ssnMode === 'last_four') return { ...base, ssn: '', ssn_last_four: form.ssn_last_four };
  if (form.ssn) return { ...base, ssn: form.ssn, ssn_last_four: form.ssn.replace(/\D/g, '').slice(5) };
  // Nothing typed: keep what is on file (the masked value means unchanged to the server).
  const storedSsn = profile.metadata.ssn;
  return storedSsn ? { ...base, ssn: storedSsn, ssn_last_four: profile.metadata.ssn_last_four ?? '' } : { ...base, ssn_last_four: form.ssn_last_four };
}

/**
 * The rules of `PUT /users`, run on the form before sending: the metadata through the API's own schema, then the
 * password rules. A last four derived from a typed full SSN is the full SSN's mistake, so it shows there.
 */
function profileErrors(form: FormState, profile: UserProfileView): FieldSentences {
  const errors = zodFieldErrors(profileMetadataSchema(todayIso()), metadataOf(form, profile));
  if (form.ssnMode === 'full' && form.ssn && errors.ssn_last_four) {
    errors.ssn ??= errors.ssn_last_four;
    delete errors.ssn_last_four;
  }
  if (!profile.is_oauth_user && !form.current_password) errors.current_password = PROFILE_MESSAGES.currentPasswordRequired;
  if (form.password && form.password !== form.password_confirmation) errors.password_confirmation = PROFILE_MESSAGES.passwordConfirmation;
  return errors;
}

const resolver = resolverOf<FormState, { profile: UserProfileView }>((form, { profile }) => profileErrors(form, profile));

/** Which field each of the server's sentences is about, so a refusal (422) shows beside its field too. */
function fieldOfSentence(sentence: string, ssnMode: FormState['ssnMode']): Path<FormState> | undefined {
  const M = PROFILE_MESSAGES;
  const fields: Record<string, Field> = {
    [M.state]: 'state',
    [M.zip]: 'zip_code',
    [M.birthdate]: 'birthdate',
    [M.birthdateTooRecent]: 'birthdate',
    [M.ssn]: 'ssn',
    [M.ssnLastFour]: ssnMode === 'full' ? 'ssn' : 'ssn_last_four',
    [M.ssnMismatch]: ssnMode === 'full' ? 'ssn' : 'ssn_last_four',
    [M.currentPasswordRequired]: 'current_password',
    [M.currentPasswordInvalid]: 'current_password',
    [M.passwordConfirmation]: 'password_confirmation',
  };
  if (sentence.startsWith('Password is too short')) return 'password';
  return fields[sentence];
}

/**
 * The profile form: the same rules as `PUT /users` (the API's metadata schema from the shared package), checked here
 * first. Each failing field shows its sentence and focus goes to the first; a refusal shows above the form and beside
 * the fields it names.
 */
export function ProfileSection({ profile, onSaved }: { profile: UserProfileView; onSaved: () => void }) {
  const { control, handleSubmit, clearErrors, setError, setFocus, setValue, reset, formState } = useForm<FormState, { profile: UserProfileView }>({
    defaultValues: initialState(profile),
    resolver,
    context: { profile },
    // A corrected field loses its sentence at once; the others keep theirs until the next submit.
    reValidateMode: 'onSubmit',
  });
  const [city, state, ssnMode] = useWatch({ control, name: ['city', 'state', 'ssnMode'] });
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [places, setPlaces] = useState<Place[] | null>(null);
  const bounds = useMemo(() => birthdateBounds(todayIso()), []);
  const storedSsn = profile.metadata.ssn;
  const fieldErrors = formState.errors;

  /** A field the consumer changed: its sentence goes, and so does the last save's confirmation. */
  const edited = (key: keyof FormState) => {
    clearErrors(key);
    setSaved(false);
  };
  const put = (values: Partial<FormState>) => {
    for (const [key, value] of Object.entries(values) as [keyof FormState, string][]) setValue(key, value);
  };
  // Ask Solo saved a field that is part of the profile (the walkthrough's save writes the profile too): show it.
  useFieldFilled(fill => {
    const next = profileFieldsOf(fill.field, fill.value);
    if (next) put(next);
  });
  const ensurePlaces = () => {
    if (!places) void loadPlaces().then(setPlaces);
  };

  const save = async (form: FormState) => {
    const body: ProfileUpdate = { first_name: form.first_name, last_name: form.last_name, metadata: metadataOf(form, profile) };
    if (!profile.is_oauth_user) body.current_password = form.current_password;
    if (form.password) {
      body.password = form.password;
      body.password_confirmation = form.password_confirmation;
    }
    setBusy(true);
    try {
      const res = await profileApi.update(body);
      if (res.ok && res.body?.user) {
        reset(initialState(res.body.user));
        setSaved(true);
        onSaved();
      } else {
        const messages = res.status >= 500 ? [PROFILE_MESSAGES.updateFailed] : messagesOr(res.body, PROFILE_MESSAGES.updateFailed);
        setServerErrors(messages);
        if (res.status === 422) showServerErrors<FormState>(messages, m => fieldOfSentence(m, form.ssnMode), { setError, setFocus });
      }
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
      setServerErrors([PROFILE_MESSAGES.updateFailed]);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    setServerErrors([]);
    setSaved(false);
    void handleSubmit(save)(event);
  };

  /** A text field's props, driven by the form (its value, its sentence, the element focus moves to). */
  const bind = (
    field: { name: keyof FormState; value: string; onChange: (value: string) => void; onBlur: () => void; ref: Ref<HTMLInputElement> },
    format: (value: string) => string = v => v,
  ) => ({
    name: field.name,
    value: field.value,
    inputRef: field.ref,
    onBlur: field.onBlur,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      field.onChange(format(e.target.value));
      edited(field.name);
    },
    error: !!err(field.name),
  });

  const options = places ? searchPlaces(places, city, state) : [];
  const pickPlace = (place: Place) => {
    setValue('city', place.city);
    setValue('state', place.state);
    // One ZIP code: fill it; several: the consumer types theirs (a guess would put a wrong ZIP on the report).
    if (place.zips.length === 1) setValue('zip_code', place.zips[0]);
    clearErrors(['city', 'state', 'zip_code']);
  };
  const onZipBlur = (zip: string) => {
    if (!places || city) return;
    const place = placeOfZip(places, zip);
    if (place) put({ city: place.city, state: place.state });
  };

  const err = (f: keyof FormState) => fieldErrors[f]?.message;

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-title">
      <CardContent>
        <Box component="form" noValidate onSubmit={submit}>
          <Typography id="profile-title" variant="h6" component="h2" gutterBottom>
            {PROFILE_TEXT.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {PROFILE_TEXT.creditNote}
          </Typography>
          {serverErrors.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {serverErrors.length === 1 ? serverErrors[0] : (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {serverErrors.map(m => <li key={m}>{m}</li>)}
                </Box>
              )}
            </Alert>
          )}
          {saved && (
            <Alert severity="success" sx={{ mb: 2 }} role="status">
              {PROFILE_TEXT.saved}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              name="first_name"
              control={control}
              render={({ field }) => <TextField label="First name" {...bind(field)} autoComplete="given-name" inputProps={{ maxLength: 100 }} />}
            />
            <Controller
              name="last_name"
              control={control}
              render={({ field }) => <TextField label="Last name" {...bind(field)} autoComplete="family-name" inputProps={{ maxLength: 100 }} />}
            />
            <TextField label="Email" name="email" value={profile.email} disabled helperText={PROFILE_TEXT.emailHelp} sx={{ gridColumn: { sm: '1 / -1' } }} />
            <Controller
              name="address_line1"
              control={control}
              render={({ field }) => (
                <TextField label="Address" {...bind(field)} autoComplete="address-line1" inputProps={{ maxLength: 200 }} sx={{ gridColumn: { sm: '1 / -1' } }} />
              )}
            />
            <Controller
              name="city"
              control={control}
              render={({ field }) => (
                <Autocomplete
                  freeSolo
                  options={options}
                  filterOptions={x => x}
                  getOptionLabel={o => (typeof o === 'string' ? o : o.city)}
                  renderOption={(props, o) => (
                    <li {...props} key={`${o.city}|${o.state}`}>
                      {o.city}, {o.state}
                      {o.zips.length === 1 ? ` ${o.zips[0]}` : ''}
                    </li>
                  )}
                  inputValue={field.value}
                  onInputChange={(_e, value, reason) => {
                    if (reason !== 'input' && reason !== 'clear') return;
                    field.onChange(value);
                    edited('city');
                  }}
                  onChange={(_e, value) => {
                    if (value && typeof value !== 'string') pickPlace(value);
                  }}
                  onOpen={ensurePlaces}
                  renderInput={params => (
                    <TextField
                      {...params}
                      label="City"
                      name="city"
                      inputRef={field.ref}
                      onFocus={ensurePlaces}
                      onBlur={field.onBlur}
                      error={!!err('city')}
                      helperText={err('city') ?? 'Start typing: US cities and territories'}
                      inputProps={{ ...params.inputProps, maxLength: 100, autoComplete: 'address-level2' }}
                    />
                  )}
                />
              )}
            />
            <Controller
              name="state"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label="State"
                  {...bind(field)}
                  helperText={err('state')}
                  SelectProps={{ MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } }}
                >
                  <MenuItem value="">
                    <em>Choose a state</em>
                  </MenuItem>
                  {Object.entries(US_STATES).map(([code, name]) => (
                    <MenuItem key={code} value={code}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="zip_code"
              control={control}
              render={({ field }) => (
                <TextField
                  label="ZIP code"
                  {...bind(field, formatZipInput)}
                  onFocus={ensurePlaces}
                  onBlur={() => {
                    field.onBlur();
                    onZipBlur(field.value);
                  }}
                  helperText={err('zip_code') ?? '12345 or 12345-6789'}
                  inputProps={{ inputMode: 'numeric', autoComplete: 'postal-code' }}
                />
              )}
            />
            <Controller
              name="birthdate"
              control={control}
              render={({ field }) => (
                <TextField
                  label="Birthdate"
                  type="date"
                  {...bind(field)}
                  helperText={err('birthdate')}
                  InputLabelProps={{ shrink: true }}
                  inputProps={{ min: bounds.min, max: bounds.max }}
                />
              )}
            />
          </Box>

          <Divider sx={{ my: 3 }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
              Social Security number
            </Typography>
            <Controller
              name="ssnMode"
              control={control}
              render={({ field }) => (
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={field.value}
                  onChange={(_e, v: FormState['ssnMode'] | null) => {
                    if (!v) return;
                    field.onChange(v);
                    edited('ssnMode');
                  }}
                  aria-label="SSN entry"
                >
                  <ToggleButton value="full">Full SSN</ToggleButton>
                  <ToggleButton value="last_four">Last 4 only</ToggleButton>
                </ToggleButtonGroup>
              )}
            />
          </Stack>
          {ssnMode === 'full' ? (
            <Controller
              key="ssn"
              name="ssn"
              control={control}
              render={({ field }) => (
                <TextField
                  label="Full SSN"
                  {...bind(field, formatSsnInput)}
                  placeholder={storedSsn ?? '123-45-6789'}
                  helperText={err('ssn') ?? (storedSsn ? `On file: ${storedSsn}. Leave blank to keep it.` : 'ddd-dd-dddd')}
                  inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
                  fullWidth
                />
              )}
            />
          ) : (
            <Controller
              key="ssn_last_four"
              name="ssn_last_four"
              control={control}
              render={({ field }) => (
                <TextField
                  label="Last 4 of SSN"
                  {...bind(field, formatLastFourInput)}
                  helperText={err('ssn_last_four') ?? (storedSsn ? 'Saving in this mode removes the full SSN on file.' : undefined)}
                  inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
                  fullWidth
                />
              )}
            />
          )}

          {!profile.is_oauth_user && (
            <>
              <Divider sx={{ my: 3 }} />
              <Typography variant="subtitle1" component="h3">
                {PROFILE_TEXT.passwordTitle}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {PROFILE_TEXT.passwordHelp}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <Controller
                  name="current_password"
                  control={control}
                  render={({ field }) => (
                    <TextField
                      label="Current password"
                      type="password"
                      required
                      {...bind(field)}
                      helperText={err('current_password')}
                      autoComplete="current-password"
                      sx={{ gridColumn: { sm: '1 / -1' } }}
                    />
                  )}
                />
                <Controller
                  name="password"
                  control={control}
                  render={({ field }) => (
                    <TextField label="New password" type="password" {...bind(field)} autoComplete="new-password" helperText={err('password') ?? 'At least 8 characters'} />
                  )}
                />
                <Controller
                  name="password_confirmation"
                  control={control}
                  render={({ field }) => (
                    <TextField
                      label="Confirm new password"
                      type="password"
                      {...bind(field)}
                      helperText={err('password_confirmation')}
                      autoComplete="new-password"
                    />
                  )}
                />
              </Box>
            </>
          )}
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={busy} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {busy ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
