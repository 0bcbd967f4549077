import type { Locator, Page, Response } from 'playwright-core';

/** Waits until the page's path (and, when given, its query) is the expected one; returns the URL. */
export async function waitForPath(page: Page, pathname: string, search?: Record<string, string>): Promise<URL> {
  await page.waitForURL((url) => {
    if (url.pathname !== pathname) return false;
    if (!search) return true;
    return Object.entries(search).every(([key, value]) => url.searchParams.get(key) === value);
  });
  return new URL(page.url());
}

/** The visible text of the first element matched, once it is visible. */
export async function textOf(locator: Locator): Promise<string> {
  const first = locator.first();
  await first.waitFor({ state: 'visible' });
  return (await first.innerText()).trim();
}

/** The next answer to `method path` (for checking that the page shows what the server said). */
export function nextResponse(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === path,
  );
}
