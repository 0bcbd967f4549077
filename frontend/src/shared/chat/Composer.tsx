import { useRef, useState, type KeyboardEvent } from 'react';
import AttachFile from '@mui/icons-material/AttachFile';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { acceptAttribute, pickAttachments } from './files';
import { MAX_MESSAGE_LENGTH } from './messages';
import type { ChatSide } from './types';

interface ComposerProps {
  side: ChatSide;
  /** Resolves false when the send failed: the text and files come back for another try. */
  onSend: (body: string, attachments: File[]) => Promise<boolean>;
  disabled?: boolean;
  disabledReason?: string;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}

/**
 * Enter sends, Shift+Enter adds a line, Send is disabled when the text is blank and nothing is
 * attached, at most 1000 characters (with a counter); files of other types are dropped without a word.
 */
export function Composer({ side, onSend, disabled = false, disabledReason, inputRef }: ComposerProps) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const canSend = !disabled && (body.trim() !== '' || files.length > 0);

  const submit = () => {
    if (!canSend) return;
    const sentBody = body;
    const sentFiles = files;
    setBody('');
    setFiles([]);
    setTooLarge([]);
    void onSend(sentBody.trim() === '' ? '' : sentBody, sentFiles).then((ok) => {
      if (ok) return;
      // Give the message back unless the user already started another one.
      setBody((current) => (current === '' ? sentBody : current));
      setFiles((current) => (current.length === 0 ? sentFiles : current));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onPick = (list: FileList | null) => {
    if (!list) return;
    const { accepted, tooLarge: big } = pickAttachments(Array.from(list), side, files);
    setFiles((current) => [...current, ...accepted]);
    setTooLarge(big.map((file) => file.name));
    if (picker.current) picker.current.value = '';
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: 1.5, pt: 1, pb: 0.75, bgcolor: 'background.paper' }}>
      {files.length > 0 && (
        <Stack direction="row" aria-label="Attachments" role="list" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 0.75 }}>
          {files.map((file) => (
            <Chip
              key={`${file.name}-${file.size}`}
              role="listitem"
              size="small"
              label={file.name}
              onDelete={() => setFiles((current) => current.filter((f) => f !== file))}
              sx={{ maxWidth: 200 }}
            />
          ))}
        </Stack>
      )}
      {tooLarge.length > 0 && (
        <Typography variant="caption" color="error" role="status" sx={{ display: 'block', mb: 0.5 }}>
          {tooLarge.join(', ')} {tooLarge.length === 1 ? 'is' : 'are'} larger than 25 MB.
        </Typography>
      )}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={acceptAttribute(side)}
          data-testid="chat-attachment-input"
          onChange={(event) => onPick(event.target.files)}
        />
        <Tooltip title="Attach files">
          <span>
            <IconButton
              size="small"
              aria-label="Attach files"
              disabled={disabled}
              onClick={() => picker.current?.click()}
            >
              <AttachFile fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <InputBase
          multiline
          maxRows={4}
          value={body}
          onChange={(event) => setBody(event.target.value.slice(0, MAX_MESSAGE_LENGTH))}
          onKeyDown={onKeyDown}
          disabled={disabled}
          placeholder={disabled ? (disabledReason ? 'Messaging is closed' : '') : 'Write a message'}
          inputRef={inputRef}
          slotProps={{ input: { 'aria-label': 'Message', maxLength: MAX_MESSAGE_LENGTH } }}
          sx={{ flex: 1, px: 1, py: 0.75, bgcolor: 'grey.100', borderRadius: 2, fontSize: 14 }}
        />
        <IconButton color="secondary" aria-label="Send" disabled={!canSend} onClick={submit}>
          <Send fontSize="small" />
        </IconButton>
      </Stack>
      <Typography
        variant="caption"
        color={body.length >= MAX_MESSAGE_LENGTH ? 'error' : 'text.secondary'}
        sx={{ display: 'block', textAlign: 'right', pr: 6, mt: 0.25 }}
        aria-live="polite"
        data-testid="chat-counter"
      >
        {body.length}/{MAX_MESSAGE_LENGTH}
      </Typography>
    </Box>
  );
}
