import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import type { PaymentPlanView } from '@parley/domain/dashboard/payload';
import { ActionPanel, PAYMENT_TABS, TAB_LABELS, type PaymentTab } from './PaymentActions';
import { formatDate, formatInstant } from './payments-api';
import { planApi, type PlanDetails } from './plan-api';

export const AUTOPAY_FAILED = 'Your last autopay payment failed.';
export const DETAILS_FAILED = 'We could not load your payment options. Please try again.';

/** The page that hosts one payment action on its own (also the failed-autopay link's target). */
export function paymentActionsUrl(documentId: number, tab: PaymentTab): string {
  return `/customer_documents/${documentId}/payment_actions?active_tab=${tab}`;
}

function Figure(props: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {props.label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {props.value}
      </Typography>
    </Box>
  );
}

const HISTORY_LABEL = { succeeded: 'Paid', failed: 'Failed', processing: 'Processing', refunded: 'Refunded' } as const;

/**
 * A settlement's payment plan: autopay scheduled (the charge instant, 23:59:59 UTC, shown in
 * the consumer's own time), the failed-autopay warning with the link to pay the refused charge, progress, history,
 * and the three actions (change the date, pay extra, pay early), opened in place or on their own page.
 */
export function PaymentPlanPanel(props: { plan: PaymentPlanView; onChanged: () => void; hideActions?: boolean }) {
  const { plan } = props;
  const [open, setOpen] = useState<PaymentTab | null>(null);
  const [details, setDetails] = useState<PlanDetails | null>(null);
  const [detailsError, setDetailsError] = useState(false);
  const remaining = plan.payments_remaining > 0;
  const autopayOn = plan.is_subscription_active || plan.is_subscription_upcoming;

  const loadDetails = useCallback(async () => {
    setDetailsError(false);
    try {
      setDetails(await planApi.details(plan.document_id));
    } catch {
      setDetailsError(true);
    }
  }, [plan.document_id]);

  const toggle = (tab: PaymentTab) => {
    if (open === tab) return setOpen(null);
    setOpen(tab);
    if (!details) void loadDetails();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Payment plan">
      <Stack spacing={2}>
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
          <Typography variant="h6" component="h3">
            Payment plan
          </Typography>
          {!remaining && <Chip color="success" label="Paid in full" size="small" />}
        </Stack>
        {plan.subscription_needs_attention && (
          <Alert
            severity="error"
            role="alert"
            action={
              plan.subscription_latest_invoice_url ? (
                <Button color="inherit" size="small" component={RouterLink} to={plan.subscription_latest_invoice_url}>
                  Pay now
                </Button>
              ) : undefined
            }
          >
            {AUTOPAY_FAILED} Please pay the missed payment to keep your settlement on track.
          </Alert>
        )}
        {!plan.subscription_needs_attention &&
          autopayOn &&
          plan.next_payment_at != null &&
          plan.next_payment_amount != null && (
            <Alert severity="info" role="status" data-testid="autopay-scheduled">
              Autopay scheduled: {formatUsd(plan.next_payment_amount)} will be charged on{' '}
              {formatInstant(plan.next_payment_at)}.
            </Alert>
          )}
        <Box>
          <Stack direction="row" justifyContent="space-between">
            <Typography variant="body2">
              {plan.total_payments_count - plan.payments_remaining} of {plan.total_payments_count} payments made
            </Typography>
            <Typography variant="body2">{plan.progress_percentage}%</Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={plan.progress_percentage}
            aria-label="Plan progress"
            sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
          />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
          <Figure label="Total you pay" value={formatUsd(plan.total_amount_customer_pays)} />
          <Figure label="Balance remaining" value={formatUsd(plan.balance_remaining)} />
          <Figure label="Total savings" value={formatUsd(plan.total_savings)} />
          <Figure label="Next payment" value={plan.next_payment_date ? formatDate(plan.next_payment_date) : '—'} />
          <Figure
            label="Previous payment"
            value={plan.previous_payment_date ? formatDate(plan.previous_payment_date) : '—'}
          />
          <Figure label="Last payment" value={plan.last_payment_date ? formatDate(plan.last_payment_date) : '—'} />
        </Box>
        {remaining && autopayOn && !props.hideActions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {PAYMENT_TABS.map((tab) => (
              <Button
                key={tab}
                variant={open === tab ? 'contained' : 'outlined'}
                aria-expanded={open === tab}
                aria-controls={`plan-${plan.document_id}-${tab}`}
                onClick={() => toggle(tab)}
              >
                {TAB_LABELS[tab]}
              </Button>
            ))}
          </Stack>
        )}
        {open && !props.hideActions && (
          <Box id={`plan-${plan.document_id}-${open}`} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            {details ? (
              <ActionPanel
                tab={open}
                details={details}
                documentId={plan.document_id}
                iframe={false}
                variant="dashboard"
                reload={async () => {
                  await loadDetails();
                  props.onChanged();
                }}
              />
            ) : detailsError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={() => void loadDetails()}>
                    Retry
                  </Button>
                }
              >
                {DETAILS_FAILED}
              </Alert>
            ) : (
              <Skeleton variant="rounded" height={160} aria-label="Loading your payment options" />
            )}
            <Button component={RouterLink} to={paymentActionsUrl(plan.document_id, open)} size="small" sx={{ mt: 1 }}>
              Open on its own page
            </Button>
          </Box>
        )}
        {plan.payment_history.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h4">
              Payment history
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {plan.payment_history.map((h) => (
                <Stack
                  component="li"
                  key={h.id}
                  direction="row"
                  justifyContent="space-between"
                  sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Typography variant="body2" sx={{ minWidth: 100 }}>
                    {formatDate(h.date)}
                  </Typography>
                  <Typography variant="body2">{formatUsd(h.amount_cents)}</Typography>
                  <Typography
                    variant="body2"
                    sx={{ minWidth: 80, textAlign: 'right' }}
                    color={h.status === 'failed' ? 'error' : 'text.secondary'}
                  >
                    {HISTORY_LABEL[h.status]}
                  </Typography>
                </Stack>
              ))}
            </Box>
          </Box>
        )}
        {plan.checkbook_payments.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h4">
              Checks sent
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {plan.checkbook_payments.map((c) => (
                <Stack component="li" key={c.id} direction="row" justifyContent="space-between" sx={{ py: 0.5 }}>
                  <Typography variant="body2">{formatDate(c.date)}</Typography>
                  <Typography variant="body2">{formatUsd(c.amount_cents)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
                    {c.status}
                  </Typography>
                </Stack>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
