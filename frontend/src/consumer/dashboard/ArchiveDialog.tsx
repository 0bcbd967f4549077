import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { dashboardApi, type ConsumerDocumentView } from './api';
import { DASHBOARD_TEXT } from './messages';

/** The archive / reactivate confirmation. On success the page reloads with success and message. */
export function ArchiveDialog({
  doc,
  action,
  onClose,
  onDone,
}: {
  doc: ConsumerDocumentView;
  action: 'archive' | 'reactivate';
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const archive = action === 'archive';
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = archive ? await dashboardApi.archive(doc) : await dashboardApi.reactivate(doc);
      if (answer.ok && answer.body?.success) {
        onDone(answer.body.message);
        return;
      }
    } catch {
      // Falls through to the sentence below.
    }
    setBusy(false);
    setError(archive ? DASHBOARD_TEXT.archiveFailed : DASHBOARD_TEXT.reactivateFailed);
  };
  const titleId = `archive-dialog-${doc.document_name}-${doc.id}`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{archive ? 'Archive this document?' : 'Reactivate this document?'}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {archive
            ? `“${doc.title}” moves to the Archived tab. Nothing about the document changes, and you can reactivate it at any time.`
            : `“${doc.title}” moves back to your active documents.`}
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
          {archive ? 'Archive' : 'Reactivate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
