// The team page on a phone: members and pending invitations read as cards of labelled values
// (DataTable stackOnPhone), not tables scrolled sideways past the e-mails.

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub.js';
import { onADesktop, onAPhone } from '../../testing/phone.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'OK', data } });

const TEAM = {
  members: [
    {
      userId: 'u1',
      email: 'owner@example.com',
      firstName: 'Adebayo',
      lastName: 'Ogunleye',
      role: 'owner',
      roleId: null,
      roleName: 'Owner',
      joinedAt: '2026-11-02T09:00:00Z',
    },
    {
      userId: 'u2',
      email: 'bola@example.com',
      firstName: 'Bola',
      lastName: 'Ade',
      role: 'member',
      roleId: 'r1',
      roleName: 'Cashier',
      joinedAt: '2026-11-20T09:00:00Z',
    },
  ],
  pendingInvites: [{ inviteId: 'i1', email: 'ngozi@example.com', role: 'member', roleId: 'r1', roleName: 'Cashier', lastSentAt: '2026-11-25T09:00:00Z' }],
};

function stubTeam() {
  return stubFetch({
    [CURRENT_USER]: () => signedIn({ businessPlan: 'Store Plan' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/teams': () => ok(TEAM),
    'GET /api/v1/customroles': () =>
      ok([
        { _id: 'r1', roleName: 'Cashier', access: [23] },
        { _id: 'r2', roleName: 'Store keeper', access: [6] },
      ]),
    'POST /api/v1/accounts/teams/invite': () => ok(null),
    'PATCH /api/v1/accounts/teams/invite/role': () => ok(null),
  });
}

describe('team page', () => {
  it('asks for a valid e-mail before sending an invitation', async () => {
    const network = stubTeam();
    renderApp('/settings/teams?invite=1');
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Enter their e-mail')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: 'bola@example' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(network.requestsTo('POST /api/v1/accounts/teams/invite')).toHaveLength(0);
  });

  it('changes the role a pending invitation will join with', async () => {
    const network = stubTeam();
    renderApp('/settings/teams');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for the invitation to ngozi@example.com' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Store keeper' }));
    await waitFor(() => expect(network.requestsTo('PATCH /api/v1/accounts/teams/invite/role')).toHaveLength(1));
    expect(network.requestsTo('PATCH /api/v1/accounts/teams/invite/role')[0]!.body).toEqual({ inviteId: 'i1', role: 'Store keeper', roleId: 'r2' });
  });
});

describe('team page on a phone', () => {
  beforeEach(onAPhone);
  afterEach(onADesktop);

  it('shows each member and invitation as a card: name and e-mail across it, role and date labelled, the actions at its foot', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Store Plan' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      'GET /api/v1/accounts/teams': () => ok(TEAM),
      'GET /api/v1/customroles': () => ok([{ _id: 'r1', roleName: 'Cashier', access: [23] }]),
    });
    renderApp('/settings/teams');
    const members = await screen.findByRole('table', { name: 'Team members' });
    expect(members.classList.contains('lines-table')).toBe(true);
    const bola = within(members).getByText('bola@example.com').closest('tr')!;
    expect(within(bola).getByText('Bola Ade').closest('td')?.classList.contains('line-wide')).toBe(true);
    expect(within(bola).getByText('bola@example.com').closest('td')?.classList.contains('line-wide')).toBe(true);
    expect(within(bola).getByText('Cashier').closest('td')?.getAttribute('data-label')).toBe('Role');
    expect(within(bola).getByText('20/11/2026').closest('td')?.getAttribute('data-label')).toBe('Joined');
    const actions = within(bola).getByRole('button', { name: 'Actions for bola@example.com' }).closest('td');
    expect(actions?.classList.contains('line-actions')).toBe(true);
    expect(actions?.hasAttribute('data-label')).toBe(false);

    const invites = screen.getByRole('table', { name: 'Pending invitations' });
    expect(invites.classList.contains('lines-table')).toBe(true);
    expect(within(invites).getByText('25/11/2026').closest('td')?.getAttribute('data-label')).toBe('Sent');
    expect(within(invites).getByRole('button', { name: 'Resend' })).toBeTruthy();
  });
});
