import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Banner } from './Banner';
import { chatApi } from './chat-api';
import { ConsentMenu } from './ConsentMenu';
import { Composer } from './Composer';
import { isOwnMessage, MessageBubble } from './MessageBubble';
import { CHAT_TEXT, CONSENT_TEXT } from './messages';
import { withDayDividers } from './time';
import type { Conversation } from './types';
import { useChat } from './ChatProvider';
import { useNow } from './use-now';
import { useReadMarking } from './use-read-marking';
import { useThread } from './use-thread';

interface Props {
  conversation: Conversation;
  composerRef?: React.Ref<HTMLTextAreaElement>;
  /** True while a confirmation dialog is open: Escape then closes only the dialog. */
  onConfirmingChange?: (confirming: boolean) => void;
}

/**
 * An open conversation: day dividers, messages (read when half visible), the composer, and the reasons a
 * collector cannot write (opt-out, stop request, attorney) in the server's words.
 */
export function ChatThread({ conversation, composerRef, onConfirmingChange = () => undefined }: Props) {
  const chat = useChat();
  const { side, connection } = chat;
  const thread = useThread(conversation.id, side, connection, chat.retryReads);
  const now = useNow(60_000);
  const scroller = useRef<HTMLDivElement>(null);
  const [lastTheirs, setLastTheirs] = useState<HTMLDivElement | null>(null);
  const [consentError, setConsentError] = useState<string | null>(null);

  const items = useMemo(() => withDayDividers(thread.messages, now), [thread.messages, now]);
  const lastTheirsId = useMemo(
    () => [...thread.messages].reverse().find((m) => !isOwnMessage(m, side))?.id,
    [thread.messages, side],
  );

  const { setUnread, replaceConversation } = chat;
  const markRead = useCallback(async () => {
    const viaSocket = connection ? await connection.markAsRead(conversation.id) : false;
    if (viaSocket) {
      setUnread(conversation.id, 0);
      return;
    }
    try {
      replaceConversation(await chatApi.markAsRead(conversation.id));
    } catch {
      // Still unread on the server: the badge stays and the next view tries again.
    }
  }, [connection, conversation.id, setUnread, replaceConversation]);
  useReadMarking(lastTheirs, conversation.unread_count > 0, () => void markRead());

  // Stay at the newest message when one arrives, unless the reader scrolled up to read older ones.
  const stick = useRef(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [items]);
  useEffect(() => {
    stick.current = true;
  }, [conversation.id]);

  const collectorClosed = side === 'collector' && !conversation.can_send;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      {(conversation.account_status || side === 'consumer') && (
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            minHeight: 40,
          }}
        >
          {conversation.account_status && (
            <Chip
              size="small"
              variant="outlined"
              label={conversation.account_status}
              aria-label={`Account status: ${conversation.account_status}`}
            />
          )}
          <Box sx={{ flex: 1 }} />
          {side === 'consumer' && (
            <ConsentMenu
              conversation={conversation}
              firmName={conversation.other_participants[0]?.display_name ?? 'this firm'}
              onChanged={replaceConversation}
              onError={setConsentError}
              onConfirmingChange={onConfirmingChange}
            />
          )}
        </Stack>
      )}
      {thread.loadError && (
        <Banner onClose={thread.dismissLoadError} onRetry={() => void thread.reload()}>
          {thread.loadError}
        </Banner>
      )}
      {collectorClosed && (
        <Alert severity="warning" sx={{ borderRadius: 0 }} data-testid="chat-refusal">
          {conversation.send_refusal ?? 'You cannot send messages in this conversation.'}
        </Alert>
      )}
      {side === 'consumer' && (conversation.ceased || conversation.opted_out) && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {conversation.ceased ? CONSENT_TEXT.ceasedNote : CONSENT_TEXT.optedOutNote}
        </Alert>
      )}
      {consentError && <Banner onClose={() => setConsentError(null)}>{consentError}</Banner>}
      <Box
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
        }}
        sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 1 }}
        role="log"
        data-unread={conversation.unread_count}
        aria-label={`Messages with ${conversation.other_participants[0]?.display_name ?? 'the other side'}`}
        aria-busy={thread.loading}
      >
        {thread.loading && thread.messages.length === 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={24} aria-label="Loading messages" />
          </Box>
        )}
        {!thread.loading && !thread.loadError && thread.messages.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {CHAT_TEXT.noMessages}
          </Typography>
        )}
        {items.map((item) =>
          item.kind === 'divider' ? (
            <Divider key={item.key} sx={{ my: 1.5, fontSize: 12, color: 'text.secondary' }} role="separator">
              {item.label}
            </Divider>
          ) : (
            <MessageBubble
              key={item.message.client_id ?? item.key}
              ref={item.message.id === lastTheirsId ? setLastTheirs : undefined}
              message={item.message}
              side={side}
              timeZone={conversation.consumer_time_zone}
              onSendSuggestion={side === 'collector' && !collectorClosed ? (body) => thread.send(body, []) : undefined}
            />
          ),
        )}
      </Box>
      {thread.sendError && (
        <Banner onClose={thread.dismissSendError}>
          {thread.sendError.title}
          {thread.sendError.reason ? `: ${thread.sendError.reason}` : ''}
        </Banner>
      )}
      <Composer
        side={side}
        onSend={thread.send}
        disabled={collectorClosed}
        disabledReason={collectorClosed ? (conversation.send_refusal ?? undefined) : undefined}
        inputRef={composerRef}
      />
    </Box>
  );
}
