/** Unit tests: `*.spec.ts` beside the code. No I/O. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: require('./jest.swc'),
  setupFiles: ['reflect-metadata'],
};
