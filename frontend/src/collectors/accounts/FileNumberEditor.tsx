import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import InputBase from '@mui/material/InputBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCollectorDataProvider } from '../use-collector-data-provider';

interface Props {
  customerDocumentId: number | string;
  customerName: string;
  value: string | null;
  onSaved: (fileNumber: string | null) => void;
}

export const FILE_NUMBER_SAVE_FAILED = 'Failed to save file number';

/**
 * The file number is edited inline, saved on Enter or blur, reverted on Escape or on failure.
 * While the save runs the new value is shown; a failure puts the old one back and says so.
 */
export function FileNumberEditor({ customerDocumentId, customerName, value, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value ?? '');
  const [saving, setSaving] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // Enter and Escape end the edit; the blur that follows must not save (again).
  const finished = useRef(false);
  const dataProvider = useCollectorDataProvider();
  const { mutateAsync: updateFileNumber } = useMutation({
    mutationFn: (file_number: string) => dataProvider.updateAccountFileNumber({ customer_document_id: customerDocumentId, file_number }),
  });

  const start = () => {
    finished.current = false;
    setDraft(value ?? '');
    setFailed(false);
    setEditing(true);
  };

  const cancel = () => {
    finished.current = true;
    setDraft(value ?? '');
    setEditing(false);
  };

  const save = async () => {
    if (finished.current) return;
    finished.current = true;
    setEditing(false);
    const next = draft.trim();
    if (next === (value ?? '')) return;
    setSaving(next);
    try {
      const answer = await updateFileNumber(next);
      onSaved(answer?.file_number ?? (next || null));
    } catch {
      setDraft(value ?? '');
      setFailed(true);
    } finally {
      setSaving(null);
    }
  };

  if (editing) {
    return (
      <InputBase
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor replaces the text the user clicked to edit; typing goes on there
        autoFocus
        value={draft}
        onChange={event => setDraft(event.target.value)}
        onKeyDown={event => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            cancel();
          }
        }}
        onBlur={() => void save()}
        inputProps={{ 'aria-label': `File number for ${customerName}`, maxLength: 100 }}
        sx={{
          fontSize: 'inherit',
          px: 1,
          py: 0.25,
          border: 1,
          borderColor: 'secondary.main',
          borderRadius: 1,
          bgcolor: 'background.paper',
          width: 140,
        }}
      />
    );
  }

  const shown = saving ?? value;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <Tooltip title="Click to edit the file number">
        <ButtonBase
          onClick={start}
          aria-label={shown ? `${shown}, edit file number for ${customerName}` : `Add file number for ${customerName}`}
          sx={{
            gap: 0.5,
            px: 0.75,
            py: 0.25,
            mx: -0.75,
            borderRadius: 1,
            font: 'inherit',
            color: shown ? 'text.primary' : 'text.secondary',
            '& .edit-icon': { opacity: 0.35 },
            '&:hover, &:focus-visible': { bgcolor: 'action.hover', '& .edit-icon': { opacity: 1 } },
          }}
        >
          <span data-testid="file-number-value">{shown || 'Add'}</span>
          {saving !== null ? <CircularProgress size={12} aria-label="Saving" /> : <EditOutlined className="edit-icon" sx={{ fontSize: 14 }} />}
        </ButtonBase>
      </Tooltip>
      {failed && (
        <Typography variant="caption" color="error" role="alert">
          {FILE_NUMBER_SAVE_FAILED}
        </Typography>
      )}
    </Box>
  );
}
