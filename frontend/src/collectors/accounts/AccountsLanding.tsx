import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import FilterCenterFocusOutlined from '@mui/icons-material/FilterCenterFocusOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ON_CALL_ADMIN_BANNER } from '../../shared/messages';
import type { CollectorIdentity } from '../authProvider';
import type { CollectorDataProvider } from '../dataProvider';
import type { ApplyFiltersAnswer } from '@parley/domain/contracts/accounts';
import { AccountsTable } from './AccountsTable';
import { readChosenColumns, saveChosenColumns, visibleColumns, type ColumnKey } from './columns';
import { ExportButton } from './ExportButton';
import { formatDateOnly } from './format';
import { FilterBar, type QueryUpdate } from './FilterBar';
import { MetricCards } from './MetricCards';

// Its own chunk: the chart library never weighs on the list's first paint.
const AccountsCharts = lazy(() => import('./AccountsCharts'));
import {
  apiParams,
  hasActiveFilters,
  parseAccountsQuery,
  toQueryString,
  withMorePages,
  withSortToggled,
} from './query-state';

export const ACCOUNTS_PATH = '/collectors/accounts';

/** The list's total for the export button, passed by context so the (memoised) filter bar is not rendered again. */
const ListTotalContext = createContext<number | undefined>(undefined);

function ListExportButton({ params }: { params: URLSearchParams }) {
  return <ExportButton params={params} totalCount={useContext(ListTotalContext)} />;
}

export function greetingFor(identity: Pick<CollectorIdentity, 'isOnCallAdmin' | 'lawFirm'>): string {
  // On-call admins are platform staff with no firm of their own.
  if (identity.isOnCallAdmin) return 'Welcome back, Parley staff';
  if (identity.lawFirm?.name) return `Welcome back, ${identity.lawFirm.name}`;
  return 'Welcome back';
}

/**
 * /collectors/accounts: greeting, on-call banner, metric cards, the
 * filter bar with the export button, the account table with 'Load More' and its footer. Every filter, the
 * sort and the number of loaded pages live in the address, so reload, back and forward restore the view.
 */
export function AccountsLanding() {
  const { identity, isPending } = useGetIdentity();
  const viewer = identity as CollectorIdentity | undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const searchRef = useRef(location.search);
  searchRef.current = location.search;

  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const query = useMemo(() => parseAccountsQuery(params), [params]);
  const listKey = apiParams(params, { includePages: true }).toString();

  // The list is asked with the address's own query (getAccountsPage, not getList): 'Load More' is num_pages, the
  // first N pages at once, and the early request is matched by exactly this URL. A new address supersedes the
  // request before it (react-query aborts its signal); failures are shown at once, with a Retry, not retried.
  const dataProvider = useDataProvider<CollectorDataProvider>();
  const {
    data: listData,
    error: listError,
    isFetching: listLoading,
    refetch: refetchList,
  } = useQuery({
    queryKey: ['accounts', 'page', listKey],
    queryFn: ({ signal }) => dataProvider.getAccountsPage({ query: new URLSearchParams(listKey), signal }),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const {
    data: definitions,
    error: definitionsError,
    refetch: refetchDefinitions,
  } = useQuery({
    queryKey: ['accounts', 'filter_values'],
    queryFn: ({ signal }) => dataProvider.getAccountFilterValues({ signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  // The last good answer stays while the next one loads or after it fails, so 'Load More', sorting and a failed
  // ask do not blank the table (the table shows the failure itself).
  const lastAnswer = useRef<ApplyFiltersAnswer | undefined>(undefined);
  if (listData) lastAnswer.current = listData;
  const answer = listData ?? lastAnswer.current;
  const listFailed = !!listError && !listLoading;
  const retryList = useCallback(() => void refetchList(), [refetchList]);
  const retryDefinitions = useCallback(() => void refetchDefinitions(), [refetchDefinitions]);

  // Debounced inputs commit later than they were typed: apply each change to the address as it is then.
  const update = useCallback(
    (change: QueryUpdate) => {
      const next = toQueryString(change(new URLSearchParams(searchRef.current)));
      navigate(next ? `${ACCOUNTS_PATH}?${next}` : ACCOUNTS_PATH);
    },
    [navigate],
  );
  const clearAll = useCallback(() => navigate(ACCOUNTS_PATH), [navigate]);

  const [chosenState, setChosenState] = useState<ColumnKey[] | null>(null);
  const hasLawFirm = viewer ? !!viewer.lawFirm : undefined;
  // Memoised (with the callbacks below) so the table, the most expensive part of the page to render, renders
  // again only when its own inputs change, not when the filter definitions or the identity arrive.
  const chosen = useMemo(
    () => chosenState ?? (hasLawFirm === undefined ? [] : readChosenColumns({ hasLawFirm })),
    [chosenState, hasLawFirm],
  );
  const chooseColumns = useCallback((keys: ColumnKey[]) => {
    setChosenState(keys);
    saveChosenColumns(keys);
  }, []);
  const lawFirmFiltered = (query.enums.law_firm?.length ?? 0) > 0;
  const columns = useMemo(() => visibleColumns(chosen, lawFirmFiltered), [chosen, lawFirmFiltered]);
  const onSort = useCallback((sortKey: string) => update(current => withSortToggled(current, sortKey)), [update]);
  const onLoadMore = useCallback(() => update(withMorePages), [update]);
  const exportButton = useMemo(() => <ListExportButton params={params} />, [params]);

  return (
    <Stack spacing={2.5}>
      <title>Accounts · Parley</title>
      {viewer?.isOnCallAdmin && (
        <Alert severity="info" icon={<AdminPanelSettingsOutlined />} variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          {ON_CALL_ADMIN_BANNER}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography variant="overline" color="secondary">
            Accounts
          </Typography>
          {isPending || !viewer ? (
            <>
              <Skeleton variant="text" width={320} sx={{ fontSize: '2rem' }} />
              <Skeleton variant="text" width={200} />
            </>
          ) : (
            <>
              <Typography variant="h4" component="h1">
                {greetingFor(viewer)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                Signed in as {viewer.email}
              </Typography>
            </>
          )}
        </Box>
        {answer?.valid_first_payment_date && (
          <Typography variant="body2" color="text.secondary">
            Earliest first payment date you can accept today: {formatDateOnly(answer.valid_first_payment_date)}
          </Typography>
        )}
      </Box>
      <MetricCards />
      <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
        <AccountsCharts />
      </Suspense>
      {query.customerDocumentId !== null && (
        <Alert severity="info" icon={<FilterCenterFocusOutlined />} sx={{ bgcolor: 'background.paper' }} variant="outlined" data-testid="single-account-banner">
          Currently viewing a single account.{' '}
          <Link component={RouterLink} to={ACCOUNTS_PATH} sx={{ fontWeight: 600 }}>
            Click here
          </Link>{' '}
          to view all of them.
        </Alert>
      )}
      <ListTotalContext.Provider value={listFailed ? 0 : answer?.total_count}>
        <FilterBar
          query={query}
          definitions={definitions?.filters}
          definitionsFailed={!!definitionsError && !definitions}
          onRetryDefinitions={retryDefinitions}
          onChange={update}
          onClearAll={clearAll}
          canClear={location.search.length > 1}
          exportButton={exportButton}
        />
      </ListTotalContext.Provider>
      <AccountsTable
        answer={answer}
        loading={listLoading}
        failed={listFailed}
        onRetry={retryList}
        query={query}
        columns={columns}
        chosenColumns={chosen}
        onChooseColumns={chooseColumns}
        lawFirmFiltered={lawFirmFiltered}
        canViewFullSsn={!!viewer?.canViewFullSsn}
        filtered={hasActiveFilters(query)}
        onSort={onSort}
        onLoadMore={onLoadMore}
        onClearAll={clearAll}
      />
    </Stack>
  );
}
