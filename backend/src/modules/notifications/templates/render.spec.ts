import { CONSUMER_NOTICE_KINDS, DEBT_COLLECTOR_DISCLOSURE, noticeContent } from '@parley/domain/notifications/consumer-notices';
import { renderConsumerNotice, renderEmail } from './render';

describe('renderEmail', () => {
  it('renders the password reset e-mail with the link in text and html, escaping names', () => {
    const mail = renderEmail('password_reset', { link: 'http://localhost:3000/users/password/edit?reset_password_token=abc', name: '<Jordan>' });
    expect(mail.subject).toBe('Reset your Parley password');
    expect(mail.text).toContain('http://localhost:3000/users/password/edit?reset_password_token=abc');
    expect(mail.text).toContain('Hello <Jordan>,');
    expect(mail.html).toContain('&lt;Jordan&gt;');
    expect(mail.html).not.toContain('<Jordan>');
  });
  it('tells the owner of an address already in use that a firm tried to add it, with no link', () => {
    const mail = renderEmail('collector_invite_held', { firm: 'Demo <Law>', inviter: 'Avery Admin' });
    expect(mail.subject).toBe('Demo <Law> tried to add you on Parley');
    expect(mail.text).toContain('Avery Admin tried to add this e-mail address to the Demo <Law> collector portal on Parley.');
    expect(mail.text).toContain('already has a Parley account, so nothing was changed');
    expect(mail.text).not.toMatch(/https?:/);
    expect(mail.html).toContain('Demo &lt;Law&gt;');
  });
  it('renders the sign-up confirmation with its link, and the already-have-an-account notice with sign-in and reset links', () => {
    const confirm = renderEmail('email_confirmation', { name: 'Ana', link: 'http://localhost:3000/users/confirmation?confirmation_token=t1' });
    expect(confirm.subject).toBe('Confirm your Parley account');
    expect(confirm.text).toContain('Welcome to Parley, Ana!');
    expect(confirm.text).toContain('Confirm my account: http://localhost:3000/users/confirmation?confirmation_token=t1');
    expect(confirm.html).toContain('href="http://localhost:3000/users/confirmation?confirmation_token=t1"');
    const exists = renderEmail('sign_up_existing_account', { name: 'Ana', sign_in_link: 'http://x/users/sign_in', reset_link: 'http://x/users/password/new' });
    expect(exists.subject).toBe('You already have a Parley account');
    expect(exists.text).toContain('You already have an account, so nothing was changed');
    expect(exists.text).toContain('Sign in: http://x/users/sign_in');
    expect(exists.text).toContain('Forgot your password: http://x/users/password/new');
    expect(exists.text).not.toContain('confirmation_token');
  });
  it('refuses an unknown template', () => {
    expect(() => renderEmail('nope' as 'password_reset', {})).toThrow('Unknown e-mail template');
  });
});

describe('renderConsumerNotice', () => {
  it('renders every notice kind with its disclosure, opt-out link and action in text and html', () => {
    for (const kind of CONSUMER_NOTICE_KINDS) {
      const content = noticeContent(kind, {
        firmName: 'Demo <Law>',
        accountUrl: 'http://localhost:3000/customer_documents/7',
        payUrl: 'http://localhost:3000/customer_documents/7/payment_actions',
        optOutUrl: 'http://localhost:3000/notifications/opt_out/tok',
        amountCents: 5000,
        paymentsMade: 1,
        paymentsTotal: 2,
        remainingCents: 5000,
        chargeDate: '2026-12-01',
      });
      const mail = renderConsumerNotice(content, 'Ana');
      expect(mail.text).toContain('Hello Ana,');
      expect(mail.text).toContain(DEBT_COLLECTOR_DISCLOSURE);
      expect(mail.text).toContain('http://localhost:3000/notifications/opt_out/tok');
      expect(mail.text).toContain(`${content.action.label}: ${content.action.href}`);
      expect(mail.html).toContain(DEBT_COLLECTOR_DISCLOSURE);
      expect(mail.html).toContain(`href="${content.action.href}"`);
      expect(mail.html).not.toContain('Demo <Law>');
    }
  });
});
