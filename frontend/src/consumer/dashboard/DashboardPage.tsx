import { useSessionEnded } from '../../shared/realtime';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NetworkError } from '../../shared/http';
import { SIGN_IN_MESSAGES } from '../../shared/messages';
import { signInUrlFor } from '../../shared/redirect';
import { BrandMark } from '../../shared/ui/BrandMark';
import { palette } from '../../shared/theme';
import { CONSUMER_SIGN_IN_PATH, consumerApi, fullName, isConsumerSession, type ConsumerUser } from '../api';
import { YourSettlements } from '../settlement/YourSettlements';

type DashboardState =
  | { status: 'loading' }
  | { status: 'ready'; user: ConsumerUser }
  | { status: 'error'; message: string };

/** /my_dashboard: the consumer's home. Needs a consumer session; anyone else signs in first. */
export function DashboardPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string>();
  const onSessionEnded = useCallback(() => navigate(CONSUMER_SIGN_IN_PATH, { replace: true }), [navigate]);
  useSessionEnded(onSessionEnded, state.status === 'ready');

  const load = useCallback(
    async (signal: { cancelled: boolean }) => {
      setState({ status: 'loading' });
      try {
        const answer = await consumerApi.checkAuth();
        if (signal.cancelled) return;
        if (answer.ok && isConsumerSession(answer.body)) {
          setState({ status: 'ready', user: answer.body.current_user });
        } else if (answer.status === 401 || answer.status === 403) {
          navigate(signInUrlFor(CONSUMER_SIGN_IN_PATH, `${location.pathname}${location.search}`), { replace: true });
        } else {
          setState({ status: 'error', message: SIGN_IN_MESSAGES.unexpected });
        }
      } catch (error) {
        if (signal.cancelled) return;
        setState({
          status: 'error',
          message: error instanceof NetworkError ? SIGN_IN_MESSAGES.network : SIGN_IN_MESSAGES.unexpected,
        });
      }
    },
    [navigate, location.pathname, location.search],
  );

  useEffect(() => {
    const signal = { cancelled: false };
    void load(signal);
    return () => {
      signal.cancelled = true;
    };
  }, [load]);

  const signOut = async () => {
    setSigningOut(true);
    setSignOutError(undefined);
    try {
      await consumerApi.signOut();
      navigate(CONSUMER_SIGN_IN_PATH, { replace: true });
    } catch (error) {
      setSigningOut(false);
      setSignOutError(error instanceof NetworkError ? SIGN_IN_MESSAGES.network : SIGN_IN_MESSAGES.unexpected);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <title>My dashboard · Parley</title>
      <AppBar position="sticky" sx={{ bgcolor: palette.navy }}>
        <Toolbar>
          <BrandMark inverted />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {state.status === 'loading' && (
          <Stack spacing={2} aria-busy="true" aria-label="Loading your dashboard">
            <Skeleton variant="text" width="60%" sx={{ fontSize: '2.25rem' }} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        )}
        {state.status === 'error' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void load({ cancelled: false })}>
                Try again
              </Button>
            }
          >
            {state.message}
          </Alert>
        )}
        {state.status === 'ready' && (
          <Stack spacing={3}>
            <Box>
              <Typography variant="overline" color="secondary">
                My dashboard
              </Typography>
              <Typography variant="h4" component="h1">
                Welcome, {fullName(state.user)}
              </Typography>
            </Box>
            <YourSettlements />
            <Card component="section" aria-labelledby="account-actions-title">
              <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                <Typography id="account-actions-title" variant="h6" component="h2" gutterBottom>
                  Account Actions
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Signed in as {state.user.email}
                </Typography>
                {signOutError && (
                  <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                    {signOutError}
                  </Alert>
                )}
                <Button
                  variant="outlined"
                  onClick={() => void signOut()}
                  disabled={signingOut}
                  startIcon={signingOut ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Logout />}
                >
                  Sign Out
                </Button>
              </CardContent>
            </Card>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
