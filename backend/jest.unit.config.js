/** Unit tests: `*.spec.ts` beside the code. No I/O. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: require('./jest.swc'),
  // unpdf's PDF.js build is an ES module jest cannot import: a CommonJS copy (see the file).
  moduleNameMapper: { '^unpdf/pdfjs$': '<rootDir>/test/unpdf-pdfjs.js' },
  setupFiles: ['reflect-metadata'],
};
