// @vitest-environment jsdom
// jsdom: these tests read computed colours, which jsdom reports as rgb() the way browsers do (happy-dom keeps the
// theme's hex).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identity, renderInAdmin } from '../../test/admin';
import { json, mockFetch, type Handler } from '../../test/fetch-mock';
import { LocationProbe } from '../../test/render';
import { dataProvider } from '../dataProvider';
import { AccountsLanding } from './AccountsLanding';
import { localStorageStore, memoryStore } from 'react-admin';
import { columnsStoreKey } from './columns';
import { ENUM_LIST_MAX_HEIGHT } from './FilterBar';
import { accountRow, FILTERS, listAnswer, METRICS, planAnswer, rows } from './test-fixtures';
import { keepStyles } from '../../test/styles';

const API = '/collectors/api';

function mockPage(handlers: Record<string, Handler> = {}) {
  return mockFetch({
    [`GET ${API}/apply_filters`]: () => json(listAnswer(rows(3))),
    [`GET ${API}/filter_values`]: () => json({ filters: FILTERS }),
    [`GET ${API}/calculate_collector_metrics`]: () => json({ metrics: METRICS }),
    [`GET ${API}/payment_plan_summary`]: () => json(planAnswer()),
    ...handlers,
  });
}

function renderPage(url = '/collectors/accounts', who = identity(), store = memoryStore()) {
  return renderInAdmin(
    <>
      <AccountsLanding />
      <LocationProbe />
    </>,
    who,
    url,
    dataProvider,
    store,
  );
}

/** A button of the filter bar (the table has sort buttons with the same names). */
async function filterButton(name: string) {
  await screen.findByText('Consumer 1');
  return within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', { name });
}

function location() {
  return new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
}

/** The apply_filters calls made so far, as parsed queries. */
function listCalls(calls: Array<{ method: string; url: string }>) {
  return calls.filter(c => c.url.startsWith(`${API}/apply_filters`)).map(c => new URL(c.url, 'http://localhost').searchParams);
}

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('AccountsLanding', () => {
  it('greets the collector with the firm name and shows no admin banner', async () => {
    mockPage();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Demo Law Group' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as agent@demolaw.test')).toBeInTheDocument();
    expect(screen.queryByText('Viewing user accounts as administrator.')).not.toBeInTheDocument();
  });

  it('shows the administrator banner to an on-call admin, with the ID and Law Firm columns', async () => {
    mockPage();
    renderPage('/collectors/accounts', identity({ email: 'oncall@parley.test', lawFirm: null, scope: 'admin', isOnCallAdmin: true }));
    expect(await screen.findByText('Viewing user accounts as administrator.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, Parley staff' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(within(table).getByRole('columnheader', { name: 'ID' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Law Firm' })).toBeInTheDocument();
  });

  it('shows the metric cards in USD with thousands separators and colours the response rate', async () => {
    keepStyles();
    mockPage();
    renderPage();
    // Amounts of $10,000 and more are shown in whole dollars.
    expect(await screen.findByTestId('metric-Collected')).toHaveTextContent('$12,346');
    expect(screen.getByTestId('metric-Waiting on consumer')).toHaveTextContent('$4,500.00');
    expect(screen.getByTestId('metric-Uncollected')).toHaveTextContent('$98,765');
    expect(screen.getByTestId('metric-Waiting on collector')).toHaveTextContent('$12,000');
    expect(screen.getByTestId('metric-Offers')).toHaveTextContent('37');
    const rate = screen.getByTestId('metric-Response rate');
    expect(rate).toHaveTextContent('92.5%');
    expect(getComputedStyle(rate).color).toBe('rgb(27, 127, 75)');
  });

  it('colours a response rate below 90 in the warning colour', async () => {
    keepStyles();
    mockPage({ [`GET ${API}/calculate_collector_metrics`]: () => json({ metrics: { ...METRICS, response_rate: 89.9 } }) });
    renderPage();
    const rate = await screen.findByTestId('metric-Response rate');
    expect(getComputedStyle(rate).color).toBe('rgb(154, 91, 0)');
  });

  it('renders the default columns, the rows and the footer', async () => {
    mockPage();
    renderPage();
    await screen.findByText('Consumer 1');
    const table = screen.getByRole('table', { name: 'Accounts' });
    const headers = within(table).getAllByRole('columnheader').map(h => h.textContent);
    expect(headers).toEqual(['Name', 'Reference', 'File Number', 'Amount', 'Status', 'Status Date', 'Offer Amount', '# Pays', 'First Payment']);
    expect(await within(table).findByText('Consumer 1')).toBeInTheDocument();
    const row = screen.getByTestId('account-row-1');
    expect(row).toHaveTextContent('$4,812.50');
    expect(row).toHaveTextContent('$2,000.00');
    expect(row).toHaveTextContent('Dec 1, 2026');
    expect(screen.getByTestId('accounts-footer')).toHaveTextContent('Showing 3 out of 3 matching accounts');
  });

  it('shows a loading skeleton, then an empty state', async () => {
    let answer!: (r: Response) => void;
    mockPage({ [`GET ${API}/apply_filters`]: () => new Promise<Response>(resolve => (answer = resolve)) });
    renderPage('/collectors/accounts?filters[search]=nobody');
    expect((await screen.findAllByTestId('skeleton-row')).length).toBeGreaterThan(0);
    await act(async () => answer(json(listAnswer([], 0))));
    expect(await screen.findByText('No accounts match these filters')).toBeInTheDocument();
    expect(screen.getByTestId('accounts-footer')).toHaveTextContent('Showing 0 out of 0 matching accounts');
  });

  it('shows an empty result set with a retry when the list fails to load', async () => {
    let fail = true;
    mockPage({
      [`GET ${API}/apply_filters`]: () => (fail ? json({ error: 'boom' }, 500) : json(listAnswer(rows(2)))),
    });
    renderPage();
    expect(await screen.findByText('Failed to load accounts')).toBeInTheDocument();
    expect(screen.getByTestId('accounts-footer')).toHaveTextContent('Showing 0 out of 0 matching accounts');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Consumer 2')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load accounts')).not.toBeInTheDocument();
  });

  it('says the metrics and the filters failed to load, each with a Retry that asks again', async () => {
    let fail = true;
    mockPage({
      [`GET ${API}/calculate_collector_metrics`]: () => (fail ? json({ error: 'boom' }, 500) : json({ metrics: METRICS })),
      [`GET ${API}/filter_values`]: () => (fail ? json({ error: 'boom' }, 500) : json({ filters: FILTERS })),
    });
    renderPage();
    const metrics = (await screen.findByText('Failed to load metrics')).closest('[role="alert"]') as HTMLElement;
    const filters = (await screen.findByText('Failed to load filters')).closest('[role="alert"]') as HTMLElement;
    // Not tried again on their own: the page says so at once and waits for the collector.
    expect(screen.queryByTestId('metric-Collected')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(metrics).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('metric-Collected')).toHaveTextContent('$12,346');
    await userEvent.click(within(filters).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Failed to load filters')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', { name: 'Status' })).toBeInTheDocument();
  });

  it('aborts the list request a newer address supersedes, and shows the newer answer', async () => {
    let firstSignal: AbortSignal | null | undefined;
    mockPage({
      [`GET ${API}/apply_filters`]: ({ url, signal }) => {
        if (new URL(url, 'http://x').searchParams.get('filters[search]') === null) {
          firstSignal = signal;
          return new Promise<Response>(() => undefined);
        }
        return json(listAnswer(rows(2)));
      },
    });
    renderPage();
    await waitFor(() => expect(firstSignal).toBeInstanceOf(AbortSignal));
    expect(firstSignal!.aborted).toBe(false);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search accounts' }), { target: { value: 'gonz' } });
    expect(await screen.findByText('Consumer 2')).toBeInTheDocument();
    expect(firstSignal!.aborted).toBe(true);
  });

  it('sends the address query to apply_filters and mirrors Load More as num_pages', async () => {
    // The server answers the first num_pages * 25 rows; 30 match.
    const { calls } = mockPage({
      [`GET ${API}/apply_filters`]: ({ url }) => {
        const pages = Number(new URL(url, 'http://x').searchParams.get('num_pages'));
        return json(listAnswer(rows(Math.min(25 * pages, 30)), 30, pages * 25 < 30));
      },
    });
    renderPage('/collectors/accounts?filters[status][]=Paid');
    expect(await screen.findByText('Showing 25 out of 30 matching accounts')).toBeInTheDocument();
    expect(listCalls(calls)[0]!.getAll('filters[status][]')).toEqual(['Paid']);
    expect(listCalls(calls)[0]!.get('num_pages')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 30 out of 30 matching accounts')).toBeInTheDocument();
    expect(location().searchParams.get('num_pages')).toBe('2');
    expect(location().search).toContain('filters[status][]=Paid');
    expect(listCalls(calls).at(-1)!.get('num_pages')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('toggles sorting through sort_by and sort_order', async () => {
    const { calls } = mockPage();
    renderPage();
    await screen.findByText('Consumer 1');
    const header = () => within(screen.getByRole('table', { name: 'Accounts' })).getByRole('button', { name: 'Amount' });
    await userEvent.click(header());
    await waitFor(() => expect(location().searchParams.get('sort_by')).toBe('amount'));
    expect(location().searchParams.get('sort_order')).toBe('asc');
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('sort_order')).toBe('asc'));
    await userEvent.click(header());
    await waitFor(() => expect(location().searchParams.get('sort_order')).toBe('desc'));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    expect(listCalls(calls).at(-1)!.get('sort_by')).toBe('amount');
    // The default sort is status date, newest first.
    expect(listCalls(calls)[0]!.get('sort_by')).toBe('status_date');
    expect(listCalls(calls)[0]!.get('sort_order')).toBe('desc');
  });

  it('debounces the search box by 250 ms before it reaches the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockPage();
    renderPage('/collectors/accounts?num_pages=2');
    await screen.findByText('Consumer 1');
    const before = listCalls(calls).length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search accounts' }), { target: { value: 'gon' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search accounts' }), { target: { value: 'gonz' } });
    act(() => vi.advanceTimersByTime(200));
    expect(location().searchParams.get('filters[search]')).toBeNull();
    act(() => vi.advanceTimersByTime(60));
    expect(location().searchParams.get('filters[search]')).toBe('gonz');
    // A new filter starts from the first page again.
    expect(location().searchParams.get('num_pages')).toBeNull();
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
    expect(listCalls(calls).at(-1)!.get('filters[search]')).toBe('gonz');
  });

  it('debounces text filters by 250 ms too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockPage();
    renderPage();
    fireEvent.click(await filterButton('File Number'));
    const input = await screen.findByRole('textbox', { name: 'File Number' });
    fireEvent.change(input, { target: { value: 'F-10' } });
    act(() => vi.advanceTimersByTime(249));
    expect(location().searchParams.get('filters[file_number]')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(location().searchParams.get('filters[file_number]')).toBe('F-10');
  });

  it('applies enum filters as filters[name][] with a list at most 300 px high', async () => {
    keepStyles();
    mockPage();
    renderPage();
    await userEvent.click(await filterButton('Status'));
    const list = await screen.findByTestId('enum-list-status');
    expect(getComputedStyle(list).maxHeight).toBe(`${ENUM_LIST_MAX_HEIGHT}px`);
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Paid' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Making Payments' }));
    expect(location().searchParams.getAll('filters[status][]')).toEqual(['Paid', 'Making Payments']);
    expect(within(list).getByRole('checkbox', { name: 'Paid' })).toHaveAttribute('aria-checked', 'true');
  });

  it('applies numeric and date ranges as filters[name][min|max], dates in epoch seconds', async () => {
    mockPage();
    renderPage();
    await userEvent.click(await filterButton('Amount'));
    const amount = await screen.findByRole('dialog', { name: 'Amount filter' });
    await userEvent.type(within(amount).getByLabelText('Amount from'), '1000');
    await userEvent.type(within(amount).getByLabelText('Amount to'), '2500{enter}');
    expect(location().searchParams.get('filters[amount][min]')).toBe('1000');
    expect(location().searchParams.get('filters[amount][max]')).toBe('2500');

    await userEvent.click(await filterButton('Status Date'));
    const dates = await screen.findByRole('dialog', { name: 'Status Date filter' });
    fireEvent.change(within(dates).getByLabelText('Status Date from'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(dates).getByLabelText('Status Date to'), { target: { value: '2026-11-30' } });
    await userEvent.click(within(dates).getByRole('button', { name: 'Apply' }));
    expect(location().searchParams.get('filters[status_date][min]')).toBe(String(Date.UTC(2026, 10, 1) / 1000));
    expect(location().searchParams.get('filters[status_date][max]')).toBe(String(Date.UTC(2026, 10, 30) / 1000 + 86399));
    expect(await screen.findByText('Amount: $1,000 – $2,500')).toBeInTheDocument();
  });

  it("restores the view from the address and 'Clear all' goes to /collectors/accounts", async () => {
    const { calls } = mockPage();
    renderPage('/collectors/accounts?num_pages=2&filters[search]=maria&filters[status][]=Paid&sort_by=amount&sort_order=asc');
    expect(await screen.findByRole('searchbox', { name: 'Search accounts' })).toHaveValue('maria');
    await screen.findByText('Consumer 1');
    const first = listCalls(calls)[0]!;
    expect(first.get('num_pages')).toBe('2');
    expect(first.get('filters[search]')).toBe('maria');
    expect(first.get('sort_by')).toBe('amount');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(location().pathname).toBe('/collectors/accounts');
    expect(location().search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search accounts' })).toHaveValue('');
  });

  it('shows the single-account banner with a link to all accounts', async () => {
    const { calls } = mockPage();
    renderPage('/collectors/accounts?filters[customer_document_id]=101');
    const banner = await screen.findByTestId('single-account-banner');
    expect(banner).toHaveTextContent('Currently viewing a single account. Click here to view all of them.');
    expect(listCalls(calls)[0]!.get('filters[customer_document_id]')).toBe('101');
    await userEvent.click(within(banner).getByRole('link', { name: 'Click here' }));
    expect(location().search).toBe('');
    expect(screen.queryByTestId('single-account-banner')).not.toBeInTheDocument();
  });

  it("remembers each user's column choice in the store and hides Law Firm while filtering by law firm", async () => {
    mockPage();
    // The app's store (local storage): it outlives a page's unmount, as it outlives a visit.
    const store = localStorageStore();
    const { unmount } = renderPage('/collectors/accounts', identity(), store);
    await screen.findByText('Consumer 1');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // A menu of checkable items named by its caption, with no control nested in an item.
    const menu = await screen.findByRole('menu', { name: 'Optional columns' });
    expect(within(menu).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: /Plaintiff/ }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: /Law Firm/ }));
    expect(store.getItem(columnsStoreKey(identity().id))).toEqual(['plaintiff', 'law_firm']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Plaintiff' })).toBeInTheDocument();
    unmount();

    const { unmount: unmountFiltered } = renderPage('/collectors/accounts?filters[law_firm][]=Demo Law Group', identity(), store);
    await screen.findByText('Consumer 1');
    expect(screen.getByRole('columnheader', { name: 'Plaintiff' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Law Firm' })).not.toBeInTheDocument();
    unmountFiltered();

    // Another user of the same browser starts with the defaults.
    renderPage('/collectors/accounts', identity({ id: 8 }), store);
    await screen.findByText('Consumer 1');
    expect(screen.queryByRole('columnheader', { name: 'Plaintiff' })).not.toBeInTheDocument();
  });

  it('expands a row into the account details', async () => {
    mockPage({ [`GET ${API}/apply_filters`]: () => json(listAnswer([accountRow()])) });
    renderPage();
    // The first render of the table in a run pays for loading its modules (the landing's charts among them): over
    // the default second when another suite shares the cores.
    const toggle = await screen.findByRole('button', { name: 'Show details for Maria Gonzalez' }, { timeout: 10_000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The keyboard opens it: the toggle is a button in the tab order.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const details = await screen.findByTestId('account-details-101');
    const open = screen.getByRole('button', { name: 'Hide details for Maria Gonzalez' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    // It names the panel it opened (the Datagrid's expand row).
    expect(document.getElementById(open.getAttribute('aria-controls')!)).toContainElement(details);
    expect(within(details).getByText('maria.gonzalez@example.com')).toBeInTheDocument();
    expect(within(details).getByText('418 Oak Street')).toBeInTheDocument();
    expect(within(details).getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(within(details).getByTestId('ssn-value')).toHaveTextContent('***-**-1234');
    expect(within(details).getByText('Verified with Plaid')).toBeInTheDocument();
    expect(within(details).getByText('Net employment income').closest('tr')).toHaveTextContent('$3,250.00');
    expect(within(details).getByText('Rent').closest('tr')).toHaveTextContent('$1,400.00');
    expect(within(details).getByText('Charitable giving')).toBeInTheDocument();
    expect(within(details).getByText('$2,980.00')).toBeInTheDocument();
    expect(within(details).getByText('Lost overtime hours after a plant closure and is supporting two children.')).toBeInTheDocument();
    expect(within(details).getByText('Job loss')).toBeInTheDocument();
    expect(within(details).getByText('Plant closed in August.')).toBeInTheDocument();
    expect(within(details).getByText('This offer is not an admission of the debt.')).toBeInTheDocument();
    expect(within(details).getByTestId('current-action-text')).toHaveTextContent('Accept or counteroffer');
  });

  it("shows a command's result in the row's cells and its details until the next answer", async () => {
    mockPage({
      [`GET ${API}/apply_filters`]: () => json(listAnswer([accountRow()])),
      [`POST ${API}/archive_document`]: () => json({ customer_document: { id: 101, archived_by_law_firm_on: '2026-11-23T10:00:00.000Z' } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show details for Maria Gonzalez' }, { timeout: 10_000 }));
    const details = await screen.findByTestId('account-details-101');
    const row = screen.getByTestId('account-row-101');
    expect(within(row).queryByText('Archived')).not.toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Archive' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    // The Name cell and the details both read the edited row.
    expect(await within(row).findByText('Archived')).toBeInTheDocument();
    // Found once the confirmation has closed (until then the page behind it is hidden from the accessibility tree).
    expect(await within(details).findByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
  });
});
