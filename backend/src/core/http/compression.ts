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
 * Gzip level 6 and brotli quality 4 cost well under a millisecond for a 200 KB list page and shrink it about
 * tenfold; brotli's default quality (11) would cost tens of milliseconds per answer. Answers under 1 KB go as
 * they are (the headers would eat the gain). Socket.IO compresses its own frames.
 */
export const COMPRESSION_OPTIONS = {
  level: 6,
  threshold: 1024,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
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
