import express from 'express';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import request from 'supertest';
import { compressAnswers } from '../../src/core/http/compression';
import { serveFrontend } from '../../src/core/http/frontend';

/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';

/** Text that compresses well and is far above the on-request compression's 1 KB threshold. */
const text = (seed: string) => Array.from({ length: 400 }, (_, i) => `${seed}(${i * 7919 % 1000});`).join('\n');

/**
 * The built frontend's files go as the build precompressed them (brotli and gzip beside each text file), chosen by
 * the request's Accept-Encoding, with the original file's type and caching; the on-request compression leaves them
 * alone. A directory shaped like frontend/dist, served by the two middlewares in app.ts's order.
 */
describe('the built frontend, precompressed', () => {
  let dir: string;
  let app: express.Express;
  const file = (name: string) => readFileSync(join(dir, name));
  const size = (name: string) => statSync(join(dir, name)).size;
  // superagent decodes the body; the length on the wire says which bytes were sent.
  const raw = (res: request.Response) => Buffer.from(res.text ?? '', 'utf8');

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'parley-frontend-'));
    mkdirSync(join(dir, 'assets'));
    const write = (name: string, body: string, variants: Array<'br' | 'gz'>) => {
      writeFileSync(join(dir, name), body);
      const data = Buffer.from(body);
      if (variants.includes('br')) writeFileSync(join(dir, `${name}.br`), brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      if (variants.includes('gz')) writeFileSync(join(dir, `${name}.gz`), gzipSync(data, { level: 9 }));
    };
    write('index.html', `<!doctype html><html><head><title>Parley</title></head><body>${text('<p>x</p>')}</body></html>`, ['br', 'gz']);
    write('assets/index-AbC123.js', text('console.log'), ['br', 'gz']);
    write('assets/index-AbC123.css', text('.a{color:red}'), ['br', 'gz']);
    write('assets/only-gzip-Xy9.js', text('alert'), ['gz']);
    write('assets/plain-Qq1.js', text('void'), []);
    app = express();
    app.use(compressAnswers());
    // Named relative to the working directory, as FRONTEND_DIST may be.
    app.use(...serveFrontend(relative(process.cwd(), dir)));
    app.use((_req, res) => res.status(404).json({ error: 'Not found' }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends the .br file to a browser that accepts brotli, with the script type and immutable caching', async () => {
    const res = await request(app).get('/assets/index-AbC123.js').set('Accept-Encoding', BROWSER).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(size('assets/index-AbC123.js.br'));
    expect(raw(res)).toEqual(file('assets/index-AbC123.js'));
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/i);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request(app).get('/assets/index-AbC123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-type'].toLowerCase()).toBe(res.headers['content-type'].toLowerCase());
  });

  it('sends the .gz file when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzip = await request(app).get('/assets/index-AbC123.css').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(size('assets/index-AbC123.css.gz'));
    expect(raw(gzip)).toEqual(file('assets/index-AbC123.css'));
    expect(gzip.headers['content-type']).toMatch(/^text\/css; charset=utf-8$/i);

    for (const accept of ['identity', '']) {
      const plain = await request(app).get('/assets/index-AbC123.css').set('Accept-Encoding', accept).expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(size('assets/index-AbC123.css'));
      expect(plain.headers['content-type'].toLowerCase()).toBe(gzip.headers['content-type'].toLowerCase());
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('falls back to what exists: gzip when there is no .br, on-request compression when there is neither', async () => {
    const onlyGzip = await request(app).get('/assets/only-gzip-Xy9.js').set('Accept-Encoding', BROWSER).expect(200);
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');
    expect(Number(onlyGzip.headers['content-length'])).toBe(size('assets/only-gzip-Xy9.js.gz'));
    expect(raw(onlyGzip)).toEqual(file('assets/only-gzip-Xy9.js'));

    const plain = await request(app).get('/assets/plain-Qq1.js').set('Accept-Encoding', BROWSER).expect(200);
    expect(plain.headers['content-encoding']).toBe('br');
    // Compressed as it went (no length known in advance), from the file itself.
    expect(plain.headers['content-length']).toBeUndefined();
    expect(raw(plain)).toEqual(file('assets/plain-Qq1.js'));
  });

  it('answers page routes with the precompressed index.html, never cached without asking', async () => {
    for (const path of ['/', '/collectors/accounts', '/index.html']) {
      const res = await request(app).get(path).set('Accept', 'text/html').set('Accept-Encoding', BROWSER).expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(Number(res.headers['content-length'])).toBe(size('index.html.br'));
      expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(raw(res)).toEqual(file('index.html'));
    }
    const plain = await request(app).get('/collectors/accounts').set('Accept', 'text/html').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(raw(plain)).toEqual(file('index.html'));
  });

  it('leaves API paths to the API, and a page route asked for JSON gets no page', async () => {
    await request(app).get('/collectors/api/check_auth').set('Accept', 'text/html').expect(404);
    const json = await request(app).get('/collectors/accounts').set('Accept', 'application/json').expect(404);
    expect(json.body).toEqual({ error: 'Not found' });
  });
});
