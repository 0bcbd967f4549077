/** Unit tests: `*.spec.ts` beside the code (and the bench's pure budget rules). No I/O. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/bench/**/*.spec.ts'],
  transform: require('./jest.swc'),
  // unpdf's PDF.js build is an ES module jest cannot import: a CommonJS copy (see the file).
  moduleNameMapper: { '^unpdf/pdfjs$': '<rootDir>/test/unpdf-pdfjs.js' },
  // The shared domain package is read from its TypeScript source (its "source" export condition), so the tests
  // never run against a stale build of it.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  setupFiles: ['reflect-metadata'],
};
