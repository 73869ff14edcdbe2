// The settings pages' frame: every page its tabs list (Businesses, Plan and Billing too, the plan under
// each of its addresses) shows the tabs with its own selected, and on a phone, where the tabs scroll
// sideways, the selected tab is brought into the row's view rather than left cut at its edge.

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });

function stubSettings() {
  return stubFetch({
    [CURRENT_USER]: () => signedIn({ role: 'owner', businessPlan: 'Store Plan' }),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/businesses': () =>
      ok([
        { _id: 'b1', name: 'Adebayo Foods', role: 'owner', current: true, isSubBusiness: false },
        { _id: 'b2', name: 'Adebayo Drinks', role: 'member', current: false, isSubBusiness: false },
      ]),
    'GET /api/v1/payment/plans': () => ok({ plans: [], periods: ['monthly', 'yearly'], billedMonths: { monthly: 1, yearly: 10 } }),
    'GET /api/v1/payment/plan': () => ok(null),
  });
}

const selectedTab = async () => (await screen.findByRole('tab', { selected: true })).textContent;

describe('settings tabs', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it.each([
    ['/settings/businesses', 'Businesses', 'Businesses'],
    ['/settings/plan', 'Plans', 'Plan'],
    ['/plans', 'Plans', 'Plan'],
  ])('%s shows the settings tabs with its own selected', async (path, heading, tab) => {
    stubSettings();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(await selectedTab()).toBe(tab);
  });

  it('names the role in each business as the Profile page does, not by its raw value', async () => {
    stubSettings();
    renderApp('/settings/businesses');
    expect(await screen.findByText('Business Owner')).toBeTruthy();
    expect(screen.getByText('Team member')).toBeTruthy();
    expect(screen.queryByText('owner')).toBeNull();
  });

  it('on a phone scrolls the row of tabs to the selected one when it is past the edge', async () => {
    const scrollTo = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
    // The row is 300 px wide from x 0; every tab 100 px wide, laid one after the other from x 0.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('role') === 'tablist') return new DOMRect(0, 0, 300, 40);
      if (this.getAttribute('role') === 'tab') {
        const index = Array.from(this.parentElement?.children ?? []).indexOf(this);
        return new DOMRect(index * 100, 0, 100, 40);
      }
      return new DOMRect(0, 0, 0, 0);
    });
    stubSettings();
    renderApp('/settings/businesses');
    expect(await selectedTab()).toBe('Businesses');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    const index = tabs.indexOf('Businesses');
    // Centred in the row: its left edge less the room either side of it.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ left: index * 100 - 100 }));

    scrollTo.mockClear();
    stubSettings();
    renderApp('/settings/profile');
    // The first tab is in view already: the row stays where it is.
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
