import {
  CreateButton,
  Datagrid,
  DeleteButton,
  EditButton,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import { formatUsd } from '@parley/domain/money';
import { describeTerms } from '@parley/domain/negotiation';
import { describeAccept, describeCounter, describeScope } from './rule-form';
import { PreviewsProvider, usePreview } from './previews';
import { SETTLEMENT_RULES } from '../resource-names';
import type { RuleRecord } from './rules-data';
import { PageHeader } from '../layout/PageHeader';

function PreviewSummary() {
  const rule = useRecordContext<RuleRecord>();
  const state = usePreview(rule?.id);
  if (state.status === 'loading')
    return (
      <Typography variant="body2" color="text.secondary">
        Counting…
      </Typography>
    );
  if (state.status === 'failed' || !state.preview)
    return (
      <Typography variant="body2" color="text.secondary">
        Preview unavailable
      </Typography>
    );
  const p = state.preview;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {p.matched_accounts} open account{p.matched_accounts === 1 ? '' : 's'}
        {!rule?.active && ' (if resumed)'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {p.open_offers === 0
          ? 'No consumer offer waiting'
          : `${p.open_offers} offer${p.open_offers === 1 ? '' : 's'} waiting: ${p.would_accept} accepted, ${p.would_counteroffer} countered, ${p.would_leave} left to a collector`}
      </Typography>
    </Stack>
  );
}

/** The expanded row: what the rule would do with some of the offers waiting now. */
function PreviewPanel() {
  const rule = useRecordContext<RuleRecord>();
  const state = usePreview(rule?.id);
  if (state.status !== 'ready' || !state.preview) return null;
  const { examples } = state.preview;
  if (examples.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        No consumer offer is waiting on the accounts this rule answers for.
      </Typography>
    );
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        What it would do with the offers waiting now
      </Typography>
      <Table size="small" aria-label={`Preview of ${rule?.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Consumer</TableCell>
            <TableCell>Lawsuit</TableCell>
            <TableCell>Their offer</TableCell>
            <TableCell>The rule's answer</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {examples.map((e) => (
            <TableRow key={e.customer_document_id}>
              <TableCell>{e.customer_name ?? `Account ${e.customer_document_id}`}</TableCell>
              <TableCell>{formatUsd(e.lawsuit_amount_cents)}</TableCell>
              <TableCell>{describeTerms(e.offer)}</TableCell>
              <TableCell>
                {e.answer === 'accept' && 'Accept'}
                {e.answer === 'counteroffer' && e.counteroffer && `Counteroffer: ${describeTerms(e.counteroffer)}`}
                {e.answer === 'none' && `No answer. ${e.reason ?? ''}`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Pause or resume: a change of the rule's `active` field through the dataProvider, with its notice. */
function PauseButton() {
  const rule = useRecordContext<RuleRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<RuleRecord>();
  if (!rule) return null;
  const pausing = rule.active;
  return (
    <Button
      size="small"
      disabled={isPending}
      startIcon={pausing ? <PauseCircleOutline /> : <PlayCircleOutline />}
      aria-label={`${pausing ? 'Pause' : 'Resume'} rule ${rule.name}`}
      onClick={(event) => {
        event.stopPropagation();
        void update(
          SETTLEMENT_RULES,
          { id: rule.id, data: { active: !rule.active }, previousData: rule },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(pausing ? `Rule '${rule.name}' paused.` : `Rule '${rule.name}' is active again.`, {
                type: 'info',
              }),
            onError: (error: unknown) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      {pausing ? 'Pause' : 'Resume'}
    </Button>
  );
}

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h6" gutterBottom>
        No settlement rules yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A rule answers consumer offers within seconds: it accepts offers inside the range you approve and counteroffers
        the others, in plans the consumer's budget can carry.
      </Typography>
      <CreateButton label="New rule" variant="contained" />
    </Box>
  );
}

/** The firm's settlement rules, most specific first (the order in which they decide), with their preview. */
export function SettlementRuleList() {
  return (
    <Box>
      <PageHeader
        title="Settlement rules"
        subtitle="Rules answer consumer offers for the firm within seconds. Open a rule's row to see what it would do with the offers waiting now."
      />
      <List
        title="Settlement rules"
        pagination={false}
        perPage={1000}
        exporter={false}
        empty={<Empty />}
        actions={
          <TopToolbar>
            <CreateButton label="New rule" />
          </TopToolbar>
        }
      >
        <PreviewsProvider>
          <Datagrid bulkActionButtons={false} rowClick="expand" expand={<PreviewPanel />}>
            <TextField source="name" label="Name" sortable={false} />
            <FunctionField<RuleRecord>
              label="Status"
              render={(r) => (
                <Chip size="small" label={r.active ? 'Active' : 'Paused'} color={r.active ? 'success' : 'default'} />
              )}
            />
            <FunctionField<RuleRecord> label="Answers for" render={(r) => describeScope(r)} />
            <FunctionField<RuleRecord>
              label="Answers"
              render={(r) => (
                <Stack spacing={0.5}>
                  <Typography variant="body2">{describeAccept(r.auto_accept)}</Typography>
                  <Typography variant="body2">{describeCounter(r.auto_counter)}</Typography>
                </Stack>
              )}
            />
            <FunctionField label="Preview" render={() => <PreviewSummary />} />
            <PauseButton />
            <EditButton />
            <DeleteButton
              mutationMode="pessimistic"
              confirmTitle="Delete this rule?"
              confirmContent="Offers on its accounts will wait for a collector (or another rule) from now on. Answers it already gave stay in each account's history."
            />
          </Datagrid>
        </PreviewsProvider>
      </List>
    </Box>
  );
}
