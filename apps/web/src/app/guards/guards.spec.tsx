// The route guard (spec 000 §2.5): the real router, providers and pages, against a stubbed fetch.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { MONEY_IN_SUBTYPES } from '../../features/transactions/money-in.js';
import { CURRENT_USER, signedIn, signedOut, userData } from '../../testing/session.js';
import { rememberSignedIn, wasSignedIn } from '../../lib/signed-in.js';

const BALANCES = 'GET /api/v1/accounts/balancedetails';
const SIGN_IN = 'POST /api/v1/auth/sign-in';
const SIGN_OUT = 'POST /api/v1/auth/sign-out';

const noBalances: StubResponse = { status: 200, body: { success: true, data: { currency: 'NGN', total: '0.00', accounts: [] } } };
const signInAnswer: StubResponse = { status: 200, body: { success: true, message: 'Welcome back', redirect: false, data: userData() } };

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

async function signInThroughThePage() {
  await screen.findByRole('heading', { name: 'Sign in' });
  fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(field('Password'), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('route guard', () => {
  it('sends an unauthenticated user to sign-in, and back to the page they asked for once signed in', async () => {
    let session = signedOut();
    stubFetch({
      [CURRENT_USER]: () => session,
      [SIGN_IN]: () => {
        session = signedIn();
        return signInAnswer;
      },
      [BALANCES]: () => noBalances,
    });
    const { router } = renderApp('/transactions/create-money-in?subtype=capital');

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    await signInThroughThePage();

    await screen.findByRole('heading', { name: 'Record money in' });
    expect(router.state.location.pathname).toBe('/transactions/create-money-in');
    expect(router.state.location.search).toBe('?subtype=capital');
    // The form preselects what the Quick Action link named (the choice's label shows in the select).
    const capital = MONEY_IN_SUBTYPES.find((subtype) => subtype.value === 'capital');
    expect((screen.getAllByLabelText('Money from')[0] as HTMLInputElement).value).toBe(capital?.label);
  });

  it.each(['/sign-in', '/sign-up', '/sign-up/promo/WELCOME50'])('sends a signed-in user opening %s to the dashboard', async (path) => {
    stubFetch({ [CURRENT_USER]: () => signedIn(), [BALANCES]: () => noBalances });
    // This browser signed in before (the flag every answer of GET /auth and every sign-in sets).
    rememberSignedIn(true);
    const { router } = renderApp(path);

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/sign-in', 'Sign in'],
    ['/sign-up', 'Create your account'],
  ])('asks nothing of the server on %s for a visitor whose browser is not signed in (no 401 in the console)', async (path, heading) => {
    const network = stubFetch({ [CURRENT_USER]: () => signedOut() });
    renderApp(path);
    await screen.findByRole('heading', { name: heading });
    // Time for any read the page would make.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.requestsTo(CURRENT_USER)).toEqual([]);
  });

  it('asks once where the browser was signed in but the session has ended, shows the sign-in page, and forgets the flag', async () => {
    const network = stubFetch({ [CURRENT_USER]: () => signedOut() });
    rememberSignedIn(true);
    renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(wasSignedIn()).toBe(false));
    expect(network.requestsTo(CURRENT_USER)).toHaveLength(1);
  });

  it('raises the flag on signing in and lowers it on Log Out', async () => {
    let session = signedOut();
    stubFetch({
      [CURRENT_USER]: () => session,
      [BALANCES]: () => noBalances,
      [SIGN_IN]: () => {
        session = signedIn();
        return signInAnswer;
      },
      [SIGN_OUT]: () => {
        session = signedOut();
        return { status: 200, body: { success: true, message: 'Signed out' } };
      },
    });
    renderApp('/sign-in');
    await signInThroughThePage();
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(wasSignedIn()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Profile menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(wasSignedIn()).toBe(false);
  });

  it('sends a signed-in user whose e-mail is unverified to VerifyEmailOTP', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn({ emailVerifiedAt: null }) });
    const { router } = renderApp('/transactions/create-money-in');

    await screen.findByRole('heading', { name: 'Verify your e-mail' });
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('sends a signed-in user without a business (redirect: true) to OnBoarding', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn({ org: null, orgId: null }, true) });
    const { router } = renderApp('/');

    await screen.findByRole('heading', { name: 'Set up your business' });
    expect(router.state.location.pathname).toBe('/on-boarding');
  });

  it('sends a user whose plan expired to the plan page, or to CompleteOrder on a first subscription', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn({ isPlanExpired: true }) });
    const first = renderApp('/transactions/create-money-in');
    await screen.findByRole('heading', { name: 'Your plan has expired' });
    expect(first.router.state.location.pathname).toBe('/plans');
    first.unmount();

    stubFetch({ [CURRENT_USER]: () => signedIn({ isPlanExpired: true, firstTimeSubscription: true }) });
    const second = renderApp('/');
    await screen.findByRole('heading', { name: 'Complete your order' });
    expect(second.router.state.location.pathname).toBe('/complete-order');
  });

  it('keeps the verify and on-boarding pages for users who still need them', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn(), [BALANCES]: () => noBalances });
    // Verified already: an owner goes on to the Get started checklist, where on-boarding meant to land them.
    const first = renderApp('/verify-email');
    await screen.findByRole('heading', { name: 'Get started' });
    expect(first.router.state.location.pathname).toBe('/get-started');
    first.unmount();

    // A user who already has a business goes on to GetStarted, where organisation setup lands (000 §4).
    renderApp('/on-boarding');
    await screen.findByRole('heading', { name: 'Get started' });
  });

  it('shows the business and Log Out; logging out clears the cache and starts afresh at sign-in', async () => {
    let session = signedIn();
    const network = stubFetch({
      [CURRENT_USER]: () => session,
      [BALANCES]: () => noBalances,
      [SIGN_OUT]: () => {
        session = signedOut();
        return { status: 200, body: { success: true, message: 'Signed out' } };
      },
      [SIGN_IN]: () => {
        session = signedIn();
        return signInAnswer;
      },
    });
    const { router, queryClient } = renderApp('/transactions/create-money-in');

    await screen.findByRole('heading', { name: 'Record money in' });
    expect(screen.getByTestId('business-name').textContent).toBe('Ada Stores');
    const pageReads = () => queryClient.getQueryCache().findAll({ predicate: (query) => query.queryKey[0] !== 'auth' && query.state.data !== undefined });
    await waitFor(() => expect(pageReads().length).toBeGreaterThan(0));

    fireEvent.click(screen.getByRole('button', { name: /^Profile menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(network.requestsTo(SIGN_OUT)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(pageReads()).toHaveLength(0);
    expect(queryClient.getQueryData(['auth', 'current-user'])).toBeNull();

    // Signing in again after Log Out goes to the dashboard, not back to the page left.
    await signInThroughThePage();
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('says so when the sign-in check itself fails, and tries again on request', async () => {
    // Failing until the owner asks again (the first failure may be met by more than one asker: the
    // router starts the page's reads with the session, and the guard's own read retries on mount).
    let failing = true;
    stubFetch({
      [CURRENT_USER]: () => (failing ? { status: 500, body: { success: false, message: 'Database unavailable', code: 'INTERNAL' } } : signedIn()),
      [BALANCES]: () => noBalances,
    });
    renderApp('/');

    expect((await screen.findByRole('alert')).textContent).toContain('Could not check your sign-in. Database unavailable');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
  });

  it('titles each page after its route', async () => {
    stubFetch({ [CURRENT_USER]: () => signedOut() });
    renderApp('/recover-password');
    await screen.findByRole('heading', { name: 'Forgot password' });
    await waitFor(() => expect(document.title).toBe('Forgot password | Ledgerline'));
  });
});
