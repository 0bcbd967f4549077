/**
 * The V8 flags the worker process runs with, wherever it is started: docker-compose.yml's worker command (which
 * repeats them; node-flags.spec.ts holds the two together), `npm start`, the integration tests' worker and the bench.
 *
 * Without a cap V8 grows a process's heap lazily while the machine has free memory: a 100,000-row export, whose live
 * data is a few megabytes, took the worker from 160 MB to 386 MB of resident memory, nearly all of it garbage not yet
 * collected. An old space of 160 MB (the worker's own live heap is about 60 MB at rest) and semi-spaces of 8 MB (the
 * young generation otherwise grows to 16 MB each) kept the same export at 181 MB. The other jobs (compliance scans,
 * document rendering, OCR, e-mail, Plaid reports) run under the same cap in the integration tests.
 */
export const WORKER_NODE_FLAGS: readonly string[] = ['--max-old-space-size=160', '--max-semi-space-size=8'];
