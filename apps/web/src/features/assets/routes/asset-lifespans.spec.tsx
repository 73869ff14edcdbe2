// Settings → Asset lifespans (/settings/lifespan) in the real app against a stubbed fetch: the
// categories' useful lives edited and saved as the whole list, a refusal shown on its row, the
// states, and who may open it (owner or admin; the Micro plan gets the upgrade page and a lock).

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const CATEGORIES = 'GET /api/v1/assets/categories';
const SET_CATEGORIES = 'PUT /api/v1/assets/categories';
const PATH = '/settings/lifespan';
const GENERATORS = { name: 'Generators', group: 'Machinery and Equipment', lifespan: 60 };
const VANS = { name: 'Delivery vans', group: 'Licensed Vehicles', lifespan: 48 };
const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });
const PAID = { businessPlan: 'Professional Plan' };

function stubLifespans(user: Parameters<typeof signedIn>[0], routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [CURRENT_USER]: () => signedIn(user),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    ...routes,
  });
}

const lifespanOf = (name: string) => screen.getByRole('textbox', { name: `Useful life of ${name} (months)` }) as HTMLInputElement;
const type = (name: string, value: string) => act(async () => fireEvent.change(lifespanOf(name), { target: { value } }));
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save lifespans' })));

describe('Asset lifespans settings', () => {
  it('lists each category’s useful life after a loading state, and saves the whole list with the one changed', async () => {
    const answer = deferred<StubResponse>();
    let stored = [GENERATORS, VANS];
    const network = stubLifespans(PAID, {
      [CATEGORIES]: () => answer.promise,
      [SET_CATEGORIES]: (request) => {
        stored = (request.body as { categories: typeof stored }).categories;
        return ok({ categories: stored, position: '12' });
      },
    });
    renderApp(PATH);
    expect(await screen.findByText('Loading categories…')).toBeTruthy();
    answer.resolve(ok(stored));
    await screen.findByRole('table', { name: 'Asset categories' });
    network.on(CATEGORIES, () => ok(stored));
    expect([lifespanOf('Generators').value, lifespanOf('Delivery vans').value]).toEqual(['60', '48']);
    expect((screen.getByRole('button', { name: 'Save lifespans' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('tab', { name: 'Asset lifespans', selected: true })).toBeTruthy();

    await type('Delivery vans', '72');
    await save();
    expect(await screen.findByText('Asset lifespans saved')).toBeTruthy();
    expect(network.requestsTo(SET_CATEGORIES).map((request) => request.body)).toEqual([{ categories: [GENERATORS, { ...VANS, lifespan: 72 }] }]);
    await waitFor(() => expect(lifespanOf('Delivery vans').value).toBe('72'));
  });

  it('refuses a life out of range beside its row, and shows the server’s refusal of a row', async () => {
    const network = stubLifespans(PAID, {
      [CATEGORIES]: () => ok([GENERATORS, VANS]),
      [SET_CATEGORIES]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'INVALID_VALUE',
          message: 'categories[0].lifespan must be at most 1200 months',
          errors: [{ field: 'categories[0].lifespan', message: 'categories[0].lifespan must be at most 1200 months' }],
        },
      }),
    });
    renderApp(PATH);
    await screen.findByRole('table', { name: 'Asset categories' });
    await type('Generators', '0');
    await save();
    expect(await screen.findByText('Useful life must be at least 1 month')).toBeTruthy();
    expect(network.requestsTo(SET_CATEGORIES)).toHaveLength(0);

    await type('Generators', '120');
    await save();
    expect((await screen.findAllByText('categories[0].lifespan must be at most 1200 months')).length).toBeGreaterThan(0);
    expect(network.requestsTo(SET_CATEGORIES)).toHaveLength(1);
  });

  it('says so when the categories cannot be loaded', async () => {
    stubLifespans(PAID, { [CATEGORIES]: () => ({ status: 500, body: { success: false, code: 'INTERNAL', message: 'Something went wrong' } }) });
    renderApp(PATH);
    expect(await screen.findByText('The asset categories could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is owner-or-admin only: a member gets the not-allowed page', async () => {
    const network = stubLifespans({ ...PAID, role: 'member', rolePermissions: [19] }, { [CATEGORIES]: () => ok([GENERATORS]) });
    renderApp(PATH);
    expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
    expect(network.requestsTo(CATEGORIES)).toHaveLength(0);
  });

  it('is locked on the Micro plan: the upgrade page, and a lock on the hub card that opens the Upgrade Plan dialog', async () => {
    stubLifespans({ businessPlan: 'Micro Business Plan' }, { [CATEGORIES]: () => ok([GENERATORS]) });
    renderApp(PATH);
    expect(await screen.findByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Asset categories' })).toBeNull();
  });

  it('on the Micro plan the hub’s card shows a lock and opens the Upgrade Plan dialog', async () => {
    stubLifespans({ businessPlan: 'Micro Business Plan' }, { [CATEGORIES]: () => ok([GENERATORS]) });
    renderApp('/settings');
    const card = await screen.findByRole('button', { name: /Asset lifespans/ });
    expect(screen.getAllByLabelText('Locked on your plan').length).toBeGreaterThan(0);
    fireEvent.click(card);
    expect(await screen.findByRole('dialog', { name: 'Upgrade Plan' })).toBeTruthy();
  });
});
