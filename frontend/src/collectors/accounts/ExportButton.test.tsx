import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/render';
import { json, mockFetch } from '../../test/fetch-mock';
import { fileNameFrom } from './accounts-api';
import { EXPORT_MESSAGES, ExportButton } from './ExportButton';

const API = '/collectors/api';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let click: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => click.mockRestore());

const params = new URLSearchParams('num_pages=3&filters[status][]=Paid&sort_by=amount&sort_order=asc');

describe('ExportButton', () => {
  it('downloads the spreadsheet for the current filters and sort, showing progress', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch({ [`GET ${API}/export_accounts`]: () => answer.promise });
    render(<ExportButton params={params} totalCount={12} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
    answer.resolve(
      new Response('xlsx', { headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="parley_accounts_11_23_2026.xlsx"' } }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('parley_accounts_11_23_2026.xlsx');
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(query.getAll('filters[status][]')).toEqual(['Paid']);
    expect(query.get('sort_by')).toBe('amount');
    expect(query.get('sort_order')).toBe('asc');
    expect(query.has('num_pages')).toBe(false);
    expect(await screen.findByText('Downloaded parley_accounts_11_23_2026.xlsx')).toBeInTheDocument();
  });

  it("says 'No data to export' without a request when nothing matches", async () => {
    const { calls } = mockFetch({});
    render(<ExportButton params={params} totalCount={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MESSAGES.noData)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("passes on the server's 'No data to export'", async () => {
    mockFetch({ [`GET ${API}/export_accounts`]: () => json({ error: 'No data to export' }, 422) });
    render(<ExportButton params={params} totalCount={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_MESSAGES.noData)).toBeInTheDocument();
  });

  it("says 'Export failed. Please try again.' on a server or network failure", async () => {
    let down = false;
    mockFetch({
      [`GET ${API}/export_accounts`]: () => {
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
    expect(click).not.toHaveBeenCalled();
  });

  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="a b.xlsx"', 'x')).toBe('a b.xlsx');
    expect(fileNameFrom("attachment; filename=plain.csv; filename*=UTF-8''na%C3%AFve.csv", 'x')).toBe('naïve.csv');
    expect(fileNameFrom('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(fileNameFrom(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
