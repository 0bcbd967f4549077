import { useCallback, useEffect, useState, type FormEvent } from 'react';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeEmails, POLICY_MESSAGES, recipientRows } from '@parley/domain/notifications/policies';
import { isValidEmail } from '@parley/domain/payout/validation';
import { NOTIFICATION_ALERTS, notificationsApi, type Option, type Policy } from './api';

/** The page raises its alerts as browser alerts. */
export const ui = { alert: (message: string) => window.alert(message) };

/** /collectors/notifications, 'Manage Notifications': who is e-mailed about which events, by state. */
export function NotificationsPage() {
  const [actions, setActions] = useState<Option[]>([]);
  const [states, setStates] = useState<Option[]>([]);
  const [policies, setPolicies] = useState<Policy[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [eventType, setEventType] = useState('*');
  const [chosenStates, setChosenStates] = useState<Option[]>([]);
  const [rows, setRows] = useState<string[]>(recipientRows([]));
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadPolicies = useCallback(async () => {
    const { policies } = await notificationsApi.list();
    setPolicies(policies);
  }, []);

  const loadAll = useCallback(async () => {
    setLoadFailed(false);
    try {
      const [a, s] = await Promise.all([notificationsApi.actions(), notificationsApi.states(), loadPolicies()]);
      setActions(a.actions);
      setStates(s.states.filter(o => o.value !== '*'));
    } catch {
      setLoadFailed(true);
    }
  }, [loadPolicies]);
  useEffect(() => void loadAll(), [loadAll]);

  const setRow = (index: number, value: string) => setRows(recipientRows(rows.map((r, i) => (i === index ? value : r))));

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const emails = normalizeEmails(rows);
    if (emails.length === 0) return setFormError(POLICY_MESSAGES.atLeastOneEmail);
    if (!rows[0].trim()) return setFormError(POLICY_MESSAGES.firstEmailRequired);
    if (emails.some(e => !isValidEmail(e))) return setFormError(POLICY_MESSAGES.invalidEmail);
    setFormError(null);
    setBusy(true);
    try {
      await notificationsApi.add({ email_type: eventType, state: chosenStates.map(s => s.value), emails });
      setEventType('*');
      setChosenStates([]);
      setRows(recipientRows([]));
      await loadPolicies();
    } catch {
      ui.alert(NOTIFICATION_ALERTS.addFailed);
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async (policy: Policy) => {
    try {
      await notificationsApi.remove(policy.id);
      await loadPolicies();
    } catch {
      ui.alert(NOTIFICATION_ALERTS.deleteFailed);
    }
  };

  const filled = normalizeEmails(rows).length;

  return (
    <Stack spacing={2.5}>
      <title>Manage Notifications · Parley</title>
      <Typography variant="h5" component="h1">
        Manage Notifications
      </Typography>
      <Typography color="text.secondary">
        Choose who is e-mailed when something happens on an account. Events that match no policy go to your firm's admins.
      </Typography>
      {loadFailed && (
        <Alert severity="error" role="alert" action={<Button color="inherit" onClick={() => void loadAll()}>Try again</Button>}>
          Failed to load notification policies
        </Alert>
      )}

      <Card>
        <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
          <Box sx={{ overflowX: 'auto' }}>
            <Table aria-label="Notification policies">
              <TableHead>
                <TableRow>
                  <TableCell>Event</TableCell>
                  <TableCell>States</TableCell>
                  <TableCell>Recipients</TableCell>
                  <TableCell align="right">Delete</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {policies === null && !loadFailed && (
                  <TableRow>
                    <TableCell colSpan={4}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                )}
                {policies?.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>
                      <Typography color="text.secondary">No policies yet: every notification goes to your firm's admins.</Typography>
                    </TableCell>
                  </TableRow>
                )}
                {policies?.map(p => (
                  <TableRow key={p.id}>
                    <TableCell>{p.email_type_label}</TableCell>
                    <TableCell>{p.states_label}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                        {p.emails.map(e => (
                          <Chip key={e} size="small" label={e} />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell align="right">
                      <IconButton aria-label={`Delete policy ${p.email_type_label} for ${p.states_label}`} onClick={() => onDelete(p)}>
                        <DeleteOutline />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </CardContent>
      </Card>

      <Card component="form" onSubmit={onAdd} aria-label="Add policy" noValidate>
        <CardContent>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            Add a policy
          </Typography>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <TextField select size="small" label="Event" value={eventType} onChange={e => setEventType(e.target.value)}>
              {(actions.length ? actions : [{ value: '*', label: 'All events' }]).map(a => (
                <MenuItem key={a.value} value={a.value}>
                  {a.label}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              multiple
              size="small"
              options={states}
              value={chosenStates}
              onChange={(_, v) => setChosenStates(v)}
              getOptionLabel={o => o.label}
              isOptionEqualToValue={(a, b) => a.value === b.value}
              renderInput={params => <TextField {...params} label="States" helperText="Leave empty for all states" />}
            />
            <Typography variant="body2" color={filled < 2 ? 'warning.main' : 'text.secondary'}>
              We recommend 2 recipients per event, so a notification is never missed.
            </Typography>
            {rows.map((value, i) => (
              <TextField
                key={i}
                size="small"
                type="email"
                label={i === 0 ? 'Recipient email 1 (required)' : `Recipient email ${i + 1}`}
                required={i === 0}
                value={value}
                onChange={e => setRow(i, e.target.value)}
              />
            ))}
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? 'Adding…' : 'Add policy'}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
