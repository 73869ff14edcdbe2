// The team invitation link (/settings/teams/join?email&hash, 000 §8, 002 §8): a link that does not
// work goes to the not-found page with the server's word on it, against a stubbed fetch.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn, signedOut } from '../../testing/session.js';

const CHECK = 'GET /api/v1/accounts/team/invite';
const JOIN = 'POST /api/v1/accounts/team/invite';
const LINK = '/settings/teams/join?email=ada%40example.com&hash=s3cr3t';

const refusal = (message: string, code: string): StubResponse => ({ status: 404, body: { success: false, message, code } });

describe('Join team page', () => {
  it.each([
    ['an unknown link', refusal('This invite link is not valid', 'INVITE_LINK_INVALID')],
    ['a used link', refusal('This invite link has already been used', 'INVITE_LINK_USED')],
    ['an expired link', refusal('This invite link has expired. Ask for a new invite.', 'INVITE_LINK_EXPIRED')],
  ])('%s shows the server’s message on the not-found page', async (_, answer) => {
    const network = stubFetch({ [CURRENT_USER]: () => signedOut(), [CHECK]: () => answer });
    const { router } = renderApp(LINK);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('alert').textContent).toBe((answer.body as { message: string }).message);
    expect(router.state.location.pathname).toBe('/page-not-found');
    expect(network.requestsTo(CHECK)[0]!.query).toEqual({ email: 'ada@example.com', hash: 's3cr3t' });
    expect(screen.queryByRole('form', { name: 'Join team' })).toBeNull();
  });

  it('an incomplete link is the server’s to refuse: its message, and the not-found page', async () => {
    const network = stubFetch({
      [CURRENT_USER]: () => signedOut(),
      // As the API answers a link without its secret.
      [CHECK]: () => refusal('This invite link is not valid', 'INVITE_LINK_INVALID'),
    });
    renderApp('/settings/teams/join?email=ada%40example.com');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('alert').textContent).toBe('This invite link is not valid');
    expect(network.requestsTo(CHECK)).toHaveLength(1);
  });

  it('asks nothing of the session before joining, then goes on signed in to the dashboard', async () => {
    let session = signedOut();
    const network = stubFetch({
      [CURRENT_USER]: () => session,
      [CHECK]: () => ({
        status: 200,
        body: {
          success: true,
          message: 'Invite is valid',
          data: { email: 'ada@example.com', businessName: 'Ikeja Fabrics', role: 'member', roleName: 'Cashier', hasAccount: false },
        },
      }),
      [JOIN]: () => {
        session = signedIn({ role: 'member', rolePermissions: [51] });
        return { status: 200, body: { success: true, message: 'Welcome to Ikeja Fabrics', data: {} } };
      },
    });
    const { router } = renderApp(LINK);
    await screen.findByRole('form', { name: 'Join team' });
    // A signed-out visitor's page sends nothing that would answer 401.
    expect(network.requestsTo(CURRENT_USER)).toEqual([]);

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Obi' } });
    fireEvent.change(screen.getByLabelText('Choose a password'), { target: { value: 'member password 123' } });
    fireEvent.click(screen.getByRole('button', { name: /^Join/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(network.requestsTo(CURRENT_USER).length).toBeGreaterThanOrEqual(1);
  });

  it('a link that works shows who is invited where, and the form', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedOut(),
      [CHECK]: () => ({
        status: 200,
        body: {
          success: true,
          message: 'Invite is valid',
          data: { email: 'ada@example.com', businessName: 'Ikeja Fabrics', role: 'member', roleName: 'Cashier', hasAccount: false },
        },
      }),
    });
    renderApp(LINK);
    await screen.findByRole('form', { name: 'Join team' });
    expect(screen.getByText('You are invited to Ikeja Fabrics as Cashier, with ada@example.com.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
