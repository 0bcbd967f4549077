import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { NetworkError } from '../../shared/http';
import { SIGN_IN_MESSAGES } from '../../shared/messages';
import { CONSUMER_SIGN_IN_PATH, consumerApi } from '../api';

/** Account Actions with Sign Out. */
export function AccountActions({ email }: { email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState<string>();
  const signOut = async () => {
    setSigningOut(true);
    setError(undefined);
    try {
      await consumerApi.signOut();
      // Nothing read for the signed-out consumer may outlive the session: the sign-in page would otherwise find the
      // kept "signed in" answer and send the visitor straight back to the dashboard.
      queryClient.clear();
      navigate(CONSUMER_SIGN_IN_PATH, { replace: true });
    } catch (err) {
      setSigningOut(false);
      setError(err instanceof NetworkError ? SIGN_IN_MESSAGES.network : SIGN_IN_MESSAGES.unexpected);
    }
  };
  return (
    <Card component="section" aria-labelledby="account-actions-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="account-actions-title" variant="h6" component="h2" gutterBottom>
          Account Actions
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          Signed in as {email}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
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
  );
}
