import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserProfileView } from '@parley/domain/dashboard/payload';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { act } from '@testing-library/react';
import { announceFills } from '../assistant/fieldFilled';
import type { Completion } from '../assistant/types';
import { PROFILE_TEXT, ProfileSection } from './ProfileSection';
import { parsePlaces, placeOfZip, searchPlaces } from './places';

configure({ asyncUtilTimeout: 5000 });

const profile = (over: Partial<UserProfileView['metadata']> = {}, oauth = false): UserProfileView => ({
  first_name: 'Jordan',
  last_name: 'Rivera',
  email: 'consumer@demo.test',
  metadata: { address_line1: '2417 Westheimer Rd', city: 'Houston', state: 'TX', zip_code: '77002', birthdate: '1986-04-12', ssn_last_four: '4417', ssn: '***-**-4417', ...over },
  is_oauth_user: oauth,
});

function renderProfile(p = profile(), onSaved = vi.fn()) {
  renderAt('/my_dashboard', '/my_dashboard', <ProfileSection profile={p} onSaved={onSaved} />);
  return onSaved;
}

describe('ProfileSection', () => {
  it('shows every field, the email locked, the stored SSN masked', () => {
    renderProfile();
    expect(screen.getByLabelText('First name')).toHaveValue('Jordan');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('77002');
    expect(screen.getByText('On file: ***-**-4417. Leave blank to keep it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toBeInTheDocument();
  });

  it('formats SSN and ZIP while typing and checks the rules before sending', async () => {
    const { calls } = mockFetch({});
    renderProfile();
    const user = userEvent.setup();
    const ssn = screen.getByLabelText('Full SSN');
    await user.type(ssn, '5182a44');
    expect(ssn).toHaveValue('518-24-4');
    const zip = screen.getByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '7700212345');
    expect(zip).toHaveValue('77002-1234');
    await user.clear(zip);
    await user.type(zip, '7700');
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
    expect(await screen.findByText('Please enter a valid ZIP code (e.g. 12345 or 12345-6789)')).toBeInTheDocument();
    expect(screen.getByText('Full SSN must be 9 digits')).toBeInTheDocument();
    expect(screen.getByText('Current password is required to make changes')).toBeInTheDocument();
    expect(calls.filter(c => c.url.startsWith('/users'))).toHaveLength(0);
  });

  it('sends the profile (masked SSN kept) and reports success', async () => {
    const { calls } = mockFetch({ 'PUT /users': () => json({ user: profile({ city: 'Austin' }) }) });
    const onSaved = renderProfile();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Current password/), 'Password123!');
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
    expect(await screen.findByText(PROFILE_TEXT.saved)).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    const put = calls.find(c => c.method === 'PUT')!;
    expect(put.headers['X-CSRF-Token']).toBe('test-csrf-token');
    expect(put.body).toEqual({
      user: {
        first_name: 'Jordan',
        last_name: 'Rivera',
        current_password: 'Password123!',
        metadata: { address_line1: '2417 Westheimer Rd', city: 'Houston', state: 'TX', zip_code: '77002', birthdate: '1986-04-12', ssn: '***-**-4417', ssn_last_four: '4417' },
      },
    });
  });

  it('marks each failing field for assistive technology, focuses the first, and puts a refusal beside its field', async () => {
    const { calls } = mockFetch({ 'PUT /users': () => json({ error: 'Current password is invalid', errors: ['Current password is invalid'] }, 422) });
    renderProfile();
    const user = userEvent.setup();
    const zip = screen.getByLabelText('ZIP code');
    const current = screen.getByLabelText(/Current password/);
    await user.clear(zip);
    await user.type(zip, '7700');
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
    await waitFor(() => expect(zip).toHaveFocus());
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Please enter a valid ZIP code (e.g. 12345 or 12345-6789)');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Current password is required to make changes');
    // Correcting a field clears its sentence at once.
    await user.type(zip, '2');
    expect(zip).toHaveAttribute('aria-invalid', 'false');
    expect(zip).toHaveAccessibleDescription('12345 or 12345-6789');
    await user.type(current, 'wrong-one');
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Current password is invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Current password is invalid');
    expect(calls.filter(c => c.method === 'PUT')).toHaveLength(1);
  });

  it("shows the server's errors, and the fallback when the server fails", async () => {
    let answer = () => json({ error: 'Current password is invalid', errors: ['Current password is invalid'] }, 422);
    mockFetch({ 'PUT /users': () => answer() });
    renderProfile();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Current password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is invalid');
    answer = () => json({ error: 'boom' }, 500);
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while updating your profile.'));
    answer = networkDown;
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while updating your profile.'));
  });

  it('an OAuth user has no password fields; last-four mode sends the last four only', async () => {
    const { calls } = mockFetch({ 'PUT /users': () => json({ user: profile({ ssn: null, ssn_last_four: '1234' }, true) }) });
    renderProfile(profile({}, true));
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Last 4 only' }));
    const lastFour = screen.getByLabelText('Last 4 of SSN');
    await user.clear(lastFour);
    await user.type(lastFour, '12345');
    expect(lastFour).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
    await screen.findByText(PROFILE_TEXT.saved);
    expect((calls.find(c => c.method === 'PUT')!.body as { user: { metadata: object } }).user.metadata).toMatchObject({ ssn: '', ssn_last_four: '1234' });
  });

  it('suggests cities from the bundled US places and fills state and ZIP', async () => {
    renderProfile(profile({ city: '', state: '', zip_code: '' }));
    const user = userEvent.setup();
    const city = screen.getByLabelText('City');
    await user.type(city, 'Agana H');
    const option = await screen.findByRole('option', { name: /Agana Heights, GU 96919/ }, { timeout: 10_000 });
    await user.click(option);
    expect(city).toHaveValue('Agana Heights');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('96919');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Guam');
    // Only the US and its territories are in the data: no Canadian city is offered.
    await user.clear(city);
    await user.type(city, 'Saskatoo');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
  });
});

describe('bundled places', () => {
  const places = parsePlaces(['Austin|TX|78701 78702', 'Austinburg|OH|44010', 'Boston|MA|02108', 'San Juan|PR|00901']);
  it('searches by prefix, preferring the chosen state, and finds a ZIP', () => {
    expect(searchPlaces(places, 'aus').map(p => p.city)).toEqual(['Austin', 'Austinburg']);
    expect(searchPlaces(places, 'aus', 'OH').map(p => p.city)).toEqual(['Austinburg', 'Austin']);
    expect(searchPlaces(places, 'a')).toEqual([]);
    expect(placeOfZip(places, '00901-1234')?.state).toBe('PR');
    expect(placeOfZip(places, '99999')).toBeUndefined();
  });

  it('shows a name, address or birthdate Ask Solo saved (the walkthrough save writes the profile too)', () => {
    renderProfile();
    const fill = (id: number, field: string, value: unknown) =>
      act(() =>
        announceFills(
          {
            pilotFunctionCalls: [
              { id, functionName: 'fill-field', state: 'completed', arguments: {}, errorMessage: null, result: { message: 'saved', field_name: field, value, document_id: 7 } },
            ],
          } as unknown as Completion,
          new Set(),
        ),
      );
    fill(1, 'customer_name', 'Maria de la Cruz');
    expect(screen.getByLabelText('First name')).toHaveValue('Maria de la');
    expect(screen.getByLabelText('Last name')).toHaveValue('Cruz');
    fill(2, 'customer_mailing_address', { customer_street: '12 Main St', customer_city: 'Springfield', customer_state: 'IL', customer_zip_code: '627041234' });
    expect(screen.getByLabelText('ZIP code')).toHaveValue('62704-1234');
    expect(screen.getByDisplayValue('12 Main St')).toBeInTheDocument();
    fill(3, 'birthdate', '1980-01-31');
    expect(screen.getByDisplayValue('1980-01-31')).toBeInTheDocument();
    // A phone number is not part of this form: nothing changes.
    fill(4, 'customer_phone_number', '5552345678');
    expect(screen.getByLabelText('First name')).toHaveValue('Maria de la');
  });
});
