import AddComment from '@mui/icons-material/AddCommentOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PeopleAlt from '@mui/icons-material/PeopleAltOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { uploadChatFile } from './api';
import { CompletionItem } from './CompletionItem';
import {
  ACCEPTED_FILES,
  allowedType,
  CHAT_TOASTS,
  MAX_UPLOAD_BYTES,
  OFFLINE_SUBTITLE,
  SUBTITLE,
  TOAST_MS,
  TOOLTIP_DELAY_MS,
  UPLOAD_ERRORS,
} from './messages';
import { PersonaGrid } from './PersonaGrid';
import type { ChatFile, Persona } from './types';
import { useAssistant, type CompletionSocket } from './useAssistant';
import { usePersonas } from './usePersonas';
import { announce, useSuggestions } from './useSuggestions';

export interface AssistantPanelProps {
  mode: 'widget' | 'page';
  agentKey?: string;
  authenticated?: boolean;
  context?: Record<string, unknown>;
  threadKey?: string | null;
  pilotThreadId?: number | null;
  userContext?: string;
  initialMessage?: string;
  onClose?: () => void;
  connect?: () => CompletionSocket;
}

let clientSeq = 0;
const newClientId = () => `file-${Date.now().toString(36)}-${(clientSeq++).toString(36)}`;

function promptIdFromUrl(): number | null {
  const raw = new URLSearchParams(window.location.search).get('pilot_prompt_id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The chat itself, shared by the floating widget and the /solo page. */
export function AssistantPanel({
  mode,
  agentKey = 'solo',
  authenticated = true,
  context,
  threadKey,
  pilotThreadId,
  userContext,
  initialMessage,
  onClose,
  connect,
}: AssistantPanelProps) {
  const [toast, setToast] = useState<{ message: string; key: number } | null>(null);
  const showToast = useCallback((message: string) => setToast({ message, key: Date.now() }), []);
  const chat = useAssistant({
    agentKey,
    context,
    threadKey,
    pilotThreadId,
    enabled: authenticated,
    toast: showToast,
    connect,
  });
  const personas = usePersonas(authenticated, showToast, promptIdFromUrl());
  const suggestions = useSuggestions({
    enabled: authenticated,
    agentKey,
    threadKey: chat.thread.threadKey,
    pilotThreadId: chat.thread.pilotThreadId,
    userContext,
    reloadKey: chat.finishedCount,
  });
  const [view, setView] = useState<'chat' | 'personas'>('chat');
  const [input, setInput] = useState(initialMessage ?? '');
  const [files, setFiles] = useState<ChatFile[]>([]);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const listEnd = useRef<HTMLDivElement>(null);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.completions]);

  const uploading = files.some(f => f.state === 'uploading');
  const busy = chat.busy || sending;

  const submit = async (text: string) => {
    const question = text.trim();
    if (!question || busy || uploading) return;
    setSending(true);
    const ids = files.filter(f => f.state === 'uploaded' && f.id).map(f => f.id!);
    const ok = await chat.send(question, ids, personas.personaId);
    setSending(false);
    if (ok) {
      setInput('');
      setFiles([]);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(input);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void submit(input);
    }
  };

  const addFiles = (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      const clientId = newClientId();
      const type = allowedType(file);
      const base: ChatFile = { clientId, name: file.name, state: 'uploading', progress: 0, uploadError: null };
      if (!type || file.size > MAX_UPLOAD_BYTES) {
        setFiles(fs => [
          ...fs,
          { ...base, state: 'upload_failed', uploadError: !type ? UPLOAD_ERRORS.type : UPLOAD_ERRORS.tooLarge },
        ]);
        continue;
      }
      setFiles(fs => [...fs, base]);
      const update = (patch: Partial<ChatFile>) =>
        setFiles(fs => fs.map(f => (f.clientId === clientId ? { ...f, ...patch } : f)));
      uploadChatFile(file, type, clientId, chat.thread.threadKey, progress => update({ progress }))
        .then(saved => update({ ...saved, clientId, state: 'uploaded', progress: 100 }))
        .catch((error: Error) =>
          update({ state: 'upload_failed', uploadError: error.message || UPLOAD_ERRORS.failed }),
        );
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const choosePersona = async (p: Persona | null) => {
    if (chat.streamingId !== null) await chat.stop();
    personas.setPersonaId(p ? p.id : null);
    await chat.newChat();
    setView('chat');
  };

  const onPlayground = (value: string) => {
    const url = new URL(window.location.href);
    if (value) url.searchParams.set('pilot_prompt_id', value);
    else url.searchParams.delete('pilot_prompt_id');
    window.location.assign(url.toString());
  };

  const personaName = personas.persona?.name ?? 'Solo';

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'background.paper' }}
      data-testid="assistant-panel"
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="h6" component={mode === 'page' ? 'h1' : 'h2'} sx={{ flex: 1, fontSize: '1.1rem' }}>
            Ask {personaName}
          </Typography>
          <Tooltip title="New Chat" enterDelay={TOOLTIP_DELAY_MS}>
            <span>
              <IconButton aria-label="New Chat" onClick={() => void chat.newChat()} disabled={busy}>
                <AddComment />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Select Persona" enterDelay={TOOLTIP_DELAY_MS}>
            <span>
              <IconButton aria-label="Select Persona" onClick={() => setView('personas')} disabled={busy}>
                <PeopleAlt />
              </IconButton>
            </span>
          </Tooltip>
          {mode === 'widget' && (
            <>
              <Tooltip title="Open full page" enterDelay={TOOLTIP_DELAY_MS}>
                <IconButton aria-label="Open full page" component="a" href="/solo" target="_blank" rel="noopener">
                  <OpenInNew />
                </IconButton>
              </Tooltip>
              <Tooltip title="Close" enterDelay={TOOLTIP_DELAY_MS}>
                <IconButton aria-label="Close" onClick={onClose}>
                  <Close />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {SUBTITLE}
        </Typography>
        {chat.provider === 'offline' && (
          <Typography variant="caption" color="warning.dark" component="p" data-testid="offline-notice">
            {OFFLINE_SUBTITLE}
          </Typography>
        )}
        {personas.state.status === 'ready' && (
          <TextField
            select
            size="small"
            label="Playground"
            value={promptIdFromUrl() ?? ''}
            onChange={e => onPlayground(String(e.target.value))}
            sx={{ mt: 1, minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Default prompt</MenuItem>
            {personas.state.personas.map(p => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {!chat.connected && !chat.loading && (
          <Typography variant="caption" color="error" component="p" role="status">
            Reconnecting…
          </Typography>
        )}
      </Box>

      {view === 'personas' ? (
        <PersonaGrid
          state={personas.state}
          selectedId={personas.personaId}
          onSelect={p => void choosePersona(p)}
          onBack={() => setView('chat')}
          onReload={() => void personas.reload()}
        />
      ) : (
        <>
          <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1.5, minHeight: 0 }}>
            {chat.loading ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress aria-label="Loading messages" />
              </Box>
            ) : chat.completions.length === 0 ? (
              <Typography color="text.secondary" variant="body2">
                Ask about your lawsuit, your deadline, settling a debt or your payment plan.
              </Typography>
            ) : (
              <Box component="ol" sx={{ p: 0, m: 0 }} aria-label="Conversation">
                {chat.completions.map(c => (
                  <CompletionItem
                    key={c.id}
                    completion={c}
                    streaming={chat.streamingId === c.id}
                    onStop={() => void chat.stop()}
                    onRate={r => void chat.rate(c.id, r)}
                    onFileError={() => showToast(CHAT_TOASTS.documentInChat)}
                  />
                ))}
              </Box>
            )}
            <div ref={listEnd} />
          </Box>

          <Box
            sx={{ px: 2, pb: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}
            aria-label="Suggestions"
            role="group"
          >
            {suggestions.suggestions.map(s => (
              <Chip
                key={s.id}
                label={s.text}
                variant="outlined"
                color="primary"
                size="small"
                disabled={busy}
                onClick={() => {
                  announce('pilot:prompts:clicked', { id: s.id, source: s.metadata.source });
                  void submit(s.text);
                }}
              />
            ))}
            <Tooltip title="Refresh suggestions" enterDelay={TOOLTIP_DELAY_MS}>
              <span>
                <IconButton
                  size="small"
                  aria-label="Refresh suggestions"
                  onClick={suggestions.refresh}
                  disabled={suggestions.loading}
                >
                  <Refresh fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>

          {files.length > 0 && (
            <Box sx={{ px: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }} aria-label="Attachments">
              {files.map(f => (
                <Box key={f.clientId}>
                  <Chip
                    size="small"
                    label={f.state === 'uploading' ? `${f.name} (${f.progress}%)` : f.name}
                    color={f.state === 'upload_failed' ? 'error' : 'default'}
                    onDelete={() => setFiles(fs => fs.filter(x => x.clientId !== f.clientId))}
                  />
                  {f.state === 'uploading' && (
                    <LinearProgress variant="determinate" value={f.progress} sx={{ mt: 0.5 }} />
                  )}
                  {f.uploadError && (
                    <Alert severity="error" sx={{ py: 0, mt: 0.5 }}>
                      {f.uploadError}
                    </Alert>
                  )}
                </Box>
              ))}
            </Box>
          )}

          <Box
            component="form"
            onSubmit={onSubmit}
            sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPTED_FILES}
              multiple
              hidden
              onChange={e => addFiles(e.target.files)}
              data-testid="chat-file-input"
            />
            <Tooltip title="Attach a file" enterDelay={TOOLTIP_DELAY_MS}>
              <span>
                <IconButton aria-label="Attach a file" onClick={() => fileInput.current?.click()} disabled={busy}>
                  <AttachFile />
                </IconButton>
              </span>
            </Tooltip>
            <TextField
              fullWidth
              multiline
              maxRows={2}
              size="small"
              placeholder={`Ask ${personaName} a question…`}
              value={input}
              onChange={e => setInput(e.target.value)}
              onKeyDown={onKeyDown}
              slotProps={{ htmlInput: { 'aria-label': 'Your question', maxLength: 4000 } }}
            />
            <IconButton type="submit" color="primary" aria-label="Send" disabled={busy || uploading || !input.trim()}>
              <Send />
            </IconButton>
          </Box>
        </>
      )}
      <Snackbar
        key={toast?.key}
        open={!!toast}
        autoHideDuration={TOAST_MS}
        onClose={(_e, reason) => reason !== 'clickaway' && setToast(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setToast(null)}>
          {toast?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
