/**
 * Integration tests: `*.int-spec.ts` against real PostgreSQL and Redis (found or started by global setup, see
 * scripts/test-services.mjs): a fresh database and Redis key prefix per jest worker, migrations applied once. The
 * job tests start the real worker process from dist/ (build first). Test files run on PARLEY_TEST_WORKERS jest
 * workers (default 3, each on its own database; on two cores a third worker fills the time the others spend waiting
 * for jobs, restarts and clocks: 542 s with two, 502 s with three, quiet clean-clone runs on the same machine); `--runInBand` runs them one
 * after another in one process.
 */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  transform: require('./jest.swc'),
  // unpdf's PDF.js build is an ES module jest cannot import: a CommonJS copy (see the file).
  moduleNameMapper: { '^unpdf/pdfjs$': '<rootDir>/test/unpdf-pdfjs.js' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // The shared domain package is read from its TypeScript source (its "source" export condition), so the tests
  // never run against a stale build of it.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  setupFiles: ['reflect-metadata', '<rootDir>/test/test-env.ts'],
  // Every 2xx JSON answer is checked against its route's answer schema (test/answer-check.ts).
  setupFilesAfterEnv: ['<rootDir>/test/answer-check.setup.ts'],
  testTimeout: 30000,
  maxWorkers: Number(process.env.PARLEY_TEST_WORKERS || 3),
  // Longest files first, by the committed run times (PARLEY_RECORD_DURATIONS=1 refreshes them).
  testSequencer: '<rootDir>/test/sequencer.js',
  reporters: ['default', ['<rootDir>/../scripts/jest-durations.cjs', { file: '<rootDir>/test/durations.json' }]],
};
