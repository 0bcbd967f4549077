import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identity, renderInAdmin } from '../../test/admin';
import { AccountsLanding } from '../accounts';
import { Menu } from './Menu';
import { NAV_ITEMS, visibleNavItems, type NavKey } from './navigation';

const everyPageBuilt = new Set<NavKey>(NAV_ITEMS.map(item => item.key));
const labels = (items: { label: string }[]) => items.map(item => item.label);

describe('navigation items', () => {
  it('shows Users and Settlement Rules only to admins once every page is built', () => {
    expect(labels(visibleNavItems({ scope: 'admin', isOnCallAdmin: false }, everyPageBuilt))).toEqual([
      'Accounts',
      'Payout Configuration',
      'Users',
      'Notifications',
      'Disclosures',
      'Settlement Rules',
      'Payouts',
    ]);
    expect(labels(visibleNavItems({ scope: 'user', isOnCallAdmin: false }, everyPageBuilt))).toEqual([
      'Accounts',
      'Payout Configuration',
      'Notifications',
      'Disclosures',
      'Payouts',
    ]);
  });

  it('shows nothing to an on-call admin', () => {
    expect(visibleNavItems({ scope: 'admin', isOnCallAdmin: true }, everyPageBuilt)).toEqual([]);
    expect(visibleNavItems({ scope: null, isOnCallAdmin: true }, everyPageBuilt)).toEqual([]);
  });

  it('lists only pages that are built', () => {
    expect(labels(visibleNavItems({ scope: 'admin', isOnCallAdmin: false }))).toEqual([
      'Accounts',
      'Payout Configuration',
      'Users',
      'Notifications',
      'Disclosures',
      'Settlement Rules',
      'Payouts',
    ]);
    expect(labels(visibleNavItems({ scope: 'admin', isOnCallAdmin: false }, new Set<NavKey>(['accounts', 'users'])))).toEqual(['Accounts', 'Users']);
  });
});

describe('Menu', () => {
  it('renders the signed-in collector’s items as a side bar, marking the current page', async () => {
    renderInAdmin(<Menu variant="sidebar" />, identity({ scope: 'admin' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const link = within(nav).getByRole('link', { name: 'Accounts' });
    expect(link).toHaveAttribute('href', '/collectors/accounts');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    expect(within(nav).getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/collectors/payouts');
  });

  it('renders a tab bar variant for narrow screens', async () => {
    renderInAdmin(<Menu variant="tabs" />, identity());
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // The tab bar is loaded on demand; its place is the landmark until then.
    expect(await within(nav).findByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders the given items, Users included for admins', () => {
    renderInAdmin(
      <Menu variant="sidebar" items={visibleNavItems({ scope: 'admin', isOnCallAdmin: false }, everyPageBuilt)} />,
      identity({ scope: 'admin' }),
    );
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/collectors/users');
  });

  it('renders no navigation at all for an on-call admin', async () => {
    renderInAdmin(
      <>
        <Menu variant="sidebar" />
        <AccountsLanding />
      </>,
      identity({ isOnCallAdmin: true, lawFirm: null, scope: 'admin' }),
    );
    // the banner proves the identity has loaded, so the missing navigation is not just "still loading"
    await screen.findByText('Viewing user accounts as administrator.');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
