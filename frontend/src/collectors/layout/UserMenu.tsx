import { useState } from 'react';
import { useGetIdentity, useLogout } from 'react-admin';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import BalanceOutlined from '@mui/icons-material/BalanceOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { COLLECTOR_SIGN_IN_PATH } from '../api';
import type { CollectorIdentity } from '../authProvider';

export function UserMenu() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const email = (identity as CollectorIdentity | undefined)?.email;
  // On-call admins have no navigation: the platform's payout pages are reached from here.
  const onCall = (identity as CollectorIdentity | undefined)?.isOnCallAdmin ?? false;

  const signOut = () => {
    setAnchor(null);
    // An explicit sign-out lands on the plain sign-in page, with no origin to return to.
    void logout({}, COLLECTOR_SIGN_IN_PATH, false);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={event => setAnchor(event.currentTarget)}
        startIcon={<AccountCircleOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        sx={{ fontWeight: 500, maxWidth: { xs: 160, sm: 320 } }}
      >
        <Typography component="span" noWrap sx={{ fontSize: 14, fontWeight: 500 }}>
          {email ?? 'Account'}
        </Typography>
      </Button>
      {/* A popover holding the caption and the menu list rather than MUI's Menu: a Menu's children all go into the
          role="menu" list, where the "Signed in as" line is not an allowed child. */}
      <Popover
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {email && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              Signed in as <strong>{email}</strong>
            </Typography>
            <Divider />
          </>
        )}
        <MenuList
          id="user-menu"
          autoFocusItem={!!anchor}
          aria-label="Account"
          // A menu's Tab leaves it, as MUI's Menu does.
          onKeyDown={event => {
            if (event.key === 'Tab') {
              event.preventDefault();
              setAnchor(null);
            }
          }}
        >
          {onCall && (
            <MenuItem component={RouterLink} to="/collectors/payouts" onClick={() => setAnchor(null)}>
              <ListItemIcon>
                <PaymentsOutlined fontSize="small" />
              </ListItemIcon>
              Payout ledger
            </MenuItem>
          )}
          {onCall && (
            <MenuItem component={RouterLink} to="/collectors/payouts/reconciliation" onClick={() => setAnchor(null)}>
              <ListItemIcon>
                <BalanceOutlined fontSize="small" />
              </ListItemIcon>
              Reconciliation
            </MenuItem>
          )}
          {onCall && <Divider />}
          <MenuItem onClick={signOut}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            Sign out
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
