import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const renderReset = (url = '/users/password/edit?reset_password_token=T0K') =>
  renderAt(url, '/users/password/edit', <ResetPasswordPage />);

describe('reset password page', () => {
  it("says 'Passwords don't match' and sends nothing when the entries differ", async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText(/^new password/i), 'Password123!');
    await user.type(screen.getByLabelText(/confirm new password/i), 'Password124!{Enter}');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the token and both entries, then offers the way to sign in with the server message', async () => {
    const { calls } = mockFetch({ 'PUT /users/password': () => json({ message: 'Your password has been changed successfully.' }) });
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText(/^new password/i), 'NewPassword1!');
    await user.type(screen.getByLabelText(/confirm new password/i), 'NewPassword1!{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed successfully.');
    expect(screen.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute('href', '/users/sign_in');
    expect(calls.find(call => call.method === 'PUT')!.body).toEqual({
      reset_password_token: 'T0K',
      password: 'NewPassword1!',
      password_confirmation: 'NewPassword1!',
    });
  });

  it('shows every server error', async () => {
    mockFetch({
      'PUT /users/password': () => json({ errors: ['Reset password token is invalid', 'Password is too short'] }, 422),
    });
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText(/^new password/i), 'short');
    await user.type(screen.getByLabelText(/confirm new password/i), 'short{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reset password token is invalid');
    expect(alert).toHaveTextContent('Password is too short');
  });

  it('explains a link without a token', () => {
    mockFetch({});
    renderReset('/users/password/edit');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/users/password/new');
  });
});

describe('forgot password page', () => {
  it("posts the e-mail and shows the server's message", async () => {
    const { calls } = mockFetch({
      'POST /users/password': () =>
        json({ message: 'If your e-mail address exists in our database, you will receive a password recovery link.' }),
    });
    const user = userEvent.setup();
    renderAt('/users/password/new', '/users/password/new', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText(/email/i), 'consumer@demo.test{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('you will receive a password recovery link');
    expect(calls.find(call => call.method === 'POST')!.body).toEqual({ email: 'consumer@demo.test' });
  });
});
