import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyFirm, type Staff } from '../support/journey-data';

describe('Collector sign-in', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let journeyFirm: JourneyFirm;
  let onCallAdmin: Staff;
  beforeAll(async () => {
    journeyFirm = await data.firm({ accounts: false });
    onCallAdmin = await data.onCallAdmin();
  });

  it('signs in with e-mail and password, lands on the accounts page and signs out', async () => {
    const page = await browser.newPage('collector-password-sign-in');
    const { email, password } = journeyFirm.admin;
    const firm = journeyFirm.name;
    const signIn = await new CollectorSignInPage(page).open();

    await signIn.signInWithPassword(email, password);

    const accounts = new AccountsPage(page);
    await accounts.waitUntilLoaded();
    expect(await accounts.greetingText()).toBe(`Welcome back, ${firm}`);
    expect(await accounts.signedInAsText()).toBe(`Signed in as ${email}`);
    expect(await accounts.navigationItems()).toContain('Accounts');
    expect(await accounts.onCallBanner.count()).toBe(0);
    await browser.snapshot('signed-in');

    await accounts.signOut(email);
    const landed = await signIn.waitUntilShown();
    expect(landed.search).toBe('');
    // The session is gone: the portal sends the visitor back to sign in.
    await accounts.goto();
    await signIn.waitUntilShown();
    await signIn.email.waitFor();
  });

  it("shows the server's error text for a wrong password, then signs in with the right one", async () => {
    const page = await browser.newPage('collector-wrong-password');
    const { email, password } = journeyFirm.agent;
    const firm = journeyFirm.name;
    const signIn = await new CollectorSignInPage(page).open();

    const answer = await signIn.signInWithPasswordAnswer(email, 'not-the-password');
    expect(answer.status()).toBe(401);
    const { error } = (await answer.json()) as { error: string };
    expect(error).toBe('Invalid email or password.');
    expect(await signIn.errorText()).toBe(error);
    expect(page.url()).toMatch(/\/collectors$/);
    await browser.snapshot('error');

    await signIn.password.fill(password);
    await signIn.submit.click();
    const accounts = new AccountsPage(page);
    await accounts.waitUntilLoaded();
    expect(await accounts.greetingText()).toBe(`Welcome back, ${firm}`);
  });

  it('signs in with a login token typed into token mode', async () => {
    const page = await browser.newPage('collector-token-sign-in');
    const { email, loginToken } = journeyFirm.agent;
    const firm = journeyFirm.name;
    const signIn = await new CollectorSignInPage(page).open();

    await signIn.switchToLoginToken();
    expect(await signIn.email.count()).toBe(0);
    await signIn.backToEmailLogin.click();
    await signIn.email.waitFor();
    await signIn.switchToLoginToken();
    await browser.snapshot('token-mode');
    await signIn.signInWithToken(loginToken);

    const accounts = new AccountsPage(page);
    await accounts.waitUntilLoaded();
    expect(await accounts.greetingText()).toBe(`Welcome back, ${firm}`);
    expect(await accounts.signedInAsText()).toBe(`Signed in as ${email}`);
  });

  it('sends a signed-out visit of /collectors/accounts to sign in and back, keeping the origin', async () => {
    const page = await browser.newPage('collector-redirect-signed-out');
    const { email, password } = journeyFirm.admin;
    const firm = journeyFirm.name;
    const accounts = new AccountsPage(page);
    const signIn = new CollectorSignInPage(page);

    await accounts.goto('?num_pages=2');

    const atSignIn = await signIn.waitUntilShown();
    expect(atSignIn.searchParams.get('redirect_to')).toBe('/collectors/accounts?num_pages=2');
    await browser.snapshot('sign-in');
    await signIn.signInWithPassword(email, password);

    const back = await accounts.waitUntilLoaded();
    expect(`${back.pathname}${back.search}`).toBe('/collectors/accounts?num_pages=2');
    expect(await accounts.greetingText()).toBe(`Welcome back, ${firm}`);
  });

  it("shows an on-call admin (auth_token in the address) the administrator banner and no navigation", async () => {
    const page = await browser.newPage('collector-on-call-admin');
    const { email, loginToken } = onCallAdmin;
    const signIn = new CollectorSignInPage(page);

    // A query auth_token signs in by itself; the other query parameters are kept.
    await signIn.openWithQuery({ auth_token: loginToken, source: 'e2e' });

    const accounts = new AccountsPage(page);
    const landed = await accounts.waitUntilLoaded();
    expect(landed.searchParams.get('source')).toBe('e2e');
    expect(landed.searchParams.has('auth_token')).toBe(false);
    await accounts.onCallBanner.waitFor();
    expect(await accounts.signedInAsText()).toBe(`Signed in as ${email}`);
    expect(await accounts.navigationItems()).toEqual([]);
    expect(await accounts.navigation.count()).toBe(0);
  });

  it('signing out in one tab sends the other tabs of that browser back to sign in (realtime)', async () => {
    const page = await browser.newPage('collector-sign-out-other-tab');
    const { email, password } = journeyFirm.admin;
    const signIn = await new CollectorSignInPage(page).open();
    await signIn.signInWithPassword(email, password);
    const accounts = new AccountsPage(page);
    await accounts.waitUntilLoaded();

    // A second tab of the same browser shares the session; it signs out.
    const otherTab = await page.context().newPage();
    const otherAccounts = new AccountsPage(otherTab);
    await otherAccounts.goto();
    await otherAccounts.waitUntilLoaded();
    await otherAccounts.signOut(email);

    // The first tab is told over Socket.IO and leaves the portal without any click.
    await page.waitForURL((url) => url.pathname === '/collectors', { timeout: 15_000 });
    await new CollectorSignInPage(page).email.waitFor();
    await otherTab.close();
  });
});
