import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, formatDateOnly } from '../format';
import type { PlanSummaryState } from '../use-payment-plan-summary';
import { PANEL_TEXT } from './messages';

/**
 * first_payment_made: the progress ring of payment_plan_summary with the next payment; 'Paid'
 * when all payments are done (the ring at 100, or the current action says so), otherwise 'Consumer made their
 * latest payment'. The summary is polled while pending by usePaymentPlanSummary (up to 5 retries, 1 s to 5 s).
 */
export function PlanProgress({ plan, paid: paidByAction, onRetry }: { plan: PlanSummaryState; paid: boolean; onRetry: () => void }) {
  if (plan.status === 'loading') {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy="true">
        <Skeleton variant="circular" width={64} height={64} />
        <Box>
          <Skeleton width={180} />
          <Skeleton width={140} />
        </Box>
      </Stack>
    );
  }
  if (plan.status === 'error') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Failed to load the payment plan
      </Alert>
    );
  }
  if (plan.status === 'pending' || !plan.answer.payment_plan_summary) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Check again
          </Button>
        }
      >
        The payment plan is still being prepared.
      </Alert>
    );
  }
  const summary = plan.answer.payment_plan_summary;
  const progress = Math.max(0, Math.min(100, Math.round(summary.progress_percentage)));
  const paid = paidByAction || progress >= 100;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress
          variant="determinate"
          value={100}
          size={64}
          thickness={5}
          sx={{ color: 'grey.200', position: 'absolute' }}
        />
        <CircularProgress
          variant="determinate"
          value={progress}
          size={64}
          thickness={5}
          color={paid ? 'success' : 'secondary'}
          aria-label="Payment plan progress"
        />
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography variant="caption" sx={{ fontWeight: 700 }}>
            {progress}%
          </Typography>
        </Box>
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 600 }} data-testid="current-action-text">
          {paid ? PANEL_TEXT.paid : PANEL_TEXT.latestPayment}
        </Typography>
        {!paid && summary.next_payment_date && (
          <Typography variant="body2" color="text.secondary">
            Next payment {formatCents(summary.next_payment_amount)} on {formatDateOnly(summary.next_payment_date)}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
