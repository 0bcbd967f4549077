import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The api process loads no job handler and not the compliance scanner: those run in the worker, and loading them
 * cost every api start (and every integration test file) about a third of its module loading. A module's jobs live
 * in `<module>-jobs.module.ts`, imported only by worker.module.ts.
 */
describe("the api process's code", () => {
  const loaded = (entry: string): string[] =>
    JSON.parse(
      execFileSync(
        process.execPath,
        ['-e', `require(${JSON.stringify(entry)}); console.log(JSON.stringify(Object.keys(require.cache)))`],
        {
          encoding: 'utf8',
          env: { ...process.env, NODE_ENV: 'test' },
        },
      ),
    ) as string[];

  it('loads no job handler, no jobs module and none of the compliance scanner but the sensitive-number check', () => {
    const files = loaded(join(__dirname, '..', '..', 'dist', 'app.js'));
    expect(files.filter((f) => f.includes('/backend/dist/')).length).toBeGreaterThan(100);
    expect(files.filter((f) => /\/backend\/dist\/modules\/[^/]+\/(jobs\/|[^/]+-jobs\.module\.js$)/.test(f))).toEqual(
      [],
    );
    expect(
      files.filter((f) => /\/domain\/dist\/compliance\//.test(f)).map((f) => f.replace(/.*\/compliance\//, '')),
    ).toEqual(['sensitive.js']);
  });

  it('while the worker loads them', () => {
    const files = loaded(join(__dirname, '..', '..', 'dist', 'worker.module.js'));
    expect(files.some((f) => f.endsWith('/modules/chat/jobs/compliance-scan.job.js'))).toBe(true);
    expect(files.some((f) => f.endsWith('/domain/dist/compliance/scan.js'))).toBe(true);
  });
});
