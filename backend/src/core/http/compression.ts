import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { constants } from 'node:zlib';

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
 * JSON, CSV, HTML, scripts and styles compressed with gzip or brotli when the client accepts it. An answer that
 * already has a Content-Encoding (the built frontend's precompressed files, core/http/frontend.ts) goes as it is.
 */
export function compressAnswers(): RequestHandler {
  return compression({ ...COMPRESSION_OPTIONS, filter: shouldCompress });
}
