import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { productionEnv } from '../../../test/production-env';
import { ConfigError, loadConfig } from './config';
import { KNOWN_DATABASE_PASSWORDS } from './known-secrets';
import { providerLiveKeys } from './providers';
import { productionSecretRefusal } from './production-secrets';

const ROOT = join(__dirname, '..', '..', '..', '..');
const SECRET_NAMES = ['SESSION_SECRET', 'DATA_ENCRYPTION_KEY', 'DATA_ENCRYPTION_KEYS_RETIRED', ...providerLiveKeys()];

/** Where the repository writes settings: compose and its env files, docs, tests, scripts, the benchmark. */
function files(): string[] {
  const out = ['docker-compose.yml', '.env.example', 'README.md', 'docker/development.env'].map((f) => join(ROOT, f));
  const walk = (dir: string, keep: (f: string) => boolean) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, keep);
      else if (keep(path)) out.push(path);
    }
  };
  walk(join(ROOT, 'docs'), (f) => f.endsWith('.md'));
  walk(join(ROOT, 'docker'), (f) => f.endsWith('.env') && !out.includes(f));
  walk(join(ROOT, 'backend', 'test'), (f) => /\.(ts|js)$/.test(f));
  walk(join(ROOT, 'backend', 'bench'), (f) => /\.(ts|js)$/.test(f));
  walk(join(ROOT, 'backend', 'src'), (f) => /\.(spec|int-spec)\.ts$/.test(f));
  walk(join(ROOT, 'e2e'), (f) => /\.(ts|js)$/.test(f));
  walk(join(ROOT, 'scripts'), (f) => /\.(mjs|js)$/.test(f));
  return out;
}

interface Found {
  file: string;
  name: string;
  value: string;
}

/**
 * `NAME=value`, `NAME: value` and `${NAME:-value}` in configuration and docs; in code only quoted literals
 * (`NAME: 'value'`), since anything else is an expression (a generated value, a variable).
 */
function valuesIn(file: string, text: string): Found[] {
  const code = /\.(ts|js|mjs)$/.test(file);
  const found: Found[] = [];
  for (const name of [...SECRET_NAMES, 'POSTGRES_PASSWORD']) {
    const assigned = code
      ? new RegExp(`(?<!\\$\\{)\\b${name}\\b['"]?\\s*[:=]\\s*(['"\`])([^'"\`$\\n]+)\\1`, 'g')
      : new RegExp(`(?<!\\$\\{)\\b${name}\\b\\s*[:=][ \\t]*(['"]?)([^\\s'"\`$,}]+)\\1`, 'g');
    for (const m of text.matchAll(assigned)) found.push({ file: relative(ROOT, file), name, value: m[2] });
    for (const m of text.matchAll(new RegExp(`\\$\\{${name}:-([^}]+)\\}`, 'g')))
      found.push({ file: relative(ROOT, file), name, value: m[1] });
  }
  return found;
}

describe('every secret written in the repository is refused in production', () => {
  const found = files().flatMap((f) => valuesIn(f, readFileSync(f, 'utf8')));

  it('finds the values of the compose environments (the scan itself works)', () => {
    const at = (file: string, name: string) => found.some((f) => f.file === file && f.name === name);
    expect(at('.env.example', 'SESSION_SECRET')).toBe(true);
    expect(at('.env.example', 'STRIPE_WEBHOOK_SECRET')).toBe(true);
    expect(at('docker/development.env', 'DATA_ENCRYPTION_KEY')).toBe(true);
    expect(at('docker/development.env', 'POSTGRES_PASSWORD')).toBe(true);
  });

  it.each(found.filter((f) => f.name !== 'POSTGRES_PASSWORD').map((f) => [f.file, f.name, f.value]))(
    '%s: %s=%j',
    (_file, name, value) => {
      expect(productionSecretRefusal({ ...productionEnv(), [name]: value })).toMatch(new RegExp(`^Configuration error: ${name}\\b`));
    },
  );

  it.each(found.filter((f) => f.name === 'POSTGRES_PASSWORD').map((f) => [f.file, f.value]))('%s: POSTGRES_PASSWORD=%j', (_file, value) => {
    expect(KNOWN_DATABASE_PASSWORDS).toContain(value.toLowerCase());
  });

  it('refuses `.env.example` copied unchanged', () => {
    const example = Object.fromEntries(
      readFileSync(join(ROOT, '.env.example'), 'utf8')
        .split('\n')
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    const env = { ...example, NODE_ENV: 'production', DATABASE_URL: `postgres://parley:${example.POSTGRES_PASSWORD}@postgres:5432/parley` };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    // Each placeholder on its own, in an otherwise good configuration.
    for (const [name, value] of Object.entries(example)) {
      if (!value.includes('replace-with-') || name === 'POSTGRES_PASSWORD') continue;
      expect([name, productionSecretRefusal({ ...productionEnv(), [name]: value })]).toEqual([name, expect.stringMatching(new RegExp(`^Configuration error: ${name}\\b`))]);
    }
  });
});
