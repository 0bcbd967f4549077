/**
 * Fault tests (`npm run test:faults`, also a step of `npm test`): real api and worker processes from dist/ while
 * Redis stops, a worker or an api process is killed, PostgreSQL restarts. Same per-run database and Redis prefix
 * as the integration tests; their own Redis, SMTP and PostgreSQL servers where a test stops one.
 */
const int = require('./jest.int.config.js');

module.exports = {
  ...int,
  testMatch: ['<rootDir>/test/faults/**/*.fault-spec.ts'],
  testTimeout: 180000,
  // The fault tests stop and kill servers and processes: one at a time.
  maxWorkers: 1,
};
