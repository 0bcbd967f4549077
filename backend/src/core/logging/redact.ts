/** Query parameters whose values are secrets (single-use links, login codes, signatures): never written to logs. */
const SECRET_PARAM = /token|signature|secret|password|code|key|ssn|account_number|payment_intent_client/i;
/** Path segments that are capabilities themselves (signed upload ids, invite and reset links). */
const SECRET_PATH = [/^(\/rails\/active_storage\/disk\/)[^/?]+/];

/** The URL as it may be logged: secret query values replaced by `[redacted]`, capability path segments too. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
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
