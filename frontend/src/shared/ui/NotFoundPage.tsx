import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthShell } from './AuthShell';

export function NotFoundPage() {
  return (
    <AuthShell title="Page not found">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The address you followed does not lead to a page.
      </Typography>
      <Link component={RouterLink} to="/users/sign_in">
        Go to sign in
      </Link>
    </AuthShell>
  );
}
