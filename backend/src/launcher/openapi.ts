/**
 * Writes the API description generated from the controllers and their zod schemas.
 * - `node dist/launcher/openapi.js` (`npm run openapi`): docs/api/openapi.json, the committed copy.
 * - `node dist/launcher/openapi.js --build` (part of the backend build): dist/openapi.json, which /api/openapi.json
 *   serves, and the /api/docs page's own files beside it.
 * `src/api-docs.spec.ts` fails when the committed copy is not what this writes.
 */
import 'reflect-metadata';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiDescriptionJson, API_DOCS_PAGE_SOURCE, COMMITTED_DESCRIPTION } from '../api-docs';

const json = apiDescriptionJson();
if (process.argv.includes('--build')) {
  const dist = join(__dirname, '..');
  writeFileSync(join(dist, 'openapi.json'), json);
  mkdirSync(join(dist, 'api-docs'), { recursive: true });
  cpSync(API_DOCS_PAGE_SOURCE, join(dist, 'api-docs'), { recursive: true });
} else {
  writeFileSync(COMMITTED_DESCRIPTION, json);
  process.stdout.write(`Wrote ${COMMITTED_DESCRIPTION}\n`);
}
