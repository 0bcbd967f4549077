import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { SiteNavbar } from './SiteNavbar';

function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('site navbar', () => {
  it('opens dropdowns on hover at 992 px and wider', () => {
    viewport(992);
    renderAt('/blog', '/blog', <SiteNavbar />);
    const learn = screen.getByRole('button', { name: 'Learn' });
    expect(screen.queryByRole('link', { name: 'Texas' })).not.toBeInTheDocument();
    fireEvent.mouseEnter(learn.parentElement!);
    expect(screen.getByRole('link', { name: 'Texas' })).toHaveAttribute(
      'href',
      '/blog/how-to-answer-a-summons-in-texas',
    );
    fireEvent.mouseLeave(learn.parentElement!);
    expect(screen.queryByRole('link', { name: 'Texas' })).not.toBeInTheDocument();
  });

  it('below 992 px the menu and its dropdowns open on click, not on hover', async () => {
    viewport(991);
    renderAt('/blog', '/blog', <SiteNavbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const learn = screen.getByRole('button', { name: 'Learn' });
    fireEvent.mouseEnter(learn.parentElement!);
    expect(learn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(learn);
    expect(learn).toHaveAttribute('aria-expanded', 'true');
  });
});
