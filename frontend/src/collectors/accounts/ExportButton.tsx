import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { EXPORT_FAILED } from '@parley/domain/exports';
import type { RealtimeSocket } from '../../shared/realtime';
import { ExportProgress, useExportProgress } from './ExportProgress';
import { apiParams } from './query-state';
import { useWhenIdle } from '../../shared/ui/use-when-idle';
import { useCollectorDataProvider } from '../use-collector-data-provider';

export const EXPORT_MESSAGES = {
  noData: 'No data to export',
  failed: EXPORT_FAILED,
} as const;

interface Props {
  params: URLSearchParams;
  /** Matching accounts; undefined while the list loads. */
  totalCount: number | undefined;
  /** The realtime connection (tests pass their own). */
  connect?: () => RealtimeSocket;
}

// The snackbar that says why nothing was exported loads once the page is idle: the first paint needs none.
const Snackbar = lazy(() => import('@mui/material/Snackbar'));

/**
 * Starts the export of every account matching the current filters and sort; the worker writes the spreadsheet while
 * the page shows a progress bar (rows done, an estimate), then the link.
 */
export function ExportButton({ params, totalCount, connect }: Props) {
  const [starting, setStarting] = useState(false);
  const [message, setShown] = useState<{ text: string; severity: 'info' | 'error' } | null>(null);
  // The last message stays rendered while the snackbar fades out.
  const [open, setOpen] = useState(false);
  const progress = useExportProgress('accounts', connect);
  const idle = useWhenIdle();
  const dataProvider = useCollectorDataProvider();
  const { mutateAsync: exportAccounts } = useMutation({
    mutationFn: (query: URLSearchParams) => dataProvider.exportAccounts({ query }),
  });
  const setMessage = (next: typeof message) => {
    setOpen(next !== null);
    if (next) setShown(next);
  };

  const run = async () => {
    if (totalCount === 0) {
      setMessage({ text: EXPORT_MESSAGES.noData, severity: 'info' });
      return;
    }
    setStarting(true);
    setMessage(null);
    try {
      progress.follow(await exportAccounts(apiParams(params, { includePages: false })));
    } catch (error) {
      // The server answers 422 'No data to export' when the rows vanished between the count and the export.
      const noData = error instanceof HttpError && error.status === 422 && error.message === EXPORT_MESSAGES.noData;
      setMessage({ text: noData ? EXPORT_MESSAGES.noData : EXPORT_MESSAGES.failed, severity: noData ? 'info' : 'error' });
    } finally {
      setStarting(false);
    }
  };

  const busy = starting || progress.running;
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        color="secondary"
        onClick={() => void run()}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlined />}
        sx={{ height: 40 }}
      >
        {busy ? 'Exporting…' : 'Export'}
      </Button>
      {progress.view && <ExportProgress view={progress.view} onClose={progress.clear} />}
      {idle && (
        <Suspense fallback={null}>
          <Snackbar
            open={open}
            autoHideDuration={message?.severity === 'error' ? null : 6000}
            onClose={(_, reason) => {
              if (reason !== 'clickaway') setMessage(null);
            }}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          >
            <Alert
              severity={message?.severity ?? 'info'}
              variant="filled"
              onClose={() => setMessage(null)}
              sx={{ width: '100%' }}
            >
              {message?.text}
            </Alert>
          </Snackbar>
        </Suspense>
      )}
    </Stack>
  );
}
