import { randomBytes } from 'node:crypto';
import { productionEnv } from '../../../test/production-env';
import { ConfigError, loadConfig } from './config';
import { devSecret, KNOWN_SECRET_VALUES } from './known-secrets';
import { PROVIDER_PORTS } from './providers';
import { MIN_GUESSES_LOG10, guessesLog10 } from './secret-strength';

const COMPOSE_SESSION_SECRET = 'parley-compose-development-session-secret-not-for-production';
const COMPOSE_KEY = 'c1a5e55aa7b31d4f70df9281dfdc035dbb4f85f85a8ac65757e18883bb27d20e';

/** The refusal's message for this environment (fails when the configuration is accepted). */
function refusal(env: Record<string, string | undefined>, opts?: Parameters<typeof loadConfig>[1]): string {
  try {
    loadConfig(env as NodeJS.ProcessEnv, opts);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as Error).message;
    // One sentence.
    expect(message.match(/\.(\s|$)/g)).toHaveLength(1);
    return message;
  }
  throw new Error('the configuration was accepted');
}

const without = (env: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([k]) => !names.includes(k)));

describe('production refuses public, short and guessable secrets', () => {
  it.each(KNOWN_SECRET_VALUES.map((v) => [v]))('refuses the public value %j as SESSION_SECRET', (value) => {
    expect(refusal({ ...productionEnv(), SESSION_SECRET: value })).toMatch(
      /^Configuration error: SESSION_SECRET is a publicly known value .*; generate one with `openssl rand -hex 32`\.$/,
    );
  });

  it('refuses the former compose values and the development fallbacks, in any case', () => {
    expect(refusal({ ...productionEnv(), SESSION_SECRET: COMPOSE_SESSION_SECRET })).toContain('SESSION_SECRET is a publicly known value');
    expect(refusal({ ...productionEnv(), SESSION_SECRET: devSecret('session') })).toContain('SESSION_SECRET is a publicly known value');
    expect(refusal({ ...productionEnv(), DATA_ENCRYPTION_KEY: COMPOSE_KEY.toUpperCase() })).toContain(
      'DATA_ENCRYPTION_KEY is a publicly known value',
    );
    expect(refusal({ ...productionEnv(), DATA_ENCRYPTION_KEY: devSecret('data-key') })).toContain('DATA_ENCRYPTION_KEY is a publicly known value');
  });

  it.each([
    ['all zero', '0'.repeat(64)],
    ['one byte repeated', 'ab'.repeat(32)],
    ['a short pattern repeated', '0123456789abcdef'.repeat(4)],
    ['two halves alike', 'deadbeefcafe0123456789abcdef0000'.repeat(2)],
  ])('refuses a %s DATA_ENCRYPTION_KEY as too easy to guess', (_what, key) => {
    expect(refusal({ ...productionEnv(), DATA_ENCRYPTION_KEY: key })).toMatch(/^Configuration error: DATA_ENCRYPTION_KEY is too easy to guess/);
  });

  it.each([
    ['one character', 's'.repeat(40)],
    ['a word repeated', 'password'.repeat(5)],
    ['a keyboard walk', 'qwertyuiopasdfghjklzxcvbnm1234567890'],
    ['the alphabet', 'abcdefghijklmnopqrstuvwxyz0123456789'],
  ])('refuses a SESSION_SECRET made of %s', (_what, secret) => {
    expect(refusal({ ...productionEnv(), SESSION_SECRET: secret })).toMatch(/^Configuration error: SESSION_SECRET is too easy to guess/);
  });

  it('refuses a SESSION_SECRET shorter than 32 characters, however random', () => {
    expect(refusal({ ...productionEnv(), SESSION_SECRET: randomBytes(24).toString('base64url').slice(0, 31) })).toBe(
      'Configuration error: SESSION_SECRET is too short (production needs at least 32 characters); generate one with `openssl rand -hex 32`.',
    );
  });

  it('refuses a weak or public retired key by its place in the list, except for the key rotation command', () => {
    const good = randomBytes(32).toString('hex');
    const env = { ...productionEnv(), DATA_ENCRYPTION_KEYS_RETIRED: `${good},${'0'.repeat(64)}` };
    expect(refusal(env)).toMatch(/^Configuration error: DATA_ENCRYPTION_KEYS_RETIRED \(key 2 of 2\) is too easy to guess .*npm run rotate-keys/);
    expect(refusal({ ...env, DATA_ENCRYPTION_KEYS_RETIRED: COMPOSE_KEY })).toContain('DATA_ENCRYPTION_KEYS_RETIRED (key 1 of 1) is a publicly known value');
    // Re-encrypting away from the public key is the way out, so the rotation command accepts it.
    expect(loadConfig({ ...env, DATA_ENCRYPTION_KEYS_RETIRED: COMPOSE_KEY }, { retiredKeysMayBePublic: true }).retiredEncryptionKeys).toHaveLength(1);
  });

  it.each([
    ['STRIPE_WEBHOOK_SECRET', 'whsec_contract_demo', 'is a publicly known value'],
    ['STRIPE_WEBHOOK_SECRET', `whsec_${'a'.repeat(32)}`, 'is too easy to guess'],
    ['STRIPE_SECRET_KEY', 'sk_live_replace-with-your-stripe-secret-key', 'is a publicly known value'],
    ['STRIPE_SECRET_KEY', 'sk_live_short', 'is too short (production needs at least 20 characters)'],
    ['PLAID_SECRET', '0'.repeat(30), 'is too easy to guess'],
    ['OPENAI_API_KEY', 'test-key', 'is a publicly known value'],
    ['STRIPE_PUBLISHABLE_KEY', 'pk_live_replace-with-your-stripe-publishable-key', 'still holds a placeholder'],
    ['SMTP_URL', 'smtp://mailcatcher:1025', 'is a publicly known value'],
  ])('refuses the provider key %s=%j', (name, value, problem) => {
    expect(refusal({ ...productionEnv(), [name]: value })).toMatch(new RegExp(`^Configuration error: ${name} ${problem.replace(/[()]/g, '\\$&')}`));
  });

  it("refuses any setting still holding one of .env.example's placeholders", () => {
    expect(refusal({ ...productionEnv(), APP_URL: 'https://replace-with-your-domain.example' })).toBe(
      'Configuration error: APP_URL still holds a placeholder ("replace-with-..."); replace it with this deployment\'s value.',
    );
  });

  it('refuses a database password written in the repository', () => {
    expect(refusal({ ...productionEnv(), DATABASE_URL: 'postgres://parley:parley@postgres:5432/parley' })).toMatch(
      /^Configuration error: DATABASE_URL uses a publicly known database password/,
    );
  });

  it('accepts freshly generated secrets of the documented kinds, every time', () => {
    for (let i = 0; i < 5; i++) {
      expect(guessesLog10(randomBytes(16).toString('hex'))).toBeGreaterThanOrEqual(MIN_GUESSES_LOG10);
      expect(() => loadConfig(productionEnv())).not.toThrow();
    }
  });

  it('leaves development and tests alone (the checks are production rules)', () => {
    const cfg = loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/parley', SESSION_SECRET: COMPOSE_SESSION_SECRET, DATA_ENCRYPTION_KEY: '0'.repeat(64) });
    expect(cfg.isProduction).toBe(false);
  });
});

describe('provider ports: production never selects a demo driver', () => {
  it('names every missing key of every port in one sentence', () => {
    const env = without(productionEnv(), 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'OPENAI_API_KEY', 'PLAID_CLIENT_ID', 'PLAID_SECRET', 'CREDIT_BUREAU', 'SMTP_URL');
    expect(refusal(env)).toBe(
      'Configuration error: production never uses a demo provider, so it needs STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY (payments), ' +
        'PLAID_CLIENT_ID and PLAID_SECRET (bank connections), CREDIT_BUREAU=off (credit reports: no live driver exists yet), ' +
        'OPENAI_API_KEY (the assistant) and SMTP_URL (mail).',
    );
  });

  it.each([
    ['payments', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'], 'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY (payments)'],
    ['bank data', ['PLAID_CLIENT_ID', 'PLAID_SECRET'], 'PLAID_CLIENT_ID and PLAID_SECRET (bank connections)'],
    ['the assistant', ['OPENAI_API_KEY'], 'OPENAI_API_KEY (the assistant)'],
    ['credit reports', ['CREDIT_BUREAU'], 'CREDIT_BUREAU=off (credit reports: no live driver exists yet)'],
    ['mail', ['SMTP_URL'], 'SMTP_URL (mail)'],
    ['text messages', ['TWILIO_AUTH_TOKEN'], 'TWILIO_AUTH_TOKEN (text messages)'],
  ])('refuses to start without %s', (_port, unset, named) => {
    expect(refusal(without(productionEnv(), ...unset))).toBe(`Configuration error: production never uses a demo provider, so it needs ${named}.`);
    // compose passes unset variables as empty strings: empty is missing too.
    const empty = Object.fromEntries(unset.map((k) => [k, '']));
    expect(refusal({ ...productionEnv(), ...empty })).toContain(named);
  });

  it('chooses live drivers in production with keys, and the credit bureau switched off', () => {
    expect(loadConfig(productionEnv()).providers).toEqual({
      payments: 'live',
      bankData: 'live',
      creditBureau: 'off',
      assistant: 'live',
      mail: 'live',
      sms: 'live',
      payouts: 'live',
    });
  });

  it('runs production without texts when SMS=off, and refuses other values', () => {
    const off = loadConfig({ ...without(productionEnv(), 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'), SMS: 'off' });
    expect(off.providers.sms).toBe('off');
    // A number without +1 (built here, so the repository holds no value of a live key).
    expect(refusal({ ...productionEnv(), TWILIO_FROM: productionEnv().TWILIO_FROM.slice(2) })).toBe(
      'Configuration error: TWILIO_FROM must be a phone number in E.164 (+1...) or a Messaging Service SID (MG...).',
    );
  });

  it('chooses the demo drivers outside production without keys, and live ones with keys', () => {
    const dev = loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/parley' });
    expect(dev.providers).toEqual({ payments: 'demo', bankData: 'demo', creditBureau: 'demo', assistant: 'demo', mail: 'demo', sms: 'demo', payouts: 'demo' });
    const keyed = loadConfig({ ...productionEnv(), NODE_ENV: 'development' });
    expect(keyed.providers.payments).toBe('live');
    expect(keyed.providers.creditBureau).toBe('off');
  });

  it('has a label and either live keys or an off switch for every port (a port without both could never start in production)', () => {
    for (const p of Object.values(PROVIDER_PORTS) as Array<{ label: string; live?: readonly string[]; offSwitch?: string }>) {
      expect(p.label).toBeTruthy();
      expect((p.live?.length ?? 0) > 0 || !!p.offSwitch).toBe(true);
    }
  });
});
