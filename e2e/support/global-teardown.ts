/** Stops every product (SIGTERM, waiting for each to exit), drops their databases and Redis keys, then the servers. */
export default async function globalTeardown(): Promise<void> {
  const products = globalThis.__PARLEY_E2E__ ?? [];
  globalThis.__PARLEY_E2E__ = undefined;
  try {
    await Promise.all(products.map((p) => p.stop()));
  } finally {
    await globalThis.__PARLEY_E2E_STOP_SERVICES__?.();
  }
}
