import { useGetOne, useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { PayoutDetails } from './PayoutDetails';
import type { Payout } from './types';

/** The expanded row: the list answers without payments, so the payout is read through the dataProvider's getOne. */
export function PayoutExpand() {
  const record = useRecordContext<Payout>();
  const { data, isPending, error } = useGetOne<Payout>('payouts', { id: record?.id }, { enabled: !!record });
  if (isPending) return <LinearProgress aria-label="Loading the payout" />;
  if (error || !data) return <Alert severity="error">The payout could not be loaded.</Alert>;
  return <PayoutDetails payout={data} />;
}
