/** The address of the product started by globalSetup. */
export function baseUrl(): string {
  const url = process.env.PARLEY_E2E_BASE_URL;
  if (!url) throw new Error('PARLEY_E2E_BASE_URL is not set: run the journeys with `npm test -w e2e` (its globalSetup starts Parley).');
  return url;
}

/** An absolute URL of the product for a path such as `/collectors/accounts`. */
export function urlOf(path: string): string {
  return new URL(path, baseUrl()).toString();
}
