import { z } from 'zod';

const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);

/**
 * The payout provider's settings, read from the environment: with CHECKBOOK_API_KEY the checkbook driver (secret,
 * webhooks key and environment required with it), without it the demo driver. Kept beside the port.
 */
export const payoutsConfigSchema = z
  .object({
    CHECKBOOK_API_KEY: z.preprocess(unsetIfEmpty, z.string().regex(/^[0-9a-zA-Z]{16,64}$/, 'must be a Checkbook API key').optional()),
    CHECKBOOK_API_SECRET: z.preprocess(unsetIfEmpty, z.string().min(16, 'must be a Checkbook API secret').optional()),
    CHECKBOOK_WEBHOOK_KEY: z.preprocess(unsetIfEmpty, z.string().min(16, 'must be the Checkbook webhooks key').optional()),
    /** No default: sending real money must be asked for by name. */
    CHECKBOOK_ENV: z.preprocess(unsetIfEmpty, z.enum(['sandbox', 'demo', 'live']).optional()),
    /** The demo provider: days until a digital check is deposited and until a mailed check is cashed. */
    DEMO_PAYOUT_ACH_DAYS: z.coerce.number().min(0).max(60).default(1),
    DEMO_PAYOUT_CHECK_DAYS: z.coerce.number().min(0).max(60).default(5),
    /** The demo provider's simulated latency of each send, in milliseconds (tests). */
    DEMO_PAYOUT_LATENCY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /** How often the worker moves the demo provider's clock, delivers its notifications and checks sent payouts. */
    PAYOUTS_TICK_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  })
  .superRefine((env, ctx) => {
    if (!env.CHECKBOOK_API_KEY) return;
    for (const name of ['CHECKBOOK_API_SECRET', 'CHECKBOOK_WEBHOOK_KEY', 'CHECKBOOK_ENV'] as const)
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required with CHECKBOOK_API_KEY' });
  });

export type PayoutsConfig = z.infer<typeof payoutsConfigSchema>;

/** One sentence per problem, like the app's config errors. */
export function payoutsConfig(env: NodeJS.ProcessEnv = process.env): PayoutsConfig {
  const parsed = payoutsConfigSchema.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
  return parsed.data;
}

export const hasCheckbookKeys = (cfg: PayoutsConfig) => !!cfg.CHECKBOOK_API_KEY;
