import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { deferred, renderAt } from '../../test/render';
import { DashboardPage } from './DashboardPage';
import { documentView, payload } from './fixtures';
import { CREDIT_REPORT_REDIRECT_FLAG, DASHBOARD_TEXT, timing } from './messages';

// The machine running the tests is often busy: give the page time to answer.
configure({ asyncUtilTimeout: 5000 });

const consumer = { current_user: { id: 3, email: 'consumer@demo.test', first_name: 'Dana', last_name: 'Reyes', is_consumer: true } };
const location = () => new URL(screen.getByTestId('location').textContent!, 'http://localhost');

/** The page plus a probe of the router's location (the page itself stays mounted at /my_dashboard). */
function renderDashboard(url = '/my_dashboard') {
  const probe = (
    <>
      <DashboardPage />
      <LocationText />
    </>
  );
  return renderAt(url, '/my_dashboard', probe);
}

function LocationText() {
  const l = useLocation();
  return <div data-testid="location">{`${l.pathname}${l.search}`}</div>;
}

describe('consumer dashboard', () => {
  beforeEach(() => {
    timing.downloadPollMs = 1;
    timing.bannerMs = 5000;
  });
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('shows the loading placeholder, then the cases with their title rule, document cards and Account Actions', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /my_dashboard.json': () => answer.promise,
      'DELETE /users/sign_out': () => json({}),
    });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Reyes' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading your dashboard')).toBeInTheDocument();

    answer.resolve(json(payload()));
    const kase = await screen.findByRole('region', { name: 'Midland Credit Management, Inc. $4,825.17' });
    expect(screen.getByRole('region', { name: 'Case #9' })).toHaveTextContent('This case has no documents yet.');
    const settlement = within(kase).getByRole('listitem', { name: 'Settlement with Demo Law Group' });
    expect(settlement).toHaveTextContent('Offers to review');
    expect(within(settlement).getByRole('link', { name: 'Continue settlement process' })).toHaveAttribute('href', '/customer_documents/12');
    // The checklist tells the truth: one step of two done, the collector's answer current.
    await userEvent.setup().click(within(settlement).getByRole('button', { name: /Progress: 1 of 2 steps/ }));
    expect(within(settlement).getByText('Collector answered')).toHaveTextContent('Collector answered (current step)');
    const answerCard = within(kase).getByRole('listitem', { name: 'Answer to summons (2026-CV-04417)' });
    expect(within(answerCard).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/debt_answers/30');
    // Only settlements message the collector.
    expect(within(answerCard).queryByRole('button', { name: 'Message collector' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Budget' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Lawsuit Scan/ })).toHaveAttribute('target', '_blank');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location().pathname).toBe('/users/sign_in'));
    expect(calls.some(call => call.method === 'DELETE' && call.url === '/users/sign_out')).toBe(true);
  });

  it('forgets everything read for the consumer on Sign Out (the sign-in page must not find them signed in)', async () => {
    mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /my_dashboard.json': () => json(payload()),
      'DELETE /users/sign_out': () => json({}),
    });
    const { queryClient } = renderDashboard();
    await screen.findByRole('region', { name: 'Midland Credit Management, Inc. $4,825.17' });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location().pathname).toBe('/users/sign_in'));
    expect(queryClient.getQueryCache().getAll().filter(q => q.state.data !== undefined)).toEqual([]);
  });

  it('sends a visitor without a consumer session to sign in, keeping the origin', async () => {
    mockFetch({ 'GET /api/v1/check_auth': () => json({ error: 'Not authenticated' }, 401) });
    renderAt('/my_dashboard?activeTab=cases', '/my_dashboard', <DashboardPage />);
    const at = new URL((await screen.findByTestId('location')).textContent!, 'http://localhost');
    expect(at.pathname).toBe('/users/sign_in');
    expect(at.searchParams.get('redirect_to')).toBe('/my_dashboard?activeTab=cases');
  });

  it('opens the tab of activeTab; clicking the active tab returns to all', async () => {
    mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /my_dashboard.json': () =>
        json(payload({ archivedDocuments: [documentView({ id: 40, title: 'Old hardship letter', document_name: 'document_generation', archived: true, law_firm: null })] })),
    });
    renderDashboard('/my_dashboard?activeTab=archived');
    const tab = await screen.findByRole('tab', { name: 'Archived' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('listitem', { name: 'Old hardship letter' })).toBeInTheDocument();
    await userEvent.setup().click(tab);
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Cases' }));
    expect(location().searchParams.get('activeTab')).toBe('cases');
  });

  it("says 'You have no archived documents.' on an empty Archived tab", async () => {
    mockFetch({ 'GET /api/v1/check_auth': () => json(consumer), 'GET /my_dashboard.json': () => json(payload()) });
    renderDashboard('/my_dashboard?activeTab=archived');
    expect(await screen.findByText(DASHBOARD_TEXT.archivedEmpty)).toBeInTheDocument();
  });

  it('archives after confirming, then reloads with success and message and shows the banner', async () => {
    let archived = false;
    const { calls } = mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /my_dashboard.json': () =>
        json(
          archived
            ? payload({ cases: [{ ...payload().cases[0], documents: [documentView()] }], archivedDocuments: [documentView({ id: 30, title: 'Answer to summons (2026-CV-04417)', archived: true })] })
            : payload(),
        ),
      'PATCH /my_dashboard/document/30/archive': () => {
        archived = true;
        return json({ success: true, message: 'Document archived.' });
      },
    });
    renderDashboard();
    const user = userEvent.setup();
    const card = await screen.findByRole('listitem', { name: 'Answer to summons (2026-CV-04417)' });
    await user.click(within(card).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Document archived.');
    expect(location().searchParams.get('success')).toBe('true');
    expect(location().searchParams.get('message')).toBe('Document archived.');
    expect(await screen.findByRole('tab', { name: 'Archived' })).toBeInTheDocument();
    expect(calls.filter(c => c.url === '/my_dashboard.json')).toHaveLength(2);
  });

  it('shows the failure sentence in the dialog when archiving fails', async () => {
    mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /my_dashboard.json': () => json(payload()),
      'PATCH /my_dashboard/document/12/archive': () => json({ error: 'nope' }, 500),
    });
    renderDashboard();
    const user = userEvent.setup();
    const card = await screen.findByRole('listitem', { name: 'Settlement with Demo Law Group' });
    await user.click(within(card).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DASHBOARD_TEXT.archiveFailed);
  });

  it('reactivates from the Archived tab', async () => {
    mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /my_dashboard.json': () => json(payload({ archivedDocuments: [documentView({ id: 30, title: 'Old answer', archived: true })] })),
      'PATCH /my_dashboard/document/30/reactivate': () => json({ error: 'nope' }, 422),
    });
    renderDashboard('/my_dashboard?activeTab=archived');
    const user = userEvent.setup();
    const card = await screen.findByRole('listitem', { name: 'Old answer' });
    expect(within(card).getByText('Archived')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DASHBOARD_TEXT.reactivateFailed);
  });

  it('polls a download until it is ready, with the buttons disabled meanwhile', async () => {
    let polls = 0;
    const ready = deferred<Response>();
    const { calls } = mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /my_dashboard.json': () => json(payload()),
      'GET /my_dashboard/download': () => (++polls < 3 ? json({ status: false }) : ready.promise),
    });
    renderDashboard();
    const card = await screen.findByRole('listitem', { name: 'Answer to summons (2026-CV-04417)' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Answer to summons' }));
    const busy = await within(card).findByRole('button', { name: /Preparing Answer to summons/ });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(polls).toBe(3));
    await act(async () => ready.resolve(json({ status: true, url: '/my_dashboard/download/file?id=debt_answer.30' })));
    expect(await within(card).findByRole('button', { name: 'Answer to summons' })).toBeEnabled();
    expect(calls.filter(c => c.url === '/my_dashboard/download?id=debt_answer.30')).toHaveLength(3);
  });

  it('gives up after 20 polls with the sentence', async () => {
    let polls = 0;
    mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /my_dashboard.json': () => json(payload()),
      'GET /my_dashboard/download': () => {
        polls++;
        return json({ status: false });
      },
    });
    renderDashboard();
    const card = await screen.findByRole('listitem', { name: 'Answer to summons (2026-CV-04417)' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Answer to summons' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(DASHBOARD_TEXT.downloadFailed);
    expect(polls).toBe(20);
    expect(within(card).getByRole('button', { name: 'Answer to summons' })).toBeEnabled();
  });

  it('remembers a credit report redirect for the session and drops it from the URL; the banner clears after 5 s', async () => {
    timing.bannerMs = 1500;
    mockFetch({ 'GET /api/v1/check_auth': () => json(consumer), 'GET /my_dashboard.json': () => json(payload()) });
    renderDashboard('/my_dashboard?redirect_url=%2Fmy_dashboard%3FactiveTab%3Dcredit_report&success=true&message=Saved');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    await waitFor(() => expect(location().searchParams.has('redirect_url')).toBe(false));
    expect(window.sessionStorage.getItem(CREDIT_REPORT_REDIRECT_FLAG)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('creates a document from Create a new document, then continues at its resume_url', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /my_dashboard.json': () => json(payload()),
      'POST /customer_documents': () => json({ id: 77, resume_url: '/debt_answers/77' }, 201),
    });
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Create a new document' });
    await userEvent.setup().click(within(section).getByRole('button', { name: /Answer to a summons/ }));
    await waitFor(() => expect(location().pathname).toBe('/debt_answers/77'));
    expect(calls.find(c => c.method === 'POST')?.url).toBe('/customer_documents?document_name=debt_answer');
  });

  it('hides a promo card for 7 days', async () => {
    mockFetch({ 'GET /api/v1/check_auth': () => json(consumer), 'GET /my_dashboard.json': () => json(payload()) });
    renderDashboard();
    const promo = await screen.findByRole('region', { name: 'Settle your debt' });
    expect(screen.getByRole('region', { name: 'File an answer on your lawsuit' })).toBeInTheDocument();
    await userEvent.setup().click(within(promo).getByRole('button', { name: 'Hide Settle your debt for 7 days' }));
    expect(screen.queryByRole('region', { name: 'Settle your debt' })).toBeNull();
    const until = Number(window.localStorage.getItem('parley.promo_hidden_until.settle_your_debt'));
    expect(until - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    window.localStorage.clear();
  });

  it('lists deals with links that open in a new tab', async () => {
    mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /my_dashboard.json': () =>
        json(payload({ affiliate_offers: [{ id: 1, title: 'Experian Boost', description: 'Add on-time payments.', logo_url: 'data:image/svg+xml;base64,PHN2Zy8+', target_url: 'https://www.experian.com/boost', deal_text: 'Free', button_text: 'Boost my score' }] })),
    });
    renderDashboard('/my_dashboard?activeTab=deals');
    const deal = await screen.findByRole('listitem', { name: 'Experian Boost' });
    const link = within(deal).getByRole('link', { name: /Boost my score/ });
    expect(link).toHaveAttribute('href', 'https://www.experian.com/boost');
    expect(link).toHaveAttribute('target', '_blank');
  });

  describe('a new consumer with nothing yet', () => {
    const fresh = () => payload({ cases: [], unorganizedDocuments: [], archivedDocuments: [] });

    it('offers both walkthroughs and the budget instead of an empty case list', async () => {
      mockFetch({ 'GET /api/v1/check_auth': () => json(consumer), 'GET /my_dashboard.json': () => json(fresh()) });
      renderDashboard();
      const start = await screen.findByRole('region', { name: 'Get started' });
      expect(within(start).getByRole('button', { name: 'Start a settlement' })).toBeEnabled();
      expect(within(start).getByRole('button', { name: 'Start your answer' })).toBeEnabled();
      expect(within(start).getByRole('link', { name: 'See your budget' })).toHaveAttribute('href', '/my_dashboard?activeTab=financial_report');
      expect(screen.queryByRole('region', { name: 'Your cases' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Create a new document' })).toBeNull();
      expect(screen.getByRole('tab', { name: 'Budget' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    });

    it.each([
      ['Start a settlement', 'solosettle', '/solosettles/81'],
      ['Start your answer', 'debt_answer', '/debt_answers/82'],
    ])('%s creates the document and continues at its walkthrough', async (label, kind, resume) => {
      const { calls } = mockFetch({
        'GET /api/v1/check_auth': () => json(consumer),
        'GET /my_dashboard.json': () => json(fresh()),
        'POST /customer_documents': () => json({ id: 8, resume_url: resume }, 201),
      });
      renderDashboard();
      await userEvent.setup().click(await screen.findByRole('button', { name: label }));
      await waitFor(() => expect(location().pathname).toBe(resume));
      expect(calls.find(c => c.method === 'POST')?.url).toBe(`/customer_documents?document_name=${kind}`);
    });

    it('says so when starting fails, and the choices stay', async () => {
      mockFetch({
        'GET /api/v1/check_auth': () => json(consumer),
        'GET /my_dashboard.json': () => json(fresh()),
        'POST /customer_documents': () => json({ error: 'nope' }, 500),
      });
      renderDashboard();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Start a settlement' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(DASHBOARD_TEXT.createFailed);
      expect(screen.getByRole('button', { name: 'Start your answer' })).toBeEnabled();
    });

    it('the Budget tab offers Connect bank leading to /plaid/link', async () => {
      mockFetch({ 'GET /api/v1/check_auth': () => json(consumer), 'GET /my_dashboard.json': () => json(fresh()) });
      renderDashboard('/my_dashboard?activeTab=financial_report');
      const connect = await screen.findByRole('link', { name: 'Connect bank' });
      expect(connect).toHaveAttribute('href', '/plaid/link');
    });
  });
});
