import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Close from '@mui/icons-material/Close';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { palette } from '../theme';
import { Banner } from './Banner';
import { useChat } from './ChatProvider';
import { ChatThread } from './ChatThread';
import { ConversationList, participantName } from './ConversationList';
import { CHAT_TEXT } from './messages';

/**
 * The floating chat. Collectors get a launcher with the total unread badge at the bottom
 * right. Consumers get no launcher: the panel opens from 'Message collector', and a small 'Messages' indicator with
 * their unread count shows once they have a conversation; it sits at the bottom left because Ask Solo owns the
 * bottom right. Escape closes the panel and focus returns to whatever opened it.
 */
export function ChatWidget() {
  const chat = useChat();
  const { side, enabled, isOpen, activeId, conversations, totalUnread } = chat;
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const lastOutside = useRef<HTMLElement | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const active = activeId ? conversations.find((c) => c.id === activeId) : undefined;

  // What had the focus outside the panel (the launcher, a 'Message collector' button) gets it back on close.
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && !panel.current?.contains(target)) lastOutside.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const previous = lastOutside.current;
    // The launcher is replaced by the panel while open, so the one to focus is the new launcher.
    const target = previous && previous !== document.body && document.contains(previous) ? previous : launcher.current;
    target?.focus();
  }, [isOpen]);

  // A new view takes the focus: the composer of a thread, the heading of the list.
  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => (active ? composer.current : heading.current)?.focus(), 0);
    return () => clearTimeout(timer);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the focus moves when the view changes (open, or another thread), not when the thread's data refreshes
  }, [isOpen, active?.id]);

  if (!enabled) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !confirming) {
      event.stopPropagation();
      chat.closeWidget();
    }
  };

  const corner = side === 'collector' ? { right: { xs: 8, sm: 24 } } : { left: { xs: 8, sm: 24 } };

  return (
    <Box sx={{ position: 'fixed', bottom: { xs: 8, sm: 24 }, zIndex: 1290, ...corner }} data-testid="chat-widget">
      {isOpen ? (
        <Paper
          ref={panel}
          elevation={8}
          role="dialog"
          aria-label={CHAT_TEXT.title}
          onKeyDown={onKeyDown}
          sx={{
            width: { xs: 'calc(100vw - 16px)', sm: 380 },
            height: { xs: 'calc(100vh - 16px)', sm: 560 },
            maxHeight: 'calc(100vh - 16px)',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          }}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', gap: 0.5, px: 1, py: 1, bgcolor: palette.navy, color: '#fff' }}
          >
            {active && (
              <IconButton size="small" color="inherit" aria-label="All conversations" onClick={chat.showList}>
                <ArrowBack fontSize="small" />
              </IconButton>
            )}
            <Typography
              ref={heading}
              tabIndex={-1}
              variant="subtitle1"
              component="h2"
              noWrap
              sx={{ flex: 1, fontWeight: 600, pl: active ? 0 : 1, outline: 'none' }}
            >
              {active ? participantName(active) : CHAT_TEXT.title}
            </Typography>
            <IconButton size="small" color="inherit" aria-label="Close messages" onClick={chat.closeWidget}>
              <Close fontSize="small" />
            </IconButton>
          </Stack>
          {chat.createError && <Banner onClose={chat.dismissCreateError}>{chat.createError}</Banner>}
          {active ? (
            <ChatThread
              key={active.id}
              conversation={active}
              composerRef={composer}
              onConfirmingChange={setConfirming}
            />
          ) : (
            <Box sx={{ flex: 1, overflowY: 'auto' }}>
              {chat.listError && (
                <Banner onClose={chat.dismissListError} onRetry={() => void chat.refresh()}>
                  {chat.listError}
                </Banner>
              )}
              <ConversationList
                side={side}
                conversations={conversations}
                loading={chat.loading}
                onOpen={chat.showConversation}
              />
            </Box>
          )}
        </Paper>
      ) : side === 'collector' ? (
        <Fab
          ref={launcher}
          color="primary"
          variant="extended"
          onClick={chat.openWidget}
          aria-label={launcherLabel(totalUnread)}
        >
          <Badge color="error" badgeContent={<DrawnCount count={totalUnread} />} invisible={totalUnread === 0} sx={{ mr: 1 }} data-testid="chat-total-unread">
            <ChatOutlined />
          </Badge>
          {CHAT_TEXT.title}
        </Fab>
      ) : conversations.length > 0 ? (
        <Button
          ref={launcher}
          variant="contained"
          size="small"
          color="secondary"
          onClick={chat.openWidget}
          aria-label={launcherLabel(totalUnread)}
          startIcon={
            <Badge color="error" badgeContent={<DrawnCount count={totalUnread} />} invisible={totalUnread === 0} variant="standard" data-testid="chat-total-unread">
              <ChatOutlined fontSize="small" />
            </Badge>
          }
          sx={{ borderRadius: 999, px: 2, boxShadow: 3 }}
        >
          {CHAT_TEXT.title}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * The launcher's name starts with its visible label ('Messages, 2 unread'): the badge's number is drawn, not written,
 * so the text the launcher shows is 'Messages' and its name says the count.
 */
function launcherLabel(unread: number): string {
  return unread > 0 ? `${CHAT_TEXT.title}, ${unread} unread` : CHAT_TEXT.title;
}

/** The unread count as the badge draws it (99+ above 99), kept out of the launcher's text. */
function DrawnCount({ count }: { count: number }) {
  return <Box component="span" data-count={count > 99 ? '99+' : String(count)} sx={{ '&::before': { content: 'attr(data-count)' } }} />;
}
