import { CanAccess } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router-dom';
import { UsersPage } from './UsersPage';
import { PageHeader } from '../layout/PageHeader';

/** Only admins manage users. */
export const USERS_ADMIN_ONLY = 'Only a firm administrator can manage users.';

/**
 * /collectors/users: the page only for those the authProvider lets list users (firm admins). Anyone else, e.g. from
 * an old bookmark, gets a plain explanation and a way back instead of a table and an add-user form the API refuses.
 */
export function UsersList() {
  return (
    <CanAccess resource="users" action="list" accessDenied={<UsersDenied />}>
      <UsersPage />
    </CanAccess>
  );
}

function UsersDenied() {
  return (
    <Stack spacing={2.5}>
      <PageHeader title="Users" />
      <Alert severity="info" action={<Button color="inherit" component={Link} to="/collectors/accounts">Accounts</Button>}>
        {USERS_ADMIN_ONLY}
      </Alert>
    </Stack>
  );
}
