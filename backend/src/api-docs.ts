import express, { type RequestHandler } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiModule } from './api.module';
import { controllersOf, describeRoutes, openApiDocument, type DescribedRoute } from './core/http/api-description';

const INFO = {
  title: 'Parley API',
  version: '1',
  description:
    'The HTTP API of the collector portal and the consumer pages, generated from the zod schemas the server validates ' +
    'requests with and the answer schemas its integration tests check every JSON answer against (@parley/domain ' +
    'contracts). Writes need the CSRF token of the session (the XSRF-TOKEN cookie sent ' +
    'back as the X-CSRF-Token header). Routes under /dev, and the demo checkout, exist only in development or with the ' +
    'demo payment provider. A refused input answers 422 with the sentences of the rule it broke.',
};

/** The committed description (repository root: docs/api/openapi.json), from src/ or dist/ alike. */
export const COMMITTED_DESCRIPTION = join(__dirname, '..', '..', 'docs', 'api', 'openapi.json');
/** The /api/docs page's own files (the Swagger UI bundle comes from swagger-ui-dist). */
export const API_DOCS_PAGE_SOURCE = join(__dirname, '..', 'api-docs');

/** Every route any configuration of the api process serves, with its schemas. */
export function apiRoutes(): DescribedRoute[] {
  return describeRoutes(controllersOf(ApiModule.everyRoute()));
}

/** The OpenAPI 3.1 description, as committed in docs/api/openapi.json (`npm run openapi` writes it). */
export function apiDescriptionJson(): string {
  return `${JSON.stringify(openApiDocument(apiRoutes(), INFO), null, 2)}\n`;
}

/**
 * `GET /api/openapi.json` and the interactive page at `/api/docs` (Swagger UI from the swagger-ui-dist package,
 * served from this process: no CDN, so it works offline and under the content security policy's 'self'). Mounted as
 * middleware, not routes: they are not part of the API they describe.
 */
export function mountApiDocs(app: { use(path: string, ...handlers: RequestHandler[]): unknown }): void {
  // The build writes dist/openapi.json and copies the page beside it; from the sources both are made here.
  const built = join(__dirname, 'openapi.json');
  let json: string | null = existsSync(built) ? readFileSync(built, 'utf8') : null;
  const pageDir = existsSync(join(__dirname, 'api-docs')) ? join(__dirname, 'api-docs') : API_DOCS_PAGE_SOURCE;
  // The package's folder, through its path helper alone: its index also loads the whole browser bundle (about 1 MB of
  // JavaScript) into this process, which only serves the files.
  const uiDir = (require('swagger-ui-dist/absolute-path.js') as () => string)();
  const reads = (req: { method: string }) => req.method === 'GET' || req.method === 'HEAD';
  app.use('/api/openapi.json', (req, res, next) => {
    if (req.path !== '/' || !reads(req)) return next();
    json ??= apiDescriptionJson();
    res.type('application/json').setHeader('Cache-Control', 'no-cache');
    res.send(json);
  });
  app.use(
    '/api/docs',
    // Relative asset URLs need the trailing slash.
    (req, res, next) => (reads(req) && req.originalUrl.split('?')[0] === '/api/docs' ? res.redirect(301, '/api/docs/') : next()),
    express.static(pageDir, { index: 'index.html', maxAge: 0 }),
    express.static(uiDir, { index: false, maxAge: '1d' }),
  );
}
