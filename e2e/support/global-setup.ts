import { startProduct } from './product';

/** Starts the product once for the whole run; the journeys read its address from PARLEY_E2E_BASE_URL. */
export default async function globalSetup(): Promise<void> {
  const product = await startProduct();
  globalThis.__PARLEY_E2E__ = product;
  process.env.PARLEY_E2E_BASE_URL = product.baseUrl;
}
