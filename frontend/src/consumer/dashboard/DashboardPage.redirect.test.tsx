import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { DashboardPage } from './DashboardPage';
import { payload } from './fixtures';
import { CREDIT_REPORT_REDIRECT_FLAG } from './messages';

// The profile form has its own tests: here only its "saved" signal matters.
vi.mock('../profile/ProfileSection', () => ({
  ProfileSection: ({ onSaved }: { onSaved: () => void }) => <button onClick={onSaved}>Save profile</button>,
}));

configure({ asyncUtilTimeout: 5000 });

function LocationText() {
  const l = useLocation();
  return <div data-testid="location">{`${l.pathname}${l.search}`}</div>;
}

const consumer = { current_user: { id: 3, email: 'consumer@demo.test', first_name: 'Dana', last_name: 'Reyes', is_consumer: true } };

describe('the credit report redirect flag', () => {
  it('sends a consumer who came for the credit report to it once the profile is saved, once', async () => {
    mockFetch({ 'GET /api/v1/check_auth': () => json(consumer), 'GET /my_dashboard.json': () => json(payload()) });
    renderAt(
      '/my_dashboard?activeTab=profile&redirect_url=%2Fmy_dashboard%3FactiveTab%3Dcredit_report',
      '/my_dashboard',
      <>
        <DashboardPage />
        <LocationText />
      </>,
    );
    const save = await screen.findByRole('button', { name: 'Save profile' });
    await waitFor(() => expect(window.sessionStorage.getItem(CREDIT_REPORT_REDIRECT_FLAG)).toBe('true'));
    await userEvent.setup().click(save);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my_dashboard?activeTab=credit_report'));
    expect(window.sessionStorage.getItem(CREDIT_REPORT_REDIRECT_FLAG)).toBeNull();
  });

  it('stays on the profile after saving when the consumer did not come for the credit report', async () => {
    window.sessionStorage.clear();
    mockFetch({ 'GET /api/v1/check_auth': () => json(consumer), 'GET /my_dashboard.json': () => json(payload()) });
    renderAt('/my_dashboard?activeTab=profile', '/my_dashboard', <><DashboardPage /><LocationText /></>);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my_dashboard?activeTab=profile'));
  });
});
