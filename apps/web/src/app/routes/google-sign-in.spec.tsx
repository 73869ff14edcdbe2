// Sign-in with Google (spec 000 §2.4, §4): the button only when the server has it configured, and the
// callback page Google returns to, against a stubbed fetch.

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn, signedOut, userData } from '../../testing/session.js';

const CONFIG = 'GET /api/v1/auth/google';
const COMPLETE = 'POST /api/v1/auth/google';
const configured = (yes: boolean) => () => ({ status: 200, body: { success: true, data: { configured: yes } } });

describe('Sign in with Google', () => {
  it('shows "Sign in with Google" on sign-in and "Sign Up with Google" on sign-up when configured, leading to the API’s start call', async () => {
    stubFetch({ [CURRENT_USER]: () => signedOut(), [CONFIG]: configured(true) });
    const { unmount } = renderApp('/sign-in');
    const link = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(link.getAttribute('href')).toBe('/api/v1/auth/google/start');
    unmount();

    renderApp('/sign-up');
    expect((await screen.findByRole('link', { name: 'Sign Up with Google' })).getAttribute('href')).toBe('/api/v1/auth/google/start');
  });

  it('hides the button when the server has it not configured, or cannot say', async () => {
    const network = stubFetch({ [CURRENT_USER]: () => signedOut(), [CONFIG]: configured(false) });
    const { unmount } = renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(network.requestsTo(CONFIG)).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /google/i })).toBeNull();
    unmount();

    stubFetch({ [CURRENT_USER]: () => signedOut(), [CONFIG]: () => ({ status: 500, body: { success: false, message: 'boom' } }) });
    renderApp('/sign-up');
    await screen.findByRole('heading', { name: /sign up|create/i });
    expect(screen.queryByRole('link', { name: /google/i })).toBeNull();
  });

  it('posts the code and state Google returned once, then goes to OnBoarding for a new account', async () => {
    let session = signedOut();
    const network = stubFetch({
      [CURRENT_USER]: () => session,
      [COMPLETE]: () => {
        session = signedIn({ org: null, orgId: null }, true);
        return { status: 200, body: { success: true, status: true, redirectToOnboarding: true, redirect: true, data: userData({ org: null, orgId: null }) } };
      },
    });
    const { router } = renderApp('/auth/google/callback?code=the-code&state=the-state');

    await screen.findByRole('heading', { name: 'Set up your business' });
    expect(router.state.location.pathname).toBe('/on-boarding');
    expect(network.requestsTo(COMPLETE).map((request) => request.body)).toEqual([{ code: 'the-code', state: 'the-state' }]);
  });

  it('goes to the Dashboard for an existing user with a business', async () => {
    let session = signedOut();
    stubFetch({
      [CURRENT_USER]: () => session,
      'GET /api/v1/accounts/balancedetails': () => ({ status: 200, body: { success: true, data: { currency: 'NGN', total: '0.00', accounts: [] } } }),
      [COMPLETE]: () => {
        session = signedIn();
        return { status: 200, body: { success: true, status: true, redirectToOnboarding: false, redirect: false, data: userData() } };
      },
    });
    const { router } = renderApp('/auth/google/callback?code=c&state=s');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server’s message and a way back when the sign-in is refused', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedOut(),
      [COMPLETE]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'GOOGLE_STATE_MISMATCH',
          message: 'This Google sign-in was not started in this browser or has expired; please start again',
        },
      }),
    });
    const { router } = renderApp('/auth/google/callback?code=c&state=s');
    expect((await screen.findByRole('alert')).textContent).toContain('please start again');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(router.state.location.pathname).toBe('/auth/google/callback');
  });

  it('says the sign-in was cancelled when Google answers with an error, and posts nothing', async () => {
    const network = stubFetch({ [CURRENT_USER]: () => signedOut() });
    renderApp('/auth/google/callback?error=access_denied&state=s');
    expect((await screen.findByRole('alert')).textContent).toContain('Google sign-in was cancelled');
    expect(network.requestsTo(COMPLETE)).toHaveLength(0);
  });
});
