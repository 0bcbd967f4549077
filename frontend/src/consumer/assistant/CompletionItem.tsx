import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import ThumbDown from '@mui/icons-material/ThumbDown';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TOOLTIP_DELAY_MS } from './messages';
import type { Completion, FunctionCall } from './types';

/** What a running function is doing; nothing opens by itself (the Open button below its outcome opens a tab). */
const PROGRESS: Record<string, string> = {
  'fill-field': 'Saving the field…',
  'show-payment-widget': 'Finding your payment options…',
  'start-walkthrough': 'Preparing the walkthrough…',
};

/** Opens a function's page: inside an embedding frame the parent is asked (postMessage open_url), else a new tab. */
export function openUrl(url: string, target = '_blank'): void {
  window.dispatchEvent(new CustomEvent('pilot:link:clicked', { detail: { url, target } }));
  if (window.parent !== window) window.parent.postMessage({ type: 'open_url', url, target }, window.location.origin);
  else window.open(url, target, 'noopener');
}

function FunctionCallView({ call }: { call: FunctionCall }) {
  if (call.state === 'pending' || call.state === 'executing')
    return (
      <Box role="status" sx={{ my: 1 }}>
        <Typography variant="body2">{PROGRESS[call.functionName] ?? 'Working on it…'}</Typography>
        <LinearProgress />
      </Box>
    );
  if (call.state === 'failed')
    return (
      <Alert severity="warning" sx={{ my: 1 }}>
        {call.errorMessage}
      </Alert>
    );
  return (
    <Alert
      severity="success"
      sx={{ my: 1 }}
      action={
        call.result?.iframeUrl ? (
          <Button color="inherit" size="small" onClick={() => openUrl(call.result!.iframeUrl!)}>
            Open
          </Button>
        ) : undefined
      }
    >
      {call.result?.message}
    </Alert>
  );
}

/** One question and its answer, with files, function calls, stop and rating. */
/** Opens an attached file; a file that cannot be fetched (gone, no longer ours) is reported instead of a blank tab. */
export async function openFile(path: string | undefined, onError: () => void): Promise<void> {
  try {
    if (!path) throw new Error('no path');
    const res = await fetch(path, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(String(res.status));
    window.open(URL.createObjectURL(await res.blob()), '_blank', 'noopener');
  } catch {
    onError();
  }
}

export function CompletionItem({
  completion,
  streaming,
  onStop,
  onRate,
  onFileError,
}: {
  completion: Completion;
  streaming: boolean;
  onStop: () => void;
  onRate: (r: 1 | -1) => void;
  onFileError: () => void;
}) {
  const finished = completion.state !== 'processing';
  return (
    <Box component="li" sx={{ listStyle: 'none', mb: 2 }} data-testid={`completion-${completion.id}`}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Box
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            px: 1.5,
            py: 1,
            borderRadius: 2,
            maxWidth: '85%',
          }}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {completion.userRequest}
          </Typography>
          {completion.pilotFiles.map(f => (
            <Chip
              key={f.clientId}
              size="small"
              label={f.name}
              onClick={() => void openFile(f.showPath, onFileError)}
              clickable
              sx={{ mt: 0.5, mr: 0.5, bgcolor: 'background.paper' }}
            />
          ))}
        </Box>
      </Box>
      <Box
        sx={{ mt: 1, bgcolor: 'grey.100', px: 1.5, py: 1, borderRadius: 2, maxWidth: '95%' }}
        aria-live={streaming ? 'polite' : undefined}
        data-testid="assistant-response"
      >
        {completion.pilotFunctionCalls.map(call => (
          <FunctionCallView key={call.id} call={call} />
        ))}
        {completion.assistantResponse ? (
          completion.assistantResponse.split(/\n{2,}/).map((para, i) => (
            <Typography key={i} variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
              {para}
            </Typography>
          ))
        ) : !finished ? (
          <Typography variant="body2" color="text.secondary">
            Thinking…
          </Typography>
        ) : null}
        {completion.state === 'failed' && <Alert severity="error">{completion.errorMessage}</Alert>}
        {completion.state === 'stopped' && (
          <Typography variant="caption" color="text.secondary">
            Stopped
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {!finished && streaming && (
            <Button size="small" startIcon={<StopCircleOutlined />} onClick={onStop}>
              Stop
            </Button>
          )}
          {finished && (
            <>
              <Tooltip title="Helpful" enterDelay={TOOLTIP_DELAY_MS}>
                <IconButton
                  size="small"
                  aria-label="Rate helpful"
                  aria-pressed={completion.rating === 1}
                  onClick={() => onRate(1)}
                >
                  {completion.rating === 1 ? (
                    <ThumbUp fontSize="small" color="primary" />
                  ) : (
                    <ThumbUpOutlined fontSize="small" />
                  )}
                </IconButton>
              </Tooltip>
              <Tooltip title="Not helpful" enterDelay={TOOLTIP_DELAY_MS}>
                <IconButton
                  size="small"
                  aria-label="Rate not helpful"
                  aria-pressed={completion.rating === -1}
                  onClick={() => onRate(-1)}
                >
                  {completion.rating === -1 ? (
                    <ThumbDown fontSize="small" color="primary" />
                  ) : (
                    <ThumbDownOutlined fontSize="small" />
                  )}
                </IconButton>
              </Tooltip>
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
