// SignIn page (spec 000 §2.4, §4, §5): the real page, form and guard against a stubbed fetch.

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn, signedOut, userData } from '../../testing/session.js';

const SIGN_IN = 'POST /api/v1/auth/sign-in';
const BALANCES = 'GET /api/v1/accounts/balancedetails';

const noBalances: StubResponse = { status: 200, body: { success: true, data: { currency: 'NGN', total: '0.00', accounts: [] } } };
const wrongPassword: StubResponse = {
  status: 401,
  body: { success: false, message: 'The e-mail or password is incorrect', code: 'INVALID_CREDENTIALS' },
};

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function errorUnder(label: string) {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
    .trim();
}

async function openSignIn() {
  const view = renderApp('/sign-in');
  await screen.findByRole('heading', { name: 'Sign in' });
  return view;
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(field('Email'), { target: { value: email } });
  fireEvent.change(field('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /^sign in$|processing/i }));
}

describe('SignIn page', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('signs in with the e-mail lower-cased, says it is processing, and goes to the dashboard', async () => {
    const answer = deferred<StubResponse>();
    let session = signedOut();
    const network = stubFetch({
      [CURRENT_USER]: () => session,
      [SIGN_IN]: () => answer.promise,
      [BALANCES]: () => noBalances,
    });
    const { router } = await openSignIn();

    fireEvent.click(screen.getByLabelText('Remember me'));
    fillAndSubmit('  Ada@Example.COM ', 'correct horse');

    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(network.requestsTo(SIGN_IN)[0].body).toEqual({ email: 'ada@example.com', password: 'correct horse', rememberMe: true });

    session = signedIn();
    answer.resolve({ status: 200, body: { success: true, message: 'Welcome back', redirect: false, data: userData() } });

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Ada Stores')).toBeTruthy();
  });

  it('goes to OnBoarding when the server says the user has no business yet', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedOut(),
      [SIGN_IN]: () => ({ status: 200, body: { success: true, message: 'Welcome', redirect: true, data: userData({ org: null, orgId: null }) } }),
    });
    const { router } = await openSignIn();

    fillAndSubmit('ada@example.com', 'correct horse');

    await screen.findByRole('heading', { name: 'Set up your business' });
    expect(router.state.location.pathname).toBe('/on-boarding');
  });

  it('shows the server message when sign-in fails, re-enables the button, and clears the message after 5 seconds', async () => {
    jest.useFakeTimers();
    stubFetch({ [CURRENT_USER]: () => signedOut(), [SIGN_IN]: () => wrongPassword });
    const { router } = await openSignIn();

    fillAndSubmit('ada@example.com', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The e-mail or password is incorrect');
    expect(alert.getAttribute('data-tone')).toBe('error');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(router.state.location.pathname).toBe('/sign-in');

    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.queryByText('The e-mail or password is incorrect')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('The e-mail or password is incorrect')).toBeNull();
  });

  it('asks for the e-mail and password before sending anything', async () => {
    const network = stubFetch({ [CURRENT_USER]: () => signedOut() });
    await openSignIn();

    fillAndSubmit('', '');
    await waitFor(() => expect(errorUnder('Email')).toBe('Enter your e-mail address.'));
    expect(errorUnder('Password')).toBe('Enter your password.');

    fillAndSubmit('not-an-email', 'secret');
    await waitFor(() => expect(errorUnder('Email')).toMatch(/^Enter a valid e-mail address/));
    expect(network.requestsTo(SIGN_IN)).toHaveLength(0);
  });

  it('shows and hides the password, and links to password recovery and sign-up', async () => {
    stubFetch({ [CURRENT_USER]: () => signedOut() });
    await openSignIn();

    expect(field('Password').type).toBe('password');
    // Mantine's toggle acts on the press (mousedown), so the field keeps its focus.
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password').type).toBe('password');

    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/recover-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
  });
});
