import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

interface Props<T> {
  /** The rule's field that is either an object of terms or null (auto_accept, auto_counter). */
  source: 'auto_accept' | 'auto_counter';
  title: string;
  description: string;
  /** The terms a switched-on answer starts with. */
  defaults: T;
  children: ReactNode;
}

/** One automatic answer of a rule: switched off it is null (the rule never answers that way), on it has its terms. */
export function AnswerSection<T>({ source, title, description, defaults, children }: Props<T>) {
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as T | null | undefined;
  const on = value !== null && value !== undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 720 }}>
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              onChange={(_e, checked) =>
                setValue(source, checked ? defaults : null, { shouldDirty: true, shouldValidate: true })
              }
            />
          }
          label={<Typography variant="subtitle1">{title}</Typography>}
        />
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        {on && children}
      </Stack>
    </Paper>
  );
}
