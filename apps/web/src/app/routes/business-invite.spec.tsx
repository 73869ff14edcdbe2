// The invitation link of a provider admin's bulk invite (/business/invite, spec 002 §4, §8, §9): the
// link checked, the sign-up form, its refusals, and the way on to OnBoarding, against a stubbed fetch.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn, signedOut, userData } from '../../testing/session.js';
import { rememberSignedIn } from '../../lib/signed-in.js';

const INVITE = 'GET /api/v1/admin/business/invite';
const ACCEPT = 'POST /api/v1/admin/business/invite';
const LINK = '/business/invite?email=femi%40example.com&hash=s3cr3t-Hash_1';
const NOT_VALID = 'This invitation is not valid or has already been used';
const ACCEPTED_MESSAGE = 'You have completed your registration, you may now login';

const valid: StubResponse = {
  status: 200,
  body: {
    success: true,
    message: 'Invitation is valid',
    data: { email: 'femi@example.com', firstName: 'Femi', lastName: 'Bello', businessName: 'Ikeja Fabrics', planId: 1, planName: 'Micro Business Plan' },
  },
};
const notValid: StubResponse = { status: 404, body: { success: false, message: NOT_VALID, code: 'INVITE_NOT_FOUND' } };

/** The new owner as GET /auth answers once the sign-up's cookie is set: verified, with their business. */
const newOwner = { firstName: 'Femi', lastName: 'Bello', email: 'femi@example.com', org: 'Ikeja Fabrics', orgId: 'business-9' } as const;
const accepted: StubResponse = {
  status: 200,
  body: { success: true, message: ACCEPTED_MESSAGE, redirect: false, data: userData(newOwner), businessId: 'business-9' },
};

/** GET /auth answers 401 until the sign-up succeeds, then the new owner (the cookie the server set). */
function stubInvite(check: StubResponse = valid, answer: StubResponse | Promise<StubResponse> = accepted) {
  let session = signedOut();
  return stubFetch({
    [CURRENT_USER]: () => session,
    [INVITE]: () => check,
    [ACCEPT]: async () => {
      const settled = await answer;
      if (settled.status < 300) session = signedIn(newOwner);
      return settled;
    },
  });
}

/** By its label, whether or not it carries the required asterisk. */
function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
}

function submitButton() {
  return screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
}

async function openForm(path = LINK) {
  const view = renderApp(path);
  await screen.findByRole('form', { name: 'Accept the invitation' });
  return view;
}

describe('Business invitation page', () => {
  it('checks the link, then shows who it is for: the e-mail read-only, the names and the business from the invitation', async () => {
    const network = stubInvite();
    const { router } = renderApp(LINK);
    expect(await screen.findByRole('heading', { name: 'Accept your invitation' })).toBeTruthy();
    expect(screen.getByLabelText('Checking the invitation')).toBeTruthy();

    await screen.findByRole('form', { name: 'Accept the invitation' });
    expect(screen.getByText('Sign up to keep the books of Ikeja Fabrics on the Micro Business Plan.')).toBeTruthy();
    expect(field('Email').value).toBe('femi@example.com');
    expect(field('Email').readOnly).toBe(true);
    expect(field('First name').value).toBe('Femi');
    expect(field('Last name').value).toBe('Bello');
    expect(field('Business name').value).toBe('Ikeja Fabrics');
    expect(field('Password').value).toBe('');
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    expect(network.requestsTo(INVITE)).toHaveLength(1);
    expect(network.requestsTo(INVITE)[0]!.query).toEqual({ email: 'femi@example.com', hash: 's3cr3t-Hash_1' });
    expect(router.state.location.pathname).toBe('/business/invite');
  });

  it('a used or unknown link shows the server’s message on the not-found page', async () => {
    stubInvite(notValid);
    const { router } = renderApp(LINK);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('alert').textContent).toBe(NOT_VALID);
    expect(router.state.location.pathname).toBe('/page-not-found');
    expect(screen.queryByRole('form', { name: 'Accept the invitation' })).toBeNull();
  });

  it('an incomplete link is the server’s to refuse: its message, and the not-found page', async () => {
    const network = stubFetch({
      [CURRENT_USER]: () => signedOut(),
      // As the API answers a link without its secret.
      [INVITE]: (request) => (request.query.hash ? valid : notValid),
    });
    renderApp('/business/invite?email=femi%40example.com');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('alert').textContent).toBe(NOT_VALID);
    expect(network.requestsTo(INVITE)[0]!.query).toEqual({ email: 'femi@example.com' });
  });

  it('a failed check (not a refusal) says so and can be tried again', async () => {
    let answer: StubResponse = { status: 503, body: { success: false, message: 'The service is busy', code: 'UNAVAILABLE' } };
    const network = stubFetch({ [CURRENT_USER]: () => signedOut(), [INVITE]: () => answer });
    renderApp(LINK);
    expect((await screen.findByRole('alert')).textContent).toContain('The service is busy');
    answer = valid;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('form', { name: 'Accept the invitation' });
    expect(network.requestsTo(INVITE).length).toBeGreaterThanOrEqual(2);
  });

  it('asks for a first name and sign-up’s password rules before sending anything', async () => {
    const network = stubInvite();
    await openForm();
    fireEvent.change(field('First name'), { target: { value: '  ' } });
    fireEvent.change(field('Password'), { target: { value: 'short' } });
    fireEvent.click(submitButton());

    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(network.requestsTo(ACCEPT)).toHaveLength(0);
  });

  it('holds the button while the sign-up goes, then shows the server’s message and goes on to OnBoarding signed in', async () => {
    const answer = deferred<StubResponse>();
    const network = stubInvite(valid, answer.promise);
    const { router } = await openForm();
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    fireEvent.change(field('Last name'), { target: { value: ' Bello-Ade ' } });
    fireEvent.change(field('Password'), { target: { value: 'owner password 123' } });
    fireEvent.click(submitButton());

    await waitFor(() => expect(network.requestsTo(ACCEPT)).toHaveLength(1));
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    fireEvent.click(submitButton());
    expect(network.requestsTo(ACCEPT)).toHaveLength(1);
    const sent = network.requestsTo(ACCEPT)[0]!;
    expect(sent.query).toEqual({ email: 'femi@example.com', hash: 's3cr3t-Hash_1' });
    expect(sent.body).toEqual({ firstName: 'Femi', lastName: 'Bello-Ade', password: 'owner password 123', businessName: 'Ikeja Fabrics' });

    answer.resolve(accepted);
    expect(await screen.findByText(ACCEPTED_MESSAGE)).toBeTruthy();
    // The user data fetched anew (the session the answer's cookie started): signed in, on to OnBoarding,
    // which sends an owner who has a business on to GetStarted.
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(visited).toContain('/on-boarding');
    // Asked only once the sign-up started a session: the signed-out page before it asked nothing (no 401).
    expect(network.requestsTo(CURRENT_USER).length).toBeGreaterThanOrEqual(1);
    expect(network.requests.findIndex((request) => request.path === '/api/v1/auth')).toBeGreaterThan(
      network.requests.findIndex((request) => `${request.method} ${request.path}` === ACCEPT),
    );
  });

  it('a refused sign-up shows the server’s message and leaves the form to send again', async () => {
    let answer: StubResponse = { status: 404, body: { success: false, message: NOT_VALID, code: 'INVITE_NOT_FOUND' } };
    const network = stubFetch({ [CURRENT_USER]: () => signedOut(), [INVITE]: () => valid, [ACCEPT]: () => answer });
    const { router } = await openForm();
    fireEvent.change(field('Business name'), { target: { value: '' } });
    fireEvent.change(field('Password'), { target: { value: 'owner password 123' } });
    fireEvent.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toBe(NOT_VALID);
    expect(submitButton().disabled).toBe(false);
    expect(router.state.location.pathname).toBe('/business/invite');
    // An emptied business name is left out: the server keeps the invitation's.
    expect(network.requestsTo(ACCEPT)[0]!.body).toEqual({ firstName: 'Femi', lastName: 'Bello', password: 'owner password 123' });

    answer = {
      status: 400,
      body: {
        success: false,
        message: 'Validation failed',
        code: 'VALIDATION',
        errors: [{ field: 'password', message: 'password must be at least 8 characters' }],
      },
    };
    fireEvent.click(submitButton());
    expect(await screen.findByText('password must be at least 8 characters')).toBeTruthy();
    expect(network.requestsTo(ACCEPT)).toHaveLength(2);
  });

  it('someone already signed in goes to the dashboard, as on the join-team link', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn(), [INVITE]: () => valid });
    rememberSignedIn(true);
    const { router } = renderApp(LINK);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('form', { name: 'Accept the invitation' })).toBeNull();
  });
});
