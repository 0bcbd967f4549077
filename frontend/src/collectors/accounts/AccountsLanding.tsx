import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  InfinitePaginationContext,
  ListContextProvider,
  ResourceContextProvider,
  StoreContextProvider,
  useGetIdentity,
  useGetList,
  useStore,
  useStoreContext,
  type InfinitePaginationContextValue,
  type ListControllerResult,
  type SortPayload,
} from 'react-admin';
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
import type { AccountRow } from '@parley/domain/contracts/accounts';
import { ACCOUNTS, type AccountsListMeta } from './accounts-data';
import { AccountsTable } from './AccountsTable';
import { chosenColumns, columnsStoreKey, visibleColumns, type ColumnKey } from './columns';
import { ExportButton } from './ExportButton';
import { formatDateOnly } from './format';
import { FilterBar, type QueryUpdate } from './FilterBar';
import { MetricCards } from './MetricCards';
import { useCollectorDataProvider } from '../use-collector-data-provider';

import { useWhenIdle } from '../../shared/ui/use-when-idle';
import { accountsListParams, hasActiveFilters, parseAccountsQuery, toQueryString, withMorePages, withSort } from './query-state';
import { visitStore } from './visit-store';

// Its own chunk, asked for once the list has answered and the page is idle: the chart library (about as much
// JavaScript as the rest of the page) is neither fetched nor evaluated while the rows are being shown.
const AccountsCharts = lazy(() => import('./AccountsCharts'));
const chartsPlaceholder = <Skeleton variant="rounded" height={260} />;

export const ACCOUNTS_PATH = '/collectors/accounts';

// The list context's selection and setters the page does not use, the same ones on every render (the Datagrid's
// row callbacks depend on them).
const NO_SELECTION: never[] = [];
const unused = () => undefined;

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
  const listParams = useMemo(() => accountsListParams(params), [params]);

  // The list is the `accounts` resource's getList (apply_filters) with the address's filters, sort and loaded
  // pages: page 1 of num_pages × 25 rows, so 'Load More' (num_pages + 1) and a reload each ask once, and the first
  // ask is exactly the request early-requests.ts started. A new address supersedes the request before it
  // (react-query aborts its signal); failures are shown at once, with a Retry, not retried.
  const {
    data: rowsData,
    total: totalData,
    meta: metaData,
    error: listError,
    isFetching: listLoading,
    refetch: refetchList,
  } = useGetList<AccountRow>(ACCOUNTS, listParams, {
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const dataProvider = useCollectorDataProvider();
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
  // It is a new object only when the answer changed: the table and its rows are rendered again only then.
  const lastAnswer = useRef<{ data: AccountRow[]; total: number; meta: AccountsListMeta | undefined } | undefined>(undefined);
  const kept = lastAnswer.current;
  if (rowsData && (kept?.data !== rowsData || kept.total !== (totalData ?? 0) || kept.meta !== metaData)) {
    lastAnswer.current = { data: rowsData, total: totalData ?? 0, meta: metaData as AccountsListMeta | undefined };
  }
  const answer = lastAnswer.current;
  const listFailed = !!listError && !listLoading;
  const retryList = useCallback(() => void refetchList(), [refetchList]);
  const showCharts = useWhenIdle(!!answer || listFailed);
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

  // The optional columns each user chose, kept in react-admin's store under the user's id.
  const [storedColumns, storeColumns] = useStore<ColumnKey[] | undefined>(columnsStoreKey(viewer?.id ?? 'anonymous'));
  const hasLawFirm = viewer ? !!viewer.lawFirm : undefined;
  // Memoised (with the callbacks below) so the table, the most expensive part of the page to render, renders
  // again only when its own inputs change, not when the filter definitions or the identity arrive.
  // Kept by content: the identity arriving with the same choice (no optional column, the usual case) changes nothing.
  const chosenKey = (hasLawFirm === undefined ? [] : chosenColumns(storedColumns, { hasLawFirm })).join(',');
  const chosen = useMemo(() => (chosenKey ? (chosenKey.split(',') as ColumnKey[]) : []), [chosenKey]);
  const chooseColumns = useCallback((keys: ColumnKey[]) => storeColumns(keys), [storeColumns]);
  const lawFirmFiltered = (query.enums.law_firm?.length ?? 0) > 0;
  const columns = useMemo(() => visibleColumns(chosen, lawFirmFiltered), [chosen, lawFirmFiltered]);
  const exportButton = useMemo(() => <ListExportButton params={params} />, [params]);

  // The list context the Datagrid reads: the rows, the sort and the filters of the address. setSort writes the
  // address (the only state), keeping the loaded pages; the filter bar writes its filters there itself.
  const setSort = useCallback(
    (sort: SortPayload) => update(current => withSort(current, sort.field, sort.order === 'ASC' ? 'asc' : 'desc')),
    [update],
  );
  const listContext = useMemo(
    () =>
      ({
        resource: ACCOUNTS,
        data: listFailed ? [] : answer?.data,
        total: listFailed ? 0 : answer?.total,
        meta: answer?.meta,
        error: listError,
        isPending: !answer && !listFailed,
        isLoading: !answer && listLoading,
        isFetching: listLoading,
        isPlaceholderData: false,
        sort: listParams.sort,
        filter: undefined,
        filterValues: listParams.filter,
        displayedFilters: {},
        page: listParams.pagination.page,
        perPage: listParams.pagination.perPage,
        hasNextPage: !!answer?.meta?.more_pages,
        hasPreviousPage: false,
        selectedIds: NO_SELECTION,
        defaultTitle: 'Accounts',
        exporter: false,
        refetch: refetchList,
        setSort,
        // The filter bar writes the address itself; the list context's own filter and page setters are not used.
        setFilters: unused,
        showFilter: unused,
        hideFilter: unused,
        setPage: unused,
        setPerPage: unused,
        onSelect: unused,
        onSelectAll: unused,
        onToggleItem: unused,
        onUnselectItems: unused,
      }) as unknown as ListControllerResult<AccountRow>,
    [answer, listFailed, listError, listLoading, listParams, refetchList, setSort],
  );
  // 'Load More' is react-admin's infinite pagination: the next page is num_pages + 1 in the address.
  const pagination = useMemo<InfinitePaginationContextValue>(
    () => ({
      hasNextPage: !!answer?.meta?.more_pages,
      isFetchingNextPage: listLoading,
      fetchNextPage: async () => {
        update(withMorePages);
        return undefined as never;
      },
      hasPreviousPage: false,
      isFetchingPreviousPage: false,
      fetchPreviousPage: async () => undefined as never,
    }),
    [answer, listLoading, update],
  );
  // Open rows last for this visit of the page; the column choices stay in the app's store.
  const outerStore = useStoreContext();
  const store = useMemo(() => visitStore(outerStore), [outerStore]);

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
        {answer?.meta?.valid_first_payment_date && (
          <Typography variant="body2" color="text.secondary">
            Earliest first payment date you can accept today: {formatDateOnly(answer.meta.valid_first_payment_date)}
          </Typography>
        )}
      </Box>
      <MetricCards />
      {showCharts ? <Suspense fallback={chartsPlaceholder}><AccountsCharts /></Suspense> : chartsPlaceholder}
      {query.customerDocumentId !== null && (
        <Alert severity="info" icon={<FilterCenterFocusOutlined />} sx={{ bgcolor: 'background.paper' }} variant="outlined" data-testid="single-account-banner">
          Currently viewing a single account.{' '}
          <Link component={RouterLink} to={ACCOUNTS_PATH} sx={{ fontWeight: 600 }}>
            Click here
          </Link>{' '}
          to view all of them.
        </Alert>
      )}
      <ListTotalContext.Provider value={listFailed ? 0 : answer?.total}>
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
      <StoreContextProvider value={store}>
        <ResourceContextProvider value={ACCOUNTS}>
          <ListContextProvider value={listContext}>
            <InfinitePaginationContext.Provider value={pagination}>
              <AccountsTable
                loading={listLoading}
                failed={listFailed}
                onRetry={retryList}
                columns={columns}
                chosenColumns={chosen}
                onChooseColumns={chooseColumns}
                lawFirmFiltered={lawFirmFiltered}
                canViewFullSsn={!!viewer?.canViewFullSsn}
                filtered={hasActiveFilters(query)}
                onClearAll={clearAll}
              />
            </InfinitePaginationContext.Provider>
          </ListContextProvider>
        </ResourceContextProvider>
      </StoreContextProvider>
    </Stack>
  );
}
