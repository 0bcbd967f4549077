/** Query parameters whose values are secrets (single-use links, login codes, signatures): never written to logs. */
export const SECRET_PARAM = /token|signature|signed|secret|password|code|key|ssn|account_number|payment_intent_client/i;
/** Path segments that are capabilities themselves (signed upload ids, invite and reset links). */
const SECRET_PATH = [/^(\/rails\/active_storage\/disk\/)[^/?]+/];

/**
 * The URL as it may be logged: secret query values replaced by `[redacted]`, capability path segments too. A path
 * (a request's URL) or an absolute URL (a Referer or Location header); a fragment never reaches a server.
 */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  return origin + redactPathAndQuery(url.slice(origin.length));
}

function redactPathAndQuery(url: string): string {
  const [rawPath, query] = splitOnce(url, '?');
  let path = rawPath;
  for (const pattern of SECRET_PATH) path = path.replace(pattern, '$1[redacted]');
  if (query === undefined) return path;
  const redacted = query
    .split('&')
    .map((pair) => {
      const [name] = splitOnce(pair, '=');
      return SECRET_PARAM.test(decodeSafely(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${redacted}`;
}

/** A parsed query or params object with the same rule. */
export function redactParams<T>(params: T): T {
  if (!params || typeof params !== 'object') return params;
  return Object.fromEntries(
    Object.entries(params as Record<string, unknown>).map(([k, v]) => [k, SECRET_PARAM.test(k) ? '[redacted]' : v]),
  ) as T;
}

/**
 * Route parameters: secret names as in a query (`signedId`), and the path segments a catch-all route captured (an
 * unknown path) by the URL rule, so a capability never reaches the log through the parameters either.
 */
export function redactRouteParams<T>(params: T): T {
  const out = redactParams(params) as T & { path?: unknown };
  if (!out || typeof out !== 'object' || !Array.isArray(out.path)) return out;
  return { ...out, path: (redactUrl(`/${out.path.join('/')}`) ?? '').slice(1).split('/') };
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, undefined] : [s.slice(0, i), s.slice(i + 1)];
}

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
