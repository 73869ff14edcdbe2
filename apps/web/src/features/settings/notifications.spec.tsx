// The Notifications screen (/settings/notification) in the real app against a stubbed fetch: a switch
// per mail from GET /accounts/settings/notifications, saved as it is flipped (shown at once, put
// back when the server refuses), the alerts, loading and a failed load; the hub links to it.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const PREFERENCES = 'GET /api/v1/accounts/settings/notifications';
const CHANGE = 'PATCH /api/v1/accounts/settings/notifications';
const ALL_ON = { monthlyProfitAndLoss: true, weeklySummary: true, expiryReminders: true };
const ok = (data: unknown, message?: string): StubResponse => ({ status: 200, body: { success: true, ...(message ? { message } : {}), data } });

function stubNotifications(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    // A member without settings codes: the page is every member's.
    [CURRENT_USER]: () => signedIn({ role: 'member', rolePermissions: [19] }),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    ...routes,
  });
}

const switchNamed = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('Notifications screen', () => {
  it('shows a switch per mail after a loading state, each as the member has it', async () => {
    const answer = deferred<StubResponse>();
    stubNotifications({ [PREFERENCES]: () => answer.promise });
    renderApp('/settings/notification');
    expect(await screen.findByLabelText('Loading your notifications')).toBeTruthy();
    answer.resolve(ok({ ...ALL_ON, weeklySummary: false }));
    await screen.findByRole('switch', { name: /^Monthly profit and loss/ });
    expect([
      switchNamed('Monthly profit and loss').checked,
      switchNamed('Weekly account summary').checked,
      switchNamed('Product expiry reminders').checked,
    ]).toEqual([true, false, true]);
    expect(screen.getByRole('tab', { name: 'Notifications', selected: true })).toBeTruthy();
  });

  it('saves a switch as it is flipped, showing it at once, and alerts with the server’s message', async () => {
    const answer = deferred<StubResponse>();
    const network = stubNotifications({ [PREFERENCES]: () => ok(ALL_ON), [CHANGE]: () => answer.promise });
    renderApp('/settings/notification');
    await screen.findByRole('switch', { name: /^Monthly profit and loss/ });
    await act(async () => fireEvent.click(switchNamed('Monthly profit and loss')));
    // Off before the server answers, the switches held until it does.
    await waitFor(() => expect(network.requestsTo(CHANGE).map((request) => request.body)).toEqual([{ monthlyProfitAndLoss: false }]));
    expect(switchNamed('Monthly profit and loss').checked).toBe(false);
    expect(switchNamed('Weekly account summary').disabled).toBe(true);
    answer.resolve(ok({ preferences: { ...ALL_ON, monthlyProfitAndLoss: false }, changed: true, position: '41' }, 'Notification preferences updated'));
    expect(await screen.findByText('Notification preferences updated')).toBeTruthy();
    await waitFor(() => expect(switchNamed('Weekly account summary').disabled).toBe(false));
    expect(switchNamed('Monthly profit and loss').checked).toBe(false);
  });

  it('puts the switch back and alerts when the server refuses', async () => {
    stubNotifications({
      [PREFERENCES]: () => ok(ALL_ON),
      [CHANGE]: () => ({ status: 503, body: { success: false, code: 'READ_MODEL_BEHIND', message: 'The books are still catching up with recent changes.' } }),
    });
    renderApp('/settings/notification');
    await screen.findByRole('switch', { name: /^Product expiry reminders/ });
    await act(async () => fireEvent.click(switchNamed('Product expiry reminders')));
    expect(await screen.findByText('The books are still catching up with recent changes.')).toBeTruthy();
    await waitFor(() => expect(switchNamed('Product expiry reminders').checked).toBe(true));
  });

  it('says so when the preferences cannot be loaded, and tries again', async () => {
    let calls = 0;
    stubNotifications({
      [PREFERENCES]: () => (++calls === 1 ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'Something went wrong' } } : ok(ALL_ON)),
    });
    renderApp('/settings/notification');
    expect(await screen.findByText('Your notifications could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: /^Weekly account summary/ })).toBeTruthy();
  });

  it('is on the settings hub, also reached as /setting-dashboard, for every member', async () => {
    stubNotifications({ [PREFERENCES]: () => ok(ALL_ON) });
    renderApp('/setting-dashboard');
    const card = await screen.findByRole('link', { name: /Notifications/ });
    expect(card.getAttribute('href')).toBe('/settings/notification');
    // The member sees no owner-or-admin cards, the lifespans among them.
    expect(screen.queryByText('Asset lifespans')).toBeNull();
  });
});
