import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/** Footer of the password pages: they serve consumers and collectors, who sign in at different pages. */
export function SignInLinks() {
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
      <Link component={RouterLink} to="/users/sign_in" variant="body2">
        Consumer sign in
      </Link>
      <Link component={RouterLink} to="/collectors" variant="body2">
        Collector sign in
      </Link>
    </Box>
  );
}
