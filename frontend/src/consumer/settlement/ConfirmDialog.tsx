import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy?: boolean;
  /** Disables the confirm button (a required field in the dialog is empty). */
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
  destructive?: boolean;
}

/** A confirmation before a step that cannot be undone. Escape and Cancel close it; focus stays inside. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = `confirm-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>{props.children}</DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={props.destructive ? 'error' : 'primary'}
          onClick={props.onConfirm}
          disabled={props.busy || props.disabled}
          aria-busy={props.busy}
        >
          {props.busy ? 'Submitting...' : props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
