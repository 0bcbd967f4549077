import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyConsumer } from '../support/journey-data';

describe('Consumer sign-in', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let consumer: JourneyConsumer;
  beforeAll(async () => {
    consumer = await data.consumer(await data.firm({ accounts: false }));
  });

  it("signs in to /my_dashboard showing the consumer's name, and Sign Out ends the session", async () => {
    const page = await browser.newPage('consumer-sign-in-and-out');
    const { email, password, name } = consumer;
    const signIn = await new ConsumerSignInPage(page).open();

    await signIn.signIn(email, password);

    const dashboard = new DashboardPage(page);
    await dashboard.waitUntilLoaded();
    expect(await dashboard.welcomeText()).toBe(`Welcome, ${name}`);
    expect(await dashboard.signedInAsText()).toBe(`Signed in as ${email}`);
    await browser.snapshot('dashboard');

    await dashboard.signOut();
    await signIn.waitUntilShown();
    // Signed out for real: the dashboard now asks to sign in, keeping where the visitor wanted to go.
    await dashboard.goto();
    const atSignIn = await signIn.waitUntilShown();
    expect(atSignIn.searchParams.get('redirect_to')).toBe('/my_dashboard');
  });

  it("shows the server's error text for a wrong password", async () => {
    const page = await browser.newPage('consumer-wrong-password');
    const { email } = consumer;
    const signIn = await new ConsumerSignInPage(page).open();

    const answer = await signIn.signInAnswer(email, 'not-the-password');
    expect(answer.status()).toBe(401);
    const { error } = (await answer.json()) as { error: string };
    expect(error).toBe('Invalid email or password.');
    expect(await signIn.errorText()).toBe(error);
    expect(new URL(page.url()).pathname).toBe(ConsumerSignInPage.path);
  });
});
