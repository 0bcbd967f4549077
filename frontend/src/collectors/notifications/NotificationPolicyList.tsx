import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteArrayInput,
  Datagrid,
  Form,
  FunctionField,
  List,
  required,
  SelectInput,
  TextField,
  TextInput,
  useCreate,
  useDelete,
  useListContext,
  useRecordContext,
} from 'react-admin';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { normalizeEmails, POLICY_MESSAGES, recipientRows } from '@parley/domain/notifications/policies';
import { isValidEmail } from '@parley/domain/payout/validation';
import { type NewPolicy, NOTIFICATION_ALERTS, type Option, type Policy } from './api';
import { NOTIFICATION_POLICIES } from '../resource-names';
import { PageHeader } from '../layout/PageHeader';
import { useCollectorDataProvider } from '../use-collector-data-provider';

/** The page raises its alerts as browser alerts. */
export const ui = { alert: (message: string) => window.alert(message) };

const LOAD_FAILED = 'Failed to load notification policies';

/** The event types and states a policy can name (the form's choices), through the dataProvider. */
function usePolicyOptions() {
  const dataProvider = useCollectorDataProvider();
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

type PolicyForm = { email_type: string; state: string[]; emails: (string | null | undefined)[] };

const NEW_POLICY: PolicyForm = { email_type: '*', state: [], emails: ['', ''] };

/** The recipient rows as typed (an input never typed in holds nothing). */
const typedRows = (emails: PolicyForm['emails'] | undefined) => (emails ?? []).map(e => e ?? '');

/**
 * The first row speaks for the whole list when every row is empty, and is required otherwise (spaces alone count as
 * empty, which react-admin's `required()` would accept).
 */
const firstRecipient = (value: string | null | undefined, values: PolicyForm) => {
  if (normalizeEmails(typedRows(values.emails)).length === 0) return POLICY_MESSAGES.atLeastOneEmail;
  return value?.trim() ? undefined : POLICY_MESSAGES.firstEmailRequired;
};

const validEmail = (value: string | null | undefined) =>
  value && value.trim() && !isValidEmail(value.trim().toLowerCase()) ? POLICY_MESSAGES.invalidEmail : undefined;

const FIRST_ROW = [firstRecipient, validEmail];
const OTHER_ROWS = [validEmail];

/** One recipient row; its error is announced (role alert) as it appears. */
function RecipientInput({ index }: { index: number }) {
  const source = `emails.${index}`;
  const { errors } = useFormState<PolicyForm>({ name: source as `emails.${number}` });
  const invalid = !!errors.emails?.[index];
  return (
    <TextInput
      source={source}
      type="email"
      size="small"
      label={index === 0 ? 'Recipient email 1 (required)' : `Recipient email ${index + 1}`}
      validate={index === 0 ? FIRST_ROW : OTHER_ROWS}
      isRequired={index === 0}
      helperText={false}
      slotProps={{ formHelperText: invalid ? { role: 'alert' } : {} }}
    />
  );
}

/** At least two rows, and a blank one appended once every row is filled. */
function RecipientInputs() {
  const emails = useWatch<PolicyForm, 'emails'>({ name: 'emails' });
  return recipientRows(typedRows(emails)).map((_, i) => <RecipientInput key={i} index={i} />);
}

/** 'Add a policy': event, states and recipients, created through the dataProvider; the list refreshes after. */
function AddPolicyForm({ actions, states }: { actions: Option[]; states: Option[] }) {
  const [create, { isPending: busy }] = useCreate<NewPolicy, unknown, Policy>();
  // A new form (fresh defaults) after each policy added.
  const [added, setAdded] = useState(0);

  const onAdd = (values: Partial<PolicyForm>) => {
    if (busy) return;
    const data: NewPolicy = {
      email_type: values.email_type ?? '*',
      state: values.state ?? [],
      emails: normalizeEmails(typedRows(values.emails)),
    };
    void create(
      NOTIFICATION_POLICIES,
      { data },
      { onSuccess: () => setAdded(n => n + 1), onError: () => ui.alert(NOTIFICATION_ALERTS.addFailed) },
    );
  };

  return (
    <Card component="section" aria-labelledby="add-policy-title">
      <CardContent>
        <Typography id="add-policy-title" variant="subtitle1" component="h2" gutterBottom>
          Add a policy
        </Typography>
        <Form<PolicyForm> key={added} defaultValues={NEW_POLICY} onSubmit={onAdd} noValidate>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <SelectInput
              source="email_type"
              label="Event"
              size="small"
              choices={actions.length ? actions : [{ value: '*', label: 'All events' }]}
              optionValue="value"
              optionText="label"
              validate={required(POLICY_MESSAGES.invalidEvent)}
              helperText={false}
            />
            <AutocompleteArrayInput
              source="state"
              label="States"
              size="small"
              choices={states}
              optionValue="value"
              optionText="label"
              helperText="Leave empty for all states"
            />
            <RecommendedRecipients />
            <RecipientInputs />
            <Box>
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? 'Adding…' : 'Add policy'}
              </Button>
            </Box>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}

/** The recommendation turns to a warning while fewer than two recipients are filled in. */
function RecommendedRecipients() {
  const emails = useWatch<PolicyForm, 'emails'>({ name: 'emails' });
  const filled = normalizeEmails(typedRows(emails)).length;
  return (
    <Typography variant="body2" color={filled < 2 ? 'warning.main' : 'text.secondary'}>
      We recommend 2 recipients per event, so a notification is never missed.
    </Typography>
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
