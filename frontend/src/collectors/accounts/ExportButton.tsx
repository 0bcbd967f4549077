import { useState } from 'react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import { ApiError } from '../../shared/http';
import { accountsApi } from './accounts-api';
import { apiParams } from './query-state';

export const EXPORT_MESSAGES = {
  noData: 'No data to export',
  failed: 'Export failed. Please try again.',
} as const;

interface Props {
  params: URLSearchParams;
  /** Matching accounts; undefined while the list loads. */
  totalCount: number | undefined;
}

/** Downloads every account matching the current filters and sort as the server's spreadsheet. */
export function ExportButton({ params, totalCount }: Props) {
  const [busy, setBusy] = useState(false);
  const [message, setShown] = useState<{ text: string; severity: 'info' | 'error' | 'success' } | null>(null);
  // The last message stays rendered while the snackbar fades out.
  const [open, setOpen] = useState(false);
  const setMessage = (next: typeof message) => {
    setOpen(next !== null);
    if (next) setShown(next);
  };

  const run = async () => {
    if (totalCount === 0) {
      setMessage({ text: EXPORT_MESSAGES.noData, severity: 'info' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const name = await accountsApi.exportAccounts(apiParams(params, { includePages: false }));
      setMessage({ text: `Downloaded ${name}`, severity: 'success' });
    } catch (error) {
      // The server answers 422 'No data to export' when the rows vanished between the count and the export.
      const noData = error instanceof ApiError && error.status === 422 && error.message === EXPORT_MESSAGES.noData;
      setMessage({ text: noData ? EXPORT_MESSAGES.noData : EXPORT_MESSAGES.failed, severity: noData ? 'info' : 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
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
      <Snackbar
        open={open}
        autoHideDuration={message?.severity === 'error' ? null : 6000}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setMessage(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={message?.severity ?? 'info'} variant="filled" onClose={() => setMessage(null)} sx={{ width: '100%' }}>
          {message?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
