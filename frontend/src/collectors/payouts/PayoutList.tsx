import {
  DatagridConfigurable,
  FunctionField,
  List,
  NumberInput,
  SelectColumnsButton,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useGetIdentity,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import BalanceOutlined from '@mui/icons-material/BalanceOutlined';
import { formatCents, formatTimestampDate } from '../accounts/format';
import type { CollectorIdentity } from '../authProvider';
import { methodLabel, PAYOUT_STATUS_LABELS, STATUS_CHOICES, statusColor, trackingUrl } from './labels';
import { PayoutExpand } from './PayoutExpand';
import type { Payout } from './types';
import { PageHeader } from '../layout/PageHeader';

// Its own chunk with the chart library (about 100 KB gzip): the portal's other pages never load it.
const PayoutsChart = lazy(() => import('./PayoutsChart').then((m) => ({ default: m.PayoutsChart })));

const StatusChip = ({ record }: { record: Payout }) => (
  <Chip size="small" variant="outlined" color={statusColor(record.status)} label={PAYOUT_STATUS_LABELS[record.status]} />
);

const dateOf = (p: Payout) => formatTimestampDate(p.initiated_at ?? p.created_at);

function Actions({ onCall }: { onCall: boolean }) {
  return (
    <TopToolbar>
      {onCall && (
        <Button component={RouterLink} to="/collectors/payouts/reconciliation" startIcon={<BalanceOutlined />} size="small">
          Reconciliation
        </Button>
      )}
      <SelectColumnsButton />
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        No payouts yet
      </Typography>
      <Typography color="text.secondary">
        Consumer payments are paid out to the firm every day at 02:00 UTC, net of Parley's commission.
      </Typography>
    </Box>
  );
}

/**
 * The Payouts page: every payout to the firm (on-call admins: to every firm, the platform's ledger), with its
 * method, status, check and tracking numbers, filtered by status and month, the money paid per month, and each
 * payout's accounts and payments in its expanded row (narrow screens: a list that opens each payout).
 */
export function PayoutList() {
  const identity = useGetIdentity().identity as CollectorIdentity | undefined;
  const onCall = identity?.isOnCallAdmin ?? false;
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const filters = [
    <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn emptyText="All statuses" />,
    <TextInput key="month" source="month" label="Month" type="month" alwaysOn slotProps={{ inputLabel: { shrink: true } }} />,
    ...(onCall ? [<NumberInput key="law_firm_id" source="law_firm_id" label="Law firm ID" alwaysOn />] : []),
  ];
  return (
    <Stack spacing={2}>
      <PageHeader
        title={onCall ? 'Payout ledger' : 'Payouts'}
        subtitle={
          onCall
            ? 'Every payout to every firm. Filter by law firm to see one firm’s.'
            : `What ${identity?.lawFirm?.name ?? 'your firm'} has been paid: one payout a day of the settlement payments received, net of Parley's commission.`
        }
      />
      <List
        title={false}
        filters={filters}
        sort={{ field: 'initiated_at', order: 'DESC' }}
        perPage={25}
        queryOptions={{ meta: { query: { include_payments: false } } }}
        actions={<Actions onCall={onCall} />}
        empty={<Empty />}
        storeKey={onCall ? 'payouts.ledger' : 'payouts'}
      >
        <Box sx={{ px: 2, pt: 2 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <PayoutsChart />
          </Suspense>
        </Box>
        {narrow ? (
          <SimpleList<Payout>
            primaryText={(p) => `${formatCents(p.amount_cents)} · ${PAYOUT_STATUS_LABELS[p.status]}`}
            secondaryText={(p) =>
              [methodLabel(p.method), p.check_number && `Check ${p.check_number}`, onCall && p.law_firm_name].filter(Boolean).join(' · ')
            }
            tertiaryText={dateOf}
            rowClick="show"
          />
        ) : (
          <DatagridConfigurable rowClick="expand" expand={<PayoutExpand />} bulkActionButtons={false} preferenceKey={onCall ? 'payouts.ledger.datagrid' : 'payouts.datagrid'}>
            <FunctionField<Payout> source="initiated_at" label="Date" sortBy="initiated_at" render={dateOf} />
            {onCall && <TextField source="law_firm_name" label="Law firm" sortable={false} />}
            <FunctionField<Payout> source="method" label="Method" sortable={false} render={(p) => methodLabel(p.method)} />
            <FunctionField<Payout> source="status" label="Status" sortBy="status" render={(p) => <StatusChip record={p} />} />
            <FunctionField<Payout>
              source="amount_cents"
              label="Amount"
              sortBy="amount_cents"
              textAlign="right"
              render={(p) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCents(p.amount_cents)}</span>}
            />
            <TextField source="check_number" label="Check number" sortable={false} emptyText="—" />
            <FunctionField<Payout>
              source="tracking_number"
              label="Tracking number"
              sortable={false}
              render={(p) =>
                p.tracking_number ? (
                  <Link href={trackingUrl(p.tracking_number)} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
                    {p.tracking_number}
                  </Link>
                ) : (
                  '—'
                )
              }
            />
            <FunctionField<Payout> source="paid_at" label="Paid" sortable={false} render={(p) => formatTimestampDate(p.paid_at)} />
            <FunctionField<Payout> source="payments_count" label="Payments" sortable={false} textAlign="right" render={(p) => p.payments_count} />
          </DatagridConfigurable>
        )}
      </List>
    </Stack>
  );
}
