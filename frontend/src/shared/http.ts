/**
 * The one way the pages talk to the backend (same origin).
 *
 * CSRF is a double submit: the backend sets a readable `XSRF-TOKEN` cookie and every write must echo it
 * in `X-CSRF-Token`. When the cookie is missing before a write we ask `/api/v1/csrf` for one first.
 */

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_ENDPOINT = '/api/v1/csrf';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** fetch itself failed: offline, DNS, connection refused. Nothing reached the server (or came back). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** The server answered with a non-2xx status (or a body that is not the JSON we expected). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? serverMessages(body)[0] ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** How often a failed read is tried again before the page shows its error (writes are never retried blindly). */
export const READ_RETRIES = 2;

/**
 * A read is worth trying again when nothing came back (offline, a dropped connection) or the server failed (5xx);
 * a refusal (4xx: signed out, not found, invalid) gives the same answer the next time. The retry policy of every
 * query (`retry: shouldRetryRead`), on both sides.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= READ_RETRIES) return false;
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && error.status >= 500;
}

export interface HttpResponse<T = unknown> {
  status: number;
  ok: boolean;
  /** Parsed JSON, or undefined when the answer had no JSON body. */
  body: T | undefined;
  isJson: boolean;
}

export interface SendOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` on a write: the server runs the first request with a key once and replays its answer
   * to a retry with the same key (docs/RELIABILITY.md). Use one key per user action (`newIdempotencyKey()` when the
   * form opens or is submitted), so a double submit or a retry after a timeout charges or moves nothing twice.
   */
  idempotencyKey?: string;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key for one user action. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

let pendingCsrf: Promise<string | undefined> | undefined;

/** Returns the CSRF token, fetching one first when the cookie is missing (concurrent callers share one fetch). */
export async function ensureCsrfToken(): Promise<string | undefined> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  pendingCsrf ??= (async () => {
    try {
      await rawFetch(CSRF_ENDPOINT, {
        method: 'GET',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      return readCookie(CSRF_COOKIE);
    } finally {
      pendingCsrf = undefined;
    }
  })();
  return pendingCsrf;
}

async function rawFetch(url: string, init: RequestInit): Promise<Response> {
  return settled(fetch(url, init));
}

async function settled(response: Promise<Response>): Promise<Response> {
  try {
    return await response;
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

/**
 * Reads a response whose request was started elsewhere (collectors/early-requests.ts starts the portal's first
 * GETs before this module has loaded) exactly as `send` reads its own.
 */
export async function receive<T = unknown>(response: Promise<Response>): Promise<HttpResponse<T>> {
  return readResponse<T>(await settled(response));
}

/** The body of a 2xx answer; ApiError otherwise (what `http.*` resolve to). */
export function expectOk<T>(response: HttpResponse<T>): T {
  if (!response.ok) throw new ApiError(response.status, response.body);
  return response.body as T;
}

export function withQuery(url: string, query?: SendOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

/**
 * Sends a request and reports what came back, whatever the status. Throws only NetworkError (or AbortError).
 * Use this when the caller must tell statuses apart (sign-in); use `http.*` otherwise.
 */
export async function send<T = unknown>(
  method: HttpMethod,
  url: string,
  options: SendOptions = {},
): Promise<HttpResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = await ensureCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
    if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  }
  const response = await rawFetch(withQuery(url, options.query), {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  return readResponse<T>(response);
}

async function readResponse<T>(response: Response): Promise<HttpResponse<T>> {
  const contentType = response.headers.get('Content-Type') ?? '';
  let body: T | undefined;
  let isJson = false;
  if (contentType.includes('json')) {
    try {
      const text = await response.text();
      if (text) {
        body = JSON.parse(text) as T;
        isJson = true;
      }
    } catch {
      isJson = false;
    }
  }
  return { status: response.status, ok: response.ok, body, isJson };
}

/** JSON request that resolves to the body on 2xx and throws ApiError otherwise. */
async function requestJson<T>(method: HttpMethod, url: string, options?: SendOptions): Promise<T> {
  return expectOk(await send<T>(method, url, options));
}

export const http = {
  get: <T>(url: string, options?: Omit<SendOptions, 'body'>) => requestJson<T>('GET', url, options),
  post: <T>(url: string, body?: unknown, options?: SendOptions) =>
    requestJson<T>('POST', url, { ...options, body }),
  put: <T>(url: string, body?: unknown, options?: SendOptions) =>
    requestJson<T>('PUT', url, { ...options, body }),
  patch: <T>(url: string, body?: unknown, options?: SendOptions) =>
    requestJson<T>('PATCH', url, { ...options, body }),
  delete: <T>(url: string, options?: SendOptions) => requestJson<T>('DELETE', url, options),
};

/**
 * The human-readable messages in an error body: `{error: "..."}`, `{errors: [...]}` (strings, or objects
 * with a message) or `{message: "..."}`.
 */
export function serverMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string' && record.error.trim()) return [record.error];
  if (Array.isArray(record.errors)) {
    const messages = record.errors
      .map(item => {
        if (typeof item === 'string') return item;
        if (item && typeof item === 'object' && typeof (item as { message?: unknown }).message === 'string') {
          return (item as { message: string }).message;
        }
        return undefined;
      })
      .filter((item): item is string => !!item && item.trim() !== '');
    if (messages.length > 0) return messages;
  }
  if (typeof record.message === 'string' && record.message.trim()) return [record.message];
  return [];
}
