import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { identity, renderInAdmin } from '../../test/admin';
import { json, mockFetch } from '../../test/fetch-mock';
import { dataProvider } from '../dataProvider';
import { NotificationPolicyList, ui } from './NotificationPolicyList';

/** The page over the portal's dataProvider, as App.tsx mounts it. */
const renderPage = () => renderInAdmin(<NotificationPolicyList />, identity(), '/collectors/notifications', dataProvider);

const base = {
  'GET /collectors/api/get_notification_policy_actions': () => json({ actions: [{ value: '*', label: 'All events' }, { value: 'make_offer', label: 'Consumer makes an offer' }] }),
  'GET /collectors/api/get_notification_policy_states': () => json({ states: [{ value: '*', label: 'All states' }, { value: 'TX', label: 'TX' }] }),
};
const policy = { id: 4, email_type: 'make_offer', email_type_label: 'Consumer makes an offer', state: 'TX', states: ['TX'], states_label: 'TX', addresses: 'a@f.test;b@f.test', emails: ['a@f.test', 'b@f.test'] };

describe('notification policies page', () => {
  it('keeps two recipient rows, appends a blank one when all are filled, and requires the first', async () => {
    const { calls } = mockFetch({ ...base, 'GET /collectors/api/get_notification_policies': () => json({ policies: [] }) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/No policies yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
    // Without policies the table stays, with its headers and the sentence as its one row.
    expect(within(screen.getByRole('table', { name: 'Notification policies' })).getByRole('columnheader', { name: 'Recipients' })).toBeInTheDocument();
    const rows = () => screen.getAllByLabelText(/Recipient email/);
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter at least one email address');
    await user.type(rows()[1], 'second@f.test');
    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the first email address');
    // Spaces alone leave the first address missing.
    await user.type(rows()[0], '   ');
    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the first email address');
    await user.clear(rows()[0]);
    await user.type(rows()[0], 'first@f.test');
    expect(rows()).toHaveLength(3);
    expect(screen.getByText(/We recommend 2 recipients per event/)).toBeInTheDocument();
    expect(calls.filter(c => c.method === 'POST')).toHaveLength(0);
  });

  it('adds a policy and refreshes the list; alerts when adding fails', async () => {
    let policies: unknown[] = [];
    const { calls } = mockFetch({
      ...base,
      'GET /collectors/api/get_notification_policies': () => json({ policies }),
      'POST /collectors/api/add_notification_policy': () => {
        policies = [policy];
        return json({ policy });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/No policies yet/, {}, { timeout: 10_000 });
    const rows = screen.getAllByLabelText(/Recipient email/);
    await user.type(rows[0], 'a@f.test');
    await user.type(screen.getAllByLabelText(/Recipient email/)[1], 'b@f.test');
    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    expect(await screen.findByText('Consumer makes an offer', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.find(c => c.method === 'POST')!.body).toEqual({ email_type: '*', state: [], emails: ['a@f.test', 'b@f.test'] });

    const alert = vi.spyOn(ui, 'alert').mockImplementation(() => undefined);
    mockFetch({ ...base, 'GET /collectors/api/get_notification_policies': () => json({ policies }), 'POST /collectors/api/add_notification_policy': () => json({ error: 'x' }, 500) });
    await user.type(screen.getAllByLabelText(/Recipient email/)[0], 'c@f.test');
    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to add policy. Please try again.'));
  });

  it('refuses an invalid address on its own row, and sends the chosen event and states', async () => {
    const { calls } = mockFetch({
      ...base,
      'GET /collectors/api/get_notification_policies': () => json({ policies: [] }),
      'POST /collectors/api/add_notification_policy': () => json({ policy }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/No policies yet/, {}, { timeout: 10_000 });
    const rows = () => screen.getAllByLabelText(/Recipient email/);
    await user.type(rows()[0], 'a@f.test');
    await user.type(rows()[1], 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(rows()[1]).toHaveAccessibleDescription('Please enter a valid email address');
    expect(rows()[0]).not.toHaveAccessibleDescription();
    expect(calls.filter(c => c.method === 'POST')).toHaveLength(0);

    await user.clear(rows()[1]);
    await user.type(rows()[1], 'B@F.test');
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByRole('option', { name: 'Consumer makes an offer' }));
    await user.click(screen.getByRole('combobox', { name: 'States' }));
    await user.click(await screen.findByRole('option', { name: 'TX' }));
    await user.click(screen.getByRole('button', { name: 'Add policy' }));
    await vi.waitFor(() =>
      expect(calls.find(c => c.method === 'POST')?.body).toEqual({ email_type: 'make_offer', state: ['TX'], emails: ['a@f.test', 'b@f.test'] }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a policy, and alerts when deleting fails', async () => {
    let policies: unknown[] = [policy];
    mockFetch({
      ...base,
      'GET /collectors/api/get_notification_policies': () => json({ policies }),
      'DELETE /collectors/api/notification_policies/4': () => {
        policies = [];
        return json({ success: true });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Notification policies' }, { timeout: 10_000 });
    await user.click(await within(table).findByRole('button', { name: /Delete policy/ }, { timeout: 10_000 }));
    expect(await screen.findByText(/No policies yet/, {}, { timeout: 10_000 })).toBeInTheDocument();

    policies = [policy];
    const alert = vi.spyOn(ui, 'alert').mockImplementation(() => undefined);
    mockFetch({ ...base, 'GET /collectors/api/get_notification_policies': () => json({ policies }), 'DELETE /collectors/api/notification_policies/4': () => json({}, 500) });
    renderPage();
    await user.click((await screen.findAllByRole('button', { name: /Delete policy/ }, { timeout: 10_000 }))[0]);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete policy. Please try again.'));
  });

  it("says 'Failed to load notification policies' when the list fails, and Try again loads it", async () => {
    let fail = true;
    mockFetch({ ...base, 'GET /collectors/api/get_notification_policies': () => (fail ? json({ error: 'x' }, 500) : json({ policies: [policy] })) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Failed to load notification policies', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('x')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Consumer makes an offer', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load notification policies')).not.toBeInTheDocument();
  });
});
