import * as React from 'react';

/**
 * React's development build records, for every element it creates (the first 10,000 of each second of rendering), an
 * Error with a stack of ten frames and a console task: the "owner stack" that its warnings and the browser's
 * developer tools print under a message. The page tests create hundreds of thousands of elements (every keystroke
 * re-renders a form of MUI fields), and capturing those stacks was about a fifth of a page test's CPU (a profile of the
 * sign-up page's tests: React's own functions 4.2 of 16.9 s, then 1.2 of 14.2 s without the stacks).
 *
 * React counts the stacks it recorded in its shared internals, stops at 10,000 and starts counting again when a
 * render begins more than a second after the last restart; here the count always reads as reached, so elements carry
 * React's "unknown owner" stack instead. Only the component stacks under React's own warnings are shorter for it;
 * what renders, and whether React warns, is unchanged. If a React release moves the counter, this does nothing and
 * the tests only run slower.
 */
export function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, unknown>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as Record<string, unknown> | undefined;
  if (!internals || typeof internals.recentlyCreatedOwnerStacks !== 'number') return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => 1e4,
    set: () => undefined,
    configurable: true,
  });
}
