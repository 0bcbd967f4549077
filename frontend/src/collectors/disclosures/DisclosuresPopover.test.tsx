import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { DisclosuresPopover } from './DisclosuresPopover';
import { popoverViews } from './popover-views';

function renderAt(path: string, navigation = true) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {navigation && (
        <nav>
          <a href="/collectors/disclosures">Disclosures</a>
        </nav>
      )}
      <DisclosuresPopover />
    </MemoryRouter>,
  );
}

describe('disclosures popover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears after 1 second, counts the view in a cookie, and stops after two views', async () => {
    for (const expected of [1, 2]) {
      const view = renderAt('/collectors/accounts');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('dialog')).toHaveTextContent('Disclosure Management');
      expect(screen.getByRole('link', { name: 'Manage Disclosures' })).toHaveAttribute('href', '/collectors/disclosures');
      expect(popoverViews()).toBe(expected);
      act(() => screen.getByRole('button', { name: 'Got it' }).click());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      view.unmount();
    }
    renderAt('/collectors/accounts');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts its second from when the navigation is on screen, when the layout renders late', async () => {
    // The portal's layout renders after the session check; until then there is nothing to point at.
    // The navigation keeps its slot (false until rendered), so the popover stays mounted across the re-render.
    const portal = (navigation: boolean) => (
      <MemoryRouter initialEntries={['/collectors/accounts']}>
        {navigation && (
          <nav>
            <a href="/collectors/disclosures">Disclosures</a>
          </nav>
        )}
        <DisclosuresPopover />
      </MemoryRouter>
    );
    const view = render(portal(false));
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(popoverViews()).toBe(0);
    view.rerender(portal(true));
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(700));
    expect(screen.getByRole('dialog')).toHaveTextContent('Disclosure Management');
    expect(popoverViews()).toBe(1);
  });

  it('stops looking for a navigation that never comes (on-call admins have none)', async () => {
    renderAt('/collectors/accounts', false);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never appears on the disclosures page', async () => {
    renderAt('/collectors/disclosures');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(popoverViews()).toBe(0);
  });
});

describe('disclosures popover dismissal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes on a click elsewhere', async () => {
    renderAt('/collectors/accounts');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // MUI arms the click-away listener just after it mounts.
    await act(async () => vi.advanceTimersByTime(50));
    await act(async () => {
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      document.body.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    renderAt('/collectors/accounts');
    await act(async () => vi.advanceTimersByTime(1000));
    const dialog = screen.getByRole('dialog');
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
