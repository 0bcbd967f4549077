import { forwardRef } from 'react';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { palette } from '../theme';
import { BlockedNotice } from './BlockedNotice';
import { isScanning } from './message-reducer';
import { CHAT_TEXT } from './messages';
import { formatTime, scheduledLabel } from './time';
import type { ChatMessage, ChatSide } from './types';

interface Props {
  message: ChatMessage;
  side: ChatSide;
  timeZone: string | null;
  /** A blocked message's suggested rewrite, sent as a new message with one click. */
  onSendSuggestion?: (body: string) => Promise<boolean>;
}

/** A message is ours when it comes from our side: a collector speaks for the firm, so colleagues' messages are ours. */
export function isOwnMessage(message: ChatMessage, side: ChatSide): boolean {
  return message.sender.is_collector === (side === 'collector');
}

/**
 * One message: ours on the right, theirs on the left; attachments as download links; for our messages the scan
 * state (scanning, scheduled, blocked with each violation and the rewrite to send instead); on the consumer side the debt-collector disclosure
 * under a collector's message (W-DISCLOSE).
 */
export const MessageBubble = forwardRef<HTMLDivElement, Props>(function MessageBubble(
  { message, side, timeZone, onSendSuggestion },
  ref,
) {
  const own = isOwnMessage(message, side);
  const showName = !own || side === 'collector';
  const blocked = message.blocked;
  return (
    <Box
      ref={ref}
      data-testid="chat-message"
      data-status={message.optimistic ? 'sending' : message.status}
      data-own={own}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', my: 0.75 }}
    >
      {showName && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1, mb: 0.25 }}>
          {message.sender.display_name}
        </Typography>
      )}
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderBottomRightRadius: own ? 4 : undefined,
          borderBottomLeftRadius: own ? undefined : 4,
          bgcolor: blocked ? '#fdecea' : own ? palette.navy : 'grey.100',
          color: blocked ? 'error.dark' : own ? '#fff' : 'text.primary',
          border: blocked ? '1px solid' : 'none',
          borderColor: 'error.light',
          opacity: isScanning(message) ? 0.75 : 1,
        }}
      >
        {message.body && (
          <Typography
            variant="body2"
            component="p"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textDecoration: blocked ? 'line-through' : 'none' }}
          >
            {message.body}
          </Typography>
        )}
        {message.attachments.length > 0 && (
          <Stack spacing={0.5} sx={{ mt: message.body ? 0.75 : 0 }}>
            {message.attachments.map((file) =>
              file.url ? (
                <Link
                  key={file.url}
                  href={file.url}
                  download={file.filename}
                  sx={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 0.5,
                    fontSize: 13,
                    color: own && !blocked ? '#cfe9ff' : 'secondary.main',
                  }}
                >
                  <InsertDriveFileOutlined sx={{ fontSize: 16 }} />
                  {file.filename}
                </Link>
              ) : (
                <Typography
                  key={file.filename}
                  variant="caption"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <InsertDriveFileOutlined sx={{ fontSize: 16 }} />
                  {file.filename}
                </Typography>
              ),
            )}
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', px: 1, mt: 0.25 }}>
        {own && isScanning(message) && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={10} thickness={6} aria-hidden />
            <Typography variant="caption" color="text.secondary">
              {CHAT_TEXT.scanning}
            </Typography>
          </Stack>
        )}
        {own && message.status === 'scheduled' && message.scheduled_for && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'warning.main' }}>
            <Schedule sx={{ fontSize: 14 }} />
            <Typography variant="caption">{scheduledLabel(message.scheduled_for, timeZone)}</Typography>
          </Stack>
        )}
        {!isScanning(message) && (
          <Typography variant="caption" color="text.secondary">
            {formatTime(message.created_at)}
          </Typography>
        )}
      </Stack>
      {blocked && own && <BlockedNotice message={message} onSendSuggestion={onSendSuggestion} />}
      {side === 'consumer' && !own && message.disclosure && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ px: 1, mt: 0.25, fontStyle: 'italic', maxWidth: '85%' }}
        >
          {message.disclosure}
        </Typography>
      )}
    </Box>
  );
});
