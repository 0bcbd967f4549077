import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { sessionEndingsSoFar, type CollectorDataProvider } from './dataProvider';

/** react-admin's stand-in answer for a call whose failure signed the collector out. */
function isSignedOutPlaceholder(answer: unknown): boolean {
  if (!answer || typeof answer !== 'object') return false;
  const keys = Object.keys(answer);
  const data = (answer as { data?: unknown }).data;
  if (keys.length !== 1 || keys[0] !== 'data' || !data || typeof data !== 'object') return false;
  return Array.isArray(data) ? data.length === 0 : Object.keys(data).length === 0;
}

/**
 * The portal's dataProvider as pages use it. When a call finds the session over (a 401, or a 403 that is not a
 * refused permission), react-admin signs the collector out and, instead of rejecting, answers that call with an
 * empty stand-in (`{ data: {} }`), whatever the method's own answer looks like: a page would render empty figures
 * until the sign-in page replaced it. Here such a call never settles, so the page keeps its loading state while the
 * collector is taken to sign in.
 */
export function withoutSignedOutAnswers<T extends object>(dataProvider: T): T {
  return new Proxy(dataProvider, {
    get(target, name, receiver) {
      const method: unknown = Reflect.get(target, name, receiver);
      if (typeof method !== 'function') return method;
      return async (...args: unknown[]) => {
        const before = sessionEndingsSoFar();
        const answer: unknown = await method.apply(target, args);
        if (sessionEndingsSoFar() > before && isSignedOutPlaceholder(answer)) return new Promise(() => undefined);
        return answer;
      };
    },
  });
}

export function useCollectorDataProvider(): CollectorDataProvider {
  const dataProvider = useDataProvider<CollectorDataProvider>();
  return useMemo(() => withoutSignedOutAnswers(dataProvider), [dataProvider]);
}
