import { Fragment, memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { MessageConsumerButton } from '../../shared/chat';
import { AccountDetails } from './AccountDetails';
import { OPTIONAL_COLUMNS, type Column, type ColumnKey } from './columns';
import { FileNumberEditor } from './FileNumberEditor';
import type { AccountsQuery } from './query-state';
import type { AccountRow, ApplyFiltersAnswer } from '@parley/domain/contracts/accounts';

export const ACCOUNTS_LOAD_FAILED = 'Failed to load accounts';

interface Props {
  answer: ApplyFiltersAnswer | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  query: AccountsQuery;
  columns: Column[];
  chosenColumns: ColumnKey[];
  onChooseColumns: (keys: ColumnKey[]) => void;
  lawFirmFiltered: boolean;
  canViewFullSsn: boolean;
  filtered: boolean;
  onSort: (sortKey: string) => void;
  onLoadMore: () => void;
  onClearAll: () => void;
}

const stickyFirst = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 'inset -1px 0 0 rgba(0,0,0,0.06)',
} as const;

/**
 * The body cells are styled from the table by class (one style object for the page) rather than each cell and
 * row carrying its own sx: 25 rows of a dozen cells each computed and serialised their styles on every render,
 * the largest part of showing the rows. The padding rule is more specific than a cell's own padding.
 */
const tableSx = {
  minWidth: 900,
  '& .MuiTableCell-sizeSmall': { px: 1.25 },
  '& td.account-cell': { whiteSpace: 'nowrap' },
  '& td.account-cell-wrap': { whiteSpace: 'normal' },
  '& td.account-cell-number': { fontVariantNumeric: 'tabular-nums' },
  '& td.account-cell-name': stickyFirst,
  '& tr.Mui-selected > td.account-cell-name': { bgcolor: '#eef3f8' },
  '& tr.account-row-open > td': { borderBottom: 0 },
  '& td.account-details': { py: 0, bgcolor: '#f8fafc' },
  '& td.account-details-closed': { borderBottom: 0 },
  '& .account-name-line': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 0.5 },
  '& .account-name': { fontWeight: 600, cursor: 'pointer', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;

function cellClass(column: Column): string {
  const classes = ['account-cell'];
  if (column.wrap) classes.push('account-cell-wrap');
  if (column.align === 'right') classes.push('account-cell-number');
  if (column.key === 'customer_name') classes.push('account-cell-name');
  return classes.join(' ');
}

/** Memoised: the page renders it again only when its own inputs change (it is the costly part). */
export const AccountsTable = memo(function AccountsTable(props: Props) {
  const { answer, loading, failed, query, columns } = props;
  // A filter fetch failure shows an empty result set, with a way to try again.
  const rows = failed ? [] : (answer?.customer_info ?? []);
  const total = failed ? 0 : (answer?.total_count ?? 0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [patches, setPatches] = useState<Record<string, Partial<AccountRow>>>({});
  const containerRef = useRef<HTMLDivElement>(null);
  const [viewportWidth, setViewportWidth] = useState<number | undefined>(undefined);

  // A fresh answer from the server supersedes local edits.
  useEffect(() => setPatches({}), [answer]);

  // The expanded details stay in view while the wide table scrolls sideways on narrow screens.
  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setViewportWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const toggle = useCallback(
    (id: string) =>
      setExpanded(current => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const patch = useCallback(
    (id: string, change: Partial<AccountRow>) => setPatches(current => ({ ...current, [id]: { ...current[id], ...change } })),
    [],
  );

  const initialLoad = loading && !answer && !failed;
  const colSpan = columns.length;

  return (
    <Card sx={{ overflow: 'hidden' }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Accounts
        </Typography>
        {answer && !failed && (
          <Chip size="small" label={total.toLocaleString('en-US')} aria-label={`${total} matching accounts`} />
        )}
        <Box sx={{ flex: 1 }} />
        <ColumnChooser chosen={props.chosenColumns} onChange={props.onChooseColumns} lawFirmFiltered={props.lawFirmFiltered} />
      </Stack>
      <Box sx={{ height: 4 }}>{loading && !initialLoad && <LinearProgress color="secondary" aria-label="Loading accounts" />}</Box>
      {failed && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={props.onRetry}>
              Retry
            </Button>
          }
        >
          {ACCOUNTS_LOAD_FAILED}
        </Alert>
      )}
      <Box ref={containerRef} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Accounts" aria-busy={loading} sx={tableSx}>
          <TableHead>
            <TableRow>
              {columns.map(column => {
                const active = query.sortBy === column.sortKey;
                return (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sortDirection={active ? query.sortOrder : false}
                    sx={{
                      fontWeight: 600,
                      color: 'text.secondary',
                      whiteSpace: 'nowrap',
                      bgcolor: 'grey.50',
                      minWidth: column.minWidth,
                      ...(column.key === 'customer_name' ? { ...stickyFirst, bgcolor: 'grey.50', zIndex: 2 } : {}),
                    }}
                  >
                    <TableSortLabel
                      active={active}
                      direction={active ? query.sortOrder : 'asc'}
                      onClick={() => props.onSort(column.sortKey)}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: loading && !initialLoad ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {initialLoad &&
              Array.from({ length: 8 }, (_, i) => (
                <TableRow key={i} data-testid="skeleton-row">
                  {columns.map(column => (
                    <TableCell key={column.key}>
                      <Skeleton width={column.key === 'customer_name' ? 140 : 70} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!initialLoad && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={colSpan} sx={{ border: 0 }}>
                  <EmptyState filtered={props.filtered} failed={failed} onClearAll={props.onClearAll} width={viewportWidth} />
                </TableCell>
              </TableRow>
            )}
            {rows.map(original => {
              const id = String(original.id);
              const open = expanded.has(id);
              return (
                <AccountRowView
                  key={id}
                  id={id}
                  original={original}
                  patched={patches[id]}
                  open={open}
                  columns={columns}
                  detailsWidth={open ? viewportWidth : undefined}
                  canViewFullSsn={props.canViewFullSsn}
                  onToggle={toggle}
                  onPatch={patch}
                />
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1.5, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography variant="body2" color="text.secondary" data-testid="accounts-footer">
          {initialLoad ? <Skeleton width={220} /> : `Showing ${rows.length.toLocaleString('en-US')} out of ${total.toLocaleString('en-US')} matching accounts`}
        </Typography>
        {answer?.more_pages && !failed && (
          <Button variant="outlined" onClick={props.onLoadMore} disabled={loading} sx={{ minWidth: 140 }}>
            {loading ? 'Loading…' : 'Load More'}
          </Button>
        )}
      </Stack>
    </Card>
  );
});

interface RowProps {
  id: string;
  original: AccountRow;
  /** Local edits (file number, archive) over the server's row. */
  patched: Partial<AccountRow> | undefined;
  open: boolean;
  columns: Column[];
  /** The visible width for the expanded details (only passed while open, so closed rows never re-render for it). */
  detailsWidth: number | undefined;
  canViewFullSsn: boolean;
  onToggle: (id: string) => void;
  onPatch: (id: string, change: Partial<AccountRow>) => void;
}

/** One account and its (collapsed) details; memoised, so expanding or editing one row leaves the others alone. */
const AccountRowView = memo(function AccountRowView({ id, original, patched, open, columns, detailsWidth, canViewFullSsn, onToggle, onPatch }: RowProps) {
  const row = (patched ? { ...original, ...patched } : original) as AccountRow;
  const archived = !!row.customer_document.archived_by_law_firm_on;
  // The details row (an empty, zero-height row while collapsed) exists once the row has been opened, so the
  // collapse can animate; never-opened rows skip it.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <Fragment>
      <TableRow hover selected={open} data-testid={`account-row-${id}`} className={open ? 'account-row-open' : undefined}>
        {columns.map(column => (
          <TableCell key={column.key} align={column.align} className={cellClass(column)}>
            {column.key === 'customer_name' ? (
              <div className="account-name-line">
                <IconButton
                  size="small"
                  onClick={() => onToggle(id)}
                  aria-expanded={open}
                  aria-label={`${open ? 'Hide' : 'Show'} details for ${row.customer_name}`}
                >
                  {open ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
                </IconButton>
                {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a larger mouse target for the expand button beside it, which is the keyboard and screen-reader control */}
                <span className="account-name" onClick={() => onToggle(id)}>
                  {row.customer_name}
                </span>
                {archived && <Chip size="small" label="Archived" sx={{ height: 20, fontSize: '0.7rem' }} />}
                <MessageConsumerButton
                  documentId={row.customer_document.id}
                  consumerUserId={row.customer_document.user_id}
                  consumerName={row.customer_name ?? 'the consumer'}
                />
              </div>
            ) : column.key === 'file_number' ? (
              <FileNumberEditor
                customerDocumentId={row.customer_document.id}
                customerName={row.customer_name ?? 'the consumer'}
                value={row.file_number}
                onSaved={fileNumber => onPatch(id, { file_number: fileNumber })}
              />
            ) : (
              column.render?.(row)
            )}
          </TableCell>
        ))}
      </TableRow>
      {opened && (
        <TableRow>
          <TableCell colSpan={columns.length} className={open ? 'account-details' : 'account-details account-details-closed'}>
            <Collapse in={open} timeout="auto" unmountOnExit>
              <Box sx={{ position: 'sticky', left: 0, width: detailsWidth ?? '100%', px: { xs: 1.5, sm: 2 }, py: 1, boxSizing: 'border-box', whiteSpace: 'normal' }}>
                <AccountDetails row={row} canViewFullSsn={canViewFullSsn} onChange={change => onPatch(id, change)} />
              </Box>
            </Collapse>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
});

function EmptyState({ filtered, failed, onClearAll, width }: { filtered: boolean; failed: boolean; onClearAll: () => void; width: number | undefined }) {
  return (
    <Box sx={{ position: 'sticky', left: 0, width: width ?? '100%', py: 6, textAlign: 'center', color: 'text.secondary', whiteSpace: 'normal' }}>
      <SearchOffOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography variant="subtitle1" sx={{ color: 'text.primary', mt: 1 }}>
        {failed ? 'No accounts to show' : filtered ? 'No accounts match these filters' : 'No accounts yet'}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {failed
          ? 'The list could not be loaded. Try again in a moment.'
          : filtered
            ? 'Try removing a filter or searching for something else.'
            : 'Accounts appear here as soon as consumers make offers to your firm.'}
      </Typography>
      {filtered && !failed && (
        <Button sx={{ mt: 2 }} onClick={onClearAll}>
          Clear all filters
        </Button>
      )}
    </Box>
  );
}

/**
 * The optional columns: a menu of checkable items under its caption. A popover holding a caption and a menu list
 * rather than MUI's Menu, because a Menu's children all go into the `role="menu"` list, where a caption is not an
 * allowed child; the ticks are drawn icons (a checkbox inside a menu item nests one control in another).
 */
function ColumnChooser({ chosen, onChange, lawFirmFiltered }: { chosen: ColumnKey[]; onChange: (keys: ColumnKey[]) => void; lawFirmFiltered: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const captionId = useId();
  const toggle = (key: ColumnKey) => onChange(chosen.includes(key) ? chosen.filter(k => k !== key) : [...chosen, key]);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<ViewColumnOutlined />}
        onClick={event => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        Columns
      </Button>
      <Popover anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Typography id={captionId} variant="body2" color="text.secondary" sx={{ px: 2, pt: 1, lineHeight: '32px', fontWeight: 500 }}>
          Optional columns
        </Typography>
        <MenuList
          autoFocusItem={anchor !== null}
          aria-labelledby={captionId}
          sx={{ pt: 0 }}
          // A menu's Tab leaves it, as MUI's Menu does.
          onKeyDown={event => {
            if (event.key === 'Tab') {
              event.preventDefault();
              setAnchor(null);
            }
          }}
        >
          {OPTIONAL_COLUMNS.map(column => {
            const blocked = column.key === 'law_firm' && lawFirmFiltered;
            const ticked = chosen.includes(column.key) && !blocked;
            return (
              <MenuItem key={column.key} onClick={() => toggle(column.key)} disabled={blocked} role="menuitemcheckbox" aria-checked={chosen.includes(column.key)} dense>
                <ListItemIcon>{ticked ? <CheckBox fontSize="small" color="secondary" /> : <CheckBoxOutlineBlank fontSize="small" />}</ListItemIcon>
                <ListItemText primary={column.label} secondary={blocked ? 'Hidden while filtering by law firm' : undefined} />
              </MenuItem>
            );
          })}
        </MenuList>
      </Popover>
    </>
  );
}
