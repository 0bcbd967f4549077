import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_ERRORS } from '@parley/domain/extraction/messages';
import { prepopulate, uploadFile } from './api';

type ItemStatus = 'picked' | 'uploading' | 'uploaded' | 'failed';

interface Item {
  key: string;
  file: File;
  /** Object URL of an image, for its thumbnail; PDFs show an icon. */
  preview: string | null;
  isPdf: boolean;
  source: 'camera' | 'upload';
  status: ItemStatus;
  progress: number;
  error: string | null;
  /** Refused on the page (type or size): never sent. */
  refused: boolean;
}

const ALLOWED_EXT = /\.(pdf|jpe?g|png)$/i;
let seq = 0;

/** The page's own check (the server checks the bytes again): spares an upload that would be refused. */
function pageCheck(file: File): string | null {
  const typeOk = ALLOWED_EXT.test(file.name) || ['application/pdf', 'image/jpeg', 'image/png'].includes(file.type);
  if (!typeOk) return UPLOAD_ERRORS.typeNotAllowed;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_ERRORS.tooLarge;
  return null;
}

function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The walkthrough's upload step (/solosettles/{id}): the consumer picks (or photographs) the papers
 * they received, sees a thumbnail of each, may remove any before sending, and presses Done: each file uploads with
 * its own progress, then the papers are sent for reading and the walkthrough goes on at the review page.
 */
export function UploadStep(props: { documentId: number; onDone: (resumeUrl: string) => void; onSkip: () => void }) {
  const { documentId, onDone, onSkip } = props;
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const [pageError, setPageError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // Thumbnails are object URLs: give them back when the step goes away.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const patch = (key: string, change: Partial<Item>) =>
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));

  const add = (files: FileList | null, source: Item['source']) => {
    if (!files || files.length === 0) return;
    setPageError(null);
    const added: Item[] = [...files].map((file) => {
      const refusal = pageCheck(file);
      const isPdf = /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
      const isImage = !isPdf && !refusal;
      return {
        key: `f${++seq}`,
        file,
        preview: isImage && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
        isPdf,
        source,
        status: refusal ? 'failed' : 'picked',
        progress: 0,
        error: refusal,
        refused: !!refusal,
      };
    });
    setItems((list) => [...list, ...added]);
  };

  const remove = (key: string) => {
    setItems((list) => {
      const gone = list.find((it) => it.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((it) => it.key !== key);
    });
  };

  const sendable = items.filter((it) => !it.refused);

  const done = async () => {
    if (busy || sendable.length === 0) return;
    setBusy(true);
    setPageError(null);
    let failed = false;
    // One at a time: each shows its own progress, and a phone's upload link is not split four ways.
    for (const item of sendable) {
      if (item.status === 'uploaded') continue;
      patch(item.key, { status: 'uploading', progress: 0, error: null });
      try {
        await uploadFile(documentId, item.file, (progress) => patch(item.key, { progress }));
        patch(item.key, { status: 'uploaded', progress: 100 });
        item.status = 'uploaded';
      } catch (err) {
        failed = true;
        patch(item.key, { status: 'failed', error: err instanceof Error ? err.message : UPLOAD_ERRORS.failed });
      }
    }
    if (failed) {
      setPageError(UPLOAD_ERRORS.pageUpload);
      setBusy(false);
      return;
    }
    try {
      const { resume_url } = await prepopulate(documentId, {
        camera: sendable.some((it) => it.source === 'camera'),
        upload: sendable.some((it) => it.source === 'upload'),
      });
      onDone(resume_url);
    } catch {
      setPageError(UPLOAD_ERRORS.processing);
      setBusy(false);
    }
  };

  return (
    // Bottom room on phones: the floating chat and assistant buttons must not sit over Done.
    <Box component="section" aria-labelledby="upload-step-title" sx={{ maxWidth: 720, mx: 'auto', pb: { xs: 8, sm: 0 } }}>
      <Typography id="upload-step-title" variant="h5" component="h2" gutterBottom>
        Upload your court papers
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
        Photograph or upload the summons, complaint or collection letter you received (PDF, JPG or PNG, up to 25MB
        each). We read them and fill in the facts for you to review.
      </Typography>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={busy}
        >
          Choose files
        </Button>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraIcon />}
          onClick={() => cameraInput.current?.click()}
          disabled={busy}
        >
          Take a photo
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          hidden
          data-testid="upload-input"
          aria-label="Choose files"
          onChange={(e) => {
            add(e.target.files, 'upload');
            e.target.value = '';
          }}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          hidden
          data-testid="camera-input"
          aria-label="Take a photo"
          onChange={(e) => {
            add(e.target.files, 'camera');
            e.target.value = '';
          }}
        />
      </Stack>

      {items.length === 0 ? (
        <Box
          sx={{ border: '1px dashed', borderColor: 'divider', borderRadius: 2, p: 3, textAlign: 'center', mb: 2 }}
        >
          <Typography color="text.secondary">No files chosen yet.</Typography>
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label="Chosen files"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
          }}
        >
          {items.map((item) => (
            <Box
              component="li"
              key={item.key}
              data-testid="upload-item"
              sx={{
                border: '1px solid',
                borderColor: item.status === 'failed' ? 'error.main' : 'divider',
                borderRadius: 2,
                p: 1,
                position: 'relative',
                minWidth: 0,
              }}
            >
              <Box
                sx={{
                  height: 96,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  overflow: 'hidden',
                }}
              >
                {item.preview ? (
                  <img src={item.preview} alt={item.file.name} style={{ maxWidth: '100%', maxHeight: 96 }} />
                ) : item.isPdf ? (
                  <PictureAsPdfIcon color="error" sx={{ fontSize: 48 }} aria-label="PDF file" />
                ) : (
                  <InsertDriveFileIcon color="disabled" sx={{ fontSize: 48 }} aria-label="File" />
                )}
              </Box>
              <Typography variant="body2" noWrap title={item.file.name} sx={{ mt: 0.5 }}>
                {item.file.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {sizeLabel(item.file.size)}
                {item.status === 'uploaded' ? ' · Uploaded' : ''}
              </Typography>
              {item.status === 'uploading' && (
                <LinearProgress
                  variant="determinate"
                  value={item.progress}
                  aria-label={`Uploading ${item.file.name}`}
                  sx={{ mt: 0.5 }}
                />
              )}
              {item.error && (
                <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', mt: 0.5 }}>
                  {item.error}
                </Typography>
              )}
              {item.status !== 'uploading' && item.status !== 'uploaded' && !busy && (
                <IconButton
                  size="small"
                  aria-label={`Remove ${item.file.name}`}
                  onClick={() => remove(item.key)}
                  sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}

      {pageError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {pageError}
        </Alert>
      )}

      <Stack direction="row" spacing={1.5} justifyContent="flex-end">
        <Button variant="text" onClick={onSkip} disabled={busy}>
          Skip
        </Button>
        <Button variant="contained" onClick={done} disabled={busy || sendable.length === 0}>
          {busy ? 'Processing' : 'Done'}
        </Button>
      </Stack>
    </Box>
  );
}
