import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthShell } from './AuthShell';

/** Where a person goes back to from a page that failed: their own home, by the side of the product they are on. */
export function homeFor(pathname: string): { to: string; label: string } {
  return pathname.startsWith('/collectors')
    ? { to: '/collectors/accounts', label: 'Go to accounts' }
    : { to: '/my_dashboard', label: 'Go to your dashboard' };
}

/**
 * Shown instead of a page that failed while rendering or loading its code (a new release replaced the page's script,
 * a bug): a plain sentence, a way to try again and a way home, never a blank screen. The error itself goes to the
 * browser's console for whoever looks.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('page failed', error);
  }, [error]);
  const home = homeFor(pathname);
  return (
    <AuthShell title="Something went wrong">
      <Typography color="text.secondary" sx={{ mb: 2 }} role="alert">
        This page could not be shown. Please try again; if it keeps happening, go back and try a little later.
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Link component={RouterLink} to={home.to} reloadDocument>
          {home.label}
        </Link>
      </Stack>
    </AuthShell>
  );
}
