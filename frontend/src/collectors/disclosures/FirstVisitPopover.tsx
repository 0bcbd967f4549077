import { Suspense, useState } from 'react';
import { lazyScreen } from '../lazy-screen';
import { POPOVER_MAX_VIEWS, popoverViews } from './popover-views';

const DisclosuresPopover = lazyScreen(() => import('./DisclosuresPopover'), 'DisclosuresPopover');

/**
 * The first-time Disclosures popover, loaded only while it may still show (the browser has seen it fewer than two
 * times when the portal mounts): every later visit carries none of its code.
 */
export function FirstVisitPopover() {
  const [mayShow] = useState(() => popoverViews() < POPOVER_MAX_VIEWS);
  if (!mayShow) return null;
  return (
    <Suspense fallback={null}>
      <DisclosuresPopover />
    </Suspense>
  );
}
