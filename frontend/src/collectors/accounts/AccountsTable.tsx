import { Children, createContext, isValidElement, lazy, memo, Suspense, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import {
  Datagrid,
  DatagridBody,
  RecordContextProvider,
  useExpanded,
  useInfinitePaginationContext,
  useListContext,
  useRecordContext,
  type DatagridHeaderProps,
  type DatagridRowProps,
} from 'react-admin';
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
import type { Theme } from '@mui/material/styles';
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
import { MessageConsumerButton } from '../../shared/chat/StartChatButtons';
import { ACCOUNTS } from './accounts-data';
import { COLUMNS, OPTIONAL_COLUMNS, type Column, type ColumnKey } from './columns';
import { FileNumberEditor } from './FileNumberEditor';
import type { AccountRow } from '@parley/domain/contracts/accounts';

// Its own chunk, loaded when a row is first opened: the details (negotiation panels, forms, uploads) are not part of
// the list's first paint.
const AccountDetails = lazy(() => import('./AccountDetails').then(m => ({ default: m.AccountDetails })));

export const ACCOUNTS_LOAD_FAILED = 'Failed to load accounts';

interface Props {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  columns: Column[];
  chosenColumns: ColumnKey[];
  onChooseColumns: (keys: ColumnKey[]) => void;
  lawFirmFiltered: boolean;
  canViewFullSsn: boolean;
  filtered: boolean;
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
 * The tables are styled from their container by class (one style object for the page) rather than each cell and
 * row carrying its own sx: 25 rows of a dozen cells each computed and serialised their styles on every render,
 * the largest part of showing the rows. For the same reason the rows and their cells are plain <tr> and <td>
 * elements, and the status a plain label, drawn here as MUI's TableRow, small TableCell and small Chip draw them
 * (the header and the skeleton rows are still MUI's). The padding rule is more specific than a cell's own padding.
 */
const tableSx = (theme: Theme) => ({
  overflowX: 'auto',
  '& table[aria-label="Accounts"]': { minWidth: 900 },
  '& .MuiTableCell-sizeSmall': { px: 1.25 },
  '& th.account-header': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap', bgcolor: 'grey.50' },
  '& th.account-header-customer_name': { ...stickyFirst, bgcolor: 'grey.50', zIndex: 2 },
  // Each column's minimum width, on its header cell.
  ...Object.fromEntries(COLUMNS.filter(column => column.minWidth).map(column => [`& th.account-header-${column.key}`, { minWidth: column.minWidth }])),
  '& tr.account-row': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
  '& tr.account-row:hover': { bgcolor: 'action.hover' },
  '& tr.account-row.Mui-selected': { bgcolor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  '& tr.account-row.Mui-selected:hover': {
    bgcolor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity),
  },
  '& td.account-cell': {
    typography: 'body2',
    color: 'text.primary',
    textAlign: 'left',
    py: '6px',
    px: 1.25,
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
    whiteSpace: 'nowrap',
  },
  '& td.account-cell-wrap': { whiteSpace: 'normal' },
  '& td.account-cell-number': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& td.account-cell-name': stickyFirst,
  '& tr.Mui-selected > td.account-cell-name': { bgcolor: '#eef3f8' },
  '& tr.account-row-open > td': { borderBottom: 0 },
  '& tr.RaDatagrid-expandedPanel > td': { py: 0, bgcolor: '#f8fafc' },
  '& .account-name-line': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: 0.5 },
  '& .account-name': { fontWeight: 600, cursor: 'pointer', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' },
  // The status label, as a small Chip (filled in its colour, outlined when it has none); long labels wrap.
  '& .account-status': {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    maxWidth: 210,
    minHeight: 24,
    borderRadius: '16px',
    px: '8px',
    py: '2px',
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.3,
    whiteSpace: 'normal',
    verticalAlign: 'middle',
  },
  '& .account-status-default': { border: `1px solid ${theme.palette.grey[400]}`, px: '7px', color: 'text.primary' },
  ...Object.fromEntries(
    (['success', 'secondary', 'warning'] as const).map(color => [
      `& .account-status-${color}`,
      { bgcolor: theme.palette[color].main, color: theme.palette[color].contrastText },
    ]),
  ),
});

function cellClass(column: Column): string {
  const classes = ['account-cell'];
  if (column.wrap) classes.push('account-cell-wrap');
  if (column.align === 'right') classes.push('account-cell-number');
  if (column.key === 'customer_name') classes.push('account-cell-name');
  return classes.join(' ');
}

interface RowEditsValue {
  /** Local edits (file number, archive) over the server's rows, by account id, until the next answer. */
  patches: Readonly<Record<string, Partial<AccountRow>>>;
  patch: (id: string, change: Partial<AccountRow>) => void;
}

interface DetailsValue {
  canViewFullSsn: boolean;
  /** The visible width for the expanded details (the table scrolls sideways on narrow screens, the details do not). */
  detailsWidth: number | undefined;
}

// Two contexts: every row reads the edits, only the open details read the width, so the table's width being
// measured after it mounts (or a window resize) does not render all the rows again.
const RowEditsContext = createContext<RowEditsValue>({ patches: {}, patch: () => undefined });
const DetailsContext = createContext<DetailsValue>({ canViewFullSsn: false, detailsWidth: undefined });

/** The row of the record context (AccountDatagridRow puts this page's local edits over the server's row). */
function useAccountRow(): AccountRow {
  const record = useRecordContext<AccountRow>();
  if (!record) throw new Error('useAccountRow needs a record context');
  return record;
}

/**
 * The Name cell: the row's expand button (the Datagrid's expand state), the name (a larger mouse target for it), the
 * archived mark and the chat button. The button is react-admin's ExpandRowButton's job, done here: that one is
 * taken out of the tab order and hidden from screen readers, and its name ('Expand') does not say which account.
 */
function NameCell() {
  const row = useAccountRow();
  const [open, toggle] = useExpanded(ACCOUNTS, row.id);
  const archived = !!row.customer_document.archived_by_law_firm_on;
  return (
    <span className="account-name-line">
      <IconButton
        size="small"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={open ? `${row.id}-expand` : undefined}
        aria-label={`${open ? 'Hide' : 'Show'} details for ${row.customer_name}`}
      >
        {open ? <KeyboardArrowDown fontSize="small" /> : <KeyboardArrowRight fontSize="small" />}
      </IconButton>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a larger mouse target for the expand button beside it, which is the keyboard and screen-reader control */}
      <span className="account-name" onClick={toggle}>
        {row.customer_name}
      </span>
      {archived && <Chip size="small" label="Archived" sx={{ height: 20, fontSize: '0.7rem' }} />}
      <MessageConsumerButton
        documentId={row.customer_document.id}
        consumerUserId={row.customer_document.user_id}
        consumerName={row.customer_name ?? 'the consumer'}
      />
    </span>
  );
}

function FileNumberCell() {
  const row = useAccountRow();
  const { patch } = useContext(RowEditsContext);
  return (
    <FileNumberEditor
      customerDocumentId={row.customer_document.id}
      customerName={row.customer_name ?? 'the consumer'}
      value={row.file_number}
      onSaved={fileNumber => patch(String(row.id), { file_number: fileNumber })}
    />
  );
}

/** The Datagrid's expand panel: the account details, kept in view while the wide table scrolls sideways. */
function AccountExpand() {
  const row = useAccountRow();
  const { patch } = useContext(RowEditsContext);
  const { canViewFullSsn, detailsWidth } = useContext(DetailsContext);
  const id = String(row.id);
  const onChange = useCallback((change: Partial<AccountRow>) => patch(id, change), [patch, id]);
  return (
    <Box sx={{ position: 'sticky', left: 0, width: detailsWidth ?? '100%', px: { xs: 1.5, sm: 2 }, py: 1, boxSizing: 'border-box', whiteSpace: 'normal' }}>
      <Suspense fallback={<LinearProgress color="secondary" aria-label={`Loading the details for ${row.customer_name ?? 'the account'}`} sx={{ my: 2 }} />}>
        <AccountDetails row={row} canViewFullSsn={canViewFullSsn} onChange={onChange} />
      </Suspense>
    </Box>
  );
}

/**
 * A Datagrid row: the record's cells (react-admin's DatagridCell per field) and, while open, the Datagrid's expand
 * panel under them, with the open state in react-admin's useExpanded. Its own rather than DatagridRow because the
 * expand toggle is the Name cell's button (see NameCell), not a column of its own. Memoised, so expanding or editing
 * one row leaves the others' cells alone.
 */
const AccountDatagridRow = memo(function AccountDatagridRow({ id, expand, className, children }: DatagridRowProps) {
  const [open] = useExpanded(ACCOUNTS, id ?? '');
  const fields = Children.toArray(children).filter(isValidElement) as ReactElement<HeaderField & { source?: string; cellClassName?: string }>[];
  // Local edits (file number, archive, the fresh row after a negotiation command) over the server's row, for every
  // cell and the details: the record context of the row's fields is the edited row.
  const server = useRecordContext<AccountRow>();
  const edits = useContext(RowEditsContext).patches[String(id)];
  const record = useMemo(() => (edits && server ? { ...server, ...edits } : server), [server, edits]);
  return (
    <RecordContextProvider value={record}>
      <tr data-testid={`account-row-${id}`} className={`${className ?? ''} account-row${open ? ' Mui-selected account-row-open' : ''}`}>
        {fields.map((field, index) => (
          <td key={field.props.source ?? index} className={`RaDatagrid-rowCell ${field.props.cellClassName ?? ''}`}>
            {field}
          </td>
        ))}
      </tr>
      {open && isValidElement(expand) && (
        <TableRow id={`${id}-expand`} className="RaDatagrid-expandedPanel">
          <TableCell colSpan={fields.length}>{expand}</TableCell>
        </TableRow>
      )}
    </RecordContextProvider>
  );
});

interface HeaderField {
  source?: string;
  sortBy?: string;
  label?: string;
  textAlign?: 'left' | 'right' | 'center';
  headerClassName?: string;
}

/**
 * The Datagrid's header: one sortable header per field (the rows' expand toggle is in the Name cell). Each
 * is a keyboard-operable sort button named by its column, with aria-sort on the active column; a click on the
 * sorted column flips its order, another column starts ascending (the list context's setSort writes the address).
 */
function AccountsHeader({ children }: DatagridHeaderProps) {
  const { sort, setSort } = useListContext();
  return (
    <TableHead className="RaDatagrid-thead">
      <TableRow className="RaDatagrid-row RaDatagrid-headerRow">
        {Children.map(children, child => {
          if (!isValidElement(child)) return null;
          const field = (child as ReactElement<HeaderField>).props;
          const key = field.sortBy ?? field.source ?? '';
          const active = sort.field === key;
          const order = sort.order === 'ASC' ? 'asc' : 'desc';
          return (
            <TableCell key={key} align={field.textAlign === 'right' ? 'right' : undefined} sortDirection={active ? order : false} className={`RaDatagrid-headerCell account-header ${field.headerClassName ?? ''}`}>
              <TableSortLabel
                active={active}
                direction={active ? order : 'asc'}
                onClick={() => setSort({ field: key, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
              >
                {field.label}
              </TableSortLabel>
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}

/** A table of the page's own (no rows to give the Datagrid yet, or none at all) under the same header. */
function PlainTable({ fields, busy, children }: { fields: ReactNode; busy: boolean; children: ReactNode }) {
  return (
    <Table size="small" aria-label="Accounts" aria-busy={busy}>
      <AccountsHeader>{fields}</AccountsHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

interface AccountFieldProps extends HeaderField {
  /** Read by the row for its <td>. */
  cellClassName: string;
  render: (row: AccountRow) => ReactNode;
}

/**
 * A column's content for the row's record. The Datagrid's field: the header and the row read its props (source,
 * label, sortBy, textAlign, cell and header classes). Unlike react-admin's FunctionField it adds no Typography per
 * cell; the cell has the table's text style.
 */
function AccountField({ render }: AccountFieldProps) {
  return <>{render(useAccountRow())}</>;
}

function fieldsFor(columns: Column[]): ReactElement[] {
  return columns.map(column => (
    <AccountField
      key={column.key}
      source={column.sortKey}
      sortBy={column.sortKey}
      label={column.label}
      textAlign={column.align}
      cellClassName={cellClass(column)}
      headerClassName={`account-header-${column.key}`}
      render={
        column.key === 'customer_name'
          ? () => <NameCell />
          : column.key === 'file_number'
            ? () => <FileNumberCell />
            : row => column.render?.(row)
      }
    />
  ));
}

/**
 * The accounts table: react-admin's Datagrid over the page's list context (the `accounts` resource), its fields
 * the page's columns, the account details as its expand panel; the footer and 'Load More' from the list and its
 * infinite pagination context. Memoised: the page renders it again only when its own inputs change.
 */
export const AccountsTable = memo(function AccountsTable(props: Props) {
  const { loading, failed, columns } = props;
  const { data, total: listTotal, isPending } = useListContext<AccountRow>();
  const { hasNextPage, fetchNextPage } = useInfinitePaginationContext();
  // A filter fetch failure shows an empty result set, with a way to try again.
  const rows = failed ? [] : (data ?? []);
  const total = failed ? 0 : (listTotal ?? 0);
  const [patches, setPatches] = useState<Record<string, Partial<AccountRow>>>({});
  const containerRef = useRef<HTMLDivElement>(null);
  const [viewportWidth, setViewportWidth] = useState<number | undefined>(undefined);

  // A fresh answer from the server supersedes local edits (none to drop: the same state, no render of the rows).
  useEffect(() => setPatches(current => (Object.keys(current).length === 0 ? current : {})), [data]);

  // The expanded details stay in view while the wide table scrolls sideways on narrow screens.
  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setViewportWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const patch = useCallback(
    (id: string, change: Partial<AccountRow>) => setPatches(current => ({ ...current, [id]: { ...current[id], ...change } })),
    [],
  );
  const rowEdits = useMemo(() => ({ patches, patch }), [patches, patch]);
  const details = useMemo(() => ({ canViewFullSsn: props.canViewFullSsn, detailsWidth: viewportWidth }), [props.canViewFullSsn, viewportWidth]);

  const initialLoad = isPending && !failed;
  const fields = useMemo(() => fieldsFor(columns), [columns]);
  const body = useMemo(() => <DatagridBody row={<AccountDatagridRow />} />, []);
  const expand = useMemo(() => <AccountExpand />, []);
  const empty = (
    <PlainTable fields={fields} busy={loading}>
      <TableRow>
        <TableCell colSpan={columns.length} sx={{ border: 0 }}>
          <EmptyState filtered={props.filtered} failed={failed} onClearAll={props.onClearAll} width={viewportWidth} />
        </TableCell>
      </TableRow>
    </PlainTable>
  );

  return (
    <Card sx={{ overflow: 'hidden' }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Accounts
        </Typography>
        {!initialLoad && !failed && <Chip size="small" label={total.toLocaleString('en-US')} aria-label={`${total} matching accounts`} />}
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
      <Box ref={containerRef} sx={tableSx}>
        <Box sx={{ opacity: loading && !initialLoad ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <RowEditsContext.Provider value={rowEdits}>
            <DetailsContext.Provider value={details}>
              {initialLoad ? (
                <PlainTable fields={fields} busy>
                  {Array.from({ length: 8 }, (_, i) => (
                    <TableRow key={i} data-testid="skeleton-row">
                      {columns.map(column => (
                        <TableCell key={column.key}>
                          <Skeleton width={column.key === 'customer_name' ? 140 : 70} />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </PlainTable>
              ) : (
                <Datagrid
                  aria-label="Accounts"
                  aria-busy={loading}
                  data={rows}
                  total={total}
                  header={AccountsHeader}
                  body={body}
                  expand={expand}
                  rowClick={false}
                  bulkActionButtons={false}
                  empty={empty}
                >
                  {fields}
                </Datagrid>
              )}
            </DetailsContext.Provider>
          </RowEditsContext.Provider>
        </Box>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1.5, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography variant="body2" color="text.secondary" data-testid="accounts-footer">
          {initialLoad ? <Skeleton width={220} /> : `Showing ${rows.length.toLocaleString('en-US')} out of ${total.toLocaleString('en-US')} matching accounts`}
        </Typography>
        {hasNextPage && !failed && (
          <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={loading} sx={{ minWidth: 140 }}>
            {loading ? 'Loading…' : 'Load More'}
          </Button>
        )}
      </Stack>
    </Card>
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
