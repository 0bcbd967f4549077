import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { PANEL_TEXT } from './messages';

interface Props {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  /** Offers 'Don't ask this again'; `onConfirm` receives whether it was ticked. */
  offerSkip?: boolean;
  onConfirm: (skipNextTime: boolean) => void;
  onCancel: () => void;
}

/** The confirmations. Escape and Cancel leave everything as it was. */
export function ConfirmDialog({ open, title, question, confirmLabel, offerSkip, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const textId = useId();
  const [skip, setSkip] = useState(false);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{question}</DialogContentText>
        {offerSkip && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={skip} onChange={event => setSkip(event.target.checked)} />}
            label={PANEL_TEXT.dontAskAgain}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (the dialog pattern), on its safe choice */}
        <Button onClick={() => onConfirm(skip)} variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
