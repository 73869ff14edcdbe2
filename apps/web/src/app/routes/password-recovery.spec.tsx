// Forgot password and reset password (spec 000 §2.4, §3, §4).

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedOut } from '../../testing/session.js';

const RECOVER = 'POST /api/v1/auth/recover-password';
const RESET_INFO = 'GET /api/v1/auth/reset-password';
const RESET = 'POST /api/v1/auth/reset-password';

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('RecoverPassword page', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks for reset instructions with the lower-cased e-mail, shows the message, and goes to sign-in after 5 seconds', async () => {
    jest.useFakeTimers();
    const network = stubFetch({
      [CURRENT_USER]: () => signedOut(),
      [RECOVER]: () => ({ status: 200, body: { success: true, message: 'If the e-mail has an account, we have sent reset instructions.' } }),
    });
    const { router } = renderApp('/recover-password');
    await screen.findByRole('heading', { name: 'Forgot password' });

    fireEvent.change(field('Email'), { target: { value: 'Ada@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me reset instructions' }));

    expect((await screen.findByRole('status')).textContent).toContain('we have sent reset instructions');
    expect(network.requestsTo(RECOVER)[0].body).toEqual({ email: 'ada@example.com' });

    act(() => jest.advanceTimersByTime(5_000));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

describe('ResetPassword page', () => {
  it('asks about the e-mail on load, then posts the token and both passwords with the e-mail in the query', async () => {
    const answer = deferred<StubResponse>();
    const network = stubFetch({
      [RESET_INFO]: () => ({ status: 200, body: { success: true, data: { email: 'ada@example.com' } } }),
      [RESET]: () => answer.promise,
    });
    renderApp('/reset-password?email=ada%40example.com&token=tok-9');

    await screen.findByText('ada@example.com');
    expect(network.requestsTo(RESET_INFO)[0].query).toEqual({ email: 'ada@example.com' });

    fireEvent.change(field('New Password'), { target: { value: 'new secret' } });
    fireEvent.change(field('Confirm Password'), { target: { value: 'new secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));

    await screen.findByRole('button', { name: 'PROCESSING...' });
    const [sent] = network.requestsTo(RESET);
    expect(sent.query).toEqual({ email: 'ada@example.com' });
    expect(sent.body).toEqual({ resetToken: 'tok-9', password: 'new secret', confirmPassword: 'new secret' });

    answer.resolve({ status: 200, body: { success: true, message: 'Your password has been reset' } });
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been reset');
  });

  it('shows the server message for an expired token, and needs both fields', async () => {
    const network = stubFetch({
      [RESET_INFO]: () => ({ status: 200, body: { success: true, data: { email: 'ada@example.com' } } }),
      [RESET]: () => ({ status: 401, body: { success: false, message: 'This reset link has expired', code: 'RESET_TOKEN_INVALID' } }),
    });
    renderApp('/reset-password?email=ada%40example.com&token=old');
    await screen.findByText('ada@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await screen.findByText('Enter a new password.')).toBeTruthy();
    expect(screen.getByText('Enter the new password again.')).toBeTruthy();
    expect(network.requestsTo(RESET)).toHaveLength(0);

    fireEvent.change(field('New Password'), { target: { value: 'a' } });
    fireEvent.change(field('Confirm Password'), { target: { value: 'b' } });
    fireEvent.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link has expired');
    expect((screen.getByRole('button', { name: 'RESET PASSWORD' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the link lacks its e-mail or token', async () => {
    const network = stubFetch({});
    renderApp('/reset-password?email=ada%40example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link is incomplete');
    expect(network.requests).toHaveLength(0);
  });
});
