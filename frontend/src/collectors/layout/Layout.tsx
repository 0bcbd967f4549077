import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { ChatProvider } from '../../shared/chat/ChatProvider';
import { useSessionEnded } from '../../shared/realtime';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BrandMark } from '../../shared/ui/BrandMark';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { palette } from '../../shared/theme';
import type { CollectorIdentity } from '../authProvider';
import { Menu } from './Menu';
import { useWhenIdle } from '../../shared/ui/use-when-idle';
import { useNavItems } from './navigation';
import { UserMenu } from './UserMenu';

const SIDEBAR_WIDTH = 240;

// The chat's launcher and panel (list, threads, composer) are their own chunk, mounted once the page is idle: the
// conversations and their socket start with the provider, only the widget's code waits.
const ChatWidget = lazy(() => import('../../shared/chat/ChatWidget').then(m => ({ default: m.ChatWidget })));

/**
 * The collector frame inside the chat provider, with the floating chat on every page. Chat is
 * between a firm and a consumer: on-call admins (no firm) have no conversations (docs/api/chat.md).
 */
export function Layout({ children }: { children?: ReactNode }) {
  const identity = useGetIdentity().identity as CollectorIdentity | undefined;
  const showWidget = useWhenIdle();
  return (
    <ChatProvider side="collector" enabled={!!identity?.lawFirm && !identity.isOnCallAdmin}>
      <Frame>{children}</Frame>
      {showWidget && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </ChatProvider>
  );
}

/**
 * The authenticated collector frame: app bar, navigation (side bar from md up, tab bar below md) and the page.
 * Only the navigation for the current width is mounted: the width is read synchronously on the first render
 * (noSsr), so nothing jumps, and wide screens do not pay for the scrollable tab bar, which measures the page's
 * layout as it mounts (it forced a full layout while the accounts table was rendering).
 */
function Frame({ children }: { children?: ReactNode }) {
  const hasNavigation = useNavItems().length > 0;
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  // Signed out in another tab: this one returns to the sign-in page too.
  const onSessionEnded = useCallback(() => window.location.assign('/collectors'), []);
  useSessionEnded(onSessionEnded);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, borderRadius: 1 },
        }}
      >
        Skip to content
      </Box>
      <AppBar position="sticky" sx={{ bgcolor: palette.navy }}>
        <Toolbar sx={{ gap: 2 }}>
          <BrandMark caption="Collector portal" inverted compact />
          <Box sx={{ flex: 1 }} />
          <UserMenu />
        </Toolbar>
      </AppBar>
      {hasNavigation && !wide && <Menu variant="tabs" />}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {hasNavigation && wide && (
          <Box
            component="aside"
            sx={{
              width: SIDEBAR_WIDTH,
              flexShrink: 0,
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ position: 'sticky', top: 64 }}>
              <Menu variant="sidebar" />
            </Box>
          </Box>
        )}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          // The bottom padding keeps the end of every page clear of the chat launcher.
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 }, pb: { xs: 10, sm: 12 }, outline: 'none' }}
        >
          <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
            <Suspense fallback={<FullPageLoader />}>{children}</Suspense>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
