import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COPIED_MS, type DisclosuresAnswer, disclosuresApi, PER_PAGE, type SortBy, type SortOrder } from './api';
import { clampedPage, pageItems, showingText } from './pagination';

const COLUMNS: Array<{ key: SortBy; label: string; width?: string }> = [
  { key: 'text', label: 'Disclosure' },
  { key: 'usage_count', label: 'Used', width: '90px' },
  { key: 'client', label: 'Client', width: '180px' },
  { key: 'state', label: 'State', width: '90px' },
];

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

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: DisclosuresAnswer };

/** /collectors/disclosures: every disclosure the firm has sent, searchable, sortable, paged on the server. */
export function DisclosuresPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const sortBy = (['text', 'usage_count', 'client', 'state'].includes(params.get('sort_by') ?? '') ? params.get('sort_by') : 'usage_count') as SortBy;
  const sortOrder: SortOrder = params.get('sort_order') === 'asc' ? 'asc' : 'desc';
  const [input, setInput] = useState(search);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const update = useCallback(
    (next: Record<string, string | number | null>) => {
      const p = new URLSearchParams(params);
      for (const [k, v] of Object.entries(next)) {
        if (v === null || v === '') p.delete(k);
        else p.set(k, String(v));
      }
      setParams(p, { replace: true });
    },
    [params, setParams],
  );

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    disclosuresApi
      .list({ page, per_page: PER_PAGE, search, sort_by: sortBy, sort_order: sortOrder }, controller.signal)
      .then(data => setLoad({ status: 'loaded', data }))
      .catch((e: unknown) => {
        if ((e as { name?: string })?.name !== 'AbortError') setLoad({ status: 'failed' });
      });
    return () => controller.abort();
  }, [page, search, sortBy, sortOrder, attempt]);

  // A page past the end (a stale link, or rows gone since): go to the last page that has rows, keeping the rest.
  useEffect(() => {
    if (load.status !== 'loaded') return;
    const target = clampedPage(page, load.data.pagination.total_count, PER_PAGE);
    if (target !== page) update({ page: target === 1 ? null : target });
  }, [load, page, update]);

  // Typing searches after a short pause, from page 1.
  useEffect(() => {
    if (input === search) return;
    const t = setTimeout(() => update({ search: input.trim(), page: null }), 300);
    return () => clearTimeout(t);
  }, [input, search, update]);

  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const copy = async (id: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return; // clipboard refused: nothing was copied, so no 'Copied'
    }
    setCopiedId(id);
    clearTimeout(copyTimer.current);
    copyTimer.current = setTimeout(() => setCopiedId(null), COPIED_MS);
  };

  const sortClick = (key: SortBy) =>
    update({ sort_by: key, sort_order: sortBy === key && sortOrder === 'desc' ? 'asc' : sortBy === key ? 'desc' : key === 'usage_count' ? 'desc' : 'asc', page: null });

  const clearSearch = () => {
    setInput('');
    update({ search: null, page: null });
  };

  const data = load.status === 'loaded' ? load.data : null;
  const totalPages = data?.pagination.total_pages ?? 0;

  return (
    <Stack spacing={2.5}>
      <title>Disclosures · Parley</title>
      <Typography variant="h5" component="h1">
        Disclosures
      </Typography>
      <Typography color="text.secondary">Every disclosure your firm has used in settlement communications. Click a row to copy its text.</Typography>
      <TextField
        size="small"
        label="Search disclosures"
        value={input}
        onChange={e => setInput(e.target.value)}
        sx={{ maxWidth: 420 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> } }}
      />

      {load.status === 'failed' && (
        <Alert severity="error" role="alert" action={<Button color="inherit" onClick={() => setAttempt(a => a + 1)}>Try again</Button>}>
          Failed to load disclosures
        </Alert>
      )}

      {data && data.pagination.total_count === 0 && !search && (
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
      )}

      {data && data.disclosures.length === 0 && search && (
        <Card sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            No results for "{search}"
          </Typography>
          <Button onClick={clearSearch} sx={{ mt: 1 }}>
            Clear search
          </Button>
        </Card>
      )}

      {(load.status === 'loading' || (data && data.disclosures.length > 0)) && (
        <Card>
          <Box sx={{ overflowX: 'auto' }}>
            <Table aria-label="Disclosures">
              <TableHead>
                <TableRow>
                  {COLUMNS.map(c => (
                    <TableCell key={c.key} sx={{ width: c.width }} sortDirection={sortBy === c.key ? sortOrder : false}>
                      <TableSortLabel active={sortBy === c.key} direction={sortBy === c.key ? sortOrder : 'asc'} onClick={() => sortClick(c.key)}>
                        {c.label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell sx={{ width: '120px' }} align="right">
                    Copy
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {load.status === 'loading' &&
                  Array.from({ length: 5 }, (_, i) => (
                    <TableRow key={i}>
                      <TableCell colSpan={5}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))}
                {data?.disclosures.map(d => (
                  <TableRow key={d.id} hover sx={{ cursor: 'pointer' }} onClick={() => copy(d.id, d.text)}>
                    <TableCell>
                      <ClampedText text={d.text} />
                    </TableCell>
                    <TableCell>{d.usage_count}</TableCell>
                    <TableCell>{d.client ?? '—'}</TableCell>
                    <TableCell>{d.state ?? '—'}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        startIcon={copiedId === d.id ? <CheckOutlined /> : <ContentCopyOutlined />}
                        aria-label={copiedId === d.id ? 'Copied' : `Copy disclosure: ${d.text.slice(0, 60)}`}
                        onClick={e => {
                          e.stopPropagation();
                          void copy(d.id, d.text);
                        }}
                      >
                        {copiedId === d.id ? 'Copied' : 'Copy'}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {data && data.disclosures.length > 0 && (
            <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems="center" spacing={1} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2" color="text.secondary" role="status">
                {showingText(page, PER_PAGE, data.disclosures.length, data.pagination.total_count)}
              </Typography>
              <Stack component="nav" aria-label="Pagination" direction="row" spacing={0.5} alignItems="center" useFlexGap flexWrap="wrap">
                <Button size="small" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
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
                      onClick={() => update({ page: item })}
                    >
                      {item}
                    </Button>
                  ),
                )}
                <Button size="small" disabled={page >= totalPages} onClick={() => update({ page: page + 1 })}>
                  Next
                </Button>
              </Stack>
            </Stack>
          )}
        </Card>
      )}
    </Stack>
  );
}
