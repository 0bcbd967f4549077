import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSessionEnded } from '../../shared/realtime';
import { signInUrlFor } from '../../shared/redirect';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { CONSUMER_SIGN_IN_PATH } from '../api';
import { ConsumerData } from '../data/ConsumerData';
import { useConsumerSession } from '../data/session';
import { SiteNavbar } from '../layout/SiteNavbar';
import { AssistantPanel } from './AssistantPanel';
import type { CompletionSocket } from './useAssistant';

/** Reports the width of the conversation area (the page lays its list out by it). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(entries => setWidth(Math.round(entries[0].contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** /solo: the full-page assistant (agent key solo, the thread from ?thread_key, the page as context). */
export function SoloPage({ connect }: { connect?: () => CompletionSocket }) {
  return (
    <ConsumerData>
      <Solo connect={connect} />
    </ConsumerData>
  );
}

function Solo({ connect }: { connect?: () => CompletionSocket }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useConsumerSession();
  const state: 'checking' | 'ready' = session.signedIn ? 'ready' : 'checking';
  // Anything but a consumer's session (signed out, a collector, no answer): sign in first, then come back.
  const away = !session.signedIn && !session.isFetching && (session.isError || !!session.answer);
  const { ref, width } = useWidth<HTMLDivElement>();
  const onEnded = useCallback(() => navigate(CONSUMER_SIGN_IN_PATH, { replace: true }), [navigate]);
  useSessionEnded(onEnded, state === 'ready');

  useEffect(() => {
    if (away) navigate(signInUrlFor(CONSUMER_SIGN_IN_PATH, `${location.pathname}${location.search}`), { replace: true });
  }, [away, navigate, location.pathname, location.search]);

  if (state === 'checking') return <FullPageLoader />;
  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <title>Ask Solo · Parley</title>
      <SiteNavbar />
      <Container component="main" maxWidth="md" sx={{ flex: 1, minHeight: 0, py: 2, display: 'flex' }}>
        <Box
          ref={ref}
          data-list-width={width}
          sx={{ flex: 1, minHeight: 0, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
        >
          <AssistantPanel
            mode="page"
            agentKey="solo"
            authenticated
            threadKey={params.get('thread_key')}
            context={{ page: '/solo' }}
            userContext="solo"
            connect={connect}
          />
        </Box>
      </Container>
    </Box>
  );
}
