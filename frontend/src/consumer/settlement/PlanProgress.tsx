import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import type { NegotiationView } from './api';
import { formatDate } from './api';

/** The payment plan's progress, the next payment, and 'Paid' at the end. */
export function PlanProgress({ plan }: { plan: NonNullable<NegotiationView['payment_plan']> }) {
  if (plan.status === 'pending') {
    return <Typography>Your payment plan is being set up with the payment provider.</Typography>;
  }
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="plan-title">
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography id="plan-title" variant="h6" component="h2">
          Your payment plan
        </Typography>
        {plan.paid && <Chip color="success" label="Paid" />}
      </Stack>
      <Box>
        <LinearProgress
          variant="determinate"
          value={plan.progress_percentage}
          aria-label="Payment plan progress"
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {plan.progress_percentage}% paid of {formatUsd(plan.total_cents)} · {plan.payments_made} of{' '}
          {plan.payments_total} payments made
        </Typography>
      </Box>
      {!plan.paid && plan.next_payment_amount_cents !== null && (
        <Typography>
          Next payment: <strong>{formatUsd(plan.next_payment_amount_cents)}</strong> on{' '}
          {formatDate(plan.next_payment_date)}
        </Typography>
      )}
    </Stack>
  );
}
