import { createElement, useEffect, useState, type ComponentType, type FunctionComponent } from 'react';

/**
 * A component whose module loads on demand, showing `Placeholder` until it arrives, without suspending. React.lazy
 * suspends on its first render even when the module is already here, and React holds back content that replaces a
 * Suspense fallback until the fallback has been on screen for 300 ms (its reveal throttle): the collector portal,
 * whose chunk early.ts has usually loaded by the time the entry renders, waited on that timer with nothing to do.
 * Here the placeholder is ordinary content that the module replaces in the next render, and once the module has
 * loaded, every later mount renders it at once. A module that fails to load is thrown while rendering, for the
 * route's error page, and the next mount loads it again.
 */
export function loadedOnDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Placeholder: ComponentType,
): FunctionComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = (props: P) => {
    const [state, setState] = useState<{ module?: ComponentType<P>; error?: unknown }>(() => ({ module: loaded }));
    useEffect(() => {
      if (state.module) return;
      let active = true;
      start().then(
        (module) => active && setState({ module }),
        (error: unknown) => active && setState({ error }),
      );
      return () => {
        active = false;
      };
    }, [state.module]);
    if (state.error) throw state.error;
    return state.module ? createElement(state.module, props) : createElement(Placeholder);
  };
  return Component;
}
