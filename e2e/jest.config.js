/**
 * Browser journeys (`journeys/<name>.e2e.ts`) against the built product. globalSetup creates a fresh PostgreSQL
 * database and Redis key prefix, starts `node backend/dist/launcher/start.js` on a free port and waits for it;
 * globalTeardown stops it and removes both. The npm script passes --runInBand: one product, one browser at a time.
 */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/journeys/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // The documents journey reads PDFs with the backend's extractor; unpdf's ES-module PDF.js build needs the
  // CommonJS copy jest can load (see backend/test/unpdf-pdfjs.js).
  moduleNameMapper: { '^unpdf/pdfjs$': '<rootDir>/../backend/test/unpdf-pdfjs.js' },
  // The shared domain package is read from its TypeScript source (its "source" export condition).
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // File-name order: see support/sequencer.js.
  testSequencer: '<rootDir>/support/sequencer.js',
  testTimeout: 60000,
};
