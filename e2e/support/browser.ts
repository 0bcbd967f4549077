import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl } from './env';
import { SCREENSHOTS_DIR } from './product';

/**
 * The browser globalSetup found (CHROMIUM_PATH, else Debian's Chromium or the usual Chrome paths: see
 * scripts/test-services.mjs); globalSetup fails the run with install advice when there is none.
 */
const chromiumPath = (): string => {
  const path = process.env.CHROMIUM_PATH;
  if (!path) throw new Error('CHROMIUM_PATH is not set: run the journeys with `npm test -w e2e` (its globalSetup finds the browser).');
  return path;
};
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Playwright's own waits give up well before jest's 60 s test timeout, so the failure says what was awaited. */
const ACTION_TIMEOUT_MS = 15_000;

/**
 * The collector portal's first-time Disclosures popover opens 1 s after a page loads, as a modal, on a browser's
 * first two visits: landing on a form a journey is filling, it takes the clicks. Contexts start with it seen unless
 * a journey asks for a first visit (the popover's own test).
 */
export interface PageOptions {
  firstVisit?: boolean;
  /**
   * Lets the test add inline scripts (the accessibility journey injects axe-core's source with addScriptTag): the
   * product's Content-Security-Policy allows only its own script files.
   */
  bypassCsp?: boolean;
  /** The window size (1280 x 800 unless given; a phone is 390 x 844). */
  viewport?: { width: number; height: number };
}

export interface JourneySession {
  /** A page in a fresh browser context; its screenshot is saved as screenshots/<name>.png at the end. */
  newPage(name: string, options?: PageOptions): Promise<Page>;
  /**
   * Another person's page in the same test (e.g. the consumer beside the collector): its own fresh context, its own
   * screenshot at the end (screenshots/<name>.png) and the same no-uncaught-error check. Call newPage() first.
   */
  otherPage(name: string, options?: PageOptions): Promise<Page>;
  /**
   * A screenshot of an intermediate state of the newPage() page, saved as screenshots/<name>--<step>.png: the window
   * as the person sees it (the test's last state is saved as the full page); `fullPage` for a tour of whole pages.
   */
  snapshot(step: string, options?: { fullPage?: boolean }): Promise<void>;
  /** A screenshot of an intermediate state of any of the test's pages (the window unless `fullPage`, as snapshot()). */
  snapshotOf(page: Page, step: string, options?: { fullPage?: boolean }): Promise<void>;
}

/**
 * With transitions finished (MUI fades labels and button colours). The full page for a test's last state; the window
 * for the states on the way: a full-page capture costs in proportion to the page's height (a 4,500 px page took 1-3 s
 * against 0.2-0.4 s for its window), and the intermediate ones were over half of the journeys' screenshot time.
 */
async function screenshot(page: Page, file: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS_DIR, file), fullPage, animations: 'disabled' });
}

/**
 * Registers the hooks of one journey file: one browser for the file, a fresh context per test, and at the end of
 * each test a full-page screenshot (also when the test failed) and a check that the page threw no uncaught error.
 */
export function useBrowser(): JourneySession {
  let browser: Browser | undefined;
  interface Session {
    name: string;
    context: BrowserContext;
    page: Page;
    pageErrors: string[];
  }
  // The test's pages: the first is newPage()'s, the others are otherPage()'s.
  let sessions: Session[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  });

  afterEach(async () => {
    const finished = sessions;
    sessions = [];
    const errors: Record<string, string[]> = {};
    for (const s of finished) {
      try {
        await screenshot(s.page, `${s.name}.png`);
      } finally {
        await s.context.close();
      }
      if (s.pageErrors.length > 0) errors[s.name] = s.pageErrors;
    }
    expect(errors).toEqual({});
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(name: string, { firstVisit = false, bypassCsp = false, viewport = { width: 1280, height: 800 } }: PageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('useBrowser() must be called at the top of a describe block');
    const context = await browser.newContext({ baseURL: baseUrl(), viewport, bypassCSP: bypassCsp });
    if (!firstVisit) await context.addCookies([{ name: 'disclosures_popover_views', value: '2', url: baseUrl() }]);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    sessions.push({ name, context, page, pageErrors });
    return page;
  }

  const nameOf = (page: Page): string => {
    const s = sessions.find((x) => x.page === page);
    if (!s) throw new Error('snapshotOf() needs a page of newPage() or otherPage()');
    return s.name;
  };

  return {
    async newPage(name: string, options?: PageOptions) {
      if (sessions.length > 0) throw new Error('one newPage() per test: use otherPage() for a second person');
      return open(name, options);
    },
    async otherPage(name: string, options?: PageOptions) {
      if (sessions.length === 0) throw new Error('call newPage() before otherPage()');
      return open(name, options);
    },
    async snapshot(step: string, { fullPage = false } = {}) {
      const first = sessions[0];
      if (!first) throw new Error('snapshot() needs the page of newPage()');
      await screenshot(first.page, `${first.name}--${step}.png`, { fullPage });
    },
    async snapshotOf(page: Page, step: string, { fullPage = false } = {}) {
      await screenshot(page, `${nameOf(page)}--${step}.png`, { fullPage });
    },
  };
}
