import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, networkDown } from '../../../test/fetch-mock';
import { theme } from '../../../shared/theme';
import { CourtSearch } from './CourtSearch';
import { LawFirmSearch } from './LawFirmSearch';
import { PlaintiffSearch } from './PlaintiffSearch';
import { keepStyles } from '../../../test/styles';

const cook = {
  id: 1703100,
  name: 'Circuit Court of Cook County',
  caption_name: 'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS',
  mailing_name: 'Clerk of the Circuit Court of Cook County',
  mailing_city: 'Chicago',
  mailing_state: 'IL',
  mailing_street: '50 W. Washington Street',
  mailing_zip: '60602',
  formatted_address: 'Clerk of the Circuit Court of Cook County, 50 W. Washington Street, Chicago, IL 60602',
};
const dupage = { ...cook, id: 1704300, name: 'Circuit Court of DuPage County', mailing_city: null, mailing_street: null, mailing_zip: null, formatted_address: 'Clerk of the Circuit Court of DuPage County, IL' };

const wrap = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const input = () => screen.getByRole('combobox') as HTMLInputElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
/** Lets the debounce elapse and the answer arrive. */
const settle = async (ms = 300) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};
const hidden = (name: string) => (screen.getByTestId(`${name}-hidden`) as HTMLInputElement).value;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  document.cookie = 'XSRF-TOKEN=test-csrf-token; path=/';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CourtSearch', () => {
  it('waits 300 ms after the last keystroke, then searches once with the state', async () => {
    const { calls } = mockFetch({ 'GET /api/courts/search': () => json({ results: [cook, dupage] }) });
    wrap(<CourtSearch documentId={7} state="IL" onSaved={() => undefined} />);
    type('co');
    await settle(200);
    type('coo');
    await settle(200);
    type('cook');
    await settle(299);
    expect(calls).toHaveLength(0);
    await settle(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/courts/search?query=cook&state=IL']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      `${cook.name}${cook.formatted_address}`,
      `${dupage.name}${dupage.formatted_address}`,
    ]);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('does not search under 2 characters and hides the results', async () => {
    const { calls } = mockFetch({ 'GET /api/courts/search': () => json({ results: [cook] }) });
    wrap(<CourtSearch documentId={7} onSaved={() => undefined} />);
    type('cook');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    type(' c ');
    await settle();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('moves with the arrow keys, picks with Enter, fills the hidden id and saves the court', async () => {
    const onSaved = vi.fn();
    const { calls } = mockFetch({
      'GET /api/courts/search': () => json({ results: [cook, dupage] }),
      'POST /api_controller/save_court/7': () => json({ success: true }),
    });
    wrap(<CourtSearch documentId={7} onSaved={onSaved} />);
    type('circuit');
    await settle();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    const options = screen.getAllByRole('option');
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(input(), { key: 'Enter' });
    await settle(0);
    expect(input().value).toBe('Circuit Court of Cook County');
    expect(hidden('selected_court_id')).toBe('1703100');
    expect(screen.queryByRole('listbox')).toBeNull();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      customer_document_id: 7,
      court_name: 'Circuit Court of Cook County',
      selected_court_id: 1703100,
      court_city: 'Chicago',
      court_state: 'IL',
      court_street: '50 W. Washington Street',
      court_zip_code: '60602',
    });
    expect(onSaved).toHaveBeenCalledWith({ id: 1703100, name: 'Circuit Court of Cook County' });
    // Typing again clears the selected id.
    type('Circuit Court of Cook');
    expect(hidden('selected_court_id')).toBe('');
  });

  it('closes the list with Escape and shows No results for an empty answer', async () => {
    mockFetch({ 'GET /api/courts/search': ({ url }) => json({ results: url.includes('zzz') ? [] : [cook] }) });
    wrap(<CourtSearch documentId={7} onSaved={() => undefined} />);
    type('cook');
    await settle();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    type('zzz');
    await settle();
    expect(screen.getByText('No results')).toBeTruthy();
  });

  it('shows a loading indicator while searching', async () => {
    let release: (r: Response) => void = () => undefined;
    mockFetch({ 'GET /api/courts/search': () => new Promise<Response>((r) => (release = r)) });
    wrap(<CourtSearch documentId={7} onSaved={() => undefined} />);
    type('cook');
    await settle();
    expect(screen.getByLabelText('Searching')).toBeTruthy();
    expect(input().getAttribute('aria-busy')).toBe('true');
    await act(async () => release(json({ results: [cook] })));
    expect(screen.queryByLabelText('Searching')).toBeNull();
  });

  it.each([
    ['the search fails', () => networkDown(), 'Failed to search courts. Please try again.'],
    ['the server errs', () => json({ error: 'boom' }, 500), 'Failed to search courts. Please try again.'],
    ['the answer is not a result list', () => json({ nope: true }), 'Failed to display results'],
  ])('says so when %s', async (_what, handler, message) => {
    const onError = vi.fn();
    mockFetch({ 'GET /api/courts/search': handler });
    wrap(<CourtSearch documentId={7} onSaved={() => undefined} onError={onError} />);
    type('cook');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(onError).toHaveBeenCalledWith(message);
  });

  it('says "Failed to save court selection" when saving fails, and the server message on a refusal', async () => {
    const onError = vi.fn();
    let status = 500;
    mockFetch({
      'GET /api/courts/search': () => json({ results: [cook] }),
      'POST /api_controller/save_court/7': () => json({ error: 'The selected court is not in the list. Please search again.' }, status),
    });
    wrap(<CourtSearch documentId={7} onSaved={() => undefined} onError={onError} />);
    type('cook');
    await settle();
    fireEvent.mouseDown(screen.getAllByRole('option')[0]);
    await settle(0);
    expect(onError).toHaveBeenLastCalledWith('Failed to save court selection');
    status = 422;
    type('cook');
    await settle();
    fireEvent.mouseDown(screen.getAllByRole('option')[0]);
    await settle(0);
    expect(onError).toHaveBeenLastCalledWith('The selected court is not in the list. Please search again.');
  });

  it('saves a typed court name on leaving the input when nothing was picked', async () => {
    const onSaved = vi.fn();
    const { calls } = mockFetch({
      'GET /api/courts/search': () => json({ results: [] }),
      'POST /api_controller/save_court/7': () => json({ success: true }),
    });
    wrap(<CourtSearch documentId={7} onSaved={onSaved} />);
    type('Village Court of Elmwood');
    fireEvent.blur(input());
    await settle(0);
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ court_name: 'Village Court of Elmwood', selected_court_id: null });
    expect(onSaved).toHaveBeenCalledWith({ id: null, name: 'Village Court of Elmwood' });
  });
});

describe('PlaintiffSearch and LawFirmSearch', () => {
  it('search their own lists and save the pick', async () => {
    const onSaved = vi.fn();
    const { calls } = mockFetch({
      'GET /api/plaintiffs/search': () => json({ results: [{ id: 3, name: 'Midland Funding, LLC' }] }),
      'POST /api_controller/save_plaintiff/9': () => json({ success: true }),
    });
    wrap(<PlaintiffSearch documentId={9} onSaved={onSaved} />);
    type('midland');
    await settle();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await settle(0);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ plaintiff_name: 'Midland Funding, LLC', selected_plaintiff_id: 3 });
    expect(onSaved).toHaveBeenCalledWith({ id: 3, name: 'Midland Funding, LLC' });
  });

  it.each([
    ['search', () => networkDown(), 'Failed to search. Please try again.'],
    ['display', () => json({ results: 'x' }), 'Failed to display results. Please try again.'],
  ])('plaintiff %s errors use the catalogue wording', async (_what, handler, message) => {
    mockFetch({ 'GET /api/plaintiffs/search': handler });
    wrap(<PlaintiffSearch documentId={9} onSaved={() => undefined} />);
    type('midland');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('plaintiff save failures say "Failed to select plaintiff. Please try again."', async () => {
    const onError = vi.fn();
    mockFetch({
      'GET /api/plaintiffs/search': () => json({ results: [{ id: 3, name: 'Midland Funding, LLC' }] }),
      'POST /api_controller/save_plaintiff/9': () => networkDown(),
    });
    wrap(<PlaintiffSearch documentId={9} onSaved={() => undefined} onError={onError} />);
    type('midland');
    await settle();
    fireEvent.mouseDown(screen.getAllByRole('option')[0]);
    await settle(0);
    expect(onError).toHaveBeenCalledWith('Failed to select plaintiff. Please try again.');
  });

  it('law firm search failures say "Failed to search. Please try again."', async () => {
    const { calls } = mockFetch({ 'GET /api/law_firms/search': () => networkDown() });
    wrap(<LawFirmSearch documentId={9} onSaved={() => undefined} />);
    type('demo law');
    await settle();
    expect(calls[0].url).toBe('/api/law_firms/search?query=demo+law');
    expect(screen.getByRole('alert').textContent).toBe('Failed to search. Please try again.');
  });

  it('keeps the result list at most 300 px high, scrolling', async () => {
    keepStyles();
    mockFetch({ 'GET /api/law_firms/search': () => json({ results: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Firm ${i + 1}` })) }) });
    wrap(<LawFirmSearch documentId={9} onSaved={() => undefined} />);
    type('firm');
    await settle();
    const paper = screen.getByRole('listbox').parentElement!;
    const style = getComputedStyle(paper);
    expect(style.maxHeight).toBe('300px');
    expect(style.overflowY).toBe('auto');
  });
});
