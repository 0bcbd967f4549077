#!/usr/bin/env node
// Validates docker-compose.yml with whichever Compose client is installed (no Docker engine needed):
// `docker compose` (v2 plugin) first, else the standalone `docker-compose`, else the check is skipped (exit 0).
// Fails (exit 1, with the client's error) when the file does not validate or a required service is missing.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FILE = process.env.COMPOSE_CHECK_FILE ?? join(ROOT, 'docker-compose.yml'); // override: for testing this check
const REQUIRED_SERVICES = ['postgres', 'redis', 'mailcatcher', 'migrate', 'api', 'api-2', 'worker', 'worker-2', 'web'];
const REQUIRED_VOLUMES = ['postgres-data'];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { ok: !r.error && r.status === 0, stdout: r.stdout ?? '', stderr: (r.stderr ?? '') || String(r.error ?? '') };
}

function findClient() {
  if (run('docker', ['compose', 'version']).ok) return { cmd: 'docker', pre: ['compose'], name: 'docker compose' };
  if (run('docker-compose', ['version']).ok) return { cmd: 'docker-compose', pre: [], name: 'docker-compose' };
  return null;
}

const client = findClient();
if (!client) {
  console.log('docker client not present: compose check skipped');
  console.log('compose: 0 passed, 0 failed, 1 skipped');
  process.exit(0);
}

const compose = (...args) => run(client.cmd, [...client.pre, '-f', FILE, ...args]);
const lines = (text) => text.split('\n').map((l) => l.trim()).filter(Boolean);
let passed = 0;
let failed = 0;
function check(name, fn) {
  const problem = fn();
  if (problem) {
    failed++;
    console.error(`not ok - ${name}\n${problem.trimEnd()}`);
  } else {
    passed++;
    console.log(`ok - ${name}`);
  }
}

console.log(`using ${client.name}: ${lines(run(client.cmd, [...client.pre, 'version']).stdout)[0] ?? ''}`);
check(`${client.name} config -q accepts docker-compose.yml`, () => {
  const r = compose('config', '-q');
  return r.ok ? null : r.stderr || r.stdout || 'config failed';
});
check(`services ${REQUIRED_SERVICES.join(', ')} are defined`, () => {
  const r = compose('config', '--services');
  if (!r.ok) return r.stderr || 'config --services failed';
  const have = new Set(lines(r.stdout));
  const missing = REQUIRED_SERVICES.filter((s) => !have.has(s));
  return missing.length ? `missing services: ${missing.join(', ')} (found: ${[...have].join(', ')})` : null;
});
check(`volumes ${REQUIRED_VOLUMES.join(', ')} are defined`, () => {
  const r = compose('config', '--volumes');
  if (!r.ok) return r.stderr || 'config --volumes failed';
  const have = new Set(lines(r.stdout));
  const missing = REQUIRED_VOLUMES.filter((v) => !have.has(v));
  return missing.length ? `missing volumes: ${missing.join(', ')}` : null;
});

console.log(`compose: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
