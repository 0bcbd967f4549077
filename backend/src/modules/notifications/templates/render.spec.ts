import { renderEmail } from './render';

describe('renderEmail', () => {
  it('renders the password reset e-mail with the link in text and html, escaping names', () => {
    const mail = renderEmail('password_reset', { link: 'http://localhost:3000/users/password/edit?reset_password_token=abc', name: '<Jordan>' });
    expect(mail.subject).toBe('Reset your Parley password');
    expect(mail.text).toContain('http://localhost:3000/users/password/edit?reset_password_token=abc');
    expect(mail.text).toContain('Hello <Jordan>,');
    expect(mail.html).toContain('&lt;Jordan&gt;');
    expect(mail.html).not.toContain('<Jordan>');
  });
  it('refuses an unknown template', () => {
    expect(() => renderEmail('nope' as 'password_reset', {})).toThrow('Unknown e-mail template');
  });
});
