import { describe, expect, it } from 'vitest';
import { json, mockFetch, networkDown } from '../test/fetch-mock';
import { ApiError, CSRF_HEADER, http, IDEMPOTENCY_HEADER, NetworkError, newIdempotencyKey, readCookie, send, serverMessages } from './http';

describe('http client', () => {
  it('sends the XSRF-TOKEN cookie back as X-CSRF-Token on writes, with JSON and same-origin credentials', async () => {
    document.cookie = 'XSRF-TOKEN=abc%2B123; path=/';
    const { fetchMock, calls } = mockFetch({ 'POST /collectors/api/login': () => json({ success: true }) });

    await http.post('/collectors/api/login', { email: 'a@b.test', password: 'x' });

    expect(calls.map(call => `${call.method} ${call.url}`)).toEqual(['POST /collectors/api/login']);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({
      [CSRF_HEADER]: 'abc+123',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(calls[0]!.body).toEqual({ email: 'a@b.test', password: 'x' });
  });

  it('fetches /api/v1/csrf first when the cookie is missing, then sends the new token', async () => {
    const { calls } = mockFetch({ 'DELETE /collectors/api/logout': () => json({}) });
    expect(readCookie('XSRF-TOKEN')).toBeUndefined();

    await http.delete('/collectors/api/logout');

    expect(calls.map(call => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v1/csrf',
      'DELETE /collectors/api/logout',
    ]);
    expect(calls[1]!.headers[CSRF_HEADER]).toBe('test-csrf-token');
  });

  it('shares one csrf fetch between concurrent writes', async () => {
    const { calls } = mockFetch({ 'POST /a': () => json({}), 'PUT /b': () => json({}) });
    await Promise.all([http.post('/a', {}), http.put('/b', {})]);
    expect(calls.filter(call => call.url === '/api/v1/csrf')).toHaveLength(1);
    expect(calls.filter(call => call.headers[CSRF_HEADER] === 'test-csrf-token')).toHaveLength(2);
  });

  it('sends an Idempotency-Key on a write when given one, and only then', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const { calls } = mockFetch({ 'POST /pay': () => json({}) });
    const key = newIdempotencyKey();
    await http.post('/pay', { amount_cents: 100 }, { idempotencyKey: key });
    await http.post('/pay', { amount_cents: 100 });
    expect(calls[0]!.headers[IDEMPOTENCY_HEADER]).toBe(key);
    expect(calls[1]!.headers[IDEMPOTENCY_HEADER]).toBeUndefined();
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('does not ask for a token on reads', async () => {
    const { calls } = mockFetch({ 'GET /collectors/api/basic_stats': () => json({ is_on_call_admin: false }) });
    await expect(http.get('/collectors/api/basic_stats')).resolves.toEqual({ is_on_call_admin: false });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers[CSRF_HEADER]).toBeUndefined();
  });

  it('turns a thrown fetch into NetworkError and a non-2xx answer into ApiError with the server text', async () => {
    mockFetch({ 'GET /down': networkDown, 'GET /missing': () => json({ error: 'Not found' }, 404) });
    await expect(send('GET', '/down')).rejects.toBeInstanceOf(NetworkError);
    const error = await http.get('/missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not found', body: { error: 'Not found' } });
  });

  it('reports non-JSON answers as such', async () => {
    mockFetch({ 'GET /page': () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }) });
    await expect(send('GET', '/page')).resolves.toEqual({ status: 200, ok: true, body: undefined, isJson: false });
  });
});

describe('serverMessages', () => {
  it('reads error, errors and message bodies', () => {
    expect(serverMessages({ error: 'Invalid email or password' })).toEqual(['Invalid email or password']);
    expect(serverMessages({ errors: ['Password is too short', { message: 'Token expired' }] })).toEqual([
      'Password is too short',
      'Token expired',
    ]);
    expect(serverMessages({ message: 'Check your inbox' })).toEqual(['Check your inbox']);
    expect(serverMessages('nope')).toEqual([]);
    expect(serverMessages({ error: '' })).toEqual([]);
  });
});
