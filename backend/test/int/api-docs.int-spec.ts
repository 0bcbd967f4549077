import { readFileSync } from 'node:fs';
import request from 'supertest';
import { COMMITTED_DESCRIPTION } from '../../src/api-docs';
import { startApi, TestApi } from '../harness';
import { routeTable } from '../security/route-table';

/**
 * The API description against the running application: every route its HTTP router serves is described (so a route
 * registered some other way than a controller method, which the description cannot see, fails here), and the page at
 * /api/docs loads from this server alone.
 */
describe('API description served by the api', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('describes every route the router serves', () => {
    const doc = JSON.parse(readFileSync(COMMITTED_DESCRIPTION, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const described = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    const served = routeTable(api.app);
    expect(served.length).toBeGreaterThan(140);
    const undescribed = served.filter((r) => !described.has(r.replace(/:(\w+)/g, '{$1}')));
    expect(undescribed).toEqual([]);
  });

  it('answers the committed description at /api/openapi.json', async () => {
    const res = await request(api.url).get('/api/openapi.json').expect(200).expect('Content-Type', /json/);
    expect(res.text).toBe(readFileSync(COMMITTED_DESCRIPTION, 'utf8'));
    expect((res.body as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('serves the interactive page and its scripts from this server, allowed by the content security policy', async () => {
    await request(api.url).get('/api/docs').expect(301).expect('Location', '/api/docs/');
    const page = await request(api.url).get('/api/docs/').expect(200).expect('Content-Type', /html/);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    const styles = [...page.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['swagger-ui-bundle.js', 'start.js']);
    // No inline script (the policy would block it) and nothing from another origin.
    expect(page.text).not.toMatch(/<script>|https?:\/\//);
    for (const file of [...scripts, ...styles]) {
      const res = await request(api.url).get(`/api/docs/${file}`).expect(200);
      expect(res.text.length).toBeGreaterThan(100);
    }
    const start = await request(api.url).get('/api/docs/start.js').expect(200);
    expect(start.text).toContain("url: '/api/openapi.json'");
  });
});
