// SignUp and promo sign-up pages (spec 000 §2.4, §3, §4, §5).

import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn, signedOut, userData } from '../../testing/session.js';

const SIGN_UP = 'POST /api/v1/auth/sign-up';
const REFERRAL_STORAGE_KEY = 'ledgerline.referralCode';

const newUser = { org: null, orgId: null, emailVerifiedAt: null, firstName: 'Ada', email: 'ada@example.com' } as const;
const created: StubResponse = {
  status: 201,
  body: { success: true, message: 'Account created. Check your e-mail for the code.', redirect: true, data: userData(newUser) },
};

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function fillAndSubmit() {
  fireEvent.change(field('First name'), { target: { value: 'Ada' } });
  fireEvent.change(field('Last name'), { target: { value: 'Obi' } });
  fireEvent.change(field('Email'), { target: { value: 'Ada.Obi@Example.COM' } });
  fireEvent.change(field('Password'), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

/** GET /auth answers 401 until sign-up succeeds, then the new user (the cookie the server set). */
function stubSignUp(answer: StubResponse = created) {
  let session = signedOut();
  return stubFetch({
    [CURRENT_USER]: () => session,
    [SIGN_UP]: () => {
      if (answer.status < 300) session = signedIn(newUser, true);
      return answer;
    },
  });
}

describe('SignUp page', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('sends the lower-cased e-mail with the plan and period from the query, then goes to OnBoarding carrying them', async () => {
    const network = stubSignUp();
    const { router } = renderApp('/sign-up?plan=basic&period=yearly');
    await screen.findByRole('heading', { name: 'Create your account' });

    fillAndSubmit();

    await screen.findByRole('heading', { name: 'Set up your business' });
    expect(network.requestsTo(SIGN_UP)[0].body).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada.obi@example.com',
      password: 'correct horse',
      plan: 'basic',
      period: 'yearly',
    });
    expect(router.state.location.pathname).toBe('/on-boarding');
    expect(router.state.location.search).toBe('?plan=basic&period=yearly');
  });

  it('keeps a referral code from the link, shows it locked, sends it, and forgets it after sign-up', async () => {
    const network = stubSignUp();
    renderApp('/sign-up?referralCode=FRIEND42');
    await screen.findByRole('heading', { name: 'Create your account' });

    expect(field('Referral code (optional)').value).toBe('FRIEND42');
    expect(field('Referral code (optional)').readOnly).toBe(true);
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('FRIEND42');

    fillAndSubmit();

    await screen.findByRole('heading', { name: 'Set up your business' });
    expect(network.requestsTo(SIGN_UP)[0].body).toMatchObject({ referralCode: 'FRIEND42' });
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('prefills a referral code kept from an earlier visit, and leaves the field free without one', async () => {
    stubSignUp();
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, 'EARLIER7');
    const first = renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(field('Referral code (optional)').value).toBe('EARLIER7');
    expect(field('Referral code (optional)').readOnly).toBe(true);
    first.unmount();

    window.localStorage.clear();
    renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(field('Referral code (optional)').value).toBe('');
    expect(field('Referral code (optional)').readOnly).toBe(false);
  });

  it('shows the server message when the e-mail is already registered, and stays on the page', async () => {
    stubSignUp({
      status: 409,
      body: { success: false, message: 'An account with this e-mail already exists', code: 'EMAIL_ALREADY_REGISTERED' },
    });
    const { router } = renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Create your account' });

    fillAndSubmit();

    expect((await screen.findByRole('alert')).textContent).toContain('An account with this e-mail already exists');
    expect(router.state.location.pathname).toBe('/sign-up');
    expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for every required field before sending anything', async () => {
    const network = stubSignUp();
    renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Create your account' });

    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Enter your last name.')).toBeTruthy();
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Choose a password.')).toBeTruthy();
    expect(network.requestsTo(SIGN_UP)).toHaveLength(0);
  });
});

describe('promo SignUp page', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('sends the code as promoCode with plan small and period monthly, and has no referral field', async () => {
    const network = stubSignUp();
    renderApp('/sign-up/promo/WELCOME50?referralCode=FRIEND42');
    await screen.findByRole('heading', { name: 'Accounting made easy' });

    expect(screen.queryByLabelText('Referral code (optional)')).toBeNull();
    fillAndSubmit();

    await screen.findByRole('heading', { name: 'Set up your business' });
    expect(network.requestsTo(SIGN_UP)[0].body).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada.obi@example.com',
      password: 'correct horse',
      promoCode: 'WELCOME50',
      plan: 'small',
      period: 'monthly',
    });
  });

  it('takes the code from ?code= too, and without any code goes to the standard sign-up', async () => {
    stubSignUp();
    const first = renderApp('/sign-up/promo?code=SPRING');
    expect((await screen.findByText(/promo code SPRING/)).textContent).toContain('SPRING');
    first.unmount();

    const { router } = renderApp('/sign-up/promo?code=');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(router.state.location.pathname).toBe('/sign-up');
  });
});

describe('SignUp e-mail validity (spec 000 §4, §5)', () => {
  it('marks the e-mail, and blocks one it could not validate until the box is ticked', async () => {
    const network = stubFetch({
      [CURRENT_USER]: () => signedOut(),
      'POST /api/v1/auth/sign-up': () => ({ status: 201, body: { success: true, redirect: true, data: userData({ org: null, orgId: null }) } }),
    });
    renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Create your account' });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Obi' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    expect((await screen.findByRole('img', { name: 'E-mail looks valid' })).textContent).toBe('✓');
    expect(screen.queryByLabelText("We couldn't validate your email, check this box to proceed")).toBeNull();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@gmial.com' } });
    expect((await screen.findByRole('img', { name: 'E-mail could not be validated' })).textContent).toBe('✗');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You need to confirm unverified email to proceed')).toBeTruthy();
    expect(network.requestsTo('POST /api/v1/auth/sign-up')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText("We couldn't validate your email, check this box to proceed"));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(network.requestsTo('POST /api/v1/auth/sign-up')).toHaveLength(1));
    expect((network.requestsTo('POST /api/v1/auth/sign-up')[0].body as { email: string }).email).toBe('ada@gmial.com');
  });
});
