import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSessionEnded } from '../../shared/realtime';
import { NetworkError } from '../../shared/http';
import { SIGN_IN_MESSAGES } from '../../shared/messages';
import { signInUrlFor } from '../../shared/redirect';
import { BrandMark } from '../../shared/ui/BrandMark';
import { palette } from '../../shared/theme';
import { CONSUMER_SIGN_IN_PATH, fullName, type ConsumerUser } from '../api';
import { queryKeys } from '../data/keys';
import { useConsumerSession } from '../data/session';
import { BudgetSection } from '../budget/BudgetSection';
import { CreditReportSection } from '../credit/CreditReportSection';
import { ProfileSection } from '../profile/ProfileSection';
import { NotificationsSection } from '../profile/NotificationsSection';
import { StashCard } from '../stash/StashCard';
import { AccountActions } from './AccountActions';
import { dashboardApi, type DashboardPayload } from './api';
import { CaseAccordion } from './CaseAccordion';
import { CreateDocumentSection } from './CreateDocumentSection';
import { DashboardTabs } from './DashboardTabs';
import { DealsList } from './DealsList';
import { DocumentList } from './DocumentList';
import { GetStarted } from './GetStarted';
import { CREDIT_REPORT_REDIRECT_FLAG, DASHBOARD_TEXT, timing } from './messages';
import { PromoCards } from './PromoCards';
import { nextTab, tabFromQuery, visibleTabs, type DashboardTab } from './tabs';

/** How often the payload is asked again while a credit report is being fetched. */
export const CREDIT_REPORT_POLL_MS = 30_000;

type AuthState = { status: 'loading' } | { status: 'ready'; user: ConsumerUser } | { status: 'error'; message: string };
type DataState = { status: 'loading' } | { status: 'ready'; payload: DashboardPayload } | { status: 'error' };

/**
 * /my_dashboard: the consumer's cases, documents, payment plans, credit report, budget, profile,
 * stash and deals in tabs. Needs a consumer session; anyone else signs in first.
 */
export function DashboardPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const origin = useRef(`${location.pathname}${location.search}`);
  const session = useConsumerSession();
  const auth = authState(session);
  const onSessionEnded = useCallback(() => navigate(CONSUMER_SIGN_IN_PATH, { replace: true }), [navigate]);
  useSessionEnded(onSessionEnded, auth.status === 'ready');

  // Signed out (or not a consumer's session): sign in first, then come back here.
  const refused = !session.isFetching && (session.answer?.status === 401 || session.answer?.status === 403);
  useEffect(() => {
    if (refused) navigate(signInUrlFor(CONSUMER_SIGN_IN_PATH, origin.current), { replace: true });
  }, [refused, navigate]);

  const signedIn = auth.status === 'ready';
  const dashboard = useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: async () => {
      try {
        return await dashboardApi.load();
      } catch (error) {
        // A dashboard load failure is only logged; the page offers to try again.
        console.error('dashboard load failed', error);
        throw error;
      }
    },
    enabled: signedIn,
    // A credit report pull under way: its realtime event reloads the page; this slow poll covers a socket that is down.
    refetchInterval: query => (query.state.data?.credit_report.status === 'fetching' ? CREDIT_REPORT_POLL_MS : false),
  });
  const data: DataState = dashboard.data
    ? { status: 'ready', payload: dashboard.data }
    : dashboard.isError && !dashboard.isFetching
      ? { status: 'error' }
      : { status: 'loading' };
  // After a change on a tab (a payment, a saved profile, an archive) the payload is asked again; what the page
  // shows stays until the answer arrives.
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }), [queryClient]);

  // redirect_url naming the credit report: remember it for this browser session, then drop it from the URL.
  const redirectUrl = params.get('redirect_url');
  useEffect(() => {
    if (redirectUrl === null || !redirectUrl.includes('credit_report')) return;
    try {
      window.sessionStorage.setItem(CREDIT_REPORT_REDIRECT_FLAG, 'true');
    } catch {
      // Storage refused (private mode): nothing to remember.
    }
    setParams(
      p => {
        p.delete('redirect_url');
        return p;
      },
      { replace: true },
    );
  }, [redirectUrl, setParams]);

  // success and message: a banner for 5 s, then both leave the URL.
  const success = params.get('success');
  const message = params.get('message');
  const [banner, setBanner] = useState<{ ok: boolean; text: string } | null>(null);
  // The latest setter (it closes over the current query), so a tab change does not restart the banner's 5 s.
  const setParamsNow = useRef(setParams);
  setParamsNow.current = setParams;
  useEffect(() => {
    if (success === null && message === null) return;
    const ok = success !== 'false';
    setBanner({ ok, text: message || (ok ? 'Done.' : 'Something went wrong.') });
    const timer = setTimeout(() => {
      setBanner(null);
      setParamsNow.current(
        p => {
          p.delete('success');
          p.delete('message');
          return p;
        },
        { replace: true },
      );
    }, timing.bannerMs);
    return () => clearTimeout(timer);
  }, [success, message]);

  const active = tabFromQuery(params.get('activeTab'));
  const selectTab = (clicked: DashboardTab) => {
    const tab = nextTab(active, clicked);
    setParams(p => {
      if (tab === 'all') p.delete('activeTab');
      else p.set('activeTab', tab);
      return p;
    });
  };

  // Came for the credit report (the redirect flag): once the profile it needs is saved, go to it (decision).
  const onProfileSaved = () => {
    refresh();
    let wanted = false;
    try {
      wanted = window.sessionStorage.getItem(CREDIT_REPORT_REDIRECT_FLAG) === 'true';
      window.sessionStorage.removeItem(CREDIT_REPORT_REDIRECT_FLAG);
    } catch {
      // No storage: stay on the profile.
    }
    if (wanted)
      setParams(p => {
        p.set('activeTab', 'credit_report');
        return p;
      });
  };

  // After archive or reactivate: the page reloads with success and message.
  const onArchived = (text: string) => {
    const next = new URLSearchParams(params);
    next.set('success', 'true');
    next.set('message', text);
    navigate(`${location.pathname}?${next.toString()}`);
    refresh();
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <title>My dashboard · Parley</title>
      <AppBar position="sticky" sx={{ bgcolor: palette.navy }}>
        <Toolbar>
          <BrandMark inverted />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        {auth.status === 'loading' && <LoadingPlaceholder />}
        {auth.status === 'error' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void session.refetch()}>
                Try again
              </Button>
            }
          >
            {auth.message}
          </Alert>
        )}
        {auth.status === 'ready' && (
          <Stack spacing={3}>
            <Box>
              <Typography variant="overline" color="secondary">
                My dashboard
              </Typography>
              <Typography variant="h4" component="h1">
                Welcome, {fullName(auth.user)}
              </Typography>
            </Box>
            {banner && (
              <Alert severity={banner.ok ? 'success' : 'error'} role="status" onClose={() => setBanner(null)}>
                {banner.text}
              </Alert>
            )}
            {data.status === 'loading' && <LoadingPlaceholder tabs />}
            {data.status === 'error' && (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
                    Try again
                  </Button>
                }
              >
                {DASHBOARD_TEXT.loadFailed}
              </Alert>
            )}
            {data.status === 'ready' && (
              <>
                <DashboardTabs tabs={visibleTabs(data.payload)} active={active} onSelect={selectTab} />
                <Box id="dashboard-tabpanel" role="tabpanel" aria-labelledby={`dashboard-tab-${active}`}>
                  <TabContent
                    tab={active}
                    payload={data.payload}
                    email={auth.user.email}
                    onChanged={refresh}
                    onProfileSaved={onProfileSaved}
                    onArchived={onArchived}
                  />
                </Box>
              </>
            )}
            {data.status !== 'ready' && <AccountActions email={auth.user.email} />}
          </Stack>
        )}
      </Container>
    </Box>
  );
}

function TabContent({
  tab,
  payload,
  email,
  onChanged,
  onProfileSaved,
  onArchived,
}: {
  tab: DashboardTab;
  payload: DashboardPayload;
  email: string;
  onChanged: () => void;
  onProfileSaved: () => void;
  onArchived: (message: string) => void;
}) {
  const cases = payload.cases.length ? (
    <Stack spacing={1.5}>
      {payload.cases.map(kase => (
        <CaseAccordion key={kase.id} kase={kase} onChanged={onChanged} onArchived={onArchived} />
      ))}
    </Stack>
  ) : (
    <Empty>You have no cases yet. Create a document below to start one.</Empty>
  );
  switch (tab) {
    case 'cases':
      return (
        <Stack spacing={3}>
          {cases}
          <CreateDocumentSection />
        </Stack>
      );
    case 'profile':
      return (
        <Stack spacing={3}>
          <ProfileSection profile={payload.user_profile} onSaved={onProfileSaved} />
          <NotificationsSection />
          <AccountActions email={email} />
        </Stack>
      );
    case 'credit_report':
      return <CreditReportSection report={payload.credit_report} onChanged={onChanged} />;
    case 'financial_report':
      return <BudgetSection report={payload.financial_report} onChanged={onChanged} />;
    case 'stash':
      return <StashCard />;
    case 'documents':
      return payload.unorganizedDocuments.length ? (
        <DocumentList documents={payload.unorganizedDocuments} onArchived={onArchived} label="Unassigned documents" />
      ) : (
        <Empty>You have no unassigned documents.</Empty>
      );
    case 'archived':
      return payload.archivedDocuments.length ? (
        <DocumentList documents={payload.archivedDocuments} onArchived={onArchived} label="Archived documents" />
      ) : (
        <Empty>{DASHBOARD_TEXT.archivedEmpty}</Empty>
      );
    case 'deals':
      return payload.affiliate_offers.length ? (
        <DealsList offers={payload.affiliate_offers} />
      ) : (
        <Empty>There are no deals right now.</Empty>
      );
    case 'all':
      if (isNew(payload))
        return (
          <Stack spacing={3}>
            <GetStarted onBudget="/my_dashboard?activeTab=financial_report" />
            <AccountActions email={email} />
          </Stack>
        );
      return (
        <Stack spacing={3}>
          <PromoCards />
          <Section title="Your cases">{cases}</Section>
          {payload.unorganizedDocuments.length > 0 && (
            <Section title="Unassigned documents">
              <DocumentList documents={payload.unorganizedDocuments} onArchived={onArchived} label="Unassigned documents" />
            </Section>
          )}
          <CreateDocumentSection />
          <AccountActions email={email} />
        </Stack>
      );
  }
}

/** What the session check says, as the page shows it: loading (also while asked again), ready, or an error. */
function authState(session: ReturnType<typeof useConsumerSession>): AuthState {
  if (session.user) return { status: 'ready', user: session.user };
  if (session.isPending || session.isFetching) return { status: 'loading' };
  const answer = session.answer;
  if (answer && (answer.status === 401 || answer.status === 403)) return { status: 'loading' };
  if (session.isError)
    return {
      status: 'error',
      message: session.error instanceof NetworkError ? SIGN_IN_MESSAGES.network : SIGN_IN_MESSAGES.unexpected,
    };
  return { status: 'error', message: SIGN_IN_MESSAGES.unexpected };
}

/** A consumer with no case, no document (archived included) and no payment plan: a new sign-up. */
function isNew(payload: DashboardPayload): boolean {
  return !payload.cases.length && !payload.unorganizedDocuments.length && !payload.archivedDocuments.length;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

function LoadingPlaceholder({ tabs = false }: { tabs?: boolean }) {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading your dashboard">
      {!tabs && <Skeleton variant="text" width="60%" sx={{ fontSize: '2.25rem' }} />}
      {tabs && <Skeleton variant="rounded" height={48} />}
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={180} />
    </Stack>
  );
}
