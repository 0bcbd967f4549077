import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import { ApiError, NetworkError, newIdempotencyKey, serverMessages } from '../../shared/http';
import { DemoCardForm } from './DemoCardForm';
import { PaymentElementCheckout } from './PaymentElementCheckout';
import { StripeCardForm } from './StripeCardForm';
import { billedAt, formatDate, paymentsApi, type AutopaySetupBody, type AutopayView } from './payments-api';
import type { SetupCheckout } from './plan-api';
import { queryKeys } from '../data/keys';

export const LOAD_ERROR = 'We could not load your payment schedule. Please refresh the page and try again.';
export const SUBMIT_ERROR = 'An error occurred while processing your request';
export const CARD_CHOICE = 'Card';
export const ANOTHER_METHOD = 'Another payment method';
export const CONTINUE_TO_FORM = 'Continue to the payment form';

function messageOf(err: unknown): string {
  if (err instanceof NetworkError) return SUBMIT_ERROR;
  if (err instanceof ApiError) return serverMessages(err.body)[0] ?? SUBMIT_ERROR;
  return SUBMIT_ERROR;
}

/**
 * Autopay for an agreed settlement (mounted by the settlement page at waiting_for_payment): the schedule the
 * agreement makes, then the card form (Stripe Elements with real keys, the marked demo form otherwise). The server
 * saves the card with the payment provider and moves the settlement to payment_setup_complete. "Another payment
 * method" opens a setup checkout instead (intent type setup: Stripe's Payment Element and confirmSetup, or the marked
 * demo checkout form); the payment success page then completes autopay with the confirmed setup.
 */
export function AutopaySetup(props: {
  documentId: number;
  onComplete: () => void;
  /** Where the confirmed setup goes (default: the browser goes there); Stripe's form redirects by itself. */
  onCheckoutDone?: (url: string) => void;
}) {
  const { documentId, onComplete } = props;
  const [payWith, setPayWith] = useState<'card' | 'checkout'>('card');
  const [checkout, setCheckout] = useState<SetupCheckout | null>(null);
  const queryClient = useQueryClient();
  const autopay = useQuery({ queryKey: queryKeys.payments.autopay(documentId), queryFn: () => paymentsApi.autopay(documentId) });
  const view = autopay.data ?? null;
  const loadError = autopay.isError && !autopay.isFetching;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The setup answers with the plan as it now is: the cache takes it.
  const setView = (next: AutopayView) => queryClient.setQueryData(queryKeys.payments.autopay(documentId), next);

  // A retry after a lost answer must not set autopay up twice (the server also refuses a second plan).
  const setupKey = useRef(newIdempotencyKey());
  const submit = async (body: AutopaySetupBody) => {
    setBusy(true);
    setError(null);
    try {
      setView(await paymentsApi.setUpAutopay(documentId, body, setupKey.current));
      setDone(true);
      onComplete();
    } catch (err) {
      if (err instanceof ApiError) setupKey.current = newIdempotencyKey();
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const openCheckout = async () => {
    setBusy(true);
    setError(null);
    try {
      setCheckout((await paymentsApi.openSetupCheckout(documentId)).checkout);
    } catch (err) {
      setCheckout(null);
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <Alert severity="error" action={<Button onClick={() => void autopay.refetch()}>Retry</Button>}>
        {LOAD_ERROR}
      </Alert>
    );
  if (!view) return <Skeleton variant="rounded" height={240} aria-label="Loading your payment schedule" />;

  const plan = view.payment_plan;
  const first = view.schedule[0];
  const submitLabel = first ? `Set up autopay (first payment ${formatUsd(first.amount_cents)})` : 'Set up autopay';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label="Autopay">
      <Typography variant="h6" component="h2" gutterBottom>
        Set up autopay
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each payment is charged automatically at the end of its due day (23:59:59 UTC
        {first ? `, ${billedAt(first.due_date)} your time, for the first one` : ''}). A first payment due today is
        charged right away.
      </Typography>
      <ScheduleOf view={view} />
      <Box sx={{ mt: 3 }}>
        {plan ? (
          <Alert severity="success">
            {done ? 'Autopay is set up. ' : 'Autopay is already set up. '}
            Your {plan.card.brand === 'unknown' ? 'card' : plan.card.brand} card ending in {plan.card.last4} will be
            charged {plan.next_payment_amount !== null ? formatUsd(plan.next_payment_amount) : ''} on{' '}
            {formatDate(plan.next_payment_date)}.
          </Alert>
        ) : view.current_action !== 'waiting_for_payment' ? (
          <Alert severity="info">Autopay can be set up once the settlement agreement is signed.</Alert>
        ) : (
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            {checkout ? (
              <Stack spacing={2} aria-label="Payment method checkout">
                <PaymentElementCheckout
                  key={checkout.setup_intent_id}
                  documentId={documentId}
                  checkout={checkout}
                  publishableKey={view.provider.mode === 'stripe' ? view.provider.publishable_key : null}
                  submitLabel={submitLabel}
                  onRestart={() => void openCheckout()}
                  onDone={(url) => (props.onCheckoutDone ? props.onCheckoutDone(url) : window.location.assign(url))}
                />
                <Box>
                  <Button variant="text" onClick={() => setCheckout(null)} disabled={busy}>
                    Choose another way to pay
                  </Button>
                </Box>
              </Stack>
            ) : (
              <>
                <FormControl>
                  <FormLabel id="autopay-with-label">How would you like to pay?</FormLabel>
                  <RadioGroup
                    aria-labelledby="autopay-with-label"
                    value={payWith}
                    onChange={(e) => {
                      setPayWith(e.target.value as 'card' | 'checkout');
                      setError(null);
                    }}
                  >
                    <FormControlLabel value="card" control={<Radio />} label={CARD_CHOICE} />
                    <FormControlLabel value="checkout" control={<Radio />} label={ANOTHER_METHOD} />
                  </RadioGroup>
                </FormControl>
                {payWith === 'checkout' ? (
                  <Box>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                      Save a card or another payment method your bank supports; each payment is then charged to it on
                      its due day. Some methods take you to your bank to confirm and bring you back here.
                    </Typography>
                    <Button variant="contained" onClick={() => void openCheckout()} disabled={busy}>
                      {busy ? 'Loading...' : CONTINUE_TO_FORM}
                    </Button>
                  </Box>
                ) : view.provider.mode === 'stripe' && view.provider.publishable_key ? (
                  <StripeCardForm
                    publishableKey={view.provider.publishable_key}
                    busy={busy}
                    submitLabel={submitLabel}
                    onSubmit={(id) => void submit({ payment_method_id: id })}
                  />
                ) : (
                  <DemoCardForm busy={busy} submitLabel={submitLabel} onSubmit={(card) => void submit({ card })} />
                )}
              </>
            )}
          </Stack>
        )}
      </Box>
    </Paper>
  );
}

const STATUS_LABELS: Record<string, string> = {
  upcoming: 'Upcoming',
  scheduled: 'Scheduled',
  processing: 'Processing',
  succeeded: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
};

function ScheduleOf({ view }: { view: AutopayView }) {
  const total = view.total_amount_cents ?? view.schedule.reduce((s, p) => s + p.amount_cents, 0);
  // Before anything is charged every row would say the same thing: the column only appears once it tells something.
  const showStatus = view.schedule.some((p) => p.status !== 'upcoming' && p.status !== 'scheduled');
  return (
    <Box sx={{ maxHeight: 300, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table
        size="small"
        aria-label="Payment schedule"
        stickyHeader
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Payment</TableCell>
            <TableCell>Due</TableCell>
            <TableCell align="right">Amount</TableCell>
            {showStatus && <TableCell align="right">Status</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {view.schedule.map((p) => (
            <TableRow key={p.index}>
              <TableCell>{p.index + 1}</TableCell>
              <TableCell>{formatDate(p.due_date)}</TableCell>
              <TableCell align="right">{formatUsd(p.amount_cents)}</TableCell>
              {showStatus && <TableCell align="right">{STATUS_LABELS[p.status] ?? p.status}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td': { fontSize: 'body2.fontSize', color: 'text.primary' } }}>
            <TableCell colSpan={2}>
              <strong>Total</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{formatUsd(total)}</strong>
            </TableCell>
            {showStatus && <TableCell />}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
