import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Button from '@mui/material/Button';
import Popper from '@mui/material/Popper';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { POPOVER_MAX_VIEWS, popoverViews, recordView } from './popover-views';

export const POPOVER_DELAY_MS = 1000;
const LINK_POLL_MS = 100;
/** How long to look for the navigation: on-call admins have none, and the look must not go on for the session. */
const LINK_WAIT_MS = 30_000;
const DISCLOSURES_PATH = '/collectors/disclosures';

/** The Disclosures item of the navigation that is visible now (side bar from md up, tab bar below). */
function visibleDisclosuresLink(): HTMLElement | null {
  const links = [...document.querySelectorAll<HTMLElement>(`nav a[href="${DISCLOSURES_PATH}"]`)];
  return links.find((l) => l.getClientRects().length > 0) ?? links[0] ?? null;
}

/**
 * The first-time popover on the Disclosures navigation item: 1 s after the navigation is on screen, while the cookie
 * disclosures_popover_views is below 2 (a showing counts as a view; the cookie lasts a year), never on the
 * Disclosures page itself.
 */
export function DisclosuresPopover() {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(false);
  // MUI's useTheme gives the default theme outside a ThemeProvider (the function form of useMediaQuery does not).
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));

  useEffect(() => {
    if (shown || pathname.startsWith(DISCLOSURES_PATH) || popoverViews() >= POPOVER_MAX_VIEWS) return;
    // The second counts from when the navigation is on screen, not from when this component mounts: the portal's
    // layout renders after the session check and its code arrive, which on a slow connection or a busy machine
    // takes longer than a second, and a popover with nothing to point at would never show.
    let timer: ReturnType<typeof setTimeout>;
    const giveUpAt = Date.now() + LINK_WAIT_MS;
    const waitForLink = () => {
      if (!visibleDisclosuresLink()) {
        if (Date.now() < giveUpAt) timer = setTimeout(waitForLink, LINK_POLL_MS);
        return;
      }
      timer = setTimeout(() => {
        const link = visibleDisclosuresLink();
        if (!link || popoverViews() >= POPOVER_MAX_VIEWS) return;
        // On a phone the item may sit off screen in the scrolling tab bar: bring it into view first, so the popover
        // pointing at it is on screen too.
        link.scrollIntoView?.({ block: 'nearest', inline: 'center' });
        recordView(popoverViews() + 1);
        setShown(true);
        setAnchor(link);
      }, POPOVER_DELAY_MS);
    };
    waitForLink();
    return () => clearTimeout(timer);
  }, [pathname, shown]);

  // Leaving for the Disclosures page closes it.
  useEffect(() => {
    if (pathname.startsWith(DISCLOSURES_PATH)) setAnchor(null);
  }, [pathname]);

  return (
    <Popper
      open={!!anchor}
      anchorEl={anchor}
      // Beside the side bar on wide screens; under the tab bar on phones, kept inside the screen so that 'Got it'
      // can always be reached.
      placement={phone ? 'bottom' : 'right-start'}
      sx={{ zIndex: 1400, maxWidth: 'calc(100vw - 16px)' }}
      modifiers={[
        { name: 'offset', options: { offset: [0, 12] } },
        { name: 'flip', options: { padding: 8 } },
        { name: 'preventOverflow', options: { padding: 8, altAxis: true, tether: false, rootBoundary: 'viewport' } },
      ]}
    >
      {/* A click elsewhere dismisses it too: it is a hint, and must not sit over the page the user is working on. */}
      <ClickAwayListener onClickAway={() => setAnchor(null)}>
        <Paper
          role="dialog"
          aria-labelledby="disclosures-popover-title"
          elevation={8}
          sx={{ p: 2, maxWidth: { xs: 'calc(100vw - 16px)', sm: 300 }, boxSizing: 'border-box' }}
          onKeyDown={(e) => e.key === 'Escape' && setAnchor(null)}
        >
          <Typography id="disclosures-popover-title" variant="subtitle2" component="h2">
            Disclosure Management:
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            View and manage all your legal disclosures used in settlement communications
          </Typography>
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1.5 }}>
            <Button size="small" component={RouterLink} to={DISCLOSURES_PATH} onClick={() => setAnchor(null)}>
              Manage Disclosures
            </Button>
            <Box>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the popover the user just opened */}
              <Button size="small" variant="contained" autoFocus onClick={() => setAnchor(null)}>
                Got it
              </Button>
            </Box>
          </Stack>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
