import { useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import { addYears, WALKTHROUGH_MESSAGES } from '@parley/domain/walkthrough/validation';
import { walkthroughApi, type FieldStatus, type LawsuitDates } from '../api';

export const DATE_LABELS: Record<keyof LawsuitDates, string> = {
  answer_deadline: 'Deadline to answer the summons',
  court_date: 'Court date',
};
export const REMINDER_HINT = 'Optional. We will remind you 7 and 2 days before this date.';

type DateField = keyof LawsuitDates;

/**
 * The lawsuit's answer deadline and court date (step `lawsuit_dates`), each saved when the consumer leaves it, like
 * the review's other fields. The step stores both dates at once, so a save sends the field just left with the
 * other's last saved value: a refused date leaves the other as it was, and the server's sentence shows under the
 * field it belongs to. Saves run one after another, so a clear right after an edit cannot overtake it.
 */
export function LawsuitDatesFields(props: {
  documentId: number;
  initial: LawsuitDates;
  today: string;
  push: (kind: 'success' | 'error', text: string) => void;
}) {
  const { documentId, push } = props;
  const [drafts, setDrafts] = useState<Record<DateField, string>>({
    answer_deadline: props.initial.answer_deadline ?? '',
    court_date: props.initial.court_date ?? '',
  });
  const saved = useRef<Record<DateField, string>>({ ...drafts });
  const inputs = useRef<Partial<Record<DateField, HTMLInputElement | null>>>({});
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [states, setStates] = useState<Record<DateField, { status: FieldStatus; error: string | null }>>({
    answer_deadline: { status: props.initial.answer_deadline ? 'valid' : 'untouched', error: null },
    court_date: { status: props.initial.court_date ? 'valid' : 'untouched', error: null },
  });
  // The server's own bounds, so the date picker offers only the dates it accepts.
  const bounds = { min: addYears(props.today, -1), max: addYears(props.today, 2) };

  const save = (field: DateField, text: string) => {
    queue.current = queue.current.then(async () => {
      const dates = { ...saved.current, [field]: text };
      const error = await walkthroughApi.save(documentId, 'lawsuit_dates', {
        answer_deadline: dates.answer_deadline || null,
        court_date: dates.court_date || null,
      });
      setStates(s => ({ ...s, [field]: { status: error ? 'invalid' : 'valid', error } }));
      if (error) return push('error', error);
      saved.current = { ...saved.current, [field]: text };
      push('success', WALKTHROUGH_MESSAGES.saved(DATE_LABELS[field]));
    });
  };

  const onBlur = (field: DateField) => () => {
    const text = drafts[field];
    if (text === saved.current[field] && states[field].status !== 'invalid') return;
    save(field, text);
  };

  // The clear button goes away with the date: focus returns to the input, so a keyboard user stays in place.
  const clear = (field: DateField) => {
    setDrafts(d => ({ ...d, [field]: '' }));
    save(field, '');
    inputs.current[field]?.focus();
  };

  const input = (field: DateField) => (
    <TextField
      id={`field-${field}`}
      label={DATE_LABELS[field]}
      type="date"
      fullWidth
      inputRef={(el: HTMLInputElement | null) => {
        inputs.current[field] = el;
      }}
      value={drafts[field]}
      onChange={e => setDrafts(d => ({ ...d, [field]: e.target.value }))}
      onBlur={onBlur(field)}
      error={states[field].status === 'invalid'}
      helperText={states[field].error ?? REMINDER_HINT}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { ...bounds, 'data-state': states[field].status },
        input: {
          endAdornment: drafts[field] ? (
            <InputAdornment position="end">
              <IconButton aria-label={`Clear ${DATE_LABELS[field].toLowerCase()}`} edge="end" onClick={() => clear(field)}>
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} data-testid="lawsuit-dates">
      {input('answer_deadline')}
      {input('court_date')}
    </Stack>
  );
}
