import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { palette } from '../theme';
import { visuallyHidden } from '../ui/visuallyHidden';
import { CHAT_TEXT } from './messages';
import { conversationTimeLabel } from './time';
import type { ChatSide, Conversation } from './types';
import { useNow } from './use-now';

interface Props {
  side: ChatSide;
  conversations: Conversation[];
  loading: boolean;
  onOpen: (id: string) => void;
}

export function participantName(conversation: Conversation): string {
  return (
    conversation.other_participants
      .map((p) => p.display_name)
      .filter(Boolean)
      .join(', ') || 'Conversation'
  );
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** The conversation list: the other participant, the last message with its time label, unread badge, status. */
export function ConversationList({ side, conversations, loading, onOpen }: Props) {
  const now = useNow();
  if (loading && conversations.length === 0) {
    return (
      <Box aria-busy="true" aria-label="Loading conversations" sx={{ p: 1.5 }}>
        {[0, 1, 2].map((i) => (
          <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
            <Skeleton variant="circular" width={36} height={36} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="50%" />
              <Skeleton width="80%" />
            </Box>
          </Stack>
        ))}
      </Box>
    );
  }
  if (conversations.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', px: 3, py: 6, color: 'text.secondary' }}>
        <ForumOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography variant="subtitle1" sx={{ color: 'text.primary', mt: 1 }}>
          {CHAT_TEXT.noConversations}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {side === 'collector'
            ? 'Start one with the chat button on an account.'
            : `Use ${CHAT_TEXT.messageCollector} on your settlement to write to the firm.`}
        </Typography>
      </Box>
    );
  }
  return (
    <List disablePadding aria-label="Conversations">
      {conversations.map((conversation) => {
        const name = participantName(conversation);
        const last = conversation.last_message;
        const unread = conversation.unread_count;
        return (
          <ListItem key={conversation.id} disablePadding>
            {/* Named by what it shows, the person first ('Jordan Rivera, 2 unread, 10:32, ...'): the initials and the
                badge are hidden from screen readers, the unread count is read from hidden text after the name. */}
            <ListItemButton
              onClick={() => onOpen(conversation.id)}
              data-testid="chat-conversation"
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
            >
              <Badge color="error" badgeContent={unread} max={99} overlap="circular" data-testid="chat-unread" aria-hidden>
                <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: palette.navyLight }}>{initials(name)}</Avatar>
              </Badge>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
                  <Typography variant="body2" noWrap sx={{ fontWeight: unread > 0 ? 700 : 600, flex: 1 }}>
                    {name}
                    {unread > 0 && (
                      <Box component="span" sx={visuallyHidden}>
                        , {unread} unread,
                      </Box>
                    )}
                  </Typography>
                  {last && (
                    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {conversationTimeLabel(last.created_at, now)}
                    </Typography>
                  )}
                </Stack>
                <Typography
                  variant="body2"
                  color={unread > 0 ? 'text.primary' : 'text.secondary'}
                  noWrap
                  sx={{ fontSize: 13 }}
                >
                  {last
                    ? `${last.sender_name ? `${last.sender_name}: ` : ''}${last.body || 'Attachment'}`
                    : 'No messages yet'}
                </Typography>
                {conversation.account_status && (
                  <Typography variant="caption" color="secondary.main" noWrap component="p" sx={{ fontWeight: 500 }}>
                    {conversation.account_status}
                  </Typography>
                )}
              </Box>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
