import ChatBubble from '@mui/icons-material/ChatBubbleOutline';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, useState } from 'react';
import { AssistantPanel, type AssistantPanelProps } from './AssistantPanel';
import { CLOSE_ANIMATION_MS, IDLE_HINT, IDLE_HINT_MS, OPEN_ANIMATION_MS } from './messages';

export type WidgetPhase = 'collapsed' | 'animating' | 'expanded' | 'closing';

/**
 * The floating Ask Solo panel. Opening passes through a 50 ms animating phase before it is visible; closing plays a
 * 400 ms animation, then collapses and clears the initial message.
 */
export function AssistantWidget(props: Omit<AssistantPanelProps, 'mode' | 'onClose'>) {
  const [phase, setPhase] = useState<WidgetPhase>('collapsed');
  const [initialMessage, setInitialMessage] = useState<string | undefined>(props.initialMessage);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A hint beside the closed launcher once the page has been idle for 7 s; any input restarts the wait.
  const [hint, setHint] = useState(false);
  const [hintDismissed, setHintDismissed] = useState(false);
  useEffect(() => {
    if (phase !== 'collapsed' || hintDismissed) return;
    let idle = setTimeout(() => setHint(true), IDLE_HINT_MS);
    const activity = () => {
      clearTimeout(idle);
      idle = setTimeout(() => setHint(true), IDLE_HINT_MS);
    };
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    events.forEach(e => window.addEventListener(e, activity, { passive: true }));
    return () => {
      clearTimeout(idle);
      events.forEach(e => window.removeEventListener(e, activity));
    };
  }, [phase, hintDismissed]);

  const open = (message?: string) => {
    setHint(false);
    setHintDismissed(true);
    if (message) setInitialMessage(message);
    setPhase('animating');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPhase('expanded'), OPEN_ANIMATION_MS);
  };
  const close = () => {
    setPhase('closing');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPhase('collapsed');
      setInitialMessage(undefined);
    }, CLOSE_ANIMATION_MS);
  };

  // Other parts of the page may open the chat with a question ("Ask Solo about this").
  useEffect(() => {
    const onOpen = (e: Event) => open((e as CustomEvent<{ message?: string }>).detail?.message);
    window.addEventListener('pilot:open', onOpen);
    return () => window.removeEventListener('pilot:open', onOpen);
  }, []);

  const visible = phase === 'expanded';
  return (
    <Box
      sx={{ position: 'fixed', right: { xs: 8, sm: 24 }, bottom: { xs: 8, sm: 24 }, zIndex: 1300 }}
      data-phase={phase}
      data-testid="assistant-widget"
    >
      {phase === 'collapsed' && hint && (
        <Paper
          elevation={3}
          role="status"
          sx={{ position: 'absolute', right: 0, bottom: 64, px: 1.5, py: 1, whiteSpace: 'nowrap' }}
        >
          {IDLE_HINT}
        </Paper>
      )}
      {phase === 'collapsed' ? (
        <Fab color="primary" variant="extended" onClick={() => open()} aria-label="Ask Solo">
          <ChatBubble sx={{ mr: 1 }} />
          Ask Solo
        </Fab>
      ) : (
        <Paper
          elevation={8}
          role="dialog"
          aria-label="Ask Solo"
          sx={{
            width: { xs: 'calc(100vw - 16px)', sm: 420 },
            height: { xs: 'calc(100vh - 16px)', sm: 640 },
            maxHeight: 'calc(100vh - 16px)',
            overflow: 'hidden',
            transformOrigin: 'bottom right',
            transition: `opacity ${phase === 'closing' ? CLOSE_ANIMATION_MS : 200}ms ease, transform ${phase === 'closing' ? CLOSE_ANIMATION_MS : 200}ms ease`,
            opacity: visible ? 1 : 0,
            transform: visible ? 'scale(1)' : 'scale(0.95)',
          }}
        >
          <AssistantPanel {...props} mode="widget" initialMessage={initialMessage} onClose={close} />
        </Paper>
      )}
    </Box>
  );
}
