import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

/** The chat's dismissible error banner, with an optional Retry beside the close button. */
export function Banner({
  children,
  onClose,
  onRetry,
}: {
  children: ReactNode;
  onClose: () => void;
  onRetry?: () => void;
}) {
  return (
    <Alert
      severity="error"
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        <>
          {onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          )}
          <IconButton color="inherit" size="small" aria-label="Close" onClick={onClose}>
            <Close fontSize="small" />
          </IconButton>
        </>
      }
    >
      {children}
    </Alert>
  );
}
