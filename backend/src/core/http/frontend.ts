import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

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
 */
export function serveFrontend(dir: string): RequestHandler[] {
  const index = join(dir, 'index.html');
  const assets = express.static(dir, {
    index: false,
    setHeaders: (res, path) =>
      res.setHeader('Cache-Control', path.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300'),
  });
  const isServerPath = (req: Request) => SERVER_PREFIXES.some((p) => req.path.startsWith(p));
  // API calls skip the file system look-up a static handler makes for every path.
  const files = (req: Request, res: Response, next: NextFunction) => (isServerPath(req) ? next() : assets(req, res, next));
  const spa = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isServerPath(req)) return next();
    if (!req.accepts('html') || req.headers.accept?.startsWith('application/json')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [files, spa];
}
