import { useId, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DocumentUpload } from '../../dataProvider';
import { ConfirmDialog } from './ConfirmDialog';
import { DisclosuresEditor } from './DisclosuresEditor';
import { disclosuresPayload, INITIAL_LINES } from './disclosure-lines';
import { FIXED_DISCLOSURES, PANEL_TEXT } from './messages';
import { failureMessage } from './negotiation-api';
import type { PanelController } from './panel-controller';
import { addFiles } from './upload-files';
import { SubmitPhaseButton, type SubmitPhase } from './SubmitPhaseButton';
import { useCollectorDataProvider } from '../../use-collector-data-provider';

export type UploadKind = 'settlement_agreement' | 'debt_verification';

const KIND = {
  settlement_agreement: {
    name: 'Settlement agreement upload',
    choose: 'Choose settlement agreement PDFs',
    submit: 'Upload settlement agreement',
    title: 'Upload settlement agreement',
    done: PANEL_TEXT.agreementUploaded,
    command: 'uploadSettlementAgreement',
  },
  debt_verification: {
    name: 'Debt verification upload',
    choose: 'Choose verification PDFs',
    submit: 'Upload verification',
    title: 'Upload debt verification',
    done: PANEL_TEXT.verificationUploaded,
    command: 'uploadDebtVerification',
  },
} as const;

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Several PDFs, at least one, with the document disclosures. After success the settlement form
 * says 'Agreement Uploaded'. A failed upload says why: the verification's inline, the settlement agreement's as a
 * notification (the form stays as it was, files kept, so the collector can try again).
 */
export function DocumentUploadForm({ ctl, kind }: { ctl: PanelController; kind: UploadKind }) {
  const text = KIND[kind];
  const notify = useNotify();
  const dataProvider = useCollectorDataProvider();
  const { mutateAsync: upload } = useMutation({
    mutationFn: (params: DocumentUpload) => dataProvider[text.command](params),
  });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([...INITIAL_LINES]);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<SubmitPhase>('editing');
  const busy = phase !== 'editing';

  const choose = (chosen: FileList | null) => {
    const { files: next, rejected } = addFiles(files, Array.from(chosen ?? []));
    setFiles(next);
    setProblem(rejected.length ? rejected.map(PANEL_TEXT.pdfOnly).join(' ') : null);
    if (input.current) input.current.value = '';
  };

  const send = async () => {
    setConfirming(false);
    setPhase('submitting');
    ctl.setBusy(true);
    try {
      await upload({ customer_document_id: ctl.customerDocumentId, files, disclosures: disclosuresPayload(FIXED_DISCLOSURES.document, lines) });
      setPhase('submitted');
      await ctl.succeeded(text.done);
    } catch (error) {
      setPhase('editing');
      if (kind === 'settlement_agreement') {
        notify(failureMessage(error, PANEL_TEXT.agreementUploadFailed), { type: 'error' });
        ctl.failed(null, error);
      } else {
        ctl.failed(failureMessage(error, PANEL_TEXT.acceptFailed), error);
      }
    } finally {
      ctl.setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      aria-label={text.name}
      spacing={2}
      noValidate
      onSubmit={event => {
        event.preventDefault();
        if (files.length === 0) return setProblem(PANEL_TEXT.pdfRequired);
        ctl.setBusy(true);
        setConfirming(true);
      }}
    >
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          hidden
          aria-label={text.choose}
          onChange={event => choose(event.target.files)}
        />
        <Button
          variant="outlined"
          startIcon={<CloudUploadOutlined />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {files.length ? 'Add more PDFs' : 'Choose PDF files'}
        </Button>
      </div>
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {files.length > 0 ? (
        <List dense aria-label="Chosen files" sx={{ py: 0 }}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${file.size}-${file.lastModified}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${file.name}`}
                  disabled={busy}
                  onClick={() => setFiles(list => list.filter((_, i) => i !== index))}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <PictureAsPdfOutlined fontSize="small" color="error" />
              </ListItemIcon>
              <ListItemText primary={file.name} secondary={size(file.size)} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No files chosen yet. You can upload several PDFs.
        </Typography>
      )}
      <DisclosuresEditor fixed={FIXED_DISCLOSURES.document} lines={lines} onChange={setLines} disabled={busy} />
      <SubmitPhaseButton
        phase={phase}
        disabled={busy}
        label={text.submit}
        doneLabel={text.done}
        icon={<CloudUploadOutlined />}
      />
      <ConfirmDialog
        open={confirming}
        title={text.title}
        question={PANEL_TEXT.confirmSubmit}
        confirmLabel="Submit"
        onCancel={() => {
          setConfirming(false);
          ctl.setBusy(false);
        }}
        onConfirm={() => void send()}
      />
    </Stack>
  );
}
