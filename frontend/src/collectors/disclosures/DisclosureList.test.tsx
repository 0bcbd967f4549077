import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identity, renderInAdmin } from '../../test/admin';
import { json, mockFetch } from '../../test/fetch-mock';
import { ResourceContextProvider } from 'react-admin';
import { dataProvider } from '../dataProvider';
import { DisclosureList } from './DisclosureList';

/** The disclosures resource's list page, as App.tsx mounts it, over the portal's dataProvider. */
const renderList = (url = '/collectors/disclosures') =>
  renderInAdmin(
    <ResourceContextProvider value="disclosures">
      <DisclosureList />
    </ResourceContextProvider>,
    identity(),
    url,
    dataProvider,
  );

const rows = Array.from({ length: 10 }, (_, i) => ({ id: `d${i}`, text: i === 0 ? `Long ${'words '.repeat(80)}` : `Disclosure number ${i}`, usage_count: 10 - i, client: 'Midland Credit', state: 'TX' }));
const page = (disclosures = rows, total = 23) => json({ success: true, disclosures, pagination: { total_pages: Math.ceil(total / 10), total_count: total } });

describe('disclosures list', () => {
  // jsdom has no layout: a clamped box reports 3 lines of height, and its content 60 px per 100 characters.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(60);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return Math.ceil((this.textContent ?? '').length / 100) * 60;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a page number past the end (a stale link) goes back to page 1 instead of a blank page, keeping the search', async () => {
    const { calls } = mockFetch({
      'GET /collectors/api/disclosures': (call) => (new URL(call.url, 'http://x').searchParams.get('page') === '1' ? page() : page([])),
    });
    renderList(`/collectors/disclosures?page=9&filter=${encodeURIComponent(JSON.stringify({ q: 'Disclosure' }))}`);
    expect(await screen.findByText('Showing 1-10 of 23 disclosures', {}, { timeout: 10_000 })).toBeInTheDocument();
    const pages = calls.map(c => new URL(c.url, 'http://x').searchParams);
    expect(pages.map(p => p.get('page'))).toEqual(['9', '1']);
    expect(pages[1].get('search')).toBe('Disclosure');
  });

  it('lists, pages and copies a row with Copied for 2 seconds', async () => {
    const { calls } = mockFetch({ 'GET /collectors/api/disclosures': () => page() });
    const user = userEvent.setup();
    // user-event installs its own clipboard; watch what the page writes to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderList('/collectors/disclosures');
    expect(await screen.findByText('Showing 1-10 of 23 disclosures', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls[0].url).toContain('per_page=10');
    expect(calls[0].url).toContain('sort_by=usage_count');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show more' })).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByText('Disclosure number 3'));
    expect(writeText).toHaveBeenCalledWith('Disclosure number 3');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2100));
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(calls.at(-1)!.url).toContain('page=2'));
  });

  it('searches as the user types (sent as search, from page 1) and sorts by a column header, most used first by default', async () => {
    const { calls } = mockFetch({ 'GET /collectors/api/disclosures': () => page() });
    const user = userEvent.setup();
    renderList('/collectors/disclosures?page=2');
    expect(await screen.findByText('Showing 11-20 of 23 disclosures', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search disclosures' }), 'medical');
    await vi.waitFor(() => expect(new URL(calls.at(-1)!.url, 'http://x').searchParams.get('search')).toBe('medical'));
    const searched = new URL(calls.at(-1)!.url, 'http://x').searchParams;
    expect(searched.get('page')).toBe('1');
    expect([searched.get('sort_by'), searched.get('sort_order')]).toEqual(['usage_count', 'desc']);

    await user.click(await screen.findByText('Client', {}, { timeout: 10_000 }));
    await vi.waitFor(() => expect(new URL(calls.at(-1)!.url, 'http://x').searchParams.get('sort_by')).toBe('client'));
    expect(new URL(calls.at(-1)!.url, 'http://x').searchParams.get('sort_order')).toBe('asc');
    expect(new URL(calls.at(-1)!.url, 'http://x').searchParams.get('search')).toBe('medical');
  });

  it("shows 'No disclosures' with a link to Accounts, and 'No results for ...' with Clear search", async () => {
    mockFetch({ 'GET /collectors/api/disclosures': ({ url }) => (url.includes('search=') ? page([], 0) : page([], 0)) });
    renderList('/collectors/disclosures');
    expect(await screen.findByText('No disclosures', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Accounts' })).toHaveAttribute('href', '/collectors/accounts');
  });

  it("shows 'No results for ...' and clears the search", async () => {
    const { calls } = mockFetch({ 'GET /collectors/api/disclosures': ({ url }) => (url.includes('search=') ? page([], 0) : page()) });
    const user = userEvent.setup();
    renderList(`/collectors/disclosures?filter=${encodeURIComponent(JSON.stringify({ q: 'zzz' }))}`);
    expect(await screen.findByText('No results for "zzz"', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 1-10 of 23 disclosures', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.at(-1)!.url).not.toContain('search=');
  });

  it("shows 'Failed to load disclosures' and retries with Try again", async () => {
    let fail = true;
    mockFetch({ 'GET /collectors/api/disclosures': () => (fail ? json({ success: false, error: 'Failed to fetch disclosures' }, 500) : page()) });
    const user = userEvent.setup();
    renderList('/collectors/disclosures');
    expect(await screen.findByText('Failed to load disclosures', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1-10 of 23 disclosures', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
