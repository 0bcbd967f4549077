import { useState } from 'react';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useOptionalChat } from './ChatProvider';
import { CHAT_TEXT } from './messages';

/** 'Message collector' on a consumer's settlement document: opens the chat with the firm. */
export function MessageCollectorButton({
  lawFirmId,
  documentId,
}: {
  lawFirmId: number | string;
  documentId: number | string;
}) {
  const chat = useOptionalChat();
  const [busy, setBusy] = useState(false);
  // Outside a ChatProvider (a page rendered without its layout) there is no chat to open.
  if (!chat?.enabled) return null;
  const { openConversation } = chat;
  return (
    <Button
      variant="outlined"
      startIcon={<ChatOutlined />}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await openConversation({ lawFirmId, documentId });
        setBusy(false);
      }}
    >
      {CHAT_TEXT.messageCollector}
    </Button>
  );
}

/**
 * The chat button of a collector's account row: opens the conversation with the account's consumer, or says
 * 'Unable to start conversation - consumer information not available' when the row has no consumer.
 */
export function MessageConsumerButton({
  documentId,
  consumerUserId,
  consumerName,
}: {
  documentId: number | string;
  consumerUserId: number | string | null | undefined;
  consumerName: string;
}) {
  const chat = useOptionalChat();
  const [busy, setBusy] = useState(false);
  if (!chat?.enabled) return null;
  const { openConversation } = chat;
  const start = async () => {
    if (consumerUserId === null || consumerUserId === undefined || consumerUserId === '') {
      window.alert(CHAT_TEXT.noConsumer);
      return;
    }
    setBusy(true);
    await openConversation({ documentId, recipientId: consumerUserId });
    setBusy(false);
  };
  return (
    <Tooltip title={`Message ${consumerName}`}>
      <span>
        <IconButton size="small" aria-label={`Message ${consumerName}`} disabled={busy} onClick={() => void start()}>
          <ChatOutlined fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
