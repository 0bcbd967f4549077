import express from 'express';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressAnswers, ONE_SHOT_MAX_BYTES } from './compression';

interface Wire {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it crossed the wire. */
  raw: Buffer;
  /** The body decoded by its Content-Encoding. */
  text: string;
}

/** A JSON text of about `bytes` bytes that compresses well, as a list page does. */
const json = (bytes: number) =>
  JSON.stringify({ rows: Array.from({ length: Math.ceil(bytes / 20) }, (_, i) => ({ id: i, name: 'Garcia' })) });

describe('compressAnswers', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(compressAnswers());
    app.get('/whole', (_req, res) => void res.type('json').send(json(50_000)));
    app.get('/parts', (_req, res) => {
      res.type('text/csv');
      for (let i = 0; i < 200; i++) res.write(`${i},Garcia,100.00\n`);
      res.end();
    });
    app.get('/small', (_req, res) => void res.json({ ok: true }));
    app.get('/large', (_req, res) => void res.type('json').send(json(ONE_SHOT_MAX_BYTES + 10_000)));
    app.get(
      '/encoded',
      (_req, res) =>
        void res
          .set('Content-Encoding', 'br')
          .type('application/javascript')
          .send(brotliCompressSync(json(5_000))),
    );
    app.get(
      '/no-transform',
      (_req, res) => void res.set('Cache-Control', 'no-transform').type('json').send(json(5_000)),
    );
    app.get('/png', (_req, res) => void res.type('image/png').send(Buffer.alloc(5_000, 7)));
    app.get('/end-callback', (_req, res) => {
      res.type('json');
      res.end(json(5_000), () => undefined);
    });
    app.get('/collectors/api/reveal_ssn', (_req, res) => void res.type('json').send(json(5_000)));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The one-shot path compresses with brotliCompressSync or gzipSync; the streaming middleware never calls them.
  let oneShot: jest.SpyInstance;
  beforeEach(() => {
    oneShot = jest.spyOn(zlib, 'brotliCompressSync');
  });
  afterEach(() => oneShot.mockRestore());

  function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<Wire> {
    return new Promise((resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8') });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('sends an answer sent whole in brotli, in one piece with its length, when the client accepts it', async () => {
    const wire = await get('/whole', 'gzip, deflate, br');
    expect(wire.headers['content-encoding']).toBe('br');
    expect(wire.headers['transfer-encoding']).toBeUndefined();
    expect(Number(wire.headers['content-length'])).toBe(wire.raw.length);
    expect(wire.headers.vary).toMatch(/Accept-Encoding/i);
    expect(wire.text).toBe(json(50_000));
    expect(wire.raw.length).toBeLessThan(json(50_000).length / 10);
    expect(oneShot).toHaveBeenCalledTimes(1);
  });

  it('falls back to gzip when the client does not accept brotli', async () => {
    const wire = await get('/whole', 'gzip');
    expect(wire.headers['content-encoding']).toBe('gzip');
    expect(Number(wire.headers['content-length'])).toBe(wire.raw.length);
    expect(wire.text).toBe(json(50_000));
  });

  it('sends the answer as it is to a client that accepts no compression, or only deflate as the streaming path does', async () => {
    const plain = await get('/whole');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(json(50_000));
    const deflate = await get('/whole', 'deflate');
    expect(deflate.headers['content-encoding']).toBe('deflate');
  });

  it('still compresses an answer written in parts, as a stream', async () => {
    const wire = await get('/parts', 'br');
    expect(wire.headers['content-encoding']).toBe('br');
    expect(wire.text.split('\n')).toHaveLength(201);
    expect(oneShot).not.toHaveBeenCalled();
  });

  it('streams an answer larger than the one-shot limit instead of compressing it on the event loop', async () => {
    expect(json(ONE_SHOT_MAX_BYTES + 10_000).length).toBeGreaterThan(ONE_SHOT_MAX_BYTES);
    const wire = await get('/large', 'br');
    expect(wire.headers['content-encoding']).toBe('br');
    expect(wire.text).toBe(json(ONE_SHOT_MAX_BYTES + 10_000));
    expect(oneShot).not.toHaveBeenCalled();
  });

  it('leaves small, already encoded, no-transform, binary and revealed-SSN answers as they are', async () => {
    for (const path of ['/small', '/encoded', '/no-transform', '/png', '/collectors/api/reveal_ssn']) {
      const wire = await get(path, 'gzip, br');
      expect({ path, encoding: wire.headers['content-encoding'] }).toEqual({
        path,
        encoding: path === '/encoded' ? 'br' : undefined,
      });
      expect(wire.text).not.toBe('');
    }
    expect(oneShot).not.toHaveBeenCalled();
  });

  it('answers HEAD without a body and without compressing', async () => {
    const wire = await get('/whole', 'br', 'HEAD');
    expect(wire.status).toBe(200);
    expect(wire.headers['content-encoding']).toBeUndefined();
    expect(wire.raw.length).toBe(0);
  });

  it('keeps the callback of res.end(body, callback)', async () => {
    const wire = await get('/end-callback', 'br');
    expect(wire.headers['content-encoding']).toBe('br');
    expect(wire.text).toBe(json(5_000));
  });
});
