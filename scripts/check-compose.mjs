#!/usr/bin/env node
// Validates docker-compose.yml with whichever Compose client is installed (no Docker engine needed):
// `docker compose` (v2 plugin) first, else the standalone `docker-compose`, else the check is skipped (exit 0).
// Fails (exit 1, with the client's error) when the file does not validate or a required service is missing.
// It also proves the production services cannot start with public secrets: `config` fails without each secret the
// operator must provide, the values of `.env.example` and of the development profile are refused by the
// configuration check the processes run (backend/dist/launcher/check-config.js, so build first), and generated
// values are accepted.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FILE = process.env.COMPOSE_CHECK_FILE ?? join(ROOT, 'docker-compose.yml'); // override: for testing this check
const PRODUCTION_SERVICES = ['postgres', 'redis', 'migrate', 'api', 'api-2', 'worker', 'worker-2', 'web'];
/** Only with the development profile (docker/development.env turns it on). */
const DEV_SERVICES = ['mailcatcher', 'seed'];
const REQUIRED_VOLUMES = ['postgres-data'];
/** What the operator must provide: without any one of them `config` itself fails. */
const OPERATOR_VARIABLES = ['POSTGRES_PASSWORD', 'SESSION_SECRET', 'DATA_ENCRYPTION_KEY', 'SMTP_URL', 'APP_URL'];
const DEV_ENV_FILE = join(ROOT, 'docker', 'development.env');
const EXAMPLE_ENV_FILE = join(ROOT, '.env.example');
const CHECK_CONFIG = join(ROOT, 'backend', 'dist', 'launcher', 'check-config.js');

// Compose reads variables from the shell too: none of ours may leak in from the environment of whoever runs this.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^(COMPOSE_|NODE_ENV$|POSTGRES_|SESSION_|DATA_ENCRYPTION|SMTP_|APP_URL$|STRIPE_|PLAID_|OPENAI_|CREDIT_|CHECKBOOK_|TWILIO_|SMS$)/.test(k)),
);

function run(cmd, args, env = cleanEnv) {
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', timeout: 120_000, env });
  return { ok: !r.error && r.status === 0, stdout: r.stdout ?? '', stderr: (r.stderr ?? '') || String(r.error ?? '') };
}

const scratch = mkdtempSync(join(tmpdir(), 'parley-compose-check-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
let envFiles = 0;
/** An env file for `--env-file` (also keeps a developer's own .env out of the check). */
function envFile(vars) {
  const file = join(scratch, `env-${envFiles++}`);
  writeFileSync(file, Object.entries(vars).map(([k, v]) => `${k}=${v}`).join('\n') + '\n');
  return file;
}

/** A production deployment's settings as an operator generates them. */
function generatedProduction() {
  const hex = (n) => randomBytes(n).toString('hex');
  const token = (n) => randomBytes(n).toString('base64url');
  return {
    APP_URL: 'https://parley.example.com',
    POSTGRES_PASSWORD: token(24),
    SESSION_SECRET: hex(32),
    DATA_ENCRYPTION_KEY: hex(32),
    SMTP_URL: `smtps://parley:${token(18)}@smtp.example.com:465`,
    STRIPE_SECRET_KEY: `sk_live_${token(72)}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${token(24)}`,
    STRIPE_PUBLISHABLE_KEY: `pk_live_${token(72)}`,
    PLAID_CLIENT_ID: hex(12),
    PLAID_SECRET: hex(15),
    PLAID_ENV: 'production',
    OPENAI_API_KEY: `sk-${token(36)}`,
    CREDIT_BUREAU: 'off',
    CHECKBOOK_API_KEY: hex(16),
    CHECKBOOK_API_SECRET: token(24),
    CHECKBOOK_WEBHOOK_KEY: token(24),
    CHECKBOOK_ENV: 'live',
    TWILIO_ACCOUNT_SID: `AC${hex(16)}`,
    TWILIO_AUTH_TOKEN: hex(16),
    // A number made here like the keys above: a literal would be one the repository holds, which production refuses.
    TWILIO_FROM: `+1305${randomInt(2_000_000, 9_999_999)}`,
  };
}

/** One service's `environment` from `config`'s YAML (flat `KEY: value` lines; quoted scalars unquoted). */
function serviceEnvironment(yaml, service) {
  const out = {};
  let inService = false;
  let inEnv = false;
  for (const line of yaml.split('\n')) {
    if (/^ {2}\S/.test(line)) {
      inService = line.trim() === `${service}:`;
      inEnv = false;
    } else if (inService && /^ {4}\S/.test(line)) inEnv = line.trim() === 'environment:';
    else if (inService && inEnv && /^ {6}\S/.test(line)) {
      const m = /^\s+([A-Z0-9_]+):\s?(.*)$/.exec(line);
      if (!m) continue;
      let v = m[2];
      if (v.startsWith("'") && v.endsWith("'")) v = v.slice(1, -1).replace(/''/g, "'");
      else if (v.startsWith('"') && v.endsWith('"')) v = JSON.parse(v);
      out[m[1]] = v;
    }
  }
  return out;
}

/** One service's lines from `config`'s YAML. */
function serviceBlock(yaml, service) {
  const out = [];
  let inService = false;
  for (const line of yaml.split('\n')) {
    if (/^ {2}\S/.test(line)) inService = line.trim() === `${service}:`;
    else if (/^\S/.test(line)) inService = false;
    else if (inService) out.push(line);
  }
  return out.join('\n');
}

/** One service's `profiles` from `config`'s YAML. */
function serviceProfiles(yaml, service) {
  const out = [];
  let inService = false;
  let inProfiles = false;
  for (const line of yaml.split('\n')) {
    if (/^ {2}\S/.test(line)) {
      inService = line.trim() === `${service}:`;
      inProfiles = false;
    } else if (inService && /^ {4}profiles:/.test(line)) inProfiles = true;
    else if (inService && inProfiles && /^ {4}- /.test(line)) out.push(line.trim().slice(2));
    else if (inService && /^ {4}\S/.test(line)) inProfiles = false;
  }
  return out;
}

/** Runs the configuration check of the app processes with exactly this environment. */
function checkConfig(env) {
  const r = spawnSync(process.execPath, [CHECK_CONFIG], { cwd: ROOT, encoding: 'utf8', timeout: 60_000, env: { PATH: process.env.PATH, ...env } });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
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

const production = generatedProduction();
const productionFile = envFile(production);
/** `config` with this env file (compose then reads no .env of the developer's). */
const composeWith = (file, ...args) => run(client.cmd, [...client.pre, '--env-file', file, '-f', FILE, ...args]);
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
check(`${client.name} config -q accepts docker-compose.yml with the operator's settings`, () => {
  const r = composeWith(productionFile, 'config', '-q');
  return r.ok ? null : r.stderr || r.stdout || 'config failed';
});
check(`services ${[...PRODUCTION_SERVICES, ...DEV_SERVICES].join(', ')} are defined; only ${DEV_SERVICES.join(' and ')} in the dev profile`, () => {
  const r = composeWith(productionFile, 'config', '--services');
  if (!r.ok) return r.stderr || 'config --services failed';
  const have = new Set(lines(r.stdout));
  const missing = [...PRODUCTION_SERVICES, ...DEV_SERVICES].filter((s) => !have.has(s));
  if (missing.length) return `missing services: ${missing.join(', ')} (found: ${[...have].join(', ')})`;
  const yaml = composeWith(productionFile, 'config');
  // Compose lists every service whatever the profile; a service in a profile only starts when it is active.
  const wrong = [
    ...PRODUCTION_SERVICES.filter((s) => serviceProfiles(yaml.stdout, s).length > 0).map((s) => `${s} is in a profile`),
    ...DEV_SERVICES.filter((s) => serviceProfiles(yaml.stdout, s).join() !== 'dev').map((s) => `${s} is not in the dev profile only`),
  ];
  return wrong.length ? wrong.join('; ') : null;
});
check('no production service runs the demo seed', () => {
  const yaml = composeWith(productionFile, 'config');
  if (!yaml.ok) return yaml.stderr;
  const seeding = PRODUCTION_SERVICES.filter((s) => serviceBlock(yaml.stdout, s).includes('seed.js'));
  return seeding.length ? `these run seed.js: ${seeding.join(', ')}` : null;
});
check(`volumes ${REQUIRED_VOLUMES.join(', ')} are defined`, () => {
  const r = composeWith(productionFile, 'config', '--volumes');
  if (!r.ok) return r.stderr || 'config --volumes failed';
  const have = new Set(lines(r.stdout));
  const missing = REQUIRED_VOLUMES.filter((v) => !have.has(v));
  return missing.length ? `missing volumes: ${missing.join(', ')}` : null;
});
for (const name of OPERATOR_VARIABLES) {
  check(`config fails without ${name}, naming it`, () => {
    const rest = Object.fromEntries(Object.entries(production).filter(([k]) => k !== name));
    const r = composeWith(envFile(rest), 'config', '-q');
    if (r.ok) return `config accepted the file without ${name}`;
    return r.stderr.includes(name) ? null : `the error does not name ${name}: ${r.stderr}`;
  });
}
check('config fails with no settings at all', () => {
  const r = composeWith(envFile({}), 'config', '-q');
  return r.ok ? 'config accepted the file with no secrets' : null;
});

const productionYaml = composeWith(productionFile, 'config');
const devYaml = composeWith(DEV_ENV_FILE, 'config');
const exampleYaml = composeWith(EXAMPLE_ENV_FILE, 'config');
check(`development profile (docker/development.env): ${DEV_SERVICES.join(', ')} added, NODE_ENV=development`, () => {
  if (!devYaml.ok) return devYaml.stderr;
  const r = composeWith(DEV_ENV_FILE, 'config', '--services');
  const have = new Set(lines(r.stdout));
  const missing = [...PRODUCTION_SERVICES, ...DEV_SERVICES].filter((s) => !have.has(s));
  if (missing.length) return `missing services: ${missing.join(', ')}`;
  const env = serviceEnvironment(devYaml.stdout, 'api');
  return env.NODE_ENV === 'development' ? null : `api runs with NODE_ENV=${env.NODE_ENV}`;
});

if (!existsSync(CHECK_CONFIG)) {
  failed++;
  console.error(`not ok - the configuration checks need ${CHECK_CONFIG}: run \`npm run build\` first`);
} else {
  for (const service of ['migrate', 'api', 'worker']) {
    check(`${service} accepts generated production settings (every provider live or off)`, () => {
      if (!productionYaml.ok) return productionYaml.stderr;
      const env = serviceEnvironment(productionYaml.stdout, service);
      if (env.NODE_ENV !== 'production') return `${service} runs with NODE_ENV=${env.NODE_ENV}`;
      const r = checkConfig(env);
      return r.ok ? null : r.out;
    });
  }
  check('api refuses .env.example copied unchanged (its placeholders), with one sentence naming the variable', () => {
    if (!exampleYaml.ok) return exampleYaml.stderr;
    const r = checkConfig(serviceEnvironment(exampleYaml.stdout, 'api'));
    if (r.ok) return `accepted: ${r.out}`;
    return /^Configuration error: [A-Z_]+ .*\.$/.test(r.out) ? null : `unexpected refusal: ${r.out}`;
  });
  check("api refuses the development profile's public secrets in production", () => {
    if (!devYaml.ok) return devYaml.stderr;
    const r = checkConfig({ ...serviceEnvironment(devYaml.stdout, 'api'), NODE_ENV: 'production' });
    if (r.ok) return `accepted: ${r.out}`;
    return /^Configuration error: (DATABASE_URL|SESSION_SECRET|DATA_ENCRYPTION_KEY) /.test(r.out) ? null : `unexpected refusal: ${r.out}`;
  });
  check('api refuses production without provider keys (no demo providers), naming them', () => {
    const r = checkConfig({ ...serviceEnvironment(productionYaml.stdout, 'api'), STRIPE_SECRET_KEY: '', OPENAI_API_KEY: '' });
    if (r.ok) return `accepted: ${r.out}`;
    return r.out.includes('STRIPE_SECRET_KEY') && r.out.includes('OPENAI_API_KEY') ? null : `unexpected refusal: ${r.out}`;
  });
  check('the development profile starts with the demo providers', () => {
    if (!devYaml.ok) return devYaml.stderr;
    const r = checkConfig(serviceEnvironment(devYaml.stdout, 'api'));
    return r.ok && r.out.includes('payments demo') ? null : r.out;
  });
}

console.log(`compose: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
