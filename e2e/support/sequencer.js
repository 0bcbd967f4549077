/**
 * Journeys run in a shuffled order, a new one each run: every journey makes its own data (support/journey-data.ts)
 * and must pass alone and after any other. The order comes from jest's seed, printed first, so a failing order can
 * be run again: `npm test -w e2e -- --seed=<seed>` (jest's --randomize, in the npm script, shuffles the tests inside
 * each file with the same seed).
 * The longer half of the journeys (by support/durations.json, see scripts/jest-durations.cjs) is shuffled and run
 * first, then the shorter half, shuffled too: a long journey handed out last would leave the other products idle
 * while it runs alone.
 */
const { join } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { readDurations, expectedSeconds } = require('../../scripts/jest-durations.cjs');

/** A small seeded generator (mulberry32): the same seed gives the same order on every machine. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class ShuffledSequencer extends Sequencer {
  constructor(options) {
    super(options);
    this.seed = options.globalConfig.seed;
  }

  sort(tests) {
    const shuffled = [...tests].sort((a, b) => a.path.localeCompare(b.path));
    const next = random(this.seed);
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const seconds = expectedSeconds(tests, readDurations(join(__dirname, 'durations.json')), join(__dirname, '..'));
    const median = [...seconds.values()].sort((a, b) => a - b)[Math.floor(tests.length / 2)];
    const order = [...shuffled.filter((t) => seconds.get(t) > median), ...shuffled.filter((t) => seconds.get(t) <= median)];
    // globalSetup (run after sorting, in this process) starts no more products than there are journey files.
    process.env.PARLEY_E2E_JOURNEY_FILES = String(order.length);
    process.stdout.write(
      `[journeys] order shuffled with seed ${this.seed} (the same order again: npm test -w e2e -- --seed=${this.seed})\n` +
        order.map((t, i) => `  ${i + 1}. ${t.path.split(/[\\/]/).pop()}`).join('\n') +
        '\n',
    );
    return order;
  }
}

module.exports = ShuffledSequencer;
