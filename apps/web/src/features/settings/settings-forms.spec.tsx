// Settings forms: their validation messages, and the submit button disabled while the server answers.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const ok = (data: unknown, message = 'Saved') => ({ status: 200, body: { success: true, message, data } });

/** A response that waits until the test lets it go. */
function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
}

function stubSettings(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [CURRENT_USER]: () => signedIn({ businessPlan: 'Store Plan' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    ...routes,
  });
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('settings forms', () => {
  it('change password: says what is missing or wrong, and disables the button while saving', async () => {
    const answer = held();
    const network = stubSettings({
      'POST /api/v1/accounts/settings/change-password': async () => {
        await answer.gate;
        return ok(null, 'Password changed');
      },
    });
    renderApp('/settings/change-password');
    const button = await screen.findByRole('button', { name: 'Change password' });

    fireEvent.click(button);
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();

    fireEvent.change(input('Current password'), { target: { value: 'old-secret' } });
    fireEvent.change(input('New password'), { target: { value: 'new-secret-1' } });
    fireEvent.change(input('Confirm new password'), { target: { value: 'new-secret-2' } });
    fireEvent.click(button);
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(network.requestsTo('POST /api/v1/accounts/settings/change-password')).toHaveLength(0);

    fireEvent.change(input('Confirm new password'), { target: { value: 'new-secret-1' } });
    fireEvent.click(button);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(true));
    answer.release();
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(network.requestsTo('POST /api/v1/accounts/settings/change-password')[0].body).toEqual({
      currentPassword: 'old-secret',
      password: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('account settings: each Save only once something changed; every currency the ledger keeps is offered', async () => {
    const network = stubSettings({
      'GET /api/v1/accounts/settings': () =>
        ok({ currency: 'NGN', stockLevel: 5, tax: '7.5', footnote: 'Thank you', wipStatus: false, allowZeroStockLevel: false }),
      'POST /api/v1/accounts/settings/tax': () => ok({}, 'Tax saved'),
    });
    renderApp('/settings/accountsettings');
    const tax = await screen.findByLabelText('Tax (%)');
    const saves = () => screen.getAllByRole('button', { name: 'Save' }) as HTMLButtonElement[];
    expect(saves().map((button) => button.disabled)).toEqual([true, true, true]);
    expect((screen.getByRole('button', { name: 'Save footnote' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(tax, { target: { value: '5' } });
    expect(saves().map((button) => button.disabled)).toEqual([true, false, true]);
    fireEvent.click(saves()[1]!);
    await waitFor(() => expect(network.requestsTo('POST /api/v1/accounts/settings/tax')).toHaveLength(1));
    expect(network.requestsTo('POST /api/v1/accounts/settings/tax')[0]!.body).toEqual({ tax: '5' });

    fireEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    for (const currency of ['NGN', 'JPY', 'VND', 'CFA']) expect(await screen.findByRole('option', { name: currency, hidden: true })).toBeTruthy();
  });

  it('bank accounts: a 10-digit account number, the bank and the name are required', async () => {
    const network = stubSettings({
      'GET /api/v1/accounts/bank-accounts': () => ok([]),
      'PATCH /api/v1/accounts/bank-accounts': () => ok({ position: '5' }, 'Bank accounts updated'),
    });
    renderApp('/settings/bank-accounts');
    const form = within(await screen.findByRole('form', { name: 'Bank accounts' }));
    fireEvent.change(form.getByLabelText('Account number'), { target: { value: '12345' } });
    fireEvent.click(form.getByRole('button', { name: 'Save bank accounts' }));
    expect(await form.findByText('Enter the 10-digit account number (NUBAN)')).toBeTruthy();
    expect(form.getByText('Enter the bank’s name')).toBeTruthy();
    expect(network.requestsTo('PATCH /api/v1/accounts/bank-accounts')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Bank name'), { target: { value: 'GTBank' } });
    fireEvent.change(form.getByLabelText('Account name'), { target: { value: 'Ada Stores' } });
    fireEvent.change(form.getByLabelText('Account number'), { target: { value: '0123456789' } });
    fireEvent.click(form.getByRole('button', { name: 'Save bank accounts' }));
    expect(await screen.findByText('Bank accounts updated')).toBeTruthy();
    expect(network.requestsTo('PATCH /api/v1/accounts/bank-accounts')[0].body).toEqual({
      bankAccounts: [{ bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123456789' }],
    });
  });

  it('bank accounts: saves the accounts the API answers without the name it gives each (the API refuses fields it does not take)', async () => {
    const network = stubSettings({
      'GET /api/v1/accounts/bank-accounts': () =>
        ok([{ bankAccountId: 'b-1', bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123451234', name: 'GTBank 1234' }]),
      'PATCH /api/v1/accounts/bank-accounts': () => ok({ position: '5' }, 'Bank accounts updated'),
    });
    renderApp('/settings/bank-accounts');
    const form = within(await screen.findByRole('form', { name: 'Bank accounts' }));
    await waitFor(() => expect((form.getByLabelText('Account number') as HTMLInputElement).value).toBe('0123451234'));
    fireEvent.click(form.getByRole('button', { name: 'Save bank accounts' }));
    expect(await screen.findByText('Bank accounts updated')).toBeTruthy();
    expect(network.requestsTo('PATCH /api/v1/accounts/bank-accounts')[0].body).toEqual({
      bankAccounts: [{ bankAccountId: 'b-1', bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123451234' }],
    });
  });

  it('invite: the role is required, and the button reads "Inviting, Please wait..." while sending', async () => {
    const answer = held();
    const network = stubSettings({
      'GET /api/v1/accounts/teams': () => ok({ members: [], pendingInvites: [] }),
      'GET /api/v1/customroles': () => ok([{ _id: 'role-1', roleName: 'Cashier', access: [23, 51] }]),
      'POST /api/v1/accounts/teams/invite': async () => {
        await answer.gate;
        return ok(null, 'Invitation sent');
      },
    });
    renderApp('/settings/teams?invite=1');
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: 'Bola@Example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Choose a role')).toBeTruthy();

    fireEvent.click(dialog.getAllByLabelText('Role')[0]);
    fireEvent.click(await screen.findByRole('option', { name: 'Cashier' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    const busy = await dialog.findByRole('button', { name: 'Inviting, Please wait...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.release();
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(network.requestsTo('POST /api/v1/accounts/teams/invite')[0].body).toEqual({
      email: 'bola@example.com',
      role: 'Cashier',
      roleId: 'role-1',
      roleAccess: [23, 51],
    });
  });

  it('custom role: permission codes as labelled checkboxes, at least one required', async () => {
    const network = stubSettings({
      'GET /api/v1/customroles': () => ok([]),
      'POST /api/v1/customroles': () => ok({ _id: 'role-2', roleName: 'Accountant', access: [19, 20] }, 'Role created'),
    });
    renderApp('/settings/roles');
    fireEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Role name'), { target: { value: 'Accountant' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create role' }));
    expect(await dialog.findByText('Choose at least one permission')).toBeTruthy();

    fireEvent.click(dialog.getByRole('checkbox', { name: 'Profit and loss' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Balance sheet' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create role' }));
    expect(await screen.findByText('Role created')).toBeTruthy();
    expect(network.requestsTo('POST /api/v1/customroles')[0].body).toEqual({ roleName: 'Accountant', access: [19, 20] });
  });
});

describe('settings pages on a 403', () => {
  it('the hub offers a member only their own pages, in words that offer nothing only owner and admin may do', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'member', rolePermissions: [51], businessPlan: 'Store Plan' }),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    const titles = [...document.querySelectorAll('a.summary-card')].map((card) => card.querySelector('p')?.textContent);
    expect(titles).toEqual(['Profile', 'Change password', 'Notifications', 'Businesses', 'Plan']);
    expect(screen.getByText('The businesses you belong to; switch between them.')).toBeTruthy();
    expect(screen.queryByText(/add businesses/)).toBeNull();
  });

  it('send the user to Settings when the team call is refused (000 §6)', async () => {
    stubSettings({
      'GET /api/v1/accounts/teams': () => ({
        status: 403,
        body: { success: false, message: 'You do not have permission to perform this action', code: 'FORBIDDEN' },
      }),
      'GET /api/v1/customroles': () => ok([]),
    });
    const { router } = renderApp('/settings/teams');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
