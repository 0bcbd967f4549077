import { randomBytes } from 'node:crypto';

/**
 * A complete production environment with freshly generated secrets and well-formed provider keys (the unit and
 * process tests of the production rules start from it and break one thing at a time).
 */
export function productionEnv(): Record<string, string> {
  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  const token = (bytes: number) => randomBytes(bytes).toString('base64url');
  return {
    NODE_ENV: 'production',
    DATABASE_URL: `postgresql://parley:${hex(16)}@127.0.0.1:5432/parley`,
    APP_URL: 'https://parley.example',
    SESSION_SECRET: hex(32),
    DATA_ENCRYPTION_KEY: hex(32),
    SMTP_URL: `smtps://parley:${token(18)}@smtp.example:465`,
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
    TWILIO_FROM: `+1512${String(randomBytes(4).readUInt32BE() % 9_000_000 + 2_000_000)}`,
  };
}
