import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@parley/domain/money';
import { ApiError, serverMessages } from '../../shared/http';
import { signInUrlFor } from '../../shared/redirect';
import { BrandMark } from '../../shared/ui/BrandMark';
import { CONSUMER_SIGN_IN_PATH } from '../api';
import { useArrivalCommand } from '../data/arrival-command';
import { ConsumerData } from '../data/ConsumerData';
import { queryKeys } from '../data/keys';
import { formatDate, paymentsApi, type AutopayView } from './payments-api';
import { dashboardUrl, planApi, type PaymentOutcome } from './plan-api';
import { paymentActionsUrl } from './PaymentPlanPanel';

/** How often the page asks while the provider is still processing, and for how long at most. */
export const OUTCOME_POLL_MS = 1000;
export const OUTCOME_MAX_POLLS = 60;
export const OUTCOME_NOT_FOUND = 'We could not find this payment. Please check your payment plan on your dashboard.';
export const OUTCOME_PENDING =
  'Your payment is still processing. It will show on your dashboard as soon as your bank confirms it.';
export const PAID_MESSAGE = 'Your payment was successful. Thank you!';
export const AUTOPAY_SET_UP = 'Autopay is set up.';
export const SETUP_NOT_FOUND_MESSAGE =
  'We could not find this payment method setup. Please set up autopay again from your settlement.';
export const SETUP_ERROR = 'An error occurred while setting up autopay. Please try again.';

/** Inside the payment widget's frame: the parent page opens the url (postMessage open_url). */
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
 * /customer_documents/:id/payment_widget/payment_success: the outcome of a payment (`payment_intent`), or the return
 * from a setup checkout (`setup_intent`, `redirect_status`: Stripe's return after confirmSetup, or the demo form's).
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const setupIntent = params.get('setup_intent');
  return (
    <ConsumerData>
      {setupIntent !== null ? <SetupReturn setupIntent={setupIntent} /> : <PaymentOutcomePage />}
    </ConsumerData>
  );
}

function Shell(props: { iframe: boolean; title: string; children: ReactNode }) {
  return (
    // The page's one main landmark (the page has no other frame around it).
    <Box component="main" sx={{ minHeight: props.iframe ? undefined : '100vh', bgcolor: 'background.default', py: { xs: 3, md: 6 } }}>
      <title>{props.title}</title>
      <Container maxWidth="sm">
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2} alignItems="flex-start">
            {!props.iframe && <BrandMark />}
            {props.children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

function DashboardButton(props: { to: string; iframe: boolean; variant?: 'contained' | 'outlined' }) {
  return (
    <Button
      variant={props.variant ?? 'contained'}
      component={RouterLink}
      to={props.to}
      onClick={(e) => {
        if (props.iframe && openInParent(props.to)) e.preventDefault();
      }}
    >
      Back to my dashboard
    </Button>
  );
}

/** 'visa card', or 'bank account' for the bank debits the Payment Element may save. */
function methodName(brand: string): string {
  if (brand === 'us_bank_account' || brand === 'sepa_debit' || brand === 'acss_debit') return 'bank account';
  return brand === 'unknown' || brand === 'card' ? 'card' : `${brand} card`;
}

type SetupState =
  | { status: 'working' }
  | { status: 'done'; plan: NonNullable<AutopayView['payment_plan']> }
  | { status: 'failed'; message: string }
  | { status: 'error'; message: string };

/** Completes autopay with the confirmed setup intent: what the page shows, or that the consumer must sign in first. */
async function completeSetup(documentId: number, setupIntent: string): Promise<SetupState | { status: 'signed_out' }> {
  try {
    const view = await paymentsApi.setUpAutopay(documentId, { setup_intent_id: setupIntent });
    if (view.payment_plan) return { status: 'done', plan: view.payment_plan };
    return { status: 'failed', message: SETUP_ERROR };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return { status: 'signed_out' };
    if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return { status: 'error', message: SETUP_NOT_FOUND_MESSAGE };
    const message = err instanceof ApiError ? (serverMessages(err.body)[0] ?? SETUP_ERROR) : SETUP_ERROR;
    // Already set up (this address visited again): show it as it stands.
    if (err instanceof ApiError && err.status === 409) {
      const view = await paymentsApi.autopay(documentId).catch(() => null);
      if (view?.payment_plan) return { status: 'done', plan: view.payment_plan };
    }
    return { status: 'failed', message };
  }
}

/**
 * The return from a setup checkout: completes autopay with the confirmed setup intent through the server (which
 * checks it is this consumer's, for this settlement, and succeeded) and shows the outcome. Coming back to an address
 * whose autopay is already set up shows it as set up. Inside the payment widget's frame a success asks the parent
 * page to open the dashboard.
 */
function SetupReturn(props: { setupIntent: string }) {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const iframe = params.get('iframe_context') === 'true';
  const location = useLocation();
  const told = useRef(false);
  const valid = /^[1-9]\d*$/.test(id) && /^seti_[A-Za-z0-9_]{1,95}$/.test(props.setupIntent);
  // Once per visit: React's development double mount must not complete autopay twice.
  const setup = useArrivalCommand('autopay-setup', [id, props.setupIntent], () => completeSetup(Number(id), props.setupIntent), {
    enabled: valid,
  });
  const answer = setup.data ?? (setup.isError ? { status: 'failed' as const, message: SETUP_ERROR } : { status: 'working' as const });
  const state: SetupState | { status: 'signed_out' } = valid ? answer : { status: 'error', message: SETUP_NOT_FOUND_MESSAGE };

  const home = state.status === 'done' ? dashboardUrl(AUTOPAY_SET_UP) : '/my_dashboard';
  useEffect(() => {
    if (state.status === 'done' && iframe && !told.current) told.current = openInParent(home);
  }, [state.status, iframe, home]);
  if (state.status === 'signed_out')
    return <Navigate to={signInUrlFor(CONSUMER_SIGN_IN_PATH, `${location.pathname}${location.search}`)} replace />;

  return (
    <Shell iframe={iframe} title="Autopay · Parley">
      {state.status === 'working' && (
        <Stack direction="row" spacing={2} alignItems="center" aria-busy="true">
          <CircularProgress size={28} aria-label="Setting up autopay" />
          <Typography variant="h6" component="h1">
            Setting up autopay...
          </Typography>
        </Stack>
      )}
      {state.status === 'done' && (
        <>
          <Typography variant="h5" component="h1">
            Autopay is set up
          </Typography>
          <Alert severity="success" sx={{ width: '100%' }}>
            Your {methodName(state.plan.card.brand)} ending in {state.plan.card.last4} will be charged
            {state.plan.next_payment_amount !== null ? ` ${formatUsd(state.plan.next_payment_amount)}` : ''}
            {state.plan.next_payment_date ? ` on ${formatDate(state.plan.next_payment_date)}` : ''}.
          </Alert>
        </>
      )}
      {state.status === 'failed' && (
        <>
          <Typography variant="h5" component="h1">
            Autopay was not set up
          </Typography>
          <Alert severity="error" role="alert" sx={{ width: '100%' }}>
            {state.message}
          </Alert>
          <Button component={RouterLink} to={`/customer_documents/${id}`} variant="outlined">
            Back to my settlement
          </Button>
        </>
      )}
      {state.status === 'error' && (
        <>
          <Typography variant="h5" component="h1">
            Autopay setup not found
          </Typography>
          <Alert severity="error" role="alert" sx={{ width: '100%' }}>
            {state.message}
          </Alert>
        </>
      )}
      {state.status !== 'working' && <DashboardButton to={home} iframe={iframe} />}
    </Shell>
  );
}

/**
 * What the page shows after `count` answers: done once the provider settled it (recorded, failed, or a settled
 * status still unrecorded after 10 asks), timeout after OUTCOME_MAX_POLLS, not found when the server refuses.
 */
function outcomeState(count: number, data: PaymentOutcome | undefined, error: unknown): State {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403))
    return { status: 'error', message: OUTCOME_NOT_FOUND };
  if (data && data.status !== 'processing' && (data.recorded || data.status === 'failed' || count > 10))
    return { status: 'done', outcome: data };
  if (count >= OUTCOME_MAX_POLLS) return { status: 'timeout', outcome: data ?? null };
  return { status: 'waiting', outcome: data ?? null };
}

/** `?payment_intent=pi_...&iframe_context=true`: polls the payment's outcome until the provider settles it. */
function PaymentOutcomePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const pi = params.get('payment_intent') ?? '';
  const iframe = params.get('iframe_context') === 'true';
  const told = useRef(false);
  const navigate = useNavigate();
  const location = useLocation();

  const queryClient = useQueryClient();
  const valid = !!pi && /^[1-9]\d*$/.test(id);
  // Asked every OUTCOME_POLL_MS until the provider settles the payment, the server refuses, or the polls run out.
  const outcome = useQuery({
    queryKey: queryKeys.payments.outcome(id, pi),
    queryFn: () => planApi.outcome(Number(id), pi),
    enabled: valid,
    retry: false,
    gcTime: 0,
    // The page counts the answers: the same answer again ('processing') must render the page again too, or the
    // last poll passes unseen and the page spins for ever instead of saying the payment is still processing.
    notifyOnChangeProps: ['data', 'error', 'dataUpdatedAt', 'errorUpdatedAt'],
    refetchInterval: query =>
      outcomeState(query.state.dataUpdateCount + query.state.errorUpdateCount, query.state.data, query.state.error)
        .status === 'waiting'
        ? OUTCOME_POLL_MS
        : false,
  });
  const signedOut = outcome.error instanceof ApiError && outcome.error.status === 401;
  useEffect(() => {
    if (signedOut) navigate(signInUrlFor(CONSUMER_SIGN_IN_PATH, `${location.pathname}${location.search}`), { replace: true });
  }, [signedOut, navigate, location.pathname, location.search]);
  // Each answer (or failure) counts as one ask; the cache keeps the counts with the entry.
  const asked = queryClient.getQueryState(queryKeys.payments.outcome(id, pi));
  const state: State = valid
    ? outcomeState((asked?.dataUpdateCount ?? 0) + (asked?.errorUpdateCount ?? 0), outcome.data, outcome.error)
    : { status: 'error', message: OUTCOME_NOT_FOUND };

  const succeeded = state.status === 'done' && state.outcome.status === 'succeeded';
  const home = succeeded ? dashboardUrl(PAID_MESSAGE) : '/my_dashboard';
  useEffect(() => {
    if (succeeded && iframe && !told.current) told.current = openInParent(home);
  }, [succeeded, iframe, home]);

  return (
    <Shell iframe={iframe} title="Payment · Parley">
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
          <Button component={RouterLink} to={paymentActionsUrl(Number(id), 'additional_payment')} variant="outlined">
            Try again
          </Button>
        </>
      )}
      {state.status === 'timeout' && (
        <>
          <Typography variant="h5" component="h1">
            Payment processing
          </Typography>
          <Alert severity="info" sx={{ width: '100%' }}>
            {OUTCOME_PENDING}
          </Alert>
        </>
      )}
      {state.status === 'error' && (
        <>
          <Typography variant="h5" component="h1">
            Payment not found
          </Typography>
          <Alert severity="error" role="alert" sx={{ width: '100%' }}>
            {state.message}
          </Alert>
        </>
      )}
      {state.status !== 'waiting' && <DashboardButton to={home} iframe={iframe} />}
    </Shell>
  );
}
