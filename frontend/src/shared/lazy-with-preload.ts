import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

export interface PreloadableComponent<P extends object> extends FunctionComponent<P> {
  /** Loads the module now; once it is here, the component renders it without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy with `preload()`. A lazy component suspends on its first render even when its module has already
 * arrived, and content that replaces a Suspense fallback is held back by React until the fallback has been on
 * screen for 300 ms (its reveal throttle): a page whose chunk was loaded early still showed the loader and waited.
 * Once preloaded, this component renders the module directly. An instance keeps the way it first rendered: React may
 * replay a suspended lazy child in place once its module arrives, and switching that mounted instance to the module
 * itself would change the element's type and remount the page.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later render may try again
        throw error;
      },
    ));
  const Lazy = lazy(start);
  const Component = (props: P) => {
    const [Direct] = useState<ComponentType<P> | undefined>(() => loaded);
    return Direct ? createElement(Direct, props) : createElement(Lazy, props);
  };
  Component.preload = () => start().then(() => undefined);
  return Component;
}
