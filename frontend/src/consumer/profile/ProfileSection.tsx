import { useMemo, useState, type FormEvent } from 'react';
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
  metadataErrors,
  PROFILE_MESSAGES,
  type ProfileMetadataInput,
} from '@parley/domain/profile/validation';
import type { MailingAddress } from '@parley/domain/walkthrough/fields';
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

/** The profile form: the same rules as `PUT /users` (domain/profile/validation.ts), checked here first. */
export function ProfileSection({ profile, onSaved }: { profile: UserProfileView; onSaved: () => void }) {
  const [form, setForm] = useState<FormState>(() => initialState(profile));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [places, setPlaces] = useState<Place[] | null>(null);
  const bounds = useMemo(() => birthdateBounds(todayIso()), []);
  const storedSsn = profile.metadata.ssn;

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm(f => ({ ...f, [key]: value }));
    setFieldErrors(e => ({ ...e, [key]: undefined }));
    setSaved(false);
  };
  // Ask Solo saved a field that is part of the profile (the walkthrough's save writes the profile too): show it.
  useFieldFilled(fill => {
    const next = profileFieldsOf(fill.field, fill.value);
    if (next) setForm(f => ({ ...f, ...next }));
  });
  const ensurePlaces = () => {
    if (!places) void loadPlaces().then(setPlaces);
  };

  const metadata = (): ProfileUpdate['metadata'] => {
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
    return storedSsn ? { ...base, ssn: storedSsn, ssn_last_four: profile.metadata.ssn_last_four ?? '' } : { ...base, ssn_last_four: form.ssn_last_four };
  };

  const validate = (m: ProfileUpdate['metadata']): Partial<Record<Field, string>> => {
    const errors: Partial<Record<Field, string>> = {};
    for (const e of metadataErrors(m, todayIso())) errors[e.field] ??= e.message;
    if (form.ssnMode === 'full' && form.ssn && errors.ssn_last_four) {
      errors.ssn ??= errors.ssn_last_four;
      delete errors.ssn_last_four;
    }
    if (!profile.is_oauth_user && !form.current_password) errors.current_password = PROFILE_MESSAGES.currentPasswordRequired;
    if (form.password && form.password !== form.password_confirmation) errors.password_confirmation = PROFILE_MESSAGES.passwordConfirmation;
    return errors;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerErrors([]);
    setSaved(false);
    const m = metadata();
    const errors = validate(m);
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    const body: ProfileUpdate = { first_name: form.first_name, last_name: form.last_name, metadata: m };
    if (!profile.is_oauth_user) body.current_password = form.current_password;
    if (form.password) {
      body.password = form.password;
      body.password_confirmation = form.password_confirmation;
    }
    setBusy(true);
    try {
      const res = await profileApi.update(body);
      if (res.ok && res.body?.user) {
        setForm(initialState(res.body.user));
        setSaved(true);
        onSaved();
      } else {
        setServerErrors(res.status >= 500 ? [PROFILE_MESSAGES.updateFailed] : messagesOr(res.body, PROFILE_MESSAGES.updateFailed));
      }
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
      setServerErrors([PROFILE_MESSAGES.updateFailed]);
    } finally {
      setBusy(false);
    }
  }

  const options = places ? searchPlaces(places, form.city, form.state) : [];
  const pickPlace = (place: Place) => {
    setForm(f => ({
      ...f,
      city: place.city,
      state: place.state,
      // One ZIP code: fill it; several: the consumer types theirs (a guess would put a wrong ZIP on the report).
      zip_code: place.zips.length === 1 ? place.zips[0] : f.zip_code,
    }));
    setFieldErrors(e => ({ ...e, city: undefined, state: undefined, zip_code: undefined }));
  };
  const onZipBlur = () => {
    if (!places || form.city) return;
    const place = placeOfZip(places, form.zip_code);
    if (place) setForm(f => ({ ...f, city: place.city, state: place.state }));
  };

  const err = (f: Field) => fieldErrors[f];

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
            <TextField label="First name" name="first_name" value={form.first_name} onChange={e => set('first_name', e.target.value)} autoComplete="given-name" inputProps={{ maxLength: 100 }} />
            <TextField label="Last name" name="last_name" value={form.last_name} onChange={e => set('last_name', e.target.value)} autoComplete="family-name" inputProps={{ maxLength: 100 }} />
            <TextField label="Email" name="email" value={profile.email} disabled helperText={PROFILE_TEXT.emailHelp} sx={{ gridColumn: { sm: '1 / -1' } }} />
            <TextField
              label="Address"
              name="address_line1"
              value={form.address_line1}
              onChange={e => set('address_line1', e.target.value)}
              autoComplete="address-line1"
              inputProps={{ maxLength: 200 }}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
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
              inputValue={form.city}
              onInputChange={(_e, value, reason) => {
                if (reason === 'input' || reason === 'clear') set('city', value);
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
                  onFocus={ensurePlaces}
                  error={!!err('city')}
                  helperText={err('city') ?? 'Start typing: US cities and territories'}
                  inputProps={{ ...params.inputProps, maxLength: 100, autoComplete: 'address-level2' }}
                />
              )}
            />
            <TextField
              select
              label="State"
              name="state"
              value={form.state}
              onChange={e => set('state', e.target.value)}
              error={!!err('state')}
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
            <TextField
              label="ZIP code"
              name="zip_code"
              value={form.zip_code}
              onChange={e => set('zip_code', formatZipInput(e.target.value))}
              onFocus={ensurePlaces}
              onBlur={onZipBlur}
              error={!!err('zip_code')}
              helperText={err('zip_code') ?? '12345 or 12345-6789'}
              inputProps={{ inputMode: 'numeric', autoComplete: 'postal-code' }}
            />
            <TextField
              label="Birthdate"
              name="birthdate"
              type="date"
              value={form.birthdate}
              onChange={e => set('birthdate', e.target.value)}
              error={!!err('birthdate')}
              helperText={err('birthdate')}
              InputLabelProps={{ shrink: true }}
              inputProps={{ min: bounds.min, max: bounds.max }}
            />
          </Box>

          <Divider sx={{ my: 3 }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
              Social Security number
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={form.ssnMode}
              onChange={(_e, v: FormState['ssnMode'] | null) => v && set('ssnMode', v)}
              aria-label="SSN entry"
            >
              <ToggleButton value="full">Full SSN</ToggleButton>
              <ToggleButton value="last_four">Last 4 only</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          {form.ssnMode === 'full' ? (
            <TextField
              label="Full SSN"
              name="ssn"
              value={form.ssn}
              onChange={e => set('ssn', formatSsnInput(e.target.value))}
              placeholder={storedSsn ?? '123-45-6789'}
              error={!!err('ssn')}
              helperText={err('ssn') ?? (storedSsn ? `On file: ${storedSsn}. Leave blank to keep it.` : 'ddd-dd-dddd')}
              inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
              fullWidth
            />
          ) : (
            <TextField
              label="Last 4 of SSN"
              name="ssn_last_four"
              value={form.ssn_last_four}
              onChange={e => set('ssn_last_four', formatLastFourInput(e.target.value))}
              error={!!err('ssn_last_four')}
              helperText={err('ssn_last_four') ?? (storedSsn ? 'Saving in this mode removes the full SSN on file.' : undefined)}
              inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
              fullWidth
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
                <TextField
                  label="Current password"
                  name="current_password"
                  type="password"
                  required
                  value={form.current_password}
                  onChange={e => set('current_password', e.target.value)}
                  error={!!err('current_password')}
                  helperText={err('current_password')}
                  autoComplete="current-password"
                  sx={{ gridColumn: { sm: '1 / -1' } }}
                />
                <TextField label="New password" name="password" type="password" value={form.password} onChange={e => set('password', e.target.value)} autoComplete="new-password" helperText="At least 8 characters" />
                <TextField
                  label="Confirm new password"
                  name="password_confirmation"
                  type="password"
                  value={form.password_confirmation}
                  onChange={e => set('password_confirmation', e.target.value)}
                  error={!!err('password_confirmation')}
                  helperText={err('password_confirmation')}
                  autoComplete="new-password"
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
