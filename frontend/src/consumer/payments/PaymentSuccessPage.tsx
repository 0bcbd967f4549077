import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../../backend/src/domain/money';
import { ApiError } from '../../shared/http';
import { signInUrlFor } from '../../shared/redirect';
import { BrandMark } from '../../shared/ui/BrandMark';
import { CONSUMER_SIGN_IN_PATH } from '../api';
import { dashboardUrl, planApi, type PaymentOutcome } from './plan-api';
import { paymentActionsUrl } from './PaymentPlanPanel';

/** How often the page asks while the provider is still processing, and for how long at most. */
export const OUTCOME_POLL_MS = 1000;
export const OUTCOME_MAX_POLLS = 60;
export const OUTCOME_NOT_FOUND = 'We could not find this payment. Please check your payment plan on your dashboard.';
export const OUTCOME_PENDING =
  'Your payment is still processing. It will show on your dashboard as soon as your bank confirms it.';
export const PAID_MESSAGE = 'Your payment was successful. Thank you!';

/** Inside the payment widget's frame: the parent page opens the url (002 section 7, postMessage open_url). */
export function openInParent(url: string): boolean {
  if (window.parent === window) return false;
  window.parent.postMessage({ type: 'open_url', url, target: '_top' }, window.location.origin);
  return true;
}

type State =
  | { status: 'waiting'; outcome: PaymentOutcome | null }
  | { status: 'done'; outcome: PaymentOutcome }
  | { status: 'timeout'; outcome: PaymentOutcome | null }
  | { status: 'error'; message: string };

/**
 * /customer_documents/:id/payment_widget/payment_success?payment_intent=pi_...&iframe_context=true: the outcome of
 * a payment. Asks the server (which checks the payment is this consumer's) until the provider settles it; in the
 * payment widget's frame a success asks the parent page to open the dashboard.
 */
export function PaymentSuccessPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const pi = params.get('payment_intent') ?? '';
  const iframe = params.get('iframe_context') === 'true';
  const [state, setState] = useState<State>({ status: 'waiting', outcome: null });
  const told = useRef(false);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    let polls = 0;
    let timer: number | undefined;
    let cancelled = false;
    const ask = async () => {
      polls += 1;
      try {
        const outcome = await planApi.outcome(Number(id), pi);
        if (cancelled) return;
        if (outcome.status !== 'processing' && (outcome.recorded || outcome.status === 'failed' || polls > 10)) {
          setState({ status: 'done', outcome });
          return;
        }
        if (polls >= OUTCOME_MAX_POLLS) return setState({ status: 'timeout', outcome });
        setState({ status: 'waiting', outcome });
      } catch (err) {
        if (cancelled) return;
        if (err instanceof ApiError && err.status === 401) {
          navigate(signInUrlFor(CONSUMER_SIGN_IN_PATH, `${location.pathname}${location.search}`), { replace: true });
          return;
        }
        if (err instanceof ApiError && (err.status === 404 || err.status === 403))
          return setState({ status: 'error', message: OUTCOME_NOT_FOUND });
        if (polls >= OUTCOME_MAX_POLLS) return setState({ status: 'timeout', outcome: null });
      }
      timer = window.setTimeout(() => void ask(), OUTCOME_POLL_MS);
    };
    if (!pi || !/^[1-9]\d*$/.test(id)) setState({ status: 'error', message: OUTCOME_NOT_FOUND });
    else void ask();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // The location is read once: the page never changes its own address.
  }, [id, pi]);

  const succeeded = state.status === 'done' && state.outcome.status === 'succeeded';
  const home = succeeded ? dashboardUrl(PAID_MESSAGE) : '/my_dashboard';
  useEffect(() => {
    if (succeeded && iframe && !told.current) told.current = openInParent(home);
  }, [succeeded, iframe, home]);

  return (
    <Box sx={{ minHeight: iframe ? undefined : '100vh', bgcolor: 'background.default', py: { xs: 3, md: 6 } }}>
      <title>Payment · Parley</title>
      <Container maxWidth="sm">
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2} alignItems="flex-start">
            {!iframe && <BrandMark />}
            {state.status === 'waiting' && (
              <Stack direction="row" spacing={2} alignItems="center" aria-busy="true">
                <CircularProgress size={28} aria-label="Processing your payment" />
                <Typography variant="h6" component="h1">
                  Processing your payment
                  {state.outcome ? ` of ${formatUsd(state.outcome.amount_cents)}` : ''}...
                </Typography>
              </Stack>
            )}
            {state.status === 'done' && state.outcome.status === 'succeeded' && (
              <>
                <Typography variant="h5" component="h1">
                  Payment successful
                </Typography>
                <Alert severity="success" sx={{ width: '100%' }}>
                  {formatUsd(state.outcome.amount_cents)} was paid. {PAID_MESSAGE}
                </Alert>
              </>
            )}
            {state.status === 'done' && state.outcome.status === 'failed' && (
              <>
                <Typography variant="h5" component="h1">
                  Payment failed
                </Typography>
                <Alert severity="error" role="alert" sx={{ width: '100%' }}>
                  {state.outcome.error ?? 'Your card was declined.'}
                </Alert>
                <Button
                  component={RouterLink}
                  to={paymentActionsUrl(Number(id), 'additional_payment')}
                  variant="outlined"
                >
                  Try again
                </Button>
              </>
            )}
            {state.status === 'timeout' && <Alert severity="info">{OUTCOME_PENDING}</Alert>}
            {state.status === 'error' && (
              <Alert severity="error" role="alert">
                {state.message}
              </Alert>
            )}
            {state.status !== 'waiting' && (
              <Button
                variant="contained"
                component={RouterLink}
                to={home}
                onClick={(e) => {
                  if (iframe && openInParent(home)) e.preventDefault();
                }}
              >
                Back to my dashboard
              </Button>
            )}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
