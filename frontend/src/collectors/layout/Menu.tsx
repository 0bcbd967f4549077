import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useNavItems, type NavItem } from './navigation';

// The tab bar (narrow screens) is its own chunk: MUI's Tabs is not part of a wide screen's first load. The bar's
// box (the landmark, at the bar's height) is there while it loads.
const TAB_BAR_SX = { bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 1, minHeight: 49 } as const;
const TabsMenu = lazy(() => import('./TabsMenu').then(m => ({ default: m.TabsMenu })));

interface MenuProps {
  /** A side bar on wide screens, a horizontal tab bar on narrow ones. */
  variant: 'sidebar' | 'tabs';
  /** Defaults to the signed-in user's items. */
  items?: NavItem[];
}

function activeKey(items: NavItem[], pathname: string) {
  return items.find(item => pathname === item.to || pathname.startsWith(`${item.to}/`))?.key;
}

export function Menu({ variant, items: given }: MenuProps) {
  const fromIdentity = useNavItems();
  const items = given ?? fromIdentity;
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const current = activeKey(items, pathname);

  if (variant === 'tabs') {
    // The landmark is named like the side bar's; MUI gives a Tabs' aria-label to its inner tablist, not to its root.
    return (
      <Box component="nav" aria-label="Main navigation" sx={TAB_BAR_SX}>
        <Suspense fallback={null}>
          <TabsMenu items={items} current={current} />
        </Suspense>
      </Box>
    );
  }

  return (
    <List component="nav" aria-label="Main navigation" sx={{ px: 1.5, py: 2 }}>
      {items.map(item => {
        const selected = item.key === current;
        return (
          <ListItemButton
            key={item.key}
            component={RouterLink}
            to={item.to}
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              '&.Mui-selected': { bgcolor: 'rgba(19,138,114,0.10)', color: 'secondary.main' },
              '&.Mui-selected .MuiListItemIcon-root': { color: 'secondary.main' },
            }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <item.icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={item.label} slotProps={{ primary: { fontWeight: selected ? 600 : 500 } }} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
