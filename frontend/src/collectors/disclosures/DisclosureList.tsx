import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Datagrid, FunctionField, List, TextField, TextInput, useListContext, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COPIED_MS, type Disclosure, PER_PAGE } from './types';
import { pageItems, showingText } from './pagination';
import { PageHeader } from '../layout/PageHeader';

/** One disclosure text, clamped to 3 lines with Show more / Show less when it is longer. */
function ClampedText({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Measured while clamped: the text overflows when its full height exceeds the 3 visible lines. Re-measured
    // when the column width changes (window resize), since that changes how many lines the text takes.
    const measure = () => !expanded && setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, expanded]);
  return (
    <Box>
      <Box
        ref={ref}
        sx={expanded ? { whiteSpace: 'pre-wrap' } : { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'pre-wrap' }}
      >
        {text}
      </Box>
      {(overflows || expanded) && (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={e => {
            // Expanding is not copying.
            e.stopPropagation();
            setExpanded(!expanded);
          }}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Link>
      )}
    </Box>
  );
}

/** Which row was copied last (its button says 'Copied' for 2 seconds), and the copy itself. */
const CopyContext = createContext<{ copiedId: string | null; copy: (d: Disclosure) => Promise<void> | void }>({ copiedId: null, copy: () => undefined });

function useCopy() {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (d: Disclosure) => {
    try {
      await navigator.clipboard.writeText(d.text);
    } catch {
      return; // clipboard refused: nothing was copied, so no 'Copied'
    }
    setCopiedId(d.id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiedId(null), COPIED_MS);
  }, []);
  return { copiedId, copy };
}

function CopyButton() {
  const d = useRecordContext<Disclosure>();
  const { copiedId, copy } = useContext(CopyContext);
  if (!d) return null;
  const copied = copiedId === d.id;
  return (
    <Button
      size="small"
      startIcon={copied ? <CheckOutlined /> : <ContentCopyOutlined />}
      aria-label={copied ? 'Copied' : `Copy disclosure: ${d.text.slice(0, 60)}`}
      onClick={e => {
        e.stopPropagation();
        void copy(d);
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

/** 'Showing a-b of N disclosures', Previous/Next and the page numbers (first, last, 2 either side, ellipses). */
function DisclosuresPagination() {
  const { page, perPage, total, data, setPage } = useListContext<Disclosure>();
  if (!data?.length || !total) return null;
  const totalPages = Math.ceil(total / perPage);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems="center" spacing={1} sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {showingText(page, perPage, data.length, total)}
      </Typography>
      <Stack component="nav" aria-label="Pagination" direction="row" spacing={0.5} alignItems="center" useFlexGap flexWrap="wrap">
        <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        {pageItems(page, totalPages).map((item, i) =>
          item === 'ellipsis' ? (
            <Typography key={`e${i}`} component="span" aria-hidden sx={{ px: 0.5 }}>
              …
            </Typography>
          ) : (
            <Button
              key={item}
              size="small"
              variant={item === page ? 'contained' : 'text'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item}`}
              sx={{ minWidth: 36 }}
              onClick={() => setPage(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button size="small" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}

/** The firm has sent no disclosure yet (List's empty page: no search is set). */
function NoDisclosures() {
  return (
    <Card sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        No disclosures
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Disclosures appear here once your firm sends offers and messages from an account.
      </Typography>
      <Button component={RouterLink} to="/collectors/accounts" variant="outlined">
        Go to Accounts
      </Button>
    </Card>
  );
}

/** A search that matches nothing (the Datagrid's empty state). */
function NoResults() {
  const { filterValues, setFilters } = useListContext();
  const search = typeof filterValues.q === 'string' ? filterValues.q : '';
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        No results for "{search}"
      </Typography>
      <Button onClick={() => setFilters({}, [])} sx={{ mt: 1 }}>
        Clear search
      </Button>
    </Box>
  );
}

/** The list's error state: the page's own sentence (not the server's) and a retry. */
function LoadFailed() {
  const { refetch } = useListContext();
  return (
    <Alert severity="error" role="alert" action={<Button color="inherit" onClick={() => void refetch()}>Try again</Button>}>
      Failed to load disclosures
    </Alert>
  );
}

const filters = [
  <TextInput
    key="q"
    source="q"
    label="Search disclosures"
    alwaysOn
    size="small"
    helperText={false}
    sx={{ width: 420, maxWidth: '100%' }}
    InputProps={{ startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> }}
  />,
];

/**
 * /collectors/disclosures, the disclosures resource's list: every disclosure the firm has sent, searchable (sent as
 * `search`), sortable, paged on the server 10 at a time through the dataProvider's getList. A page number past the end
 * (a stale link) goes back to page 1, as react-admin's lists do.
 */
export function DisclosureList() {
  const copying = useCopy();
  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <PageHeader
        title="Disclosures"
        subtitle="Every disclosure your firm has used in settlement communications. Click a row to copy its text."
      />
      <CopyContext.Provider value={copying}>
        <List<Disclosure>
          title={false}
          filters={filters}
          actions={false}
          perPage={PER_PAGE}
          sort={{ field: 'usage_count', order: 'DESC' }}
          debounce={300}
          // The page says what failed in its own words; react-admin would also raise the server's message.
          queryOptions={{ onError: () => undefined }}
          error={<LoadFailed />}
          empty={<NoDisclosures />}
          pagination={<DisclosuresPagination />}
          storeKey={false}
          // The list's main column is a flex item: without this it grows to the table's width on a phone.
          sx={{ '& .RaList-main': { minWidth: 0 } }}
        >
          <Datagrid
            aria-label="Disclosures"
            bulkActionButtons={false}
            empty={<NoResults />}
            rowClick={(_id, _resource, record) => {
              void copying.copy(record as Disclosure);
              return false;
            }}
            sx={{
              // On a phone the table scrolls sideways inside its card; the page itself stays the screen's width.
              '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
              '& .column-usage_count': { width: 90 },
              '& .column-client': { width: 180 },
              '& .column-state': { width: 90 },
            }}
          >
            <FunctionField<Disclosure> source="text" label="Disclosure" render={d => <ClampedText text={d.text} />} />
            <TextField source="usage_count" label="Used" sortByOrder="DESC" />
            <TextField source="client" label="Client" emptyText="—" />
            <TextField source="state" label="State" emptyText="—" />
            <FunctionField source="copy" label="Copy" sortable={false} textAlign="right" render={() => <CopyButton />} />
          </Datagrid>
        </List>
      </CopyContext.Provider>
    </Stack>
  );
}
