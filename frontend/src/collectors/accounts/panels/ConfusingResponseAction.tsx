import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { CurrentActionType } from '@parley/domain/contracts/accounts';
import { actionLabel } from '@parley/domain/negotiation';
import type { CollectorIdentity } from '../../authProvider';
import { serverMessages } from '../../../shared/http';
import { useCollectorDataProvider } from '../../use-collector-data-provider';

export const CONFUSING_REASON_MAX = 500;
export const CONFUSING_TEXT = {
  button: 'Record confusing response',
  title: 'Record a confusing response',
  explain:
    "The firm's answer will be recorded in the account's history as a confusing response, with your reason. The firm sees it.",
  reasonRequired: `Please give the reason (at most ${CONFUSING_REASON_MAX} characters).`,
  failed: 'Failed to record the confusing response. Please try again.',
} as const;

/** The event an on-call admin records in each step where the firm owes the consumer an answer. */
const ACTION_OF: Partial<Record<CurrentActionType, 'sent_confusing_response_to_offer' | 'sent_confusing_response_to_payment_details_request'>> = {
  accept_or_counteroffer: 'sent_confusing_response_to_offer',
  request_payment_details: 'sent_confusing_response_to_payment_details_request',
};

/**
 * On-call admins only: records that the firm answered the consumer's offer, or the request for payment details, in
 * a way the consumer could not act on. The server decides which of the two from the account's step.
 *
 * `onOpenChange` tells the panel around it when the dialog opens and closes, so the panel stops polling meanwhile:
 * a new step found by the poll would unmount the dialog with the reason being typed. A step that moved on shows as
 * the server's refusal inside the dialog (a toast would sit behind the modal, hidden from screen readers).
 */
export function ConfusingResponseAction({
  customerDocumentId,
  step,
  onRecorded,
  onOpenChange,
  onFocusLost,
}: {
  customerDocumentId: number;
  step: CurrentActionType | null;
  onRecorded: (text: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** The button had focus when the step moved on and it went away: the caller puts focus somewhere that stays. */
  onFocusLost?: () => void;
}) {
  const { identity } = useGetIdentity();
  const dataProvider = useCollectorDataProvider();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const action = step ? ACTION_OF[step] : undefined;
  // A removed element fires no blur: whether the button (or its dialog, which gives focus back to it) held focus is
  // tracked here, so that when the step moves on (after a recording, or another collector's answer) and the button
  // goes, focus is not dropped to the page's start.
  const holdsFocus = useRef(false);
  useEffect(() => {
    if (action || !holdsFocus.current) return;
    holdsFocus.current = false;
    onFocusLost?.();
  }, [action, onFocusLost]);
  if (!(identity as CollectorIdentity | undefined)?.isOnCallAdmin || !action) return null;

  const invalid = !reason.trim() || reason.trim().length > CONFUSING_REASON_MAX;
  const show = (next: boolean) => {
    setOpen(next);
    setRefusal(null);
    onOpenChange?.(next);
  };
  const submit = async () => {
    setTried(true);
    if (invalid) return;
    setBusy(true);
    setRefusal(null);
    try {
      await dataProvider.recordConfusingResponse({ customer_document_id: customerDocumentId, reason: reason.trim() });
      const text = `${actionLabel('collector', action)}: ${reason.trim()}`;
      show(false);
      setReason('');
      setTried(false);
      notify(text, { type: 'success' });
      onRecorded(text);
    } catch (error) {
      // The dataProvider's HttpError carries the server's answer as its body: its own words when it gave any.
      setRefusal(serverMessages((error as { body?: unknown } | null)?.body)[0] ?? CONFUSING_TEXT.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        onClick={() => show(true)}
        onFocus={() => (holdsFocus.current = true)}
        onBlur={() => (holdsFocus.current = open)}
      >
        {CONFUSING_TEXT.button}
      </Button>
      <Dialog open={open} onClose={() => !busy && show(false)} aria-labelledby={`confusing-${customerDocumentId}`} fullWidth maxWidth="sm">
        <DialogTitle id={`confusing-${customerDocumentId}`}>{CONFUSING_TEXT.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {actionLabel('collector', action)}. {CONFUSING_TEXT.explain}
          </DialogContentText>
          <TextField
            label="Reason"
            required
            fullWidth
            multiline
            minRows={3}
            value={reason}
            onChange={e => setReason(e.target.value)}
            error={tried && invalid}
            helperText={tried && invalid ? CONFUSING_TEXT.reasonRequired : `${reason.trim().length}/${CONFUSING_REASON_MAX}`}
            disabled={busy}
          />
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => show(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            Record
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
