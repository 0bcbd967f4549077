import { configSchema, RawConfig } from './config.schema';
import { devSecret } from './known-secrets';
import { chooseProviders, type ProviderChoice } from './providers';
import { productionSecretRefusal } from './production-secrets';

export interface AppConfig extends RawConfig {
  sessionSecret: string;
  dataEncryptionKey: Buffer;
  /** Earlier keys that still decrypt (DATA_ENCRYPTION_KEYS_RETIRED) until the rotation command has run. */
  retiredEncryptionKeys: Buffer[];
  isProduction: boolean;
  appUrl: string;
  /** The driver each provider port runs (providers.ts): live, demo (never in production) or off. */
  providers: ProviderChoice;
}

export class ConfigError extends Error {}

export interface LoadOptions {
  /**
   * Key rotation only: a retired key may be a public one, since re-encrypting what it sealed is how a deployment
   * leaves it behind. The api, worker, migrate and seed processes refuse it.
   */
  retiredKeysMayBePublic?: boolean;
}

/**
 * Parses the environment once. Throws a ConfigError whose message is one sentence naming the variable. In
 * production it also refuses public, short or guessable secrets (production-secrets.ts) and demo providers
 * (providers.ts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: LoadOptions = {}): AppConfig {
  const production = env.NODE_ENV === 'production';
  // Production's own refusals come first: a placeholder is named as one, and every missing provider key at once.
  const providers = chooseProviders(env, production);
  if (production) {
    const refusal = productionSecretRefusal(env, opts) ?? ('refusal' in providers ? providers.refusal : null);
    if (refusal) throw new ConfigError(refusal);
  }
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
  if ('refusal' in providers) throw new ConfigError(providers.refusal);
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
    providers: providers.choice,
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
