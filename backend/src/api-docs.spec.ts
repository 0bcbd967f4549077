import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { apiDescriptionJson, apiRoutes, COMMITTED_DESCRIPTION } from './api-docs';

/**
 * The API description covers every route Nest registers (read from the controllers' own metadata, not from a list),
 * and the committed docs/api/openapi.json is what the schemas generate today.
 */
describe('API description', () => {
  const routes = apiRoutes();

  it('finds the routes of every module, including the development ones', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(['POST /collectors/api/login', 'GET /collectors/api/apply_filters', 'GET /dev/mail']));
    expect(routes.length).toBeGreaterThan(140);
  });

  it('has a schema for every body and query value a route reads', () => {
    const missing = routes
      .filter((r) => r.problems.length)
      .map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler}) reads ${r.problems.join(', ')} without a schema: validate it with Valid(schema) from @parley/domain/contracts`);
    expect(missing).toEqual([]);
  });

  it('describes what every route answers on success', () => {
    const missing = routes
      .filter((r) => !r.answer)
      .map(
        (r) =>
          `${r.method} ${r.path} (${r.controller}.${r.handler}) declares no answer: add @Answers(schema) with its zod schema from ` +
          `@parley/domain/contracts, or @AnswersFile / @AnswersRedirect / @AnswersNothing`,
      );
    expect(missing).toEqual([]);
  });

  it('is committed as generated (npm run openapi writes docs/api/openapi.json)', () => {
    const committed = readFileSync(COMMITTED_DESCRIPTION, 'utf8');
    const generated = apiDescriptionJson();
    if (committed !== generated) {
      const doc = (s: string) => JSON.parse(s) as { paths: Record<string, Record<string, unknown>> };
      const ops = (s: string) => new Set(Object.entries(doc(s).paths).flatMap(([p, m]) => Object.keys(m).map((k) => `${k.toUpperCase()} ${p}`)));
      const [was, is] = [ops(committed), ops(generated)];
      const added = [...is].filter((o) => !was.has(o));
      const removed = [...was].filter((o) => !is.has(o));
      throw new Error(
        `docs/api/openapi.json is stale: run \`npm run openapi\` and commit it.` +
          (added.length ? `\nRoutes not in the committed file: ${added.join(', ')}` : '') +
          (removed.length ? `\nRoutes only in the committed file: ${removed.join(', ')}` : '') +
          (!added.length && !removed.length ? '\nThe same routes; their schemas changed.' : ''),
      );
    }
  });
});
