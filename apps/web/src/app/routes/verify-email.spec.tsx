// VerifyEmailOTP and the e-mailed verification link (spec 000 §2.4, §4).

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn, signedOut } from '../../testing/session.js';

const VERIFY = 'POST /api/v1/accounts/email/verify';
const RESEND = 'GET /api/v1/accounts/email/resend-otp';
const BALANCES = 'GET /api/v1/accounts/balancedetails';
const GET_STARTED = 'GET /api/v1/get-started';

const noBalances: StubResponse = { status: 200, body: { success: true, data: { currency: 'NGN', total: '0.00', accounts: [] } } };
const nothingDone: StubResponse = {
  status: 200,
  body: { success: true, data: { progress: 0, steps: { products: false, teamMembers: false, profile: false, sales: false, bankAccount: false } } },
};
const unverified = { emailVerifiedAt: null, email: 'ada@example.com' };

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('VerifyEmailOTP page', () => {
  it('posts the code, and once the e-mail is verified takes the owner to the Get started checklist', async () => {
    const answer = deferred<StubResponse>();
    let session = signedIn(unverified);
    const network = stubFetch({
      [CURRENT_USER]: () => session,
      [VERIFY]: () => answer.promise,
      [BALANCES]: () => noBalances,
      [GET_STARTED]: () => nothingDone,
    });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Verify your e-mail' });
    expect(screen.getByText('ada@example.com')).toBeTruthy();

    fireEvent.change(field('Verification code'), { target: { value: ' 482913 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));

    await screen.findByRole('button', { name: 'Processing...' });
    expect(network.requestsTo(VERIFY)[0].body).toEqual({ otp: '482913' });

    session = signedIn();
    answer.resolve({ status: 200, body: { success: true, message: 'Your e-mail is verified' } });

    // On-boarding sent a new owner here on the way to the checklist: they land on it, not on an empty dashboard.
    await screen.findByRole('heading', { name: 'Get started' });
    expect(router.state.location.pathname).toBe('/get-started');
    await screen.findByText('0% complete');
  });

  it('takes a member, who has no checklist, to the dashboard once verified', async () => {
    let session = signedIn({ ...unverified, role: 'member' });
    stubFetch({
      [CURRENT_USER]: () => session,
      [VERIFY]: () => ({ status: 200, body: { success: true, message: 'Your e-mail is verified' } }),
      [BALANCES]: () => noBalances,
    });
    const { router } = renderApp('/verify-email');
    await screen.findByRole('heading', { name: 'Verify your e-mail' });

    session = signedIn({ role: 'member' });
    fireEvent.change(field('Verification code'), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server message for a wrong code and stays', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn(unverified),
      [VERIFY]: () => ({ status: 400, body: { success: false, message: 'The code is wrong or has expired', code: 'INVALID_OTP' } }),
    });
    const { router } = renderApp('/verify-email');
    await screen.findByRole('heading', { name: 'Verify your e-mail' });

    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Enter the code from the e-mail.')).toBeTruthy();

    fireEvent.change(field('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));

    expect((await screen.findByRole('alert')).textContent).toContain('The code is wrong or has expired');
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('sends a new code on request and says so', async () => {
    const network = stubFetch({
      [CURRENT_USER]: () => signedIn(unverified),
      [RESEND]: () => ({ status: 200, body: { success: true, message: 'A new code has been sent to your e-mail' } }),
    });
    renderApp('/verify-email');
    await screen.findByRole('heading', { name: 'Verify your e-mail' });

    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect((await screen.findByRole('status')).textContent).toContain('A new code has been sent to your e-mail');
    expect(network.requestsTo(RESEND)).toHaveLength(1);
  });

  it('sends a signed-out visitor to sign in', async () => {
    stubFetch({ [CURRENT_USER]: () => signedOut() });
    const { router } = renderApp('/verify-email');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

describe('e-mail verification link page', () => {
  it('verifies the token once, signed out too, and offers to continue', async () => {
    const network = stubFetch({
      [CURRENT_USER]: () => signedOut(),
      'GET /api/v1/accounts/email/verify/tok-123': () => ({ status: 200, body: { success: true, message: 'Your e-mail is verified' } }),
    });
    renderApp('/account/verify/tok-123');

    await screen.findByText('Your e-mail is verified');
    expect(screen.getByRole('link', { name: 'Continue to Ledgerline' }).getAttribute('href')).toBe('/');
    expect(network.requestsTo('GET /api/v1/accounts/email/verify/tok-123')).toHaveLength(1);
  });

  it('shows why a used or expired link failed', async () => {
    stubFetch({
      'GET /api/v1/accounts/email/verify/old': () => ({ status: 400, body: { success: false, message: 'This link has expired', code: 'TOKEN_EXPIRED' } }),
    });
    renderApp('/account/verify/old');
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired');
  });
});
