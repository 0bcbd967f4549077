import { vi } from 'vitest';

export type Handler = (init: RequestInit & { url: string }) => Response | Promise<Response>;

/** A JSON answer as the backend would send it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function html(body = '<!doctype html><p>oops</p>', status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
}

/** fetch throwing, as it does when the network is down. */
export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

/**
 * Replaces global fetch with a router keyed by 'METHOD /path' (query ignored). `GET /api/v1/csrf` sets the
 * XSRF-TOKEN cookie like the backend does, unless a handler is given for it. Unknown calls fail the test.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: Array<{ method: string; url: string; headers: Record<string, string>; body?: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0];
    const headers = (init.headers ?? {}) as Record<string, string>;
    // Multipart bodies (uploads) are kept as the FormData they are; JSON bodies are parsed.
    const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, headers, body });
    const handler = handlers[`${method} ${path}`];
    if (handler) return handler({ ...init, url });
    if (method === 'GET' && path === '/api/v1/csrf') {
      document.cookie = 'XSRF-TOKEN=test-csrf-token; path=/';
      return json({});
    }
    throw new Error(`Unexpected request in test: ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
