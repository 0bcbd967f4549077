import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** Full-width submit button that is disabled and shows progress while the form is being sent. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ mt: 2, py: 1.25 }}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
