import { z } from 'zod';

/**
 * Every setting the backend reads from the environment, validated once at boot.
 * Defaults are the embedded/development ones; production must set secrets explicitly.
 */
const hexKey = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 32-byte AES-256 key)');

const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: z.string().url().optional(),
    DATABASE_URL: z
      .string({ error: 'must be a postgres:// connection URL' })
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL'),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').default('redis://127.0.0.1:6379'),
    /** Prefix for every Redis key this deployment owns (queues, rate limits, heartbeats). */
    REDIS_PREFIX: z
      .string()
      .regex(/^[a-z0-9:_-]+$/i, 'may only contain letters, digits, ":", "_" and "-"')
      .default('parley'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
    DATA_ENCRYPTION_KEY: hexKey.optional(),
    /** Earlier DATA_ENCRYPTION_KEYs, comma-separated: they still decrypt until `npm run rotate-keys` has run. */
    DATA_ENCRYPTION_KEYS_RETIRED: z
      .string()
      .regex(/^(|[0-9a-fA-F]{64}(,[0-9a-fA-F]{64})*)$/, 'must be 64-hexadecimal-character keys separated by commas')
      .optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().min(3).default('Parley <no-reply@parley.test>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** Seconds a worker heartbeat stays valid; health turns 503 when it expires. */
    WORKER_HEARTBEAT_TTL: z.coerce.number().int().min(2).max(300).default(15),
    SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
    /** How often each api process checks that the sessions of its open sockets still exist and have not expired. */
    SOCKET_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /** Wrong passwords in a row one address may try on one account; also an account's attempts before its delay. */
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    LOGIN_BLOCK_SECONDS: z.coerce.number().int().min(1).default(900),
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60000).default(500),
    /** How often the worker checks relayed, unfinished jobs against BullMQ and relays lost ones again. */
    OUTBOX_SWEEP_MS: z.coerce.number().int().min(100).max(600000).default(3000),
    /** Rows an export reads per cursor fetch (and per progress step). Smaller batches leave less garbage for the
     * capped worker heap to collect: 250 used less CPU than 1,000 (100,063 rows: 6.1 s against 7.7 s of worker CPU). */
    EXPORT_BATCH_ROWS: z.coerce.number().int().min(1).max(10_000).default(250),
    /**
     * How long a worker's claim on a job lasts without renewal (BullMQ lockDuration; also its stalled-job check
     * interval). A job whose worker died runs again on another worker after at most about twice this.
     */
    QUEUE_LOCK_MS: z.coerce.number().int().min(1000).max(600000).default(30000),
    /**
     * Tests only: shifts the chat's clock (contact hours, W-HOURS) by this many milliseconds, so a test can stand
     * just before 8 a.m. at the consumer's location. Refused in production.
     */
    CHAT_CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
    /**
     * Tests only: "test" hashes new passwords with argon2id at its smallest cost (core/security/passwords.ts), for
     * suites that sign in hundreds of times. Refused in production; unset is the standard (OWASP) cost.
     */
    PASSWORD_HASH_COST: z.preprocess(unsetIfEmpty, z.enum(['standard', 'test'], { error: 'may only be "standard" or "test"' }).default('standard')),
    /** The assistant's language model: with a key, the openai driver (any OpenAI-compatible server); without, offline. */
    /** docker compose passes these as empty strings when unset (`${OPENAI_API_KEY:-}`): empty means not set. */
    OPENAI_API_KEY: z.preprocess(unsetIfEmpty, z.string().min(1).optional()),
    OPENAI_BASE_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
    OPENAI_MODEL: z.preprocess(unsetIfEmpty, z.string().min(1).default('gpt-4o')),
    /** Where the local-disk file storage keeps uploads and rendered documents (default: .data/files in the repo). */
    STORAGE_DIR: z.preprocess(unsetIfEmpty, z.string().min(1).optional()),
    /** Payments (integrations/payments): with STRIPE_SECRET_KEY the stripe driver, without it the demo driver. */
    STRIPE_SECRET_KEY: z.preprocess(unsetIfEmpty, z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)').optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(unsetIfEmpty, z.string().regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_...)').optional()),
    STRIPE_PUBLISHABLE_KEY: z.preprocess(unsetIfEmpty, z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_...)').optional()),
    /** Text messages (integrations/sms): with the three Twilio settings the twilio driver, else the demo driver. */
    TWILIO_ACCOUNT_SID: z.preprocess(unsetIfEmpty, z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC...)').optional()),
    TWILIO_AUTH_TOKEN: z.preprocess(unsetIfEmpty, z.string().min(16, 'must be a Twilio auth token').optional()),
    /** The sending number (+1...) or a Messaging Service SID (MG...). */
    TWILIO_FROM: z.preprocess(unsetIfEmpty, z.string().regex(/^(\+[1-9][0-9]{6,14}|MG[0-9a-fA-F]{32})$/, 'must be a phone number in E.164 (+1...) or a Messaging Service SID (MG...)').optional()),
    /** "off": no text messages at all (production without Twilio keys). */
    SMS: z.preprocess(unsetIfEmpty, z.enum(['off'], { error: 'may only be "off" (or unset)' }).optional()),
    /** "off": no credit bureau (production has no demo bureau and no live bureau driver exists yet). */
    CREDIT_BUREAU: z.preprocess(unsetIfEmpty, z.enum(['off'], { error: 'may only be "off" (or unset)' }).optional()),
    /** The platform's commission on each payment made under an agreement, in percent (W-NOFEE). */
    PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(10),
    /** How often the worker looks for due autopay payments (and moves the demo provider's clock). */
    PAYMENTS_TICK_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
    /** How long a demo payment stays processing before it succeeds or fails. */
    DEMO_PAYMENT_SETTLE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required with STRIPE_SECRET_KEY (payments are recorded from webhooks)' });
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY)
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'is required with STRIPE_SECRET_KEY (the card form needs it)' });
    if (env.NODE_ENV === 'production') {
      if (env.CHAT_CLOCK_OFFSET_MS !== 0)
        ctx.addIssue({ code: 'custom', path: ['CHAT_CLOCK_OFFSET_MS'], message: 'is for tests only and must not be set in production' });
      if (env.PASSWORD_HASH_COST === 'test')
        ctx.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: 'is for tests only and must not be "test" in production' });
      if (!env.SESSION_SECRET) ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
      if (!env.APP_URL) ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'is required in production (links in e-mails use it)' });
      if (!env.DATA_ENCRYPTION_KEY)
        ctx.addIssue({ code: 'custom', path: ['DATA_ENCRYPTION_KEY'], message: 'is required in production' });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;
