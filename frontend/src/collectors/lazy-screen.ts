import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A portal screen loaded when first shown: `lazyScreen(() => import('./PayoutList'), 'PayoutList')`. Each screen
 * other than the accounts page (the portal's first page) is its own chunk, so a page load carries only the screen it
 * shows; the layout's Suspense shows the loader while a chunk arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen's props are its own; react-admin passes none
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then(module => ({ default: module[name] })));
}
