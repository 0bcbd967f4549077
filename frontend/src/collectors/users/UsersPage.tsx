import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useGetIdentity } from 'react-admin';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { serverMessages } from '../../shared/http';
import type { CollectorIdentity } from '../authProvider';
import { ADDED_NOTICE_MS, type FirmUser, type NewUser, USERS_MESSAGES } from './api';
import { USERS } from '../resource-names';
import { PageHeader } from '../layout/PageHeader';
import { useCollectorDataProvider } from '../use-collector-data-provider';

/** The page's generic message, with the server's reason when it gave one (e.g. the address is taken). */
function failure(generic: string, error: unknown): string {
  const detail = serverMessages((error as { body?: unknown } | null)?.body)[0];
  return detail ? `${generic}: ${detail}` : generic;
}

const EMPTY: NewUser = { email: '', law_firm_scope: 'user', can_view_full_ssn: false };

/** /collectors/users (admins): the firm's authentication code, the users table and the add-user row. */
export function UsersPage() {
  const { identity } = useGetIdentity();
  // Every read and write goes through the dataProvider (the users resource and its rotate command).
  const dataProvider = useCollectorDataProvider();
  const me = identity as CollectorIdentity | undefined;
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed' } | { status: 'loaded'; users: FirmUser[]; authToken: string }>({ status: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [draft, setDraft] = useState<NewUser>(EMPTY);
  const [adding, setAdding] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState<FirmUser | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [copied, setCopied] = useState(false);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(async () => {
    try {
      const list = await dataProvider.getList<FirmUser>(USERS, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'email', order: 'ASC' }, filter: {} });
      const known = (list.meta as { auth_token?: string | null } | undefined)?.auth_token ?? null;
      // A firm's first code is made by a write (the list is a GET, which never changes anything).
      const authToken = known ?? (await dataProvider.rotateUsersAuthToken()).auth_token;
      setState({ status: 'loaded', users: list.data, authToken });
    } catch {
      setState({ status: 'failed' });
    }
  }, [dataProvider]);
  useEffect(() => {
    void load();
    return () => clearTimeout(noticeTimer.current);
  }, [load]);

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (adding || !draft.email.trim()) return;
    setAdding(true);
    setError(null);
    try {
      const { data: user } = await dataProvider.create<FirmUser>(USERS, { data: { ...draft, email: draft.email.trim() } });
      setDraft(EMPTY);
      setNotice(USERS_MESSAGES.added(user.email));
      clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => setNotice(null), ADDED_NOTICE_MS);
      await load();
    } catch (e) {
      setError(failure(USERS_MESSAGES.createFailed, e));
    } finally {
      setAdding(false);
    }
  };

  const onToggleSsn = async (user: FirmUser, allowed: boolean) => {
    setError(null);
    try {
      await dataProvider.update<FirmUser>(USERS, { id: user.id, data: { can_view_full_ssn: allowed }, previousData: user });
      await load();
    } catch (e) {
      setError(failure(USERS_MESSAGES.ssnFailed, e));
    }
  };

  const onRemove = async () => {
    const user = confirmRemove;
    setConfirmRemove(null);
    if (!user) return;
    setError(null);
    try {
      await dataProvider.delete<FirmUser>(USERS, { id: user.id, previousData: user });
      await load();
    } catch (e) {
      setError(failure(USERS_MESSAGES.removeFailed, e));
    }
  };

  const onRotate = async () => {
    setConfirmRotate(false);
    setError(null);
    try {
      const { auth_token } = await dataProvider.rotateUsersAuthToken();
      setState(s => (s.status === 'loaded' ? { ...s, authToken: auth_token } : s));
    } catch (e) {
      setError(failure('Failed to change the authentication code', e));
    }
  };

  const copyCode = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (insecure context): the field is selectable, so the code can still be copied by hand.
    }
  };

  return (
    <Stack spacing={2.5}>
      <PageHeader title="Users" />
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {state.status === 'failed' && (
        <Alert severity="error" role="alert" action={<Button color="inherit" onClick={() => { setState({ status: 'loading' }); void load(); }}>Try again</Button>}>
          {USERS_MESSAGES.fetchFailed}
        </Alert>
      )}

      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            Authentication code
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Any member of your firm can sign in with this code ('Have a login token?' on the sign-in page). It signs in as
            the firm itself, with the user role and without full SSN access.
          </Typography>
          {state.status === 'loaded' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
              <TextField
                label="Authentication code"
                value={state.authToken}
                size="small"
                sx={{ flex: 1, maxWidth: 460 }}
                slotProps={{
                  input: {
                    readOnly: true,
                    sx: { fontFamily: 'monospace' },
                    endAdornment: (
                      <InputAdornment position="end">
                        <Tooltip title={copied ? 'Copied' : 'Copy'}>
                          <IconButton aria-label="Copy authentication code" onClick={() => copyCode(state.authToken)} edge="end">
                            <ContentCopyOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Button variant="outlined" onClick={() => setConfirmRotate(true)}>
                Change code
              </Button>
            </Stack>
          ) : state.status === 'loading' ? (
            <Skeleton width={360} height={40} />
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
          <Box sx={{ overflowX: 'auto' }}>
            <Table aria-label="Users">
              <TableHead>
                <TableRow>
                  <TableCell>Email</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Full SSN</TableCell>
                  <TableCell align="right">Remove</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {state.status === 'loading' &&
                  [0, 1, 2].map(i => (
                    <TableRow key={i}>
                      <TableCell colSpan={4}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))}
                {state.status === 'loaded' &&
                  state.users.map(user => {
                    const isMe = me?.email === user.email;
                    const isAdmin = user.law_firm_scope === 'admin';
                    return (
                      <TableRow key={user.id}>
                        <TableCell>
                          {user.email}
                          {isMe && <Typography component="span" variant="body2" color="text.secondary"> (you)</Typography>}
                          {user.invite_pending && <Typography component="span" variant="body2" color="text.secondary"> · invite sent</Typography>}
                        </TableCell>
                        <TableCell>{isAdmin ? 'admin' : 'user'}</TableCell>
                        <TableCell>
                          <Tooltip title={isAdmin ? 'Admins can always view full SSNs' : ''}>
                            <span>
                              <Switch
                                checked={user.can_view_full_ssn}
                                disabled={isAdmin}
                                onChange={(_, checked) => onToggleSsn(user, checked)}
                                slotProps={{ input: { 'aria-label': `Full SSN for ${user.email}` } }}
                              />
                            </span>
                          </Tooltip>
                        </TableCell>
                        <TableCell align="right">
                          <Tooltip title={isMe ? 'You cannot remove yourself' : `Remove ${user.email}`}>
                            <span>
                              <IconButton aria-label={`Remove ${user.email}`} disabled={isMe} onClick={() => setConfirmRemove(user)}>
                                <DeleteOutline />
                              </IconButton>
                            </span>
                          </Tooltip>
                        </TableCell>
                      </TableRow>
                    );
                  })}
              </TableBody>
            </Table>
          </Box>
          <Box component="form" onSubmit={onAdd} aria-label="Add user" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'center' }}>
              <TextField
                label="Email"
                type="email"
                size="small"
                required
                value={draft.email}
                onChange={e => setDraft({ ...draft, email: e.target.value })}
                sx={{ flex: { md: '1 1 280px' }, minWidth: 0 }}
              />
              <TextField
                select
                label="Role"
                size="small"
                value={draft.law_firm_scope}
                onChange={e => setDraft({ ...draft, law_firm_scope: e.target.value as NewUser['law_firm_scope'] })}
                sx={{ width: { md: 150 }, flex: { md: 'none' } }}
              >
                <MenuItem value="user">user</MenuItem>
                <MenuItem value="admin">admin</MenuItem>
              </TextField>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.law_firm_scope === 'admin' || draft.can_view_full_ssn}
                    disabled={draft.law_firm_scope === 'admin'}
                    onChange={(_, checked) => setDraft({ ...draft, can_view_full_ssn: checked })}
                  />
                }
                label="Full SSN"
                sx={{ whiteSpace: 'nowrap', mr: 0 }}
              />
              <Button type="submit" variant="contained" disabled={adding || !draft.email.trim()} sx={{ whiteSpace: 'nowrap', flex: 'none' }}>
                {adding ? 'Adding…' : 'Add user'}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>

      <Dialog open={!!confirmRemove} onClose={() => setConfirmRemove(null)}>
        <DialogTitle>Remove user?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirmRemove?.email} will lose access to the portal at once. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (the dialog pattern), on its safe choice */}
          <Button onClick={() => setConfirmRemove(null)} autoFocus>
            Cancel
          </Button>
          <Button color="error" onClick={onRemove}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirmRotate} onClose={() => setConfirmRotate(false)}>
        <DialogTitle>Change the authentication code?</DialogTitle>
        <DialogContent>
          <DialogContentText>The current code stops working at once, and anyone signed in with it is signed out.</DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (the dialog pattern), on its safe choice */}
          <Button onClick={() => setConfirmRotate(false)} autoFocus>
            Cancel
          </Button>
          <Button onClick={onRotate}>Change code</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
