import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { PANEL_TEXT } from './messages';

/** Where a panel's one submission is: being edited, on its way ('Submitting...'), or done ('Submitted'). */
export type SubmitPhase = 'editing' | 'submitting' | 'submitted';

interface SubmitPhaseButtonProps {
  phase: SubmitPhase;
  disabled: boolean;
  /** The label while editing, e.g. 'Send counteroffer'. */
  label: string;
  icon: ReactNode;
  /** The label once done ('Submitted', or 'Agreement Uploaded' for the upload). */
  doneLabel?: string;
  color?: 'primary' | 'success';
  /** Without it the button submits its form. */
  onClick?: () => void;
}

/** The submit button every negotiation panel shares, with its submission states (idle, submitting, done). */
export function SubmitPhaseButton({ phase, disabled, label, icon, doneLabel = PANEL_TEXT.submitted, color, onClick }: SubmitPhaseButtonProps) {
  return (
    <div>
      <Button
        type={onClick ? 'button' : 'submit'}
        variant="contained"
        color={color}
        disabled={disabled}
        startIcon={phase === 'submitting' ? <CircularProgress size={16} color="inherit" /> : icon}
        onClick={onClick}
      >
        {phase === 'submitting' ? PANEL_TEXT.submitting : phase === 'submitted' ? doneLabel : label}
      </Button>
    </div>
  );
}
