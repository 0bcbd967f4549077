import { configSchema } from './config.schema';
import { KNOWN_DATABASE_PASSWORDS, PLACEHOLDER_MARK } from './known-secrets';
import { providerLiveKeys, providerSecrets } from './providers';
import { isKnownSecret, secretProblem } from './secret-strength';

interface SecretVariable {
  name: string;
  minLength: number;
  /** How to get a good one: the end of the refusal's sentence. */
  hint: string;
  /** Comma-separated keys (the retired encryption keys). */
  list?: boolean;
}

const GENERATE = 'generate one with `openssl rand -hex 32`';
const PROVIDER_HINT = "use the key the provider issued to this deployment";
/** Provider keys are issued by the provider; this only rules out stand-ins (Plaid's secrets, the shortest, have 30). */
const PROVIDER_SECRET_MIN_LENGTH = 20;

/** The secrets production checks, ours and every provider port's (providers.ts). */
export function productionSecrets(): SecretVariable[] {
  return [
    { name: 'SESSION_SECRET', minLength: 32, hint: GENERATE },
    {
      name: 'DATA_ENCRYPTION_KEY',
      minLength: 64,
      hint: `${GENERATE}, and move data already sealed with the old key to it with \`npm run rotate-keys\` (docs/SECURITY.md)`,
    },
    {
      name: 'DATA_ENCRYPTION_KEYS_RETIRED',
      minLength: 64,
      list: true,
      hint: 'stop the api and worker, run `npm run rotate-keys` (which accepts it) and remove the key',
    },
    ...providerSecrets().map((name) => ({ name, minLength: PROVIDER_SECRET_MIN_LENGTH, hint: PROVIDER_HINT })),
  ];
}

const KNOWN = 'is a publicly known value (a default, example or placeholder written in Parley\'s repository)';

/**
 * The first reason, as one sentence naming the variable, why production must not start with these secrets; null
 * when there is none. Unset secrets are left to the schema (which requires ours in production) and to the
 * provider choice (which names missing keys).
 */
export function productionSecretRefusal(env: NodeJS.ProcessEnv, opts: { retiredKeysMayBePublic?: boolean } = {}): string | null {
  for (const s of productionSecrets()) {
    const raw = env[s.name];
    if (raw === undefined || raw.trim() === '') continue;
    if (s.list && opts.retiredKeysMayBePublic) continue;
    const values = s.list ? raw.split(',').filter((v) => v.trim() !== '') : [raw];
    for (const [i, value] of values.entries()) {
      const problem = secretProblem(value.trim(), s.minLength);
      if (!problem) continue;
      const which = s.list ? `${s.name} (key ${i + 1} of ${values.length})` : s.name;
      return `Configuration error: ${which} ${problem}; ${s.hint}.`;
    }
  }
  // Any setting still holding one of `.env.example`'s placeholders (an address, a client id, a password in a URL).
  for (const name of [...Object.keys(configSchema.shape), ...providerLiveKeys()]) {
    if (env[name]?.includes(PLACEHOLDER_MARK))
      return `Configuration error: ${name} still holds a placeholder ("${PLACEHOLDER_MARK}..."); replace it with this deployment's value.`;
  }
  // Non-secret live keys (a publishable key, a client id, an SMTP address) may still be a default.
  for (const name of providerLiveKeys()) {
    const value = env[name];
    if (value && isKnownSecret(value)) return `Configuration error: ${name} ${KNOWN}; ${PROVIDER_HINT}.`;
  }
  const password = databasePassword(env.DATABASE_URL);
  if (password !== null && KNOWN_DATABASE_PASSWORDS.includes(password.toLowerCase()))
    return 'Configuration error: DATABASE_URL uses a publicly known database password (a default or placeholder written in Parley\'s repository); set a generated one (POSTGRES_PASSWORD with docker compose).';
  return null;
}

function databasePassword(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const password = new URL(url).password;
    return password ? decodeURIComponent(password) : null;
  } catch {
    return null; // the schema names a malformed URL
  }
}
