import { z } from 'zod';

const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);

/**
 * Plaid's settings, read from the environment: with PLAID_CLIENT_ID and PLAID_SECRET the plaid driver, without
 * them the demo driver. Kept beside the port (the app's config schema does not need to know provider details).
 */
export const bankDataConfigSchema = z
  .object({
    PLAID_CLIENT_ID: z.preprocess(unsetIfEmpty, z.string().regex(/^[0-9a-f]{24}$/i, 'must be a Plaid client id (24 hexadecimal characters)').optional()),
    PLAID_SECRET: z.preprocess(unsetIfEmpty, z.string().regex(/^[0-9a-f]{30}$/i, 'must be a Plaid secret (30 hexadecimal characters)').optional()),
    PLAID_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
    PLAID_WEBHOOK_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  })
  .superRefine((env, ctx) => {
    if (!!env.PLAID_CLIENT_ID !== !!env.PLAID_SECRET)
      ctx.addIssue({ code: 'custom', path: [env.PLAID_CLIENT_ID ? 'PLAID_SECRET' : 'PLAID_CLIENT_ID'], message: 'PLAID_CLIENT_ID and PLAID_SECRET go together' });
  });

export type BankDataConfig = z.infer<typeof bankDataConfigSchema>;

/** One sentence per problem, like the app's config errors. */
export function bankDataConfig(env: NodeJS.ProcessEnv = process.env): BankDataConfig {
  const parsed = bankDataConfigSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '));
  return parsed.data;
}

export const hasPlaidKeys = (cfg: BankDataConfig) => !!(cfg.PLAID_CLIENT_ID && cfg.PLAID_SECRET);

/**
 * With Plaid keys the page loads Plaid Link from Plaid's CDN (Plaid requires it; it cannot be bundled) and Link runs
 * in Plaid's frame: the sources app.ts's Content-Security-Policy must add then. Empty without keys.
 */
export function plaidContentSecurity(cfg: BankDataConfig = bankDataConfig()): { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[] } {
  if (!hasPlaidKeys(cfg)) return { scriptSrc: [], frameSrc: [], connectSrc: [] };
  return { scriptSrc: ['https://cdn.plaid.com'], frameSrc: ['https://cdn.plaid.com'], connectSrc: ['https://*.plaid.com'] };
}
