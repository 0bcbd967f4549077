import { request as httpRequest } from 'node:http';
import { createAccount } from '../account-factory';
import { collector, createFirm, PASSWORD } from '../factories';
import { collectorClient, Client, startApi, TestApi } from '../harness';

interface Wire {
  status: number;
  encoding: string | undefined;
  vary: string | undefined;
  etag: string | undefined;
  bytes: number;
}

/** One GET with the client's cookies, read as the bytes that crossed the wire (no client-side decoding). */
function onTheWire(api: TestApi, c: Client, path: string, acceptEncoding?: string, method = 'GET', body?: string): Promise<Wire> {
  const url = new URL(path, api.url);
  return c.csrf().then(
    (token) =>
      new Promise<Wire>((resolve, reject) => {
        const req = httpRequest(
          url,
          {
            method,
            headers: {
              Accept: 'application/json',
              Cookie: c.cookieHeader(),
              'X-CSRF-Token': token,
              ...(body ? { 'Content-Type': 'application/json' } : {}),
              ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
            },
          },
          (res) => {
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                etag: res.headers.etag,
                bytes,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
  );
}

/**
 * Answers are compressed when the client accepts it: a full page of the accounts list (25 rows) crosses the wire in
 * gzip or brotli at a fraction of its size, and the one answer that holds a secret beside the caller's input (a
 * revealed SSN) never is.
 */
describe('compressed answers', () => {
  let api: TestApi;
  let admin: Client;
  let accountId: number;
  beforeAll(async () => {
    api = await startApi();
    const em = api.em();
    const firm = await createFirm(em);
    for (let i = 0; i < 25; i++) accountId = (await createAccount(em, firm, { ssn: `55544${String(1000 + i)}` })).id;
    admin = await collectorClient(api, (await collector(em, firm, { canViewFullSsn: true })).email, PASSWORD);
  }, 60_000);
  afterAll(() => api?.close());

  it('sends a list page in brotli or gzip when accepted, under 25 KB and far smaller than as it is', async () => {
    const path = '/collectors/api/apply_filters?num_pages=1';
    const plain = await onTheWire(api, admin, path);
    const gzip = await onTheWire(api, admin, path, 'gzip');
    const brotli = await onTheWire(api, admin, path, 'gzip, deflate, br');
    expect([plain.status, gzip.status, brotli.status]).toEqual([200, 200, 200]);
    expect(plain.encoding).toBeUndefined();
    expect(gzip.encoding).toBe('gzip');
    expect(brotli.encoding).toBe('br');
    expect(gzip.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.bytes).toBeLessThan(25 * 1024);
    expect(gzip.bytes).toBeLessThan(plain.bytes / 3);
    expect(brotli.bytes).toBeLessThan(plain.bytes / 3);
    // Nobody revalidates an API answer: hashing each one for an ETag would be work for nothing.
    expect([plain.etag, gzip.etag, brotli.etag]).toEqual([undefined, undefined, undefined]);
  });

  it('never compresses a revealed SSN, whatever the client accepts', async () => {
    const revealed = await onTheWire(api, admin, '/collectors/api/reveal_ssn', 'gzip, br', 'POST', JSON.stringify({ customer_document_id: accountId }));
    expect(revealed.status).toBe(200);
    expect(revealed.encoding).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const small = await onTheWire(api, admin, '/api/health', 'gzip, br');
    expect([200, 503]).toContain(small.status);
    expect(small.encoding).toBeUndefined();
  });
});
