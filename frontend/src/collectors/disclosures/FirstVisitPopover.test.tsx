import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirstVisitPopover } from './FirstVisitPopover';
import { POPOVER_COOKIE } from './popover-views';

const popover = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./DisclosuresPopover', () => {
  popover.loads += 1;
  return { DisclosuresPopover: () => <p>the first-time popover</p> };
});

function setViews(views: number) {
  document.cookie = `${POPOVER_COOKIE}=${views}; path=/`;
}

describe('the first-time Disclosures popover, loaded only while it may show', () => {
  afterEach(() => setViews(0));

  it('loads nothing once the browser has seen it twice', async () => {
    setViews(2);
    const { container } = render(<FirstVisitPopover />);
    // Long enough for a lazy module to have been asked for and rendered, had it been.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(popover.loads).toBe(0);
  });

  it('loads and mounts the popover on the first two visits', async () => {
    setViews(1);
    render(<FirstVisitPopover />);
    expect(await screen.findByText('the first-time popover')).toBeInTheDocument();
    expect(popover.loads).toBe(1);
  });
});
