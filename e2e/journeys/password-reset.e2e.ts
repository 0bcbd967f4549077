import { AccountsPage } from '../pages/AccountsPage';
import { CollectorSignInPage } from '../pages/CollectorSignInPage';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/PasswordResetPages';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyFirm } from '../support/journey-data';
import { baseUrl } from '../support/env';
import { linkIn, waitForMail } from '../support/mailbox';

describe('Password reset', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let journeyFirm: JourneyFirm;
  beforeAll(async () => {
    journeyFirm = await data.firm({ accounts: false });
  });

  it('resets a password through the e-mailed link and signs in with the new one', async () => {
    const page = await browser.newPage('password-reset');
    const { email, password: oldPassword } = journeyFirm.admin;
    const firm = journeyFirm.name;
    const newPassword = `Reset-${Date.now()}-Aa1!`;

    // From the sign-in page's link to the request form.
    const signIn = await new CollectorSignInPage(page).open();
    await signIn.forgotPassword.click();
    const forgot = new ForgotPasswordPage(page);
    await forgot.waitUntilShown();

    const requestedAt = new Date();
    const requested = await forgot.requestLink(email);
    expect(requested.status()).toBe(200);
    const { message } = (await requested.json()) as { message: string };
    expect(await forgot.noticeText()).toBe(message);
    await browser.snapshot('requested');

    // The e-mail, as caught by the development inbox.
    const mail = await waitForMail(email, requestedAt);
    const link = linkIn(mail, `${baseUrl()}${ResetPasswordPage.path}?reset_password_token=`);

    const reset = new ResetPasswordPage(page);
    await reset.openLink(link);
    await reset.fill(newPassword, `${newPassword.slice(0, -1)}?`);
    expect(await reset.confirmationHint()).toBe("Passwords don't match");
    await browser.snapshot('mismatch');
    await reset.fill(newPassword, newPassword);
    const changed = await reset.change();
    expect(changed.status()).toBe(200);
    const { message: done } = (await changed.json()) as { message: string };
    expect(await reset.noticeText()).toBe(done);
    expect(await reset.heading.innerText()).toBe('Password changed');
    await browser.snapshot('changed');

    // The old password no longer works; the new one does.
    await signIn.open();
    const refused = await signIn.signInWithPasswordAnswer(email, oldPassword);
    expect(refused.status()).toBe(401);
    expect(await signIn.errorText()).toBe('Invalid email or password.');
    await browser.snapshot('old-password-refused');
    await signIn.password.fill(newPassword);
    await signIn.submit.click();
    const accounts = new AccountsPage(page);
    await accounts.waitUntilLoaded();
    expect(await accounts.greetingText()).toBe(`Welcome back, ${firm}`);
    expect(await accounts.signedInAsText()).toBe(`Signed in as ${email}`);
  });
});
