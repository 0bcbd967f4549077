import { createHash } from 'node:crypto';

/**
 * Development-only fallback secrets, derived so that every process of one checkout agrees on them. They are as
 * public as the source code, so production refuses them like any other value below.
 */
export function devSecret(purpose: string): string {
  return createHash('sha256').update(`parley-development-${purpose}`).digest('hex');
}

/**
 * Every secret value that is, or ever was, written in this repository: compose defaults (kept after they were
 * removed from the file, because deployments may still run with them), the development compose environment, the
 * placeholders of `.env.example`, values in tests and docs. Production refuses each of them (compared without case).
 * `known-secrets.spec.ts` scans the repository and fails when a secret value written there is missing here and is
 * not already refused as too short or too easy to guess.
 */
export const KNOWN_SECRET_VALUES: readonly string[] = [
  // The launcher's development fallbacks (config.ts).
  devSecret('session'),
  devSecret('data-key'),
  // docker-compose.yml's former defaults.
  'parley-compose-development-session-secret-not-for-production',
  'c1a5e55aa7b31d4f70df9281dfdc035dbb4f85f85a8ac65757e18883bb27d20e',
  // docker/development.env (the development profile of docker-compose.yml).
  'parley-development-profile-session-secret-public-value',
  '7d1b2f0c9e4a86d35f1c0b7a2e9d4c68b3f5a1e7d2c9b04f6a8e3d1c5b7f9a2e',
  // .env.example's placeholders.
  'replace-with-the-output-of-openssl-rand-hex-32',
  'sk_live_replace-with-your-stripe-secret-key',
  'pk_live_replace-with-your-stripe-publishable-key',
  'whsec_replace-with-your-stripe-webhook-signing-secret',
  'replace-with-your-openai-api-key',
  'replace-with-your-checkbook-api-key',
  'replace-with-your-checkbook-api-secret',
  'replace-with-your-checkbook-webhooks-key',
  // The development mail catchers (the launcher's default SMTP_URL, the development profile's): not a relay.
  'smtp://127.0.0.1:1025',
  'smtp://mailcatcher:1025',
  // Values in the test suites.
  'whsec_contract_demo',
  'test-key',
];

/** Every placeholder of `.env.example` contains this; production refuses any setting that does. */
export const PLACEHOLDER_MARK = 'replace-with-';

/** Database passwords written in this repository (docker-compose.yml, docker/development.env, .env.example). */
export const KNOWN_DATABASE_PASSWORDS: readonly string[] = ['parley', 'postgres', 'password', 'replace-with-a-database-password'];
