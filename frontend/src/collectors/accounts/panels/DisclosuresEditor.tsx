import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ClearOutlined from '@mui/icons-material/ClearOutlined';
import { MAX_DISCLOSURE_LENGTH } from '@parley/domain/negotiation';
import { setLine } from './disclosure-lines';

interface Props {
  /** The fixed, read-only first line. */
  fixed: string;
  lines: string[];
  onChange: (lines: string[]) => void;
  disabled?: boolean;
}

/**
 * The disclosures that go with an acceptance, a counteroffer or a document: the fixed first line, then the
 * collector's own lines; typing into the last line appends a new empty one, blank lines are dropped on submit.
 */
export function DisclosuresEditor({ fixed, lines, onChange, disabled }: Props) {
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Disclosures
      </Typography>
      <TextField
        size="small"
        label="Disclosure 1 (required)"
        value={fixed}
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <LockOutlined fontSize="small" titleAccess="Fixed disclosure" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ '& .MuiInputBase-root': { bgcolor: 'grey.100' } }}
      />
      {lines.map((line, index) => (
        <TextField
          // Lines have no identity beyond their position; the list only grows at the end and blanks stay put.
          key={index}
          size="small"
          label={`Disclosure ${index + 2}`}
          placeholder={index === lines.length - 1 ? 'Add a disclosure' : undefined}
          value={line}
          disabled={disabled}
          onChange={event => onChange(setLine(lines, index, event.target.value))}
          slotProps={{
            htmlInput: { maxLength: MAX_DISCLOSURE_LENGTH },
            input: {
              endAdornment: line ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={`Clear disclosure ${index + 2}`}
                    onClick={() => onChange(setLine(lines, index, ''))}
                    disabled={disabled}
                  >
                    <ClearOutlined fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      ))}
    </Stack>
  );
}
