import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { SIGN_UP_TEXT, SignUpPage } from './SignUpPage';

configure({ asyncUtilTimeout: 5000 });

const renderSignUp = () => renderAt('/users/sign_up', '/users/sign_up', <SignUpPage />);

async function fill(values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirmation', string>>, agree = true) {
  const user = userEvent.setup();
  const typed = { first: 'Ana', last: 'Lopez', email: 'Ana@Example.test', password: 'Sunny-days-42', confirmation: 'Sunny-days-42', ...values };
  if (typed.first) await user.type(screen.getByLabelText(/first name/i), typed.first);
  if (typed.last) await user.type(screen.getByLabelText(/last name/i), typed.last);
  if (typed.email) await user.type(screen.getByLabelText(/^email/i), typed.email);
  if (typed.password) await user.type(screen.getByLabelText(/^password/i), typed.password);
  if (typed.confirmation) await user.type(screen.getByLabelText(/confirm password/i), typed.confirmation);
  if (agree) await user.click(screen.getByRole('checkbox', { name: SIGN_UP_TEXT.terms }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('consumer sign-up page', () => {
  it('sends the five fields (e-mail lower-cased, CSRF header) and then says to check the inbox', async () => {
    const { calls } = mockFetch({ 'POST /users/sign_up': () => json({ success: true }, 201) });
    renderSignUp();
    expect(screen.getByRole('link', { name: SIGN_UP_TEXT.haveAccount })).toHaveAttribute('href', '/users/sign_in');
    await fill({});
    expect(await screen.findByRole('status')).toHaveTextContent(SIGN_UP_TEXT.checkBody('ana@example.test'));
    const sent = calls.find(c => c.method === 'POST' && c.url === '/users/sign_up')!;
    expect(sent.body).toEqual({ first_name: 'Ana', last_name: 'Lopez', email: 'ana@example.test', password: 'Sunny-days-42', password_confirmation: 'Sunny-days-42' });
    expect(sent.headers['X-CSRF-Token']).toBe('test-csrf-token');
  });

  it("shows each field's sentence, and the terms, before sending anything", async () => {
    const { calls } = mockFetch({});
    renderSignUp();
    await fill({ first: '', last: '', email: 'not-an-email', password: 'short', confirmation: 'other' }, false);
    expect(await screen.findByText("First name can't be blank")).toBeInTheDocument();
    expect(screen.getByText("Last name can't be blank")).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password is too short (minimum is 8 characters)')).toBeInTheDocument();
    expect(screen.getByText("Password confirmation doesn't match Password")).toBeInTheDocument();
    expect(screen.getByText(SIGN_UP_TEXT.termsRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/first name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter(c => c.method === 'POST')).toHaveLength(0);
  });

  it('moves focus to the first field that fails', async () => {
    mockFetch({});
    renderSignUp();
    await fill({ email: 'not-an-email', password: 'short', confirmation: 'short' });
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveFocus();
  });

  it("shows a refused field's sentence (422) beside that field, focuses it, and drops it once corrected", async () => {
    mockFetch({ 'POST /users/sign_up': () => json({ error: 'Email is invalid', errors: ['Email is invalid'] }, 422) });
    renderSignUp();
    const user = await fill({});
    const email = screen.getByLabelText(/^email/i);
    await screen.findByRole('alert');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByLabelText(/first name/i)).toHaveAttribute('aria-invalid', 'false');
    expect(email).toHaveFocus();
    await user.type(email, 'x');
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('needs the terms agreed even when every field is right', async () => {
    const { calls } = mockFetch({});
    renderSignUp();
    await fill({}, false);
    expect(await screen.findByText(SIGN_UP_TEXT.termsRequired)).toBeInTheDocument();
    expect(calls.filter(c => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's sentences (422) and a rate limit (429)", async () => {
    let answer = json({ error: 'Email is invalid', errors: ['Email is invalid'] }, 422);
    mockFetch({ 'POST /users/sign_up': () => answer });
    renderSignUp();
    const user = await fill({});
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is invalid');
    answer = json({ error: 'Too many requests. Please wait a few minutes and try again.' }, 429);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Too many requests. Please wait a few minutes and try again.')).toBeInTheDocument();
  });

  it('says the network is down when the request cannot be sent', async () => {
    mockFetch({ 'POST /users/sign_up': networkDown });
    renderSignUp();
    await fill({});
    expect(await screen.findByRole('alert')).toHaveTextContent(/connection|network|internet/i);
  });

  it('sends the link again from the check-your-inbox step', async () => {
    const { calls } = mockFetch({
      'POST /users/sign_up': () => json({ success: true }, 201),
      'POST /users/confirmation': () => json({ success: true, message: SIGN_UP_TEXT.resent }),
    });
    renderSignUp();
    const user = await fill({});
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: SIGN_UP_TEXT.resend }));
    expect(await screen.findByText(SIGN_UP_TEXT.resent)).toBeInTheDocument();
    expect(calls.find(c => c.url === '/users/confirmation')!.body).toEqual({ email: 'ana@example.test' });
    expect(within(document.body).getByRole('link', { name: SIGN_UP_TEXT.haveAccount })).toBeInTheDocument();
  });
});
