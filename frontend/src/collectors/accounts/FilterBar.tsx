import { memo, useId, useState, type FormEvent, type ReactNode } from 'react';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dateInputToEpoch, epochToDateInput, formatDateOnly } from './format';
import { withEnum, withRange, withText, type AccountsQuery, type RangeValue } from './query-state';
import type { FilterDefinition, FilterUnit } from '@parley/domain/contracts/accounts';
import { useDebouncedText } from './use-debounced';

/** The enum list is at most 300 px high. */
export const ENUM_LIST_MAX_HEIGHT = 300;

export type QueryUpdate = (current: URLSearchParams) => URLSearchParams;

interface FilterBarProps {
  query: AccountsQuery;
  definitions: FilterDefinition[] | undefined;
  definitionsFailed: boolean;
  onRetryDefinitions: () => void;
  onChange: (update: QueryUpdate) => void;
  onClearAll: () => void;
  /** Anything in the address (filters, sort, pages) that 'Clear all' would reset. */
  canClear: boolean;
  exportButton: ReactNode;
}

const isDate = (unit: FilterUnit | null) => unit?.value === 'DATE';

function rangeLabel(def: FilterDefinition, range: RangeValue): string {
  const show = (value: string | undefined) => {
    if (value === undefined) return '';
    if (isDate(def.unit)) return formatDateOnly(epochToDateInput(value));
    if (def.unit?.location === 'before') return `${def.unit.value}${Number(value).toLocaleString('en-US')}`;
    if (def.unit?.location === 'after') return `${value}${def.unit.value}`;
    return value;
  };
  if (range.min !== undefined && range.max !== undefined) return `${show(range.min)} – ${show(range.max)}`;
  if (range.min !== undefined) return `≥ ${show(range.min)}`;
  return `≤ ${show(range.max)}`;
}

/** The active filters as removable chips, so the collector sees at a glance what narrows the list. */
function activeChips(query: AccountsQuery, definitions: FilterDefinition[]) {
  const byKey = new Map(definitions.map(def => [def.key, def]));
  const chips: Array<{ key: string; label: string; remove: QueryUpdate }> = [];
  for (const [key, values] of Object.entries(query.enums)) {
    const name = byKey.get(key)?.name ?? key;
    chips.push({ key, label: `${name}: ${values.join(', ')}`, remove: p => withEnum(p, key, []) });
  }
  for (const [key, range] of Object.entries(query.ranges)) {
    const def = byKey.get(key);
    const label = def ? rangeLabel(def, range) : `${range.min ?? ''}–${range.max ?? ''}`;
    chips.push({ key, label: `${def?.name ?? key}: ${label}`, remove: p => withRange(p, key, {}) });
  }
  for (const [key, value] of Object.entries(query.texts)) {
    chips.push({ key, label: `${byKey.get(key)?.name ?? key}: “${value}”`, remove: p => withText(p, key, '') });
  }
  return chips;
}

/** Memoised: the list answering (the table, the export count) does not render the filter buttons again. */
export const FilterBar = memo(function FilterBar(props: FilterBarProps) {
  const { query, definitions, onChange } = props;
  const search = useDebouncedText(query.search, value => onChange(p => withText(p, 'search', value)));
  const visible = (definitions ?? []).filter(def => def.visible_in_ui);
  const chips = definitions ? activeChips(query, definitions) : [];

  return (
    <Box component="section" aria-label="Filters" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          value={search.value}
          onChange={event => search.onChange(event.target.value)}
          onKeyDown={event => {
            if (event.key === 'Enter') search.flush();
          }}
          placeholder="Search name, reference, file no. or e-mail"
          size="small"
          margin="none"
          fullWidth={false}
          sx={{ flex: { xs: '1 1 100%', md: '0 1 340px' }, bgcolor: 'background.paper' }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search accounts', type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {/* On phones the filters form one row that scrolls sideways instead of a wall of buttons. */}
        <Box
          sx={{
            // From md up the buttons flow with the search box and the actions, as if this box were not there.
            display: { xs: 'flex', md: 'contents' },
            gap: 1,
            flexWrap: 'nowrap',
            overflowX: 'auto',
            flex: '1 1 100%',
            py: 0.75,
            scrollbarWidth: 'thin',
            '& > *': { flexShrink: 0 },
          }}
        >
          {definitions === undefined && !props.definitionsFailed
            ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} variant="rounded" width={110} height={36} />)
            : visible.map(def => <FilterButton key={def.key} definition={def} query={query} onChange={onChange} />)}
        </Box>
        {props.definitionsFailed && (
          <Alert
            severity="warning"
            sx={{ py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={props.onRetryDefinitions}>
                Retry
              </Button>
            }
          >
            Failed to load filters
          </Alert>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          onClick={props.onClearAll}
          startIcon={<FilterAltOffOutlined />}
          disabled={!props.canClear}
          color="inherit"
        >
          Clear all
        </Button>
        {props.exportButton}
      </Box>
      {chips.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Active filters">
          {chips.map(chip => (
            <Chip
              key={chip.key}
              label={chip.label}
              size="small"
              color="secondary"
              variant="outlined"
              onDelete={() => onChange(chip.remove)}
              sx={{ bgcolor: 'background.paper', maxWidth: '100%' }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
});

function activeCount(def: FilterDefinition, query: AccountsQuery): number {
  if (def.type === 'enum') return query.enums[def.key]?.length ?? 0;
  if (def.type === 'range') return query.ranges[def.key] ? 1 : 0;
  return query.texts[def.key] ? 1 : 0;
}

function FilterButton({ definition, query, onChange }: { definition: FilterDefinition; query: AccountsQuery; onChange: (u: QueryUpdate) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const count = activeCount(definition, query);
  const close = () => setAnchor(null);

  return (
    <>
      <Badge badgeContent={definition.type === 'enum' ? count : count ? '•' : 0} color="secondary" overlap="rectangular">
        <Button
          variant="outlined"
          color={count ? 'secondary' : 'inherit'}
          endIcon={<ArrowDropDown />}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? id : undefined}
          onClick={event => setAnchor(event.currentTarget)}
          sx={{ bgcolor: 'background.paper', borderColor: count ? undefined : 'divider', height: 40 }}
        >
          {definition.name}
        </Button>
      </Badge>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': `${definition.name} filter`, sx: { mt: 0.5, minWidth: 260 } } }}
      >
        {definition.type === 'enum' && <EnumFilter definition={definition} selected={query.enums[definition.key] ?? []} onChange={onChange} />}
        {definition.type === 'range' && (
          <RangeFilter
            key={`${query.ranges[definition.key]?.min ?? ''}:${query.ranges[definition.key]?.max ?? ''}`}
            definition={definition}
            value={query.ranges[definition.key] ?? {}} onChange={onChange} onDone={close} />
        )}
        {definition.type === 'text' && <TextFilter definition={definition} value={query.texts[definition.key] ?? ''} onChange={onChange} />}
      </Popover>
    </>
  );
}

function EnumFilter({ definition, selected, onChange }: { definition: Extract<FilterDefinition, { type: 'enum' }>; selected: string[]; onChange: (u: QueryUpdate) => void }) {
  const toggle = (value: string) => {
    const next = selected.includes(value) ? selected.filter(v => v !== value) : [...selected, value];
    onChange(p => withEnum(p, definition.key, next));
  };
  return (
    <Box>
      <List dense role="group" aria-label={definition.name} sx={{ maxHeight: ENUM_LIST_MAX_HEIGHT, overflowY: 'auto' }} data-testid={`enum-list-${definition.key}`}>
        {definition.values.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            No values yet
          </Typography>
        )}
        {definition.values.map(value => {
          const checked = selected.includes(value);
          return (
            <ListItemButton key={value} role="checkbox" aria-checked={checked} onClick={() => toggle(value)} sx={{ py: 0.25 }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple color="secondary" slotProps={{ input: { 'aria-hidden': true } }} />
              </ListItemIcon>
              <ListItemText primary={value} />
            </ListItemButton>
          );
        })}
      </List>
      {selected.length > 0 && (
        <Box sx={{ borderTop: 1, borderColor: 'divider', px: 1, py: 0.5 }}>
          <Button size="small" onClick={() => onChange(p => withEnum(p, definition.key, []))}>
            Clear {definition.name}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function RangeFilter({ definition, value, onChange, onDone }: { definition: Extract<FilterDefinition, { type: 'range' }>; value: RangeValue; onChange: (u: QueryUpdate) => void; onDone: () => void }) {
  const date = isDate(definition.unit);
  const toInput = (v: string | undefined) => (v === undefined ? '' : date ? epochToDateInput(v) : v);
  const [min, setMin] = useState(toInput(value.min));
  const [max, setMax] = useState(toInput(value.max));
  const bounds = definition.values;

  const adornments = (() => {
    if (!definition.unit || date) return {};
    const adornment = <InputAdornment position={definition.unit.location === 'before' ? 'start' : 'end'}>{definition.unit.value}</InputAdornment>;
    return definition.unit.location === 'before' ? { startAdornment: adornment } : { endAdornment: adornment };
  })();

  const placeholder = (bound: number | null | undefined) => {
    if (bound === null || bound === undefined) return undefined;
    return date ? undefined : String(bound);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range: RangeValue = date
      ? { min: min ? dateInputToEpoch(min, 'start') : undefined, max: max ? dateInputToEpoch(max, 'end') : undefined }
      : { min: min.trim() || undefined, max: max.trim() || undefined };
    onChange(p => withRange(p, definition.key, range));
    onDone();
  };

  const field = (label: string, current: string, set: (v: string) => void, bound: number | null | undefined) => (
    <TextField
      label={label}
      value={current}
      onChange={event => set(event.target.value)}
      type={date ? 'date' : 'number'}
      size="small"
      margin="none"
      placeholder={placeholder(bound)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: date
          ? { 'aria-label': `${definition.name} ${label.toLowerCase()}` }
          : { 'aria-label': `${definition.name} ${label.toLowerCase()}`, step: 'any', inputMode: 'decimal' },
        input: adornments,
      }}
    />
  );

  return (
    <Box component="form" onSubmit={apply} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, width: 280 }}>
      <Typography variant="subtitle2">{definition.name}</Typography>
      {field('From', min, setMin, bounds?.min)}
      {field('To', max, setMax, bounds?.max)}
      {bounds && bounds.min !== null && bounds.max !== null && (
        <Typography variant="caption" color="text.secondary">
          Range in your accounts:{' '}
          {date
            ? `${formatDateOnly(epochToDateInput(bounds.min))} – ${formatDateOnly(epochToDateInput(bounds.max))}`
            : `${definition.unit?.location === 'before' ? definition.unit.value : ''}${bounds.min.toLocaleString('en-US')} – ${definition.unit?.location === 'before' ? definition.unit.value : ''}${bounds.max.toLocaleString('en-US')}${definition.unit?.location === 'after' ? definition.unit.value : ''}`}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          onClick={() => {
            setMin('');
            setMax('');
            onChange(p => withRange(p, definition.key, {}));
            onDone();
          }}
          color="inherit"
        >
          Clear
        </Button>
        <Button type="submit" variant="contained" color="secondary">
          Apply
        </Button>
      </Stack>
    </Box>
  );
}

function TextFilter({ definition, value, onChange }: { definition: Extract<FilterDefinition, { type: 'text' }>; value: string; onChange: (u: QueryUpdate) => void }) {
  // Closing the popover within the debounce still applies what was typed.
  const text = useDebouncedText(value, next => onChange(p => withText(p, definition.key, next)), { flushOnUnmount: true });
  return (
    <Box sx={{ p: 2, width: 280 }}>
      <TextField
        label={definition.name}
        value={text.value}
        onChange={event => text.onChange(event.target.value)}
        onKeyDown={event => {
          if (event.key === 'Enter') text.flush();
        }}
        size="small"
        margin="none"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the user chose this filter; typing goes on there
        autoFocus
      />
    </Box>
  );
}
