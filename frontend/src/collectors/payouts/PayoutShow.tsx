import { Show, useShowContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { formatCents } from '../accounts/format';
import { PayoutDetails } from './PayoutDetails';
import type { Payout } from './types';

function PayoutShowContent() {
  const { record } = useShowContext<Payout>();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <title>{`Payout ${record.id} · Parley`}</title>
      <Typography variant="h6" component="h1">
        Payout {record.id}: {formatCents(record.amount_cents)}
        {record.law_firm_name ? ` to ${record.law_firm_name}` : ''}
      </Typography>
      <PayoutDetails payout={record} />
    </Stack>
  );
}

/** One payout on its own page (the narrow screen's list opens it). */
export function PayoutShow() {
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/collectors/payouts" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        All payouts
      </Button>
      <Show title={false} actions={false}>
        <PayoutShowContent />
      </Show>
    </Stack>
  );
}
