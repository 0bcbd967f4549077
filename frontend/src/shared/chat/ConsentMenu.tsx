import { useState } from 'react';
import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { chatApi } from './chat-api';
import { CONSENT_TEXT } from './messages';
import type { Conversation } from './types';

type Choice = 'opt_out' | 'opt_in' | 'cease';

interface Props {
  conversation: Conversation;
  firmName: string;
  onChanged: (conversation: Conversation) => void;
  onError: (message: string) => void;
  /** The widget ignores Escape while the confirmation is open (Escape closes only the dialog). */
  onConfirmingChange: (confirming: boolean) => void;
}

/**
 * The consumer's controls over this firm's messages: opt out (W-OPTOUT, can be undone) and 'Stop contacting me'
 * (W-CEASE, final). Both ask first; opting back in does not need to.
 */
export function ConsentMenu({ conversation, firmName, onChanged, onError, onConfirmingChange }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<Choice | null>(null);
  // What the dialog shows: kept while it fades out, so its words do not change under the closing animation.
  const [shown, setShown] = useState<Choice>('opt_out');
  const [busy, setBusy] = useState(false);

  const ask = (choice: Choice | null) => {
    setConfirming(choice);
    if (choice) setShown(choice);
    onConfirmingChange(choice !== null);
  };

  const run = async (choice: Choice) => {
    setBusy(true);
    try {
      onChanged(await chatApi.consent(conversation.id, choice));
    } catch {
      onError(CONSENT_TEXT.failed);
    } finally {
      setBusy(false);
      ask(null);
    }
  };

  const choose = (choice: Choice) => {
    setAnchor(null);
    if (choice === 'opt_in') void run(choice);
    else ask(choice);
  };

  return (
    <>
      <IconButton
        size="small"
        color="inherit"
        aria-label="Message settings"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} sx={{ zIndex: 1500 }}>
        {conversation.opted_out ? (
          <MenuItem onClick={() => choose('opt_in')} disabled={conversation.ceased}>
            {CONSENT_TEXT.optIn}
          </MenuItem>
        ) : (
          <MenuItem onClick={() => choose('opt_out')} disabled={conversation.ceased}>
            {CONSENT_TEXT.optOut}
          </MenuItem>
        )}
        <MenuItem onClick={() => choose('cease')} disabled={conversation.ceased} sx={{ color: 'error.main' }}>
          {CONSENT_TEXT.cease}
        </MenuItem>
      </Menu>
      <Dialog
        open={confirming !== null}
        onClose={() => !busy && ask(null)}
        sx={{ zIndex: 1600 }}
        aria-labelledby="consent-title"
      >
        <DialogTitle id="consent-title">{shown === 'cease' ? CONSENT_TEXT.cease : CONSENT_TEXT.optOut}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {shown === 'cease' ? CONSENT_TEXT.ceaseConfirm(firmName) : CONSENT_TEXT.optOutConfirm(firmName)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => ask(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={shown === 'cease' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => confirming && void run(confirming)}
          >
            {shown === 'cease' ? CONSENT_TEXT.cease : CONSENT_TEXT.optOut}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
