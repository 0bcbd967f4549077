import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../shared/http';
import { queryKeys } from '../data/keys';
import { pageLoadError, useSignInWhen } from '../data/page-load';
import { ActionPanel, PAYMENT_TABS, TAB_LABELS, type PaymentTab } from './PaymentActions';
import { PaymentPlanPanel } from './PaymentPlanPanel';
import { DATE_ERRORS, planApi, type PlanDetails } from './plan-api';
import { DashboardBackBar } from '../layout/DashboardBackBar';

export const LOAD_FAILED = 'We could not load your payment plan. Please refresh the page and try again.';

type PageState =
  { status: 'loading' } | { status: 'ready'; details: PlanDetails } | { status: 'error'; message: string };

/**
 * /customer_documents/:id/payment_actions?active_tab=change_date|additional_payment|pay_early: the plan's summary
 * and the three ways to act on it. Reached from the dashboard's plan panel and the failed-autopay link.
 */
export function PaymentActionsPage() {
  const { id = '' } = useParams();
  const documentId = Number(id);
  const [params, setParams] = useSearchParams();
  const requested = params.get('active_tab');
  const tab: PaymentTab = (PAYMENT_TABS as readonly string[]).includes(requested ?? '')
    ? (requested as PaymentTab)
    : 'change_date';
  const iframe = params.get('iframe_context') === 'true';
  const queryClient = useQueryClient();
  const plan = useQuery({ queryKey: queryKeys.payments.actions(documentId), queryFn: () => planApi.details(documentId) });
  // After a change of date or a payment the plan is asked again; a failed reload keeps what the page shows.
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.payments.actions(documentId) }),
    [queryClient, documentId],
  );

  const error = plan.error;
  const signedOut = error instanceof ApiError && error.status === 401;
  useSignInWhen(signedOut);

  const state: PageState = plan.data
    ? { status: 'ready', details: plan.data }
    : plan.isError && !plan.isFetching && !signedOut
      ? { status: 'error', message: pageLoadError(error, DATE_ERRORS[404], LOAD_FAILED) }
      : { status: 'loading' };

  const selectTab = (next: PaymentTab) => {
    const q = new URLSearchParams(params);
    q.set('active_tab', next);
    setParams(q, { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <title>Your payment plan · Parley</title>
      <DashboardBackBar />
      <Container component="main" maxWidth="md" sx={{ pt: { xs: 3, md: 5 }, pb: 12 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          Your payment plan
        </Typography>
        {state.status === 'loading' && (
          <Stack spacing={2} aria-busy="true" aria-label="Loading your payment plan">
            <Skeleton variant="rounded" height={180} />
            <Skeleton variant="rounded" height={260} />
          </Stack>
        )}
        {state.status === 'error' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" onClick={() => void plan.refetch()}>
                Retry
              </Button>
            }
          >
            {state.message}
          </Alert>
        )}
        {state.status === 'ready' && (
          <Stack spacing={3}>
            <Paper variant="outlined">
              <Tabs
                value={tab}
                onChange={(_e, next: PaymentTab) => selectTab(next)}
                variant="fullWidth"
                aria-label="Payment actions"
              >
                {PAYMENT_TABS.map((t) => (
                  <Tab key={t} value={t} label={TAB_LABELS[t]} id={`tab-${t}`} aria-controls={`panel-${t}`} />
                ))}
              </Tabs>
              <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
                <ActionPanel
                  tab={tab}
                  details={state.details}
                  documentId={documentId}
                  iframe={iframe}
                  reload={reload}
                />
              </Box>
            </Paper>
            <PaymentPlanPanel plan={state.details.plan} onChanged={() => void reload()} hideActions />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
