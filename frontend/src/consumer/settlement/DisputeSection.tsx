import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NegotiationView } from './api';
import { formatDate } from './api';
import { ConfirmDialog } from './ConfirmDialog';
import { failureMessage } from './messages';
import { UploadLinks } from './SignStep';

const REASON_MAX = 2000;

/**
 * W-VALIDATION: the consumer may dispute the debt. The dialog says what that does before it is done;
 * while disputed the page says the negotiation is paused and why.
 */
export function DisputeSection({
  view,
  onDispute,
}: {
  view: NegotiationView;
  onDispute: (reason: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { dispute } = view;

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onDispute(reason.trim());
      setOpen(false);
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="dispute-title">
      <Typography id="dispute-title" variant="h6" component="h2">
        Dispute
      </Typography>
      {dispute.disputed && (
        <Alert severity="info">
          You disputed this debt on {formatDate(dispute.disputed_at)}
          {dispute.reason ? `: "${dispute.reason}"` : ''}. The negotiation is paused until the collector sends
          verification of the debt.
        </Alert>
      )}
      {!dispute.disputed && dispute.verified_at && (
        <Typography variant="body2">
          You disputed this debt and the collector sent verification on {formatDate(dispute.verified_at)}.
        </Typography>
      )}
      {view.verification_uploads.length > 0 && (
        <UploadLinks uploads={view.verification_uploads} label="Verification of the debt" />
      )}
      {dispute.can_dispute && (
        <>
          <Typography variant="body2" color="text.secondary">
            If you believe this debt is not yours, or the amount is wrong, you can dispute it.
          </Typography>
          <Box>
            <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
              Dispute this debt
            </Button>
          </Box>
        </>
      )}
      {!dispute.can_dispute && !dispute.disputed && !dispute.verified_at && (
        <Typography variant="body2" color="text.secondary">
          A debt can be disputed only before the settlement agreement is signed.
        </Typography>
      )}
      <ConfirmDialog
        open={open}
        title="Dispute this debt?"
        confirmLabel="Dispute this debt"
        destructive
        busy={busy}
        disabled={!reason.trim()}
        onConfirm={() => void confirm()}
        onClose={() => {
          setOpen(false);
          setError(undefined);
        }}
      >
        <Stack spacing={2}>
          <Typography>
            Disputing tells {view.customer_document.firm_name} that you do not believe you owe this debt as stated. The
            negotiation pauses: no offer can be sent or accepted until the collector sends you verification of the
            debt. Then it resumes where it stopped. You can dispute once, before you sign the settlement agreement.
          </Typography>
          <TextField
            label="Why do you dispute this debt?"
            value={reason}
            onChange={e => setReason(e.target.value.slice(0, REASON_MAX))}
            multiline
            minRows={3}
            required
            fullWidth
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the user chose to dispute; typing goes on there
            autoFocus
            helperText={`${reason.length}/${REASON_MAX}`}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
