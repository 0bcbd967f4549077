/**
 * Open-redirect guard for `redirect_to`: only same-origin paths accepted by `allow` pass, returned as
 * path + query + hash. Anything else (absolute URLs, protocol-relative `//host`, backslashes) is refused.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  allow: (pathname: string) => boolean,
): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.pathname.startsWith('//')) return undefined;
  if (!allow(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Appends `extra` query parameters to `target` (a path that may already carry a query). */
export function withExtraQuery(target: string, extra: URLSearchParams): string {
  const url = new URL(target, window.location.origin);
  for (const [key, value] of extra) url.searchParams.append(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `current` without the named parameters. */
export function withoutParams(current: URLSearchParams, ...names: string[]): URLSearchParams {
  const rest = new URLSearchParams(current);
  for (const name of names) rest.delete(name);
  return rest;
}

/** The sign-in page URL that brings the user back to `origin` afterwards. */
export function signInUrlFor(signInPath: string, origin: string | undefined): string {
  if (!origin) return signInPath;
  return `${signInPath}?${new URLSearchParams({ redirect_to: origin }).toString()}`;
}
