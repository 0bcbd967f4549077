import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportView } from '@parley/domain/exports';
import type { RealtimeSocket } from '../../shared/realtime';
import { identity, renderInAdmin } from '../../test/admin';
import { json, mockFetch } from '../../test/fetch-mock';
import { dataProvider } from '../dataProvider';
import { fileNameFrom } from './accounts-api';
import { EXPORT_MESSAGES, ExportButton } from './ExportButton';

const API = '/collectors/api';
const ID = '3f1c8a52-0d7e-4b8e-9a61-5c2b7d4e9f10';

const view = (v: Partial<ExportView>): ExportView => ({
  id: ID,
  kind: 'accounts',
  status: 'pending',
  file_name: 'parley_accounts_11_23_2026.xlsx',
  rows_done: 0,
  rows_total: 10000,
  estimate_seconds: null,
  download_url: null,
  error: null,
  expires_at: null,
  ...v,
});

function fakeSocket() {
  const handlers = new Map<string, (p: unknown) => void>();
  const raw = {
    on: vi.fn((event: string, fn: (p: unknown) => void) => handlers.set(event, fn)),
    off: vi.fn((event: string) => handlers.delete(event)),
    disconnect: vi.fn(),
  };
  return { socket: raw as unknown as RealtimeSocket, raw, handlers, fire: (event: string, p: unknown) => handlers.get(event)?.(p) };
}

beforeEach(() => sessionStorage.clear());

/** Inside react-admin's contexts, as on the accounts page: the export's calls go through the portal's dataProvider. */
const render = (ui: ReactElement) => renderInAdmin(ui, identity(), undefined, dataProvider);

const params = new URLSearchParams('num_pages=3&filters[status][]=Paid&sort_by=amount&sort_order=asc');

describe('ExportButton', () => {
  it('starts the export for the current filters and sort, shows rows done and an estimate, then the link', async () => {
    const sock = fakeSocket();
    const started = view({ status: 'pending' });
    const { calls } = mockFetch({
      [`POST ${API}/export_accounts`]: () => json(started, 202),
      [`GET ${API}/exports/${ID}`]: () => json(view({ status: 'running', rows_done: 0 })),
    });
    render(<ExportButton params={params} totalCount={12} connect={() => sock.socket} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    const post = calls.find((c) => c.method === 'POST')!;
    const query = new URL(post.url, 'http://x').searchParams;
    expect(query.getAll('filters[status][]')).toEqual(['Paid']);
    expect(query.get('sort_by')).toBe('amount');
    expect(query.get('sort_order')).toBe('asc');
    expect(query.has('num_pages')).toBe(false);
    await waitFor(() => expect(sock.handlers.has('export:updated')).toBe(true));
    // The events write into the export's query, whose watchers hear of it a tick later.
    act(() => sock.fire('export:updated', view({ status: 'running', rows_done: 4000, estimate_seconds: 12 })));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Rows exported' })).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText(/Exporting 4,000 of 10,000 rows · About 15 seconds left/)).toBeInTheDocument();
    // Another export's event is not this one: a while later, still the bar.
    await act(async () => {
      sock.fire('export:updated', view({ id: 'other', status: 'ready', rows_done: 10000, download_url: '/x' }));
      await new Promise(resolve => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Rows exported' })).toHaveAttribute('aria-valuenow', '40');
    act(() => sock.fire('export:updated', view({ status: 'ready', rows_done: 10000, download_url: `${API}/exports/${ID}/file` })));
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('href', `${API}/exports/${ID}/file`);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(sock.raw.disconnect).toHaveBeenCalled();
  });

  it('shows the failure sentence of a failed export, and picks a running export up again after leaving the page', async () => {
    const sock = fakeSocket();
    let status: Partial<ExportView> = { status: 'running', rows_done: 2500 };
    mockFetch({
      [`POST ${API}/export_accounts`]: () => json(view({ status: 'pending' }), 202),
      [`GET ${API}/exports/${ID}`]: () => json(view(status)),
    });
    const first = render(<ExportButton params={params} totalCount={12} connect={() => sock.socket} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(/Exporting 2,500 of 10,000 rows/)).toBeInTheDocument();
    first.unmount();
    status = { status: 'failed', error: EXPORT_MESSAGES.failed };
    render(<ExportButton params={params} totalCount={12} connect={() => sock.socket} />);
    expect(await screen.findByText(EXPORT_MESSAGES.failed)).toBeInTheDocument();
  });

  it('reads the status every 3 s while the export runs (a missed event), and no more once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const sock = fakeSocket();
      let reads = 0;
      let status: Partial<ExportView> = { status: 'running', rows_done: 1000 };
      mockFetch({
        [`POST ${API}/export_accounts`]: () => json(view({ status: 'pending' }), 202),
        [`GET ${API}/exports/${ID}`]: () => {
          reads += 1;
          return json(view(status));
        },
      });
      render(<ExportButton params={params} totalCount={12} connect={() => sock.socket} />);
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(reads).toBe(1));
      expect(await screen.findByText(/Exporting 1,000 of 10,000 rows/)).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(3000));
      await waitFor(() => expect(reads).toBe(2));
      status = { status: 'ready', rows_done: 10000, download_url: `${API}/exports/${ID}/file` };
      await act(async () => vi.advanceTimersByTime(3000));
      expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('href', `${API}/exports/${ID}/file`);
      await act(async () => vi.advanceTimersByTime(10_000));
      expect(reads).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'No data to export' without a request when nothing matches", async () => {
    const { calls } = mockFetch({});
    render(<ExportButton params={params} totalCount={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MESSAGES.noData)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("passes on the server's 'No data to export'", async () => {
    mockFetch({ [`POST ${API}/export_accounts`]: () => json({ error: 'No data to export' }, 422) });
    render(<ExportButton params={params} totalCount={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MESSAGES.noData)).toBeInTheDocument();
  });

  it("says 'Export failed. Please try again.' on a server or network failure", async () => {
    let down = false;
    mockFetch({
      [`POST ${API}/export_accounts`]: () => {
        if (down) throw new TypeError('Failed to fetch');
        return json({ error: 'boom' }, 500);
      },
    });
    render(<ExportButton params={params} totalCount={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MESSAGES.failed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MESSAGES.failed)).toBeInTheDocument();
  });

  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="a b.xlsx"', 'x')).toBe('a b.xlsx');
    expect(fileNameFrom("attachment; filename=plain.csv; filename*=UTF-8''na%C3%AFve.csv", 'x')).toBe('naïve.csv');
    expect(fileNameFrom('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(fileNameFrom(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
