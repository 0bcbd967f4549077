import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl } from './env';
import { SCREENSHOTS_DIR } from './product';

/** Chromium from the system (CI installs it with apt); CHROMIUM_PATH overrides. */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
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

export interface JourneySession {
  /** A page in a fresh browser context (no cookies); its screenshot is saved as screenshots/<name>.png at the end. */
  newPage(name: string): Promise<Page>;
  /** A screenshot of an intermediate state, saved as screenshots/<name>--<step>.png. */
  snapshot(step: string): Promise<void>;
}

/** Full page, with transitions finished (MUI fades labels and button colours). */
async function screenshot(page: Page, file: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS_DIR, file), fullPage: true, animations: 'disabled' });
}

/**
 * Registers the hooks of one journey file: one browser for the file, a fresh context per test, and at the end of
 * each test a full-page screenshot (also when the test failed) and a check that the page threw no uncaught error.
 */
export function useBrowser(): JourneySession {
  let browser: Browser | undefined;
  let current: { name: string; context: BrowserContext; page: Page; pageErrors: string[] } | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  });

  afterEach(async () => {
    const finished = current;
    current = undefined;
    if (!finished) return;
    try {
      await screenshot(finished.page, `${finished.name}.png`);
    } finally {
      await finished.context.close();
    }
    expect(finished.pageErrors).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(name: string) {
      if (!browser) throw new Error('useBrowser() must be called at the top of a describe block');
      if (current) throw new Error('one page per test: the screenshot is taken of it at the end');
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
      current = { name, context, page, pageErrors };
      return page;
    },
    async snapshot(step: string) {
      if (!current) throw new Error('snapshot() needs the page of newPage()');
      await screenshot(current.page, `${current.name}--${step}.png`);
    },
  };
}
