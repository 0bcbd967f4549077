/**
 * Journeys run in file-name order, the same on every machine. They share one product and its demo data, and some
 * leave traces behind (consumer-walkthrough gives the demo consumer a second settlement with Demo Law Group), so
 * the order must not depend on jest's timing statistics. Name a journey so it runs after those it may disturb.
 */
const Sequencer = require('@jest/test-sequencer').default;

class FileNameSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
}

module.exports = FileNameSequencer;
