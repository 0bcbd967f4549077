// How long each test file of a jest suite takes, kept in a committed JSON file beside the suite, so that its
// sequencer can start the longest files first. With files spread over a few workers, a long file handed out last
// keeps one worker busy while the others have nothing left to do: the suite's time becomes that file's length
// added to everything before it. jest's own duration cache does the same, but it lives in the temporary folder under
// a name taken from the checkout's path, so a fresh clone never has it.
//
// The table is refreshed by running the suite (or some of its files) with PARLEY_RECORD_DURATIONS=1: the reporter
// below writes the times of the files that ran and drops files that no longer exist. A file missing from the table
// counts as a file of median length.
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

/** File (relative to rootDir, forward slashes) → seconds, from the committed table; {} when there is none. */
function readDurations(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

const keyOf = (rootDir, path) => relative(rootDir, path).split('\\').join('/');

/** The expected seconds of each test, by the table; files it does not know get its median. */
function expectedSeconds(tests, table, rootDir) {
  const known = Object.values(table).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  return new Map(tests.map((t) => [t, table[keyOf(rootDir, t.path)] ?? median]));
}

/** Jest reporter: with PARLEY_RECORD_DURATIONS=1, writes each file's run time (seconds) to `options.file`. */
class DurationsReporter {
  constructor(globalConfig, options) {
    this.rootDir = globalConfig.rootDir;
    this.file = options.file.replace('<rootDir>', globalConfig.rootDir);
  }

  onRunComplete(_contexts, results) {
    if (!process.env.PARLEY_RECORD_DURATIONS) return;
    const table = readDurations(this.file);
    for (const r of results.testResults) {
      const ms = r.perfStats.runtime ?? r.perfStats.end - r.perfStats.start;
      table[keyOf(this.rootDir, r.testFilePath)] = Math.max(1, Math.round(ms / 1000));
    }
    const kept = Object.keys(table)
      .filter((key) => existsSync(join(this.rootDir, key)))
      .sort();
    writeFileSync(this.file, `${JSON.stringify(Object.fromEntries(kept.map((k) => [k, table[k]])), null, 2)}\n`);
    process.stdout.write(`[durations] ${results.testResults.length} files' run times written to ${this.file}\n`);
  }
}

module.exports = DurationsReporter;
module.exports.readDurations = readDurations;
module.exports.expectedSeconds = expectedSeconds;
