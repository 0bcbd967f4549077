import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { signInUrlFor } from '../../shared/redirect';
import { CONSUMER_HOME_PATH, CONSUMER_SIGN_IN_PATH } from '../api';
import { useConsumerSession } from '../data/session';
import { PlaidConnectStep } from './PlaidConnectStep';
import { DashboardBackBar } from '../layout/DashboardBackBar';
import { visuallyHidden } from '../../shared/ui/visuallyHidden';

/** Where Continue leads: the dashboard's Budget tab. */
export const BUDGET_TAB_PATH = `${CONSUMER_HOME_PATH}?activeTab=financial_report`;

/** /plaid/link: connect a bank (or reconnect an expired connection) and wait for the budget report. */
export function PlaidLinkPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useConsumerSession();
  const settled = !session.isFetching && (session.isError || !!session.answer);
  // Offline: let the step show its own error with Retry.
  const signedIn = session.signedIn || (settled && session.isError);
  const signedOut = settled && !session.isError && !session.signedIn;
  useEffect(() => {
    if (signedOut) navigate(signInUrlFor(CONSUMER_SIGN_IN_PATH, `${location.pathname}${location.search}`), { replace: true });
  }, [signedOut, navigate, location.pathname, location.search]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <title>Connect your bank · Parley</title>
      <DashboardBackBar />
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        {/* The page's first-level heading for screen readers; the card's own heading says the step. */}
        <Box component="h1" sx={visuallyHidden}>
          Connect your bank
        </Box>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            {signedIn ? (
              <PlaidConnectStep onContinue={() => navigate(BUDGET_TAB_PATH)} />
            ) : (
              <Skeleton variant="rounded" height={160} role="progressbar" aria-label="Loading" />
            )}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
