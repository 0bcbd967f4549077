import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { identity, renderInAdmin } from '../../test/admin';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it('holds only menu items in its menu: the "Signed in as" line is beside it, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    renderInAdmin(<UserMenu />, identity({ email: 'agent@demolaw.test' }));
    // The identity arrives through the authProvider (a promise): the button shows the e-mail then.
    const button = await screen.findByRole('button', { name: 'agent@demolaw.test' }, { timeout: 10_000 });
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(within(menu).getAllByRole('menuitem').map(item => item.textContent)).toEqual(['Sign out']);
    expect(within(menu).queryByText(/Signed in as/)).not.toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toBeInTheDocument();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
