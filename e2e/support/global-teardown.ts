/** Stops the launcher (SIGTERM, waiting for it to exit), drops the run's database and deletes its Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const product = globalThis.__PARLEY_E2E__;
  globalThis.__PARLEY_E2E__ = undefined;
  await product?.stop();
}
