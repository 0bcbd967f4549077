/**
 * Browser journeys (`journeys/<name>.e2e.ts`) against the built product. globalSetup finds PostgreSQL, Redis and the
 * browser (scripts/test-services.mjs) and starts one product per jest worker (`node backend/dist/launcher/start.js`
 * on a free port, each with its own database and Redis prefix); globalTeardown stops them and removes both. Every
 * journey makes its own firm, users and accounts (support/journey-data.ts), so journeys run in parallel, alone, and
 * in a shuffled order (support/sequencer.js). PARLEY_E2E_WORKERS sets how many at once (default 2); `--runInBand`
 * runs them one after another against one product.
 */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/journeys/**/*.e2e.ts'],
  // The backend's swc options (decorators and their metadata): the seed helper writes through its entities.
  transform: require('../backend/jest.swc.js'),
  // The documents journey reads PDFs with the backend's extractor; unpdf's ES-module PDF.js build needs the
  // CommonJS copy jest can load (see backend/test/unpdf-pdfjs.js).
  moduleNameMapper: { '^unpdf/pdfjs$': '<rootDir>/../backend/test/unpdf-pdfjs.js' },
  // The shared domain package is read from its TypeScript source (its "source" export condition).
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testSequencer: '<rootDir>/support/sequencer.js',
  // Each journey's run time, kept for the sequencer (PARLEY_RECORD_DURATIONS=1 refreshes them).
  reporters: ['default', ['<rootDir>/../scripts/jest-durations.cjs', { file: '<rootDir>/support/durations.json' }]],
  maxWorkers: Number(process.env.PARLEY_E2E_WORKERS || 2),
  // A guard against a hung journey, not a time budget: two journeys share the machine at a time, so the longest
  // ones (the two-person negotiations, the chat) get twice the minute they had alone.
  testTimeout: 120000,
};
