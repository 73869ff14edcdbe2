// The guest dashboard (000 §2.2: a member without code 150): each card with the button the role
// allows, none that leads nowhere; and the greeting, by the business's clock.

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';
import { greeting } from './dashboard-view.js';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

function member(rolePermissions: number[]) {
  stubFetch({
    [CURRENT_USER]: () => signedIn({ role: 'member', rolePermissions, firstName: 'Bola', org: 'Adebayo Foods', businessPlan: 'Store Plan' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
  });
  renderApp('/');
}

describe('guest dashboard', () => {
  it('shows the Transactions card with Transact to a member with code 23, and no Inventory card without 50', async () => {
    member([23, 51]);
    expect(await screen.findByText('Welcome to Adebayo Foods, Bola.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Transact' }).getAttribute('href')).toBe('/transactions/new');
    expect(screen.queryByText('Inventory')).toBeNull();
  });

  it('shows the Inventory card with Manage, to the products summary, to a member with code 50 (000 §2.2)', async () => {
    member([50]);
    expect(await screen.findByText('Inventory')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/inventories');
    expect(screen.queryByRole('link', { name: 'Transact' })).toBeNull();
  });

  it('points a member with neither code to the menu instead of cards without buttons', async () => {
    member([1, 2, 3]);
    expect(await screen.findByText('The pages your role opens are in the menu.')).toBeTruthy();
    expect(screen.queryByText('Transactions', { selector: 'h4' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Transact' })).toBeNull();
  });
});

describe('guest dashboard of an owner on the free plan', () => {
  const progress = (value: number) =>
    ok({ progress: value, steps: { profile: true, bankAccount: false, products: value > 20, teamMembers: false, sales: false } });

  function owner(getStarted: ReturnType<typeof ok>) {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'owner', firstName: 'Ngozi', org: 'Ngozi Provisions', businessPlan: 'Micro Business Plan' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      'GET /api/v1/get-started': () => getStarted,
    });
    renderApp('/');
  }

  it('leads back to the Get started checklist while it is not done', async () => {
    owner(progress(40));
    expect(await screen.findByText('40% complete: the steps that get your business ready.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/get-started');
  });

  it('shows no checklist card once it is done', async () => {
    owner(progress(100));
    expect(await screen.findByText('Welcome to Ngozi Provisions, Ngozi.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });
});

describe('the dashboard greeting', () => {
  it('greets by the hour in Lagos: 23:30 UTC is half past midnight there, morning', () => {
    expect(greeting(new Date('2026-11-26T23:30:00Z'))).toBe('Good morning');
    expect(greeting(new Date('2026-11-27T11:30:00Z'))).toBe('Good afternoon');
    expect(greeting(new Date('2026-11-27T16:30:00Z'))).toBe('Good evening');
  });
});
