/**
 * Benchmarks (`*.bench.ts`): the integration harness (fresh database, own Redis prefix, the real worker process from
 * dist/) with long timeouts. They print numbers; they are not part of `npm test`. Build the backend first.
 */
const int = require('../jest.int.config.js');

module.exports = {
  ...int,
  rootDir: '..',
  testMatch: ['<rootDir>/bench/**/*.bench.ts'],
  // The payout run's measurement is a module `npm run bench` calls, not a jest file.
  testPathIgnorePatterns: ['/node_modules/', '/bench/payout-run\\.bench\\.ts$'],
  testTimeout: 15 * 60 * 1000,
};
