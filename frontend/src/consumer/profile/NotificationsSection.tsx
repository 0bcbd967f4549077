import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NetworkError, send } from '../../shared/http';
import { queryKeys } from '../data/keys';
import { messagesOr } from './api';

export interface NoticeKindView {
  kind: string;
  label: string;
  email: boolean;
  sms: boolean;
}
export interface NoticePreferencesView {
  kinds: NoticeKindView[];
  sms_available: boolean;
  opt_outs: Array<{ law_firm_id: number; firm_name: string; channel: 'email' | 'sms'; opted_out_at: string }>;
}

export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  intro: 'Choose how we tell you when something on your accounts needs you. Receipts of your payments are sent even after you opt out of a firm.',
  loading: 'Loading your notification settings...',
  loadError: 'We could not load your notification settings.',
  retry: 'Try again',
  save: 'Save notification settings',
  saving: 'Saving...',
  saved: 'Your notification settings have been saved.',
  saveError: 'We could not save your notification settings. Please try again.',
  smsUnavailable: 'Text messages need your consent and a phone number, which you can give in the walkthrough.',
  optOutsTitle: 'Opt-outs in force',
  noOptOuts: 'You have not opted out of any firm.',
  undo: 'Turn back on',
};

const api = {
  load: () => send<NoticePreferencesView>('GET', '/api/v1/notification_preferences'),
  save: (body: { email_off: string[]; sms_off: string[] }) => send<NoticePreferencesView>('PUT', '/api/v1/notification_preferences', { body }),
  optIn: (body: { law_firm_id: number; channel: 'email' | 'sms' }) => send<NoticePreferencesView>('POST', '/api/v1/notification_preferences/opt_in', { body }),
};

/** The Notifications section of the profile: each kind on or off by e-mail and by text, and the opt-outs in force. */
export function NotificationsSection() {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: queryKeys.notifications,
    queryFn: async () => {
      const res = await api.load();
      if (!res.ok || !res.body) throw new Error(String(res.status));
      return res.body;
    },
  });
  // The switches the consumer moved and has not saved yet; null while the page shows what the server holds.
  const [draft, setDraft] = useState<NoticePreferencesView | null>(null);
  const view = draft ?? preferences.data ?? null;
  const loadError = preferences.isError && !preferences.isFetching ? NOTIFICATIONS_TEXT.loadError : null;
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ severity: 'success' | 'error'; messages: string[] } | null>(null);
  const setView = (next: NoticePreferencesView) => {
    queryClient.setQueryData(queryKeys.notifications, next);
    setDraft(null);
  };

  const toggle = (kind: string, channel: 'email' | 'sms') =>
    setDraft(() => (view ? { ...view, kinds: view.kinds.map((k) => (k.kind === kind ? { ...k, [channel]: !k[channel] } : k)) } : null));

  const answer = async (pending: Promise<{ ok: boolean; body?: NoticePreferencesView }>, saved: string | null) => {
    setSaving(true);
    setStatus(null);
    try {
      const res = await pending;
      if (res.ok && res.body) {
        setView(res.body);
        if (saved) setStatus({ severity: 'success', messages: [saved] });
      } else setStatus({ severity: 'error', messages: messagesOr(res.body, NOTIFICATIONS_TEXT.saveError) });
    } catch (err) {
      setStatus({ severity: 'error', messages: [err instanceof NetworkError ? err.message : NOTIFICATIONS_TEXT.saveError] });
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    if (!view) return;
    void answer(
      api.save({ email_off: view.kinds.filter((k) => !k.email).map((k) => k.kind), sms_off: view.kinds.filter((k) => !k.sms).map((k) => k.kind) }),
      NOTIFICATIONS_TEXT.saved,
    );
  };

  return (
    <Card component="section" aria-labelledby="notifications-title">
      <CardContent>
        <Typography id="notifications-title" variant="h5" component="h2" gutterBottom>
          {NOTIFICATIONS_TEXT.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {NOTIFICATIONS_TEXT.intro}
        </Typography>
        {!view && !loadError && (
          <Stack direction="row" spacing={1} alignItems="center" role="status">
            <CircularProgress size={20} />
            <Typography>{NOTIFICATIONS_TEXT.loading}</Typography>
          </Stack>
        )}
        {loadError && (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void preferences.refetch()}>{NOTIFICATIONS_TEXT.retry}</Button>}>
            {loadError}
          </Alert>
        )}
        {view && (
          <Stack spacing={2}>
            <Table size="small" aria-label={NOTIFICATIONS_TEXT.title}>
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell align="center">E-mail</TableCell>
                  <TableCell align="center">Text</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {view.kinds.map((k) => (
                  <TableRow key={k.kind}>
                    <TableCell>{k.label}</TableCell>
                    <TableCell align="center">
                      <Switch checked={k.email} onChange={() => toggle(k.kind, 'email')} slotProps={{ input: { 'aria-label': `E-mail: ${k.label}` } }} />
                    </TableCell>
                    <TableCell align="center">
                      <Switch
                        checked={view.sms_available && k.sms}
                        disabled={!view.sms_available}
                        onChange={() => toggle(k.kind, 'sms')}
                        slotProps={{ input: { 'aria-label': `Text: ${k.label}` } }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {!view.sms_available && <Typography variant="body2" color="text.secondary">{NOTIFICATIONS_TEXT.smsUnavailable}</Typography>}
            {status && (
              <Alert severity={status.severity} role={status.severity === 'error' ? 'alert' : 'status'}>
                {status.messages.join(' ')}
              </Alert>
            )}
            <div>
              <Button variant="contained" onClick={save} disabled={saving}>
                {saving ? NOTIFICATIONS_TEXT.saving : NOTIFICATIONS_TEXT.save}
              </Button>
            </div>
            <Typography variant="h6" component="h3">
              {NOTIFICATIONS_TEXT.optOutsTitle}
            </Typography>
            {view.opt_outs.length === 0 ? (
              <Typography variant="body2">{NOTIFICATIONS_TEXT.noOptOuts}</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ pl: 0, listStyle: 'none' }}>
                {view.opt_outs.map((o) => (
                  <Stack component="li" key={`${o.law_firm_id}.${o.channel}`} direction="row" spacing={2} alignItems="center">
                    <Typography variant="body2">
                      {o.firm_name}: no {o.channel === 'email' ? 'e-mails' : 'text messages'} since {new Date(o.opted_out_at).toLocaleDateString('en-US')}
                    </Typography>
                    <Button
                      size="small"
                      disabled={saving}
                      onClick={() => void answer(api.optIn({ law_firm_id: o.law_firm_id, channel: o.channel }), null)}
                      aria-label={`${NOTIFICATIONS_TEXT.undo}: ${o.channel === 'email' ? 'e-mails' : 'text messages'} from ${o.firm_name}`}
                    >
                      {NOTIFICATIONS_TEXT.undo}
                    </Button>
                  </Stack>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
