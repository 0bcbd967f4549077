/**
 * Integration files run longest first (by test/durations.json, see scripts/jest-durations.cjs), so that the last
 * files handed to the workers are short ones and no worker is left alone with a long file at the end.
 */
const { join } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { readDurations, expectedSeconds } = require('../../scripts/jest-durations.cjs');

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const rootDir = join(__dirname, '..');
    const seconds = expectedSeconds(tests, readDurations(join(__dirname, 'durations.json')), rootDir);
    return [...tests].sort((a, b) => seconds.get(b) - seconds.get(a) || a.path.localeCompare(b.path));
  }
}

module.exports = LongestFirstSequencer;
