import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FinancialReportView } from '@parley/domain/dashboard/payload';
import { ApiError } from '../../shared/http';
import { RealtimeHub, useRealtimeHub, type RealtimeSocket } from '../../shared/realtime';
import {
  financialApi,
  PLAID_REPORT_STATUS_EVENT,
  type LinkTokenAnswer,
  type PlaidReportStatusMessage,
  type PlaidSocket,
} from './api';
import { queryKeys } from '../data/keys';
import { DemoBankForm } from './DemoBankForm';
import { openPlaidLink } from './plaid-link-script';

export const PLAID_TEXT = {
  ready: 'Account Connection Successful!',
  failed: "We couldn't generate your report, but you can continue.",
  waiting: 'Connecting your account and building your report...',
  waitingNote: 'This usually takes less than a minute. Please keep this page open.',
  connectTitle: 'Connect your bank account',
  connectBody:
    'We read your balances, income and spending to build your budget. We can never move money or see your bank password.',
  reconnectTitle: 'Reconnect your bank account',
  reconnectBody: 'Your bank asks you to sign in again so we can keep your budget up to date.',
  alreadyAvailable: 'Your budget report is ready. You can connect another bank, or continue.',
  lastFailed: 'We could not generate your last report. You can connect your bank again.',
  continue: 'Continue',
  skip: 'Skip for now',
  openPlaid: 'Connect with Plaid',
} as const;

/** Poll the status as a fallback for the socket (a message sent before the socket joined, a proxy without websockets). */
export const POLL_MS = 3000;
/** After this long without an answer the consumer may continue: the report keeps building in the background. */
export const WAIT_LIMIT_MS = 180_000;

type Phase =
  | { kind: 'loading' }
  | { kind: 'load_error'; message: string }
  | { kind: 'connect'; initial: FinancialReportView['status'] }
  | { kind: 'waiting'; reportId: number | null }
  | { kind: 'ready' }
  | { kind: 'failed' };

/**
 * The walkthrough's Plaid account-connection step and the /plaid/link page: connect a
 * bank (Plaid Link with keys, the clearly marked demo form without), then wait for the report on the
 * PlaidReportStatusChannel (polling the status as a fallback): report_ready shows 'Account Connection
 * Successful!' with Continue enabled, report_failed says the consumer can continue anyway.
 */
export function PlaidConnectStep(props: { onContinue: () => void; connect?: () => PlaidSocket }) {
  const { onContinue, connect } = props;
  // The tab's one realtime connection; a test may hand its own socket instead.
  const tabHub = useRealtimeHub();
  const hub = useMemo(() => (connect ? new RealtimeHub(() => connect() as unknown as RealtimeSocket) : tabHub), [connect, tabHub]);
  // The report's status when the step opens decides where it starts; each visit asks afresh (nothing kept).
  const report = useQuery({ queryKey: queryKeys.bank.report, queryFn: () => financialApi.report(), gcTime: 0, retry: false });
  // Where the connection went since: waiting for the report it started, then its outcome.
  const [after, setPhase] = useState<Phase | null>(null);
  const phase: Phase =
    after ??
    (report.data && !report.isFetching
      ? report.data.status === 'pending'
        ? { kind: 'waiting', reportId: null }
        : { kind: 'connect', initial: report.data.status }
      : report.isError && !report.isFetching
        ? { kind: 'load_error', message: report.error instanceof Error ? report.error.message : String(report.error) }
        : { kind: 'loading' });
  const load = () => void report.refetch();

  const exchanged = useCallback((reportId: number) => setPhase({ kind: 'waiting', reportId }), []);
  // Waiting is shown only in the waiting phase, and settles once.
  const settle = useCallback((status: 'report_ready' | 'report_failed') => {
    setPhase({ kind: status === 'report_ready' ? 'ready' : 'failed' });
  }, []);

  return (
    <Box aria-live="polite">
      {phase.kind === 'loading' && <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading" />}
      {phase.kind === 'load_error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={load}>
              Retry
            </Button>
          }
        >
          {phase.message}
        </Alert>
      )}
      {phase.kind === 'connect' && <ConnectBank initial={phase.initial} onExchanged={exchanged} onSkip={onContinue} />}
      {phase.kind === 'waiting' && <Waiting reportId={phase.reportId} hub={hub} onSettled={settle} />}
      {phase.kind === 'ready' && (
        <Outcome icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} />} title={PLAID_TEXT.ready} onContinue={onContinue} />
      )}
      {phase.kind === 'failed' && (
        <Outcome icon={<ErrorOutlineIcon color="warning" sx={{ fontSize: 56 }} />} title={PLAID_TEXT.failed} onContinue={onContinue} />
      )}
    </Box>
  );
}

function Outcome(props: { icon: React.ReactNode; title: string; onContinue: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 3 }}>
      {props.icon}
      <Typography variant="h5" component="p" role="status">
        {props.title}
      </Typography>
      <Button ref={ref} variant="contained" size="large" onClick={props.onContinue} sx={{ minWidth: 200 }}>
        {PLAID_TEXT.continue}
      </Button>
    </Stack>
  );
}

function ConnectBank(props: {
  initial: FinancialReportView['status'];
  onExchanged: (reportId: number) => void;
  onSkip: () => void;
}) {
  // A fresh link token for each visit of the step; the Retry below asks again.
  const link = useQuery({ queryKey: queryKeys.bank.linkToken, queryFn: () => financialApi.linkToken(), gcTime: 0, retry: false });
  const token: LinkTokenAnswer | null = link.data ?? null;
  const [failure, setError] = useState<string | null>(null);
  const error =
    failure ?? (link.isError && !link.isFetching ? (link.error instanceof Error ? link.error.message : String(link.error)) : null);
  const [opening, setOpening] = useState(false);
  const fetchToken = () => {
    setError(null);
    void link.refetch();
  };

  const exchange = async (publicToken: string) => {
    const answer = await financialApi.exchange(publicToken);
    props.onExchanged(answer.report_id);
  };

  const openPlaid = async () => {
    if (!token) return;
    setOpening(true);
    setError(null);
    try {
      const publicToken = await openPlaidLink(token.link_token);
      if (publicToken) await exchange(publicToken);
      else setOpening(false);
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
      setOpening(false);
    }
  };

  const reconnect = props.initial === 'reconnect';
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h2">
          {reconnect ? PLAID_TEXT.reconnectTitle : PLAID_TEXT.connectTitle}
        </Typography>
        <Typography color="text.secondary">{reconnect ? PLAID_TEXT.reconnectBody : PLAID_TEXT.connectBody}</Typography>
      </Box>
      {props.initial === 'available' && <Alert severity="success">{PLAID_TEXT.alreadyAvailable}</Alert>}
      {props.initial === 'failed' && <Alert severity="info">{PLAID_TEXT.lastFailed}</Alert>}
      {error && (
        <Alert severity="error" role="alert" action={!token ? <Button color="inherit" size="small" onClick={fetchToken}>Retry</Button> : undefined}>
          {error}
        </Alert>
      )}
      {!token && !error && <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Preparing the bank connection" />}
      {token?.mode === 'demo' && <DemoBankForm linkToken={token.link_token} onPublicToken={exchange} />}
      {token?.mode === 'plaid' && (
        <Button variant="contained" size="large" onClick={openPlaid} disabled={opening}>
          {opening ? 'Connecting...' : PLAID_TEXT.openPlaid}
        </Button>
      )}
      <Box>
        <Button onClick={props.onSkip}>{props.initial === 'available' ? PLAID_TEXT.continue : PLAID_TEXT.skip}</Button>
      </Box>
    </Stack>
  );
}

/** What a polled status says about the report being waited for; undefined while it is still being built. */
function settledBy(report: FinancialReportView | undefined): PlaidReportStatusMessage['status'] | undefined {
  if (report?.status === 'available') return 'report_ready';
  if (report?.status === 'failed' || report?.status === 'reconnect') return 'report_failed';
  return undefined;
}

function Waiting(props: {
  reportId: number | null;
  hub: RealtimeHub;
  onSettled: (status: PlaidReportStatusMessage['status']) => void;
}) {
  const { reportId, hub, onSettled } = props;
  // Settles once, whichever says so first: the socket, the polled status or the time limit.
  const done = useRef(false);
  const finish = useCallback(
    (status: PlaidReportStatusMessage['status']) => {
      if (done.current) return;
      done.current = true;
      onSettled(status);
    },
    [onSettled],
  );
  // The status, polled as the socket's fallback until it settles. A failed poll is not retried: the next one asks again.
  const polled = useQuery({
    queryKey: queryKeys.bank.reportWait(reportId),
    queryFn: () => financialApi.report(),
    refetchInterval: (query) => (settledBy(query.state.data) ? false : POLL_MS),
    gcTime: 0,
    retry: false,
  });
  const outcome = settledBy(polled.data);
  useEffect(() => {
    if (outcome) finish(outcome);
  }, [outcome, finish]);
  const refetch = polled.refetch;

  useEffect(() => {
    const socket = hub.acquire() as unknown as PlaidSocket;
    const onStatus = (m: PlaidReportStatusMessage) => {
      if (reportId === null || m.report_id === reportId) finish(m.status);
    };
    // A message sent before this listener was added is missed: ask once (re)connected, and at once when the tab's
    // connection is already up (the polling goes on either way).
    const onConnect = () => void refetch();
    socket.on(PLAID_REPORT_STATUS_EVENT, onStatus);
    socket.on('connect', onConnect);
    if (socket.connected) onConnect();
    const limit = setTimeout(() => finish('report_failed'), WAIT_LIMIT_MS);
    return () => {
      clearTimeout(limit);
      // Only this step's listeners: the connection is shared with the page's other features.
      socket.off(PLAID_REPORT_STATUS_EVENT, onStatus);
      socket.off('connect', onConnect);
      hub.release();
    };
  }, [reportId, hub, finish, refetch]);
  return (
    <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }} role="status">
      <CircularProgress size={48} aria-label="Waiting for your report" />
      <Typography variant="h6" component="p">
        {PLAID_TEXT.waiting}
      </Typography>
      <Typography color="text.secondary">{PLAID_TEXT.waitingNote}</Typography>
      <Button variant="contained" disabled>
        {PLAID_TEXT.continue}
      </Button>
    </Stack>
  );
}
