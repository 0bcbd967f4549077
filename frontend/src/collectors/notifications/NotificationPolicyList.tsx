import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Datagrid, FunctionField, List, TextField, useCreate, useDataProvider, useDelete, useListContext, useRecordContext } from 'react-admin';
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
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeEmails, POLICY_MESSAGES, recipientRows } from '@parley/domain/notifications/policies';
import { isValidEmail } from '@parley/domain/payout/validation';
import type { CollectorDataProvider } from '../dataProvider';
import { type NewPolicy, NOTIFICATION_ALERTS, type Option, type Policy } from './api';
import { NOTIFICATION_POLICIES } from './policies-data';
import { PageHeader } from '../layout/PageHeader';

/** The page raises its alerts as browser alerts. */
export const ui = { alert: (message: string) => window.alert(message) };

const LOAD_FAILED = 'Failed to load notification policies';

/** The event types and states a policy can name (the form's choices), through the dataProvider. */
function usePolicyOptions() {
  const dataProvider = useDataProvider<CollectorDataProvider>();
  return useQuery({
    queryKey: [NOTIFICATION_POLICIES, 'options'],
    queryFn: () => dataProvider.getNotificationPolicyOptions(),
  });
}

function DeletePolicyButton() {
  const policy = useRecordContext<Policy>();
  const [remove, { isPending }] = useDelete<Policy>();
  if (!policy) return null;
  return (
    <IconButton
      aria-label={`Delete policy ${policy.email_type_label} for ${policy.states_label}`}
      disabled={isPending}
      onClick={() =>
        void remove(
          NOTIFICATION_POLICIES,
          { id: policy.id, previousData: policy },
          // The row goes once the server has deleted it; a refusal leaves it and says so.
          { mutationMode: 'pessimistic', onError: () => ui.alert(NOTIFICATION_ALERTS.deleteFailed) },
        )
      }
    >
      <DeleteOutline />
    </IconButton>
  );
}

const COLUMNS = ['Event', 'States', 'Recipients', 'Delete'];

/**
 * No policy yet: the same table with one row saying where notifications go meanwhile (a Datagrid without rows would
 * show no table at all).
 */
function NoPolicies() {
  return (
    <Table aria-label="Notification policies">
      <TableHead>
        <TableRow>
          {COLUMNS.map(c => (
            <TableCell key={c}>{c}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell colSpan={COLUMNS.length}>
            <Typography color="text.secondary">No policies yet: every notification goes to your firm's admins.</Typography>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert severity="error" role="alert" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
      {LOAD_FAILED}
    </Alert>
  );
}

function ListLoadFailed({ retryOptions }: { retryOptions: () => void }) {
  const { refetch } = useListContext();
  return (
    <LoadFailed
      onRetry={() => {
        retryOptions();
        void refetch();
      }}
    />
  );
}

/** 'Add a policy': event, states and recipients, created through the dataProvider; the list refreshes after. */
function AddPolicyForm({ actions, states }: { actions: Option[]; states: Option[] }) {
  const [create, { isPending: busy }] = useCreate<NewPolicy, unknown, Policy>();
  const [eventType, setEventType] = useState('*');
  const [chosenStates, setChosenStates] = useState<Option[]>([]);
  const [rows, setRows] = useState<string[]>(recipientRows([]));
  const [formError, setFormError] = useState<string | null>(null);

  const setRow = (index: number, value: string) => setRows(recipientRows(rows.map((r, i) => (i === index ? value : r))));
  const filled = normalizeEmails(rows).length;

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const emails = normalizeEmails(rows);
    if (emails.length === 0) return setFormError(POLICY_MESSAGES.atLeastOneEmail);
    if (!rows[0].trim()) return setFormError(POLICY_MESSAGES.firstEmailRequired);
    if (emails.some(e => !isValidEmail(e))) return setFormError(POLICY_MESSAGES.invalidEmail);
    setFormError(null);
    const data: NewPolicy = { email_type: eventType, state: chosenStates.map(s => s.value), emails };
    void create(
      NOTIFICATION_POLICIES,
      { data },
      {
        onSuccess: () => {
          setEventType('*');
          setChosenStates([]);
          setRows(recipientRows([]));
        },
        onError: () => ui.alert(NOTIFICATION_ALERTS.addFailed),
      },
    );
  };

  return (
    <Card component="form" onSubmit={onAdd} aria-label="Add policy" noValidate>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          Add a policy
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <MuiTextField select size="small" label="Event" value={eventType} onChange={e => setEventType(e.target.value)}>
            {(actions.length ? actions : [{ value: '*', label: 'All events' }]).map(a => (
              <MenuItem key={a.value} value={a.value}>
                {a.label}
              </MenuItem>
            ))}
          </MuiTextField>
          <Autocomplete
            multiple
            size="small"
            options={states}
            value={chosenStates}
            onChange={(_, v) => setChosenStates(v)}
            getOptionLabel={o => o.label}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            renderInput={params => <MuiTextField {...params} label="States" helperText="Leave empty for all states" />}
          />
          <Typography variant="body2" color={filled < 2 ? 'warning.main' : 'text.secondary'}>
            We recommend 2 recipients per event, so a notification is never missed.
          </Typography>
          {rows.map((value, i) => (
            <MuiTextField
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
  );
}

/**
 * /collectors/notifications, 'Manage Notifications': the notification_policies resource's list (who is e-mailed
 * about which events, by state) with the add-policy form below it; every read and write goes through the dataProvider.
 */
export function NotificationPolicyList() {
  const options = usePolicyOptions();
  return (
    <Stack spacing={2.5}>
      <PageHeader
        title="Manage Notifications"
        subtitle="Choose who is e-mailed when something happens on an account. Events that match no policy go to your firm's admins."
      />
      {options.isError && <LoadFailed onRetry={() => void options.refetch()} />}
      <List<Policy>
        resource={NOTIFICATION_POLICIES}
        title={false}
        actions={false}
        pagination={false}
        disableSyncWithLocation
        // The page says what failed in its own words; react-admin would also raise the server's message.
        queryOptions={{ onError: () => undefined }}
        error={<ListLoadFailed retryOptions={() => void options.refetch()} />}
        empty={false}
      >
        <Datagrid aria-label="Notification policies" bulkActionButtons={false} rowClick={false} empty={<NoPolicies />}>
          <TextField source="email_type_label" label="Event" sortable={false} />
          <TextField source="states_label" label="States" sortable={false} />
          <FunctionField<Policy>
            label="Recipients"
            render={p => (
              <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                {p.emails.map(e => (
                  <Chip key={e} size="small" label={e} />
                ))}
              </Stack>
            )}
          />
          <FunctionField label="Delete" textAlign="right" render={() => <DeletePolicyButton />} />
        </Datagrid>
      </List>
      <AddPolicyForm actions={options.data?.actions ?? []} states={(options.data?.states ?? []).filter(o => o.value !== '*')} />
    </Stack>
  );
}
