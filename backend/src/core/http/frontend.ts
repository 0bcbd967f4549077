import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { basename, join, resolve, sep } from 'node:path';

/** Paths the backend answers itself; everything else that asks for HTML gets the single-page app. */
const SERVER_PREFIXES = ['/api/', '/notifications/', '/collectors/api/', '/socket.io', '/dev/', '/pilot/', '/rails/', '/steps_api/', '/my_dashboard.json', '/my_dashboard/download', '/my_dashboard/document/', '/api_controller/', '/my_dashboard/fetch_credit_report', '/my_dashboard/stash/'];

export function frontendDist(): string | null {
  const dir = process.env.FRONTEND_DIST ?? join(__dirname, '..', '..', '..', '..', 'frontend', 'dist');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

/**
 * Serves the built frontend on the same origin: hashed assets with long caching, and index.html for page routes
 * (client-side routing), never for API paths, so a wrong API call still gets a JSON 404. Mounted before the session
 * middleware: files and the page shell need no session, so loading a page does not read the session table once per
 * script and font.
 *
 * The build writes each text file's brotli (`.br`) and gzip (`.gz`) forms beside it (frontend/vite.config.ts):
 * a browser that accepts one gets those bytes as they are, with Content-Encoding, `Vary: Accept-Encoding` and the
 * original file's Content-Type, so the on-request compression (which leaves encoded answers alone) does no work for
 * them; a file without a variant, or a client that accepts none, gets the file itself. The set of variants is read
 * once at start-up: the directory is a build output that does not change under a running process.
 */
export function serveFrontend(dir: string): RequestHandler[] {
  // Absolute, as the static handler reports the paths it sends (FRONTEND_DIST may be relative).
  const root = resolve(dir);
  const assetsDir = join(root, 'assets') + sep;
  const files: RequestHandler = expressStaticGzip(root, {
    index: false,
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: {
      index: false,
      // `path` is the file sent, a .br or .gz variant included.
      setHeaders: (res: ServerResponse, path: string) =>
        res.setHeader(
          'Cache-Control',
          path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : basename(path).startsWith('index.html') ? 'no-cache' : 'public, max-age=300',
        ),
    },
  });
  const isServerPath = (req: Request) => SERVER_PREFIXES.some((p) => req.path.startsWith(p));
  // API calls skip the file system look-up a static handler makes for every path.
  const assets = (req: Request, res: Response, next: NextFunction) => (isServerPath(req) ? next() : files(req, res, next));
  // Page routes get index.html through the same handler, so the page shell goes precompressed as well.
  const spa = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isServerPath(req)) return next();
    if (!req.accepts('html') || req.headers.accept?.startsWith('application/json')) return next();
    const url = req.url;
    req.url = '/index.html';
    files(req, res, (err?: unknown) => {
      req.url = url;
      next(err);
    });
  };
  return [assets, spa];
}
