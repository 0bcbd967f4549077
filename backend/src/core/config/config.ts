import { createHash } from 'node:crypto';
import { configSchema, RawConfig } from './config.schema';

export interface AppConfig extends RawConfig {
  sessionSecret: string;
  dataEncryptionKey: Buffer;
  /** Earlier keys that still decrypt (DATA_ENCRYPTION_KEYS_RETIRED) until the rotation command has run. */
  retiredEncryptionKeys: Buffer[];
  isProduction: boolean;
  appUrl: string;
}

export class ConfigError extends Error {}

/** Development-only fallback secrets, derived so that every process of one checkout agrees on them. */
function devSecret(purpose: string): string {
  return createHash('sha256').update(`parley-development-${purpose}`).digest('hex');
}

/**
 * Parses the environment once. Throws a ConfigError whose message is one sentence naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    const custom = /^(must|is|may) /.test(issue.message);
    const message =
      value === undefined || value === ''
        ? `Configuration error: ${name} is not set${custom ? ` (it ${issue.message})` : ''}.`
        : `Configuration error: ${name} ${custom ? issue.message : `is invalid (${issue.message})`}.`;
    throw new ConfigError(message);
  }
  const raw = parsed.data;
  return {
    ...raw,
    sessionSecret: raw.SESSION_SECRET ?? devSecret('session'),
    dataEncryptionKey: Buffer.from(raw.DATA_ENCRYPTION_KEY ?? devSecret('data-key'), 'hex'),
    retiredEncryptionKeys: (raw.DATA_ENCRYPTION_KEYS_RETIRED ?? '')
      .split(',')
      .filter(Boolean)
      .map((k) => Buffer.from(k, 'hex')),
    isProduction: raw.NODE_ENV === 'production',
    appUrl: raw.APP_URL ?? `http://localhost:${raw.PORT}`,
  };
}

let cached: AppConfig | undefined;
/** The process-wide configuration (read on first use). */
export function config(): AppConfig {
  cached ??= loadConfig();
  return cached;
}
/** Tests change the environment between runs. */
export function resetConfigForTests(): void {
  cached = undefined;
}
