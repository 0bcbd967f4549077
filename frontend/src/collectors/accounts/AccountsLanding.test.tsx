import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identity, renderInAdmin } from '../../test/admin';
import { AccountsLanding } from './AccountsLanding';

describe('AccountsLanding', () => {
  it('greets the collector with the firm name and shows no admin banner', async () => {
    renderInAdmin(<AccountsLanding />, identity());
    expect(await screen.findByRole('heading', { name: 'Welcome back, Demo Law Group' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as agent@demolaw.test')).toBeInTheDocument();
    expect(screen.queryByText('Viewing user accounts as administrator.')).not.toBeInTheDocument();
  });

  it('shows the administrator banner to an on-call admin and greets them as platform staff', async () => {
    renderInAdmin(
      <AccountsLanding />,
      identity({ email: 'oncall@parley.test', lawFirm: null, scope: 'admin', isOnCallAdmin: true }),
    );
    expect(await screen.findByText('Viewing user accounts as administrator.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, Parley staff' })).toBeInTheDocument();
  });
});
