import { useGetIdentity } from 'react-admin';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ON_CALL_ADMIN_BANNER } from '../../shared/messages';
import type { CollectorIdentity } from '../authProvider';

export function greetingFor(identity: Pick<CollectorIdentity, 'isOnCallAdmin' | 'lawFirm'>): string {
  // On-call admins are platform staff with no firm of their own.
  if (identity.isOnCallAdmin) return 'Welcome back, Parley staff';
  if (identity.lawFirm?.name) return `Welcome back, ${identity.lawFirm.name}`;
  return 'Welcome back';
}

/** /collectors/accounts: greeting with the firm name and the on-call admin banner (000/001, accounts landing). */
export function AccountsLanding() {
  const { identity, isPending } = useGetIdentity();
  const viewer = identity as CollectorIdentity | undefined;

  return (
    <Stack spacing={2.5}>
      <title>Accounts · Parley</title>
      {viewer?.isOnCallAdmin && (
        <Alert severity="info" icon={<AdminPanelSettingsOutlined />} variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          {ON_CALL_ADMIN_BANNER}
        </Alert>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Typography variant="overline" color="secondary">
            Accounts
          </Typography>
          {isPending || !viewer ? (
            <>
              <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
              <Skeleton variant="text" width="30%" />
            </>
          ) : (
            <>
              <Typography variant="h4" component="h1">
                {greetingFor(viewer)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                Signed in as {viewer.email}
              </Typography>
            </>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
