/** One product started by globalSetup: its address and its database (where the seed helper writes). */
export interface ProductAddress {
  baseUrl: string;
  databaseUrl: string;
}

/**
 * The product this journey file talks to. globalSetup starts one product per jest worker (each on its own
 * database) and lists them in PARLEY_E2E_PRODUCTS; a file uses its worker's (JEST_WORKER_ID counts from 1; a run
 * in band is worker 1).
 */
export function product(): ProductAddress {
  const list = process.env.PARLEY_E2E_PRODUCTS;
  if (!list) throw new Error('PARLEY_E2E_PRODUCTS is not set: run the journeys with `npm test -w e2e` (its globalSetup starts Parley).');
  const products = JSON.parse(list) as ProductAddress[];
  const worker = Math.max(1, Number(process.env.JEST_WORKER_ID ?? 1));
  return products[(worker - 1) % products.length]!;
}

/** The address of this journey file's product. */
export function baseUrl(): string {
  return product().baseUrl;
}

/** An absolute URL of the product for a path such as `/collectors/accounts`. */
export function urlOf(path: string): string {
  return new URL(path, baseUrl()).toString();
}
