import type { GlobalConfig } from 'jest';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ROOT, startProduct, type RunningProduct } from './product';

declare global {
  /** Stops the servers globalSetup started itself (none under `npm test`, which starts them once). */
  var __PARLEY_E2E_STOP_SERVICES__: (() => Promise<void>) | undefined;
}

/**
 * Finds the servers and the browser (scripts/test-services.mjs; a missing browser fails the run with the sentence
 * that says how to install one), then starts one product per jest worker, each on its own database and Redis
 * prefix, all at once. The journeys read their product from PARLEY_E2E_PRODUCTS (support/env.ts).
 */
export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const { ensureTestServices, findBrowser } = await import('../../scripts/test-services.mjs');
  // The browser first: without one, nothing else is worth starting.
  const browser = findBrowser();
  if (browser.error) throw new Error(browser.error);
  const stopServices = await ensureTestServices({ browser: true, label: 'journeys' });
  process.env.CHROMIUM_PATH = browser.path;
  // Passwords hashed at argon2id's smallest cost, by the products and by the journeys' own data (the journeys run in
  // workers started after this and inherit it): every journey signs in, and at the standard cost each sign-in spent
  // about 240 ms of CPU. The products are told the same explicitly (support/product.ts).
  process.env.PASSWORD_HASH_COST = 'test';
  globalThis.__PARLEY_E2E_STOP_SERVICES__ = stopServices;
  // Logs of an earlier run with more products would be read by scripts/check-logs.mjs as this run's.
  for (const f of readdirSync(E2E_ROOT).filter((name) => /^product(-\d+)?\.log$/.test(name))) rmSync(join(E2E_ROOT, f));

  // One product per jest worker, and no more than there are journey files (the sequencer counted them).
  const files = Number(process.env.PARLEY_E2E_JOURNEY_FILES) || Infinity;
  const count = Math.max(1, Math.min(globalConfig.maxWorkers ?? 1, files));
  const since = Date.now();
  const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => startProduct({ n: i + 1 })));
  const products = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  globalThis.__PARLEY_E2E__ = products;
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(products.map((p: RunningProduct) => p.stop()));
    await stopServices();
    throw failed.reason;
  }
  process.stdout.write(`[journeys] ${count} product${count > 1 ? 's' : ''} started in ${((Date.now() - since) / 1000).toFixed(1)} s: ${products.map((p) => p.baseUrl).join(', ')}\n`);
  process.env.PARLEY_E2E_PRODUCTS = JSON.stringify(products.map((p) => ({ baseUrl: p.baseUrl, databaseUrl: p.databaseUrl })));
  // The first product's address, for anything that still reads the single-product variable.
  process.env.PARLEY_E2E_BASE_URL = products[0]!.baseUrl;
}
