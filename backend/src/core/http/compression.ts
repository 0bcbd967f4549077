import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Answers whose body holds a secret next to anything the caller chose are never compressed: a compressed length
 * tells an eavesdropper, guess by guess, how much of the guess matched the secret (BREACH). The session and CSRF
 * tokens travel in cookies, which are never compressed; a revealed SSN is the one secret in a body.
 */
export const UNCOMPRESSED_PATHS = ['/collectors/api/reveal_ssn'];

/**
 * The cheapest levels that still shrink a list page about tenfold: the api's CPU, not the wire, limits how many pages
 * it answers a second. Measured by `npm run bench` on a 25-row page of 87-129 KB (2026-11-28, zlib alone, median of
 * 30): brotli quality 1 0.11-0.22 ms for 11.5-13.7 KB, quality 4 (the middleware's default) 0.64-1.02 ms for 9.8-11.5
 * KB; gzip level 3 0.39-0.59 ms for 12.4-16.6 KB, level 6 0.77-1.14 ms. Browsers that accept brotli get it (the
 * middleware prefers it); gzip is the fallback. Answers under 1 KB go as they are (the headers would eat the gain).
 * Socket.IO compresses its own frames.
 */
export const COMPRESSION_OPTIONS = {
  level: 3,
  threshold: 1024,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
} as const;

export function shouldCompress(req: Request, res: Response): boolean {
  if (UNCOMPRESSED_PATHS.includes(req.path) || req.path.startsWith('/socket.io')) return false;
  return compression.filter(req, res);
}

/**
 * The largest answer compressed in one call on the event loop (brotli quality 1 takes about 0.15 ms for a 130 KB list
 * page); larger answers, and answers written in parts (downloads, CSV streams), go through the streaming middleware,
 * whose compression runs on libuv's thread pool.
 */
export const ONE_SHOT_MAX_BYTES = 512 * 1024;

/**
 * JSON, CSV, HTML, scripts and styles compressed with gzip or brotli when the client accepts it. An answer that
 * already has a Content-Encoding (the built frontend's precompressed files, core/http/frontend.ts) goes as it is.
 *
 * An answer sent whole (`res.send`, as every JSON answer is) is compressed in one synchronous call and sent with its
 * Content-Length in one write. Through the streaming middleware alone, a list page cost two round trips to the thread
 * pool and three writes to the socket (the headers and body, brotli's last byte as a chunk of its own, the chunked
 * terminator), each one a system call and a wake-up of the client. The decision is the middleware's own (filter,
 * no-transform, threshold, HEAD, the negotiated encoding preferring brotli), so both paths answer alike.
 */
export function compressAnswers(): RequestHandler {
  const streaming = compression({ ...COMPRESSION_OPTIONS, filter: shouldCompress });
  return (req, res, next) => {
    streaming(req, res, (err?: unknown) => {
      if (err === undefined) compressWholeAnswers(req, res);
      next(err);
    });
  };
}

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

/** The encoding the streaming middleware would choose for this answer, when it would compress it at all. */
function oneShotEncoding(req: Request, res: Response, bytes: number): 'br' | 'gzip' | undefined {
  if (bytes < COMPRESSION_OPTIONS.threshold || bytes > ONE_SHOT_MAX_BYTES || req.method === 'HEAD') return undefined;
  if (res.statusCode === 204 || res.statusCode === 304) return undefined;
  if ((res.getHeader('Content-Encoding') ?? 'identity') !== 'identity') return undefined;
  if (NO_TRANSFORM.test(String(res.getHeader('Cache-Control') ?? ''))) return undefined;
  if (!shouldCompress(req, res)) return undefined;
  // As the middleware negotiates: brotli, then gzip, preferred among what the client accepts equally. (The published
  // types describe negotiator 0.6, whose second argument was the list itself; 1.x takes it as `preferred`.)
  const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], options: { preferred: string[] }): string | undefined };
  const chosen = negotiator.encoding(['br', 'gzip', 'deflate', 'identity'], { preferred: ['br', 'gzip'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Wraps `res.end` so that an answer ended whole, with nothing written before, is compressed in one call. */
function compressWholeAnswers(req: Request, res: Response): void {
  const write = res.write;
  const end = res.end;
  let written = false;
  res.write = function (this: Response, ...args: Parameters<Response['write']>) {
    written = true;
    return write.apply(this, args);
  } as Response['write'];
  res.end = function (this: Response, ...args: unknown[]) {
    const [chunk, encoding] = args;
    if (!written && !res.headersSent && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      const textEncoding = typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8';
      // Measured without copying it: an answer that is not compressed here goes on as it came.
      const method = oneShotEncoding(req, res, typeof chunk === 'string' ? Buffer.byteLength(chunk, textEncoding) : chunk.length);
      if (method) {
        const body = typeof chunk === 'string' ? Buffer.from(chunk, textEncoding) : chunk;
        const packed = method === 'br' ? brotliCompressSync(body, COMPRESSION_OPTIONS.brotli) : gzipSync(body, { level: COMPRESSION_OPTIONS.level });
        res.vary('Accept-Encoding');
        res.setHeader('Content-Encoding', method);
        res.setHeader('Content-Length', packed.length);
        // The streaming middleware sees the encoding and passes the bytes through as they are.
        return (end as (this: Response, ...a: unknown[]) => Response).call(this, packed, ...args.slice(typeof args[1] === 'function' ? 1 : 2));
      }
    }
    return (end as (this: Response, ...a: unknown[]) => Response).apply(this, args);
  } as Response['end'];
}
