import { act, screen, waitFor } from '@testing-library/react';
import { renderWithData } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import type { PlaidReportStatusMessage, PlaidSocket } from './api';
import { PlaidConnectStep, PLAID_TEXT, POLL_MS } from './PlaidConnectStep';
import { RealtimeContext, RealtimeHub, type RealtimeSocket } from '../../shared/realtime';

/** Room for a busy 2-core machine (the default 1 s wait is too short there). */
const SLOW = { timeout: 5000 };

const view = (status: string) => ({
  status,
  average_monthly_balance: null,
  average_monthly_income: null,
  average_monthly_expenses: null,
  income_last_year: null,
  bank_accounts: [],
  income_sources: [],
});

/** A socket the test drives: `emit` plays a server message. */
function fakeSocket() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const socket = {
    on: vi.fn((event: string, fn: (payload?: unknown) => void) => {
      handlers.set(event, fn);
      return socket;
    }),
    off: vi.fn(() => socket),
    disconnect: vi.fn(() => socket),
  };
  return {
    connect: () => socket as unknown as PlaidSocket,
    socket,
    emit: (m: PlaidReportStatusMessage) => act(() => handlers.get('PlaidReportStatusChannel')?.(m)),
    connected: () => act(() => handlers.get('connect')?.()),
  };
}

const INSTITUTIONS = {
  institutions: [
    { institution_id: 'ins_demo_platypus', name: 'First Platypus Bank', logo: 'data:image/svg+xml;base64,AA', behaviour: null },
    { institution_id: 'ins_demo_houndstooth', name: 'Houndstooth Bank', logo: 'data:image/svg+xml;base64,AA', behaviour: 'Demo: reports fail (INSTITUTION_DOWN)' },
  ],
};

function demoBackend(reportStatus: () => string, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/plaid/financial_report': () => json(view(reportStatus())),
    'POST /api/plaid/link_token': () => json({ link_token: 'link-demo-1', expiration: '2099-01-01T00:00:00Z', mode: 'demo' }),
    'GET /api/plaid/demo/institutions': () => json(INSTITUTIONS),
    'POST /api/plaid/demo/link': (init) => {
      const body = JSON.parse(String(init.body));
      return body.password === 'pass_good'
        ? json({ public_token: 'public-demo-1' })
        : json({ error: 'The provided credentials were not correct. Please try again.' }, 422);
    },
    'POST /api/plaid/exchange': () => json({ report_id: 12, status: 'pending' }, 202),
    ...extra,
  });
}

async function connectDemo(user: ReturnType<typeof userEvent.setup>, password = 'pass_good') {
  await screen.findByText('First Platypus Bank', undefined, SLOW);
  await user.type(screen.getByLabelText('Bank username'), 'user_good');
  await user.type(screen.getByLabelText('Bank password'), password);
  await user.click(screen.getByRole('button', { name: 'Connect bank' }));
}

describe('PlaidConnectStep', () => {
  afterEach(() => vi.useRealTimers());

  it('connects the demo bank, waits with Continue disabled, then report_ready enables Continue', async () => {
    const { calls } = demoBackend(() => 'consent_required');
    const s = fakeSocket();
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderWithData(<PlaidConnectStep onContinue={onContinue} connect={s.connect} />);
    expect(await screen.findByText('Demo bank connection: no real bank is contacted', undefined, SLOW)).toBeTruthy();
    await connectDemo(user);
    expect(calls.find((c) => c.url === '/api/plaid/exchange')?.body).toEqual({ public_token: 'public-demo-1' });
    expect(await screen.findByText(PLAID_TEXT.waiting, undefined, SLOW)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);

    s.emit({ status: 'report_ready', report_id: 99 }); // another report's message is not ours
    expect(screen.queryByText(PLAID_TEXT.ready)).toBeNull();
    s.emit({ status: 'report_ready', report_id: 12 });
    expect(await screen.findByText(PLAID_TEXT.ready, undefined, SLOW)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(s.socket.disconnect).toHaveBeenCalled();
  });

  it("listens on the tab's one realtime connection and, when done, leaves it open for the page's other features", async () => {
    demoBackend(() => 'pending');
    const s = fakeSocket();
    const opened = vi.fn(() => s.connect() as unknown as RealtimeSocket);
    const hub = new RealtimeHub(opened);
    hub.acquire(); // another feature of the page (the chat, say) already holds the connection
    const { unmount } = renderWithData(
      <RealtimeContext.Provider value={hub}>
        <PlaidConnectStep onContinue={vi.fn()} />
      </RealtimeContext.Provider>,
    );
    expect(await screen.findByText(PLAID_TEXT.waiting, undefined, SLOW)).toBeTruthy();
    s.emit({ status: 'report_ready', report_id: 12 });
    expect(await screen.findByText(PLAID_TEXT.ready, undefined, SLOW)).toBeTruthy();
    unmount();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(s.socket.disconnect).not.toHaveBeenCalled();
    // Its own listeners only: the shared socket's other listeners of the event stay.
    expect(s.socket.off).toHaveBeenCalledWith('PlaidReportStatusChannel', expect.any(Function));
  });

  it('report_failed says the consumer can continue', async () => {
    demoBackend(() => 'consent_required');
    const s = fakeSocket();
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderWithData(<PlaidConnectStep onContinue={onContinue} connect={s.connect} />);
    await connectDemo(user);
    await screen.findByText(PLAID_TEXT.waiting, undefined, SLOW);
    s.emit({ status: 'report_failed', report_id: 12 });
    expect(await screen.findByText("We couldn't generate your report, but you can continue.", undefined, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('polls the status when the socket says nothing', async () => {
    let status = 'pending';
    demoBackend(() => status);
    const s = fakeSocket();
    renderWithData(<PlaidConnectStep onContinue={() => undefined} connect={s.connect} />);
    // Already pending when the page opens: it goes straight to waiting.
    expect(await screen.findByText(PLAID_TEXT.waiting, undefined, SLOW)).toBeTruthy();
    status = 'available';
    await waitFor(() => expect(screen.getByText(PLAID_TEXT.ready)).toBeTruthy(), { timeout: POLL_MS + 2000 });
  });

  it('stops polling once the polled status says the report is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'pending';
    const { calls } = demoBackend(() => status);
    renderWithData(<PlaidConnectStep onContinue={() => undefined} connect={fakeSocket().connect} />);
    await screen.findByText(PLAID_TEXT.waiting, undefined, SLOW);
    const asked = () => calls.filter((c) => c.url === '/api/plaid/financial_report').length;
    const whileWaiting = asked();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 2));
    expect(asked()).toBeGreaterThanOrEqual(whileWaiting + 2);
    status = 'available';
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByText(PLAID_TEXT.ready, undefined, SLOW)).toBeTruthy();
    const settled = asked();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(asked()).toBe(settled);
  });

  it('a failed poll does not end the wait: the next poll asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = () => json(view('pending'));
    mockFetch({ 'GET /api/plaid/financial_report': () => answer() });
    renderWithData(<PlaidConnectStep onContinue={() => undefined} connect={fakeSocket().connect} />);
    await screen.findByText(PLAID_TEXT.waiting, undefined, SLOW);
    answer = () => json({ error: 'Service temporarily unavailable.' }, 503);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(screen.getByText(PLAID_TEXT.waiting)).toBeTruthy();
    expect(screen.queryByText('Service temporarily unavailable.')).toBeNull();
    answer = () => json(view('failed'));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByText(PLAID_TEXT.failed, undefined, SLOW)).toBeTruthy();
  });

  it('asks for the status once the socket connects (a message sent before it joined is not lost)', async () => {
    let status = 'pending';
    const { calls } = demoBackend(() => status);
    const s = fakeSocket();
    renderWithData(<PlaidConnectStep onContinue={() => undefined} connect={s.connect} />);
    await screen.findByText(PLAID_TEXT.waiting, undefined, SLOW);
    const before = calls.filter((c) => c.url === '/api/plaid/financial_report').length;
    status = 'failed';
    s.connected();
    // Well before the first poll (POLL_MS after the waiting screen opened).
    expect(await screen.findByText(PLAID_TEXT.failed, undefined, { timeout: POLL_MS - 1000 })).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/plaid/financial_report').length).toBeGreaterThan(before);
  });

  it("shows the bank's refusal on the demo form and stays there", async () => {
    demoBackend(() => 'consent_required');
    const user = userEvent.setup();
    renderWithData(<PlaidConnectStep onContinue={() => undefined} connect={fakeSocket().connect} />);
    await connectDemo(user, 'wrong');
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe('The provided credentials were not correct. Please try again.');
    expect(screen.getByRole('button', { name: 'Connect bank' })).toBeTruthy();
  });

  it('checks the form before sending and offers to skip', async () => {
    const { calls } = demoBackend(() => 'consent_required');
    const onContinue = vi.fn();
    const user = userEvent.setup();
    renderWithData(<PlaidConnectStep onContinue={onContinue} connect={fakeSocket().connect} />);
    await screen.findByText('First Platypus Bank', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Connect bank' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter your bank username and password.');
    expect(calls.some((c) => c.url === '/api/plaid/demo/link')).toBe(false);
    await user.click(screen.getByRole('button', { name: PLAID_TEXT.skip }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('reconnect: says the bank asks to sign in again', async () => {
    demoBackend(() => 'reconnect');
    renderWithData(<PlaidConnectStep onContinue={() => undefined} connect={fakeSocket().connect} />);
    expect(await screen.findByText(PLAID_TEXT.reconnectTitle, undefined, SLOW)).toBeTruthy();
  });

  it('after a failed report: says so above the connection form', async () => {
    demoBackend(() => 'failed');
    renderWithData(<PlaidConnectStep onContinue={() => undefined} connect={fakeSocket().connect} />);
    expect(await screen.findByText(PLAID_TEXT.lastFailed, undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(PLAID_TEXT.connectTitle)).toBeTruthy();
  });

  it('a failed load offers Retry', async () => {
    let fail = true;
    mockFetch({
      'GET /api/plaid/financial_report': () => (fail ? json({ error: 'Service temporarily unavailable.' }, 503) : json(view('pending'))),
    });
    const user = userEvent.setup();
    renderWithData(<PlaidConnectStep onContinue={() => undefined} connect={fakeSocket().connect} />);
    expect(await screen.findByText('Service temporarily unavailable.', undefined, SLOW)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(PLAID_TEXT.waiting, undefined, SLOW)).toBeTruthy();
  });
});
