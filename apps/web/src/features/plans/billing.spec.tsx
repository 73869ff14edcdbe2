// Paying for a plan: the plans page sends the owner to the provider's checkout (or to GetStarted for
// the free plan), /payment/process confirms the payment once and says how it went, and the billing
// page shows the plan, the saved card and the payments made.

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leaveApp } from '../../lib/leave-app.js';
import { deferred, stubFetch, type StubHandler } from '../../testing/fetch-stub.js';
import { onADesktop, onAPhone } from '../../testing/phone.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const ok = (data: unknown, message = 'OK', extra: Record<string, unknown> = {}) => ({ status: 200, body: { success: true, message, data, ...extra } });

function entry(id: number, key: string, shortName: string, monthlyNgn: string, usersIncluded: number, extraUserNgn: string | null) {
  const monthlyUsd = String(Number(monthlyNgn) / 500);
  return {
    id,
    key,
    name: `${shortName} Plan`,
    shortName,
    paid: id !== 1,
    onPlansPage: true,
    usersIncluded,
    businessAllowance: 1,
    trialDays: id === 1 ? null : 14,
    features: [`${shortName} feature`],
    gates: [],
    extraUserPrice: extraUserNgn ? { NGN: extraUserNgn, USD: '5.00' } : null,
    prices: {
      monthly: { NGN: monthlyNgn, USD: monthlyUsd },
      yearly: { NGN: String(Number(monthlyNgn) * 10), USD: String(Number(monthlyUsd) * 10) },
    },
  };
}

const catalogue = {
  currencies: ['NGN', 'USD'],
  periods: ['monthly', 'yearly'],
  billedMonths: { monthly: 1, yearly: 10 },
  defaultPeriod: 'monthly',
  defaultPlan: 'free',
  trialDays: 14,
  plans: [
    { ...entry(1, 'free', 'Free', '0', 1, null), name: 'Micro Business Plan' },
    entry(4, 'basic', 'Basic', '5000.00', 1, null),
    entry(5, 'store', 'Store', '50000.00', 3, '5000.00'),
    entry(6, 'professional', 'Professional', '50000.00', 3, '5000.00'),
    entry(7, 'enterprise', 'Enterprise', '100000.00', 10, '5000.00'),
  ],
};

function planStatus(overrides: Record<string, unknown> = {}) {
  return {
    planId: 1,
    planKey: 'free',
    businessPlan: 'Micro Business Plan',
    period: null,
    expiresAt: null,
    users: 1,
    businesses: 1,
    isActive: true,
    isPaid: false,
    isTrial: false,
    hasExpired: false,
    isPlanExpired: false,
    isGracePeriod: false,
    gracePeriodDate: null,
    isCancelled: false,
    isDisabled: false,
    firstTimeSubscription: true,
    pendingPlanId: null,
    ...overrides,
  };
}

const savedCard = { brand: 'visa', last4: '4081', expMonth: '03', expYear: '2030', bank: 'Test Bank', reusable: true, autoRenew: true };

const storePaid = planStatus({
  planId: 5,
  planKey: 'store',
  businessPlan: 'Store Plan',
  period: 'monthly',
  expiresAt: '2026-03-15T10:00:00.000Z',
  users: 5,
  isPaid: true,
  firstTimeSubscription: false,
});

function stubBilling(routes: Record<string, StubHandler> = {}, user: Parameters<typeof signedIn>[0] = {}) {
  return stubFetch({
    [CURRENT_USER]: () => signedIn(user),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/payment/plans': () => ok(catalogue),
    'GET /api/v1/payment/plan': () => ok(planStatus()),
    ...routes,
  });
}

let goTo: jest.SpiedFunction<typeof leaveApp.goTo>;
beforeEach(() => {
  goTo = jest.spyOn(leaveApp, 'goTo').mockImplementation(() => undefined);
});
afterEach(() => {
  goTo.mockRestore();
});

describe('plans page', () => {
  it('buys Store with the page’s period and currency and sends the browser to the checkout', async () => {
    const network = stubBilling({
      'POST /api/v1/payment/plans': () =>
        ok(
          { authorization_url: 'https://checkout.example/pay/abc', reference: 'PLN-1', amount: '1000.00', currency: 'USD', plan: null },
          'Continue to payment',
        ),
    });
    renderApp('/plans');
    const buy = await screen.findByRole('button', { name: 'Buy Store' });
    fireEvent.click(screen.getByRole('radio', { name: 'Dollar' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    fireEvent.click(buy);

    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.example/pay/abc'));
    expect(network.requestsTo('POST /api/v1/payment/plans').map((request) => request.body)).toEqual([{ plan: 5, period: 'yearly', currency: 'USD' }]);
    // Still disabled while the browser leaves.
    expect((screen.getByRole('button', { name: 'Buy Store' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lays the four paid plans out by the page’s width, the price on a line of its own, and the Free plan across the page after them', async () => {
    stubBilling({});
    renderApp('/plans');
    const store = within(await screen.findByTestId('plan-store'));
    expect(store.getByTestId('plan-price').textContent).toBe('₦50,000.00');
    expect(store.getByText('per month')).toBeTruthy();
    expect(store.getByRole('button', { name: 'Start 14-day free trial' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(store.getByTestId('plan-price').textContent).toBe('₦500,000.00');
    expect(store.getByText('per year')).toBeTruthy();

    // Four paid cards in the grid, which answers its own width (the page's, less the menu); Free after it.
    const paid = screen.getByTestId('paid-plans');
    const cards = Array.from(paid.querySelectorAll<HTMLElement>('[data-testid^="plan-"]:not([data-testid="plan-price"])'));
    expect(cards.map((card) => card.dataset.testid)).toEqual(['plan-basic', 'plan-store', 'plan-professional', 'plan-enterprise']);
    const free = within(screen.getByTestId('plan-free'));
    expect(paid.compareDocumentPosition(screen.getByTestId('plan-free')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(free.queryByTestId('plan-price')).toBeNull();
    expect(free.getByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it('labels the buttons by the plan in force: Renew it, Upgrade above it, Change below it', async () => {
    stubBilling({ 'GET /api/v1/payment/plan': () => ok(storePaid) });
    renderApp('/plans');
    expect(await screen.findByRole('button', { name: 'Renew Store' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade Enterprise' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade Professional' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Basic' })).toBeTruthy();
  });

  it('shows, and renews at, the yearly price for a business billed yearly until the owner picks the other period', async () => {
    const network = stubBilling({
      'GET /api/v1/payment/plan': () => ok({ ...storePaid, period: 'yearly' }),
      'POST /api/v1/payment/plans': () =>
        ok({ authorization_url: 'https://checkout.example/pay/y', reference: 'PLN-2', amount: '500000.00', currency: 'NGN', plan: null }),
    });
    renderApp('/plans');
    const renew = await screen.findByRole('button', { name: 'Renew Store' });
    const store = within(screen.getByTestId('plan-store'));
    await waitFor(() => expect(store.getByTestId('plan-price').textContent).toBe('₦500,000.00'));
    expect((screen.getByRole('radio', { name: 'Yearly' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(renew);
    await waitFor(() => expect(network.requestsTo('POST /api/v1/payment/plans')).toHaveLength(1));
    expect(network.requestsTo('POST /api/v1/payment/plans')[0]!.body).toEqual({ plan: 5, period: 'yearly', currency: 'NGN' });
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(store.getByTestId('plan-price').textContent).toBe('₦50,000.00');
  });

  it('shows no prices until the plan in force says its period: a yearly business never sees monthly ones first', async () => {
    const plan = deferred<ReturnType<typeof ok>>();
    stubBilling({ 'GET /api/v1/payment/plan': () => plan.promise });
    renderApp('/plans');
    await screen.findByTestId('plans-loading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('plan-price')).toBeNull();
    plan.resolve(ok({ ...storePaid, period: 'yearly' }));
    const store = within(await screen.findByTestId('plan-store'));
    expect(store.getByTestId('plan-price').textContent).toBe('₦500,000.00');
  });

  it('the free plan changes at once and leads to GetStarted', async () => {
    const network = stubBilling({
      'POST /api/v1/payment/plans': () =>
        ok({ authorization_url: null, reference: null, amount: '0.00', currency: 'NGN', plan: planStatus() }, 'You are on the free plan'),
      'GET /api/v1/dashboard/get-started': () => ok({ progress: 0, steps: {} }),
    });
    const { router } = renderApp('/plans');
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/get-started'));
    expect(network.requestsTo('POST /api/v1/payment/plans')[0].body).toEqual({ plan: 1 });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows a refused purchase in the alert and lets the owner try again', async () => {
    stubBilling({
      'POST /api/v1/payment/plans': () => ({
        status: 502,
        body: { success: false, message: 'The card provider could not be reached', code: 'PAYMENT_PROVIDER_UNAVAILABLE' },
      }),
    });
    renderApp('/plans');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Basic' }));
    expect(await screen.findByText('The card provider could not be reached')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Buy Basic' }) as HTMLButtonElement).disabled).toBe(false));
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a member who is not owner or admin reads the plans, without a button to buy, try or change one', async () => {
    stubBilling({}, { role: 'member', rolePermissions: [51] });
    renderApp('/plans');
    expect((await screen.findByTestId('plans-read-only')).textContent).toBe('Only the business owner or an admin can change the plan.');
    expect(await screen.findByTestId('plan-store')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Buy|Renew|Upgrade|Change) / })).toBeNull();
    expect(screen.queryByRole('button', { name: /free trial/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
  });

  it('tells a member whose plan expired (the guard brings them here) to ask the owner to renew it', async () => {
    stubBilling(
      { 'GET /api/v1/payment/plan': () => ok(planStatus({ isPlanExpired: true, hasExpired: true })) },
      { role: 'member', rolePermissions: [51], isPlanExpired: true },
    );
    renderApp('/plans');
    expect(await screen.findByRole('heading', { name: 'Your plan has expired' })).toBeTruthy();
    expect((await screen.findByTestId('plans-read-only')).textContent).toContain('Ask them to renew it');
  });
});

describe('plans and renewal offered to members', () => {
  it('offers the owner the grace banner’s renewal, and tells a member, whom the server refuses, to ask the owner instead', async () => {
    const grace = { isGracePeriod: true, gracePeriodDate: '2026-12-04T00:00:00.000Z', businessPlan: 'Store Plan' };
    stubBilling({}, { role: 'owner', ...grace });
    const owner = renderApp('/settings');
    const ownerBanner = (await screen.findByText(/will be downgraded to the free plan/)).closest('[role="alert"]') as HTMLElement;
    expect(within(ownerBanner).getByRole('link', { name: 'here to renew' }).getAttribute('href')).toBe('/plans');
    owner.unmount();

    stubBilling({}, { role: 'member', rolePermissions: [51], ...grace });
    renderApp('/settings');
    const memberBanner = (await screen.findByText(/will be downgraded to the free plan/)).closest('[role="alert"]') as HTMLElement;
    expect(within(memberBanner).queryByRole('link')).toBeNull();
    expect(memberBanner.textContent).toContain('Ask the business owner to renew it.');
  });

  it('shows a member on Complete order no Pay now button, only whom to ask', async () => {
    stubBilling(
      { 'GET /api/v1/payment/plan': () => ok(planStatus({ isPlanExpired: true, hasExpired: true, pendingPlanId: 5, period: 'monthly' })) },
      { role: 'member', rolePermissions: [51], isPlanExpired: true, firstTimeSubscription: true },
    );
    renderApp('/complete-order');
    expect(await screen.findByRole('heading', { name: 'Complete your order' })).toBeTruthy();
    expect(await screen.findByText(/Only the business owner or an admin can pay for the plan/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});

describe('payment process page', () => {
  const verified = {
    reference: 'PLN-1',
    status: 'success',
    recorded: true,
    purpose: 'plan',
    plan: storePaid,
    card: { brand: 'visa', last4: '4081', expMonth: '12', expYear: '2030', bank: 'Test Bank', reusable: true },
  };

  it('confirms the payment once and shows what was paid', async () => {
    const network = stubBilling({ 'POST /api/v1/payment/verify': () => ok(verified, 'Payment confirmed') });
    renderApp('/payment/process?reference=PLN-1&trxref=PLN-1');
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    expect(await screen.findByText('Your plan is paid')).toBeTruthy();
    const paid = within(screen.getByRole('table', { name: 'What was paid' }));
    expect(paid.getByText('Store Plan')).toBeTruthy();
    expect(paid.getByText('Monthly')).toBeTruthy();
    expect(paid.getByText('15/03/2026')).toBeTruthy();
    expect(paid.getByText('Visa •••• 4081')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'View billing' }).getAttribute('href')).toBe('/settings/billings');
    expect(network.requestsTo('POST /api/v1/payment/verify').map((request) => request.body)).toEqual([{ reference: 'PLN-1' }]);
    // The shell's plan state is read again.
    await waitFor(() => expect(network.requestsTo(CURRENT_USER).length).toBeGreaterThan(1));
  });

  it('a declined payment shows the server’s message and the way back to the plans', async () => {
    stubBilling({ 'POST /api/v1/payment/verify': () => ok({ ...verified, status: 'failed', recorded: false, card: null }, 'Declined by the bank') });
    renderApp('/payment/process?reference=PLN-1');
    expect(await screen.findByText('The payment was declined')).toBeTruthy();
    expect(screen.getByText('Declined by the bank')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/plans');
  });

  it('an unknown reference: we could not find this payment', async () => {
    stubBilling({ 'POST /api/v1/payment/verify': () => ({ status: 404, body: { success: false, message: 'Payment not found', code: 'PAYMENT_NOT_FOUND' } }) });
    renderApp('/payment/process?reference=NOPE');
    expect(await screen.findByText('We could not find this payment')).toBeTruthy();
  });
});

describe('billing page', () => {
  const history = [
    {
      reference: 'PLN-2',
      paidAt: '2026-02-15T10:00:00.000Z',
      purpose: 'plan',
      description: 'Store Plan, monthly',
      planId: 5,
      planName: 'Store Plan',
      period: 'monthly',
      extraUsers: 2,
      amount: '60000.00',
      currency: 'NGN',
      card: { brand: 'visa', last4: '4081' },
      refunded: false,
    },
    {
      reference: 'CRD-1',
      paidAt: '2026-02-01T10:00:00.000Z',
      purpose: 'change-card',
      description: 'Card check',
      planId: null,
      planName: null,
      period: null,
      extraUsers: 0,
      amount: '50.00',
      currency: 'NGN',
      card: { brand: 'mastercard', last4: '1111' },
      refunded: true,
    },
  ];

  function stubPaidStore(routes: Record<string, StubHandler> = {}) {
    return stubBilling({
      'GET /api/v1/payment/plan': () => ok(storePaid),
      'GET /api/v1/payment/card': () => ok(savedCard),
      'GET /api/v1/payment/history': () => ok(history, 'OK', { page: 1, limit: 25, total: 2 }),
      ...routes,
    });
  }

  it('shows the plan, the saved card and the payments with their dates and amounts', async () => {
    const network = stubPaidStore();
    renderApp('/settings/billings');
    expect(await screen.findByText('Store Plan', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('15/03/2026')).toBeTruthy();
    expect(screen.getByText('3 included + 2 extra')).toBeTruthy();
    // The businesses the plan allows, not a count of the owner's.
    expect(screen.getByText(`Up to ${storePaid.businesses}`)).toBeTruthy();
    // Among the settings pages, with their tabs.
    expect(screen.getByRole('tab', { name: 'Billing', selected: true })).toBeTruthy();
    expect(await screen.findByText('Visa •••• 4081', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText(/Expires 03\/30/)).toBeTruthy();

    const table = within(await screen.findByRole('table', { name: 'Payment history' }));
    expect(await table.findByText('15/02/2026')).toBeTruthy();
    expect(table.getByText('₦60,000.00')).toBeTruthy();
    expect(table.getByText('Store Plan, monthly')).toBeTruthy();
    expect(table.getByText('₦50.00')).toBeTruthy();
    expect(table.getByText('Refunded')).toBeTruthy();
    expect(network.requestsTo('GET /api/v1/payment/history')[0].query).toEqual({ page: '1', limit: '25' });
  });

  it('shows each payment as a card on a phone, its description across it', async () => {
    stubPaidStore();
    onAPhone();
    try {
      renderApp('/settings/billings');
      const table = await screen.findByRole('table', { name: 'Payment history' });
      const description = await within(table).findByText('Store Plan, monthly');
      expect(table.classList.contains('lines-table')).toBe(true);
      expect(description.closest('td')?.classList.contains('line-wide')).toBe(true);
      expect(within(table).getByText('15/02/2026').closest('td')?.getAttribute('data-label')).toBe('Date');
      expect(within(table).getByText('₦60,000.00').closest('td')?.getAttribute('data-label')).toBe('Amount');
    } finally {
      onADesktop();
    }
  });

  it('empty states: no card saved, no payments yet; additional users off without a running paid plan', async () => {
    stubBilling({
      'GET /api/v1/payment/card': () => ok(null),
      'GET /api/v1/payment/history': () => ok([], 'OK', { page: 1, limit: 25, total: 0 }),
    });
    renderApp('/settings/billings');
    expect(await screen.findByText(/No card saved yet/)).toBeTruthy();
    expect(await screen.findByText(/No payments yet/)).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Additional users' })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Extend plan' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('additional users: 1 to 1000, priced before paying, then off to the checkout', async () => {
    const network = stubPaidStore({
      'POST /api/v1/payment/plans/additional-users': () =>
        ok({ authorization_url: 'https://checkout.example/pay/users', reference: 'USR-1', amount: '10000.00', currency: 'NGN' }),
    });
    renderApp('/settings/billings');
    fireEvent.click(await screen.findByRole('button', { name: 'Additional users' }));
    const form = within(await screen.findByRole('form', { name: 'Additional users' }));
    const users = form.getByLabelText('Users to add');

    fireEvent.change(users, { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Pay by card' }));
    expect(await form.findByText('Enter a whole number of users from 1 to 1000')).toBeTruthy();
    fireEvent.change(users, { target: { value: '1001' } });
    fireEvent.click(form.getByRole('button', { name: 'Pay by card' }));
    expect(await form.findByText('Enter a whole number of users from 1 to 1000')).toBeTruthy();
    expect(network.requestsTo('POST /api/v1/payment/plans/additional-users')).toHaveLength(0);

    fireEvent.change(users, { target: { value: '2' } });
    expect(await form.findByText(/You pay ₦\S+ \(2 users × ₦5,000.00 a month × \d+ months? left\)/)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.example/pay/users'));
    expect(network.requestsTo('POST /api/v1/payment/plans/additional-users')[0].body).toEqual({ users: 2, currency: 'NGN' });
  });

  it('extend plan posts the plan in force with its extra users; change card goes to the checkout', async () => {
    const network = stubPaidStore({
      'POST /api/v1/payment/plans': () =>
        ok({ authorization_url: 'https://checkout.example/pay/extend', reference: 'PLN-3', amount: '600000.00', currency: 'NGN', plan: null }),
      'POST /api/v1/payment/change-card': () =>
        ok({ authorization_url: 'https://checkout.example/pay/card', reference: 'CRD-2', amount: '50.00', currency: 'NGN' }),
    });
    renderApp('/settings/billings');
    fireEvent.click(await screen.findByRole('button', { name: 'Extend plan' }));
    const form = within(await screen.findByRole('form', { name: 'Extend plan' }));
    // (₦50,000 + 2 × ₦5,000) a month.
    expect(form.getByText('You pay ₦60,000.00')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.example/pay/extend'));
    expect(network.requestsTo('POST /api/v1/payment/plans')[0].body).toEqual({ plan: 5, period: 'monthly', currency: 'NGN', extraUsers: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Change card' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.example/pay/card'));
    expect(network.requestsTo('POST /api/v1/payment/change-card')[0].body).toEqual({});
  });

  it('the saved card’s switch turns automatic renewal off and on', async () => {
    let autoRenew = true;
    const network = stubPaidStore({
      'GET /api/v1/payment/card': () => ok({ ...savedCard, autoRenew }),
      'PATCH /api/v1/payment/auto-renew': (request) => {
        autoRenew = (request.body as { enabled: boolean }).enabled;
        return ok(
          { card: { ...savedCard, autoRenew }, position: '42' },
          autoRenew ? 'Your plan renews automatically with this card' : 'Automatic renewal is off',
        );
      },
    });
    renderApp('/settings/billings');
    expect(await screen.findByText('Store Plan', { selector: 'h2' })).toBeTruthy();
    const renew = (await screen.findByRole('switch', { name: /^Renew automatically with this card/ })) as HTMLInputElement;
    expect(renew.checked).toBe(true);
    fireEvent.click(renew);
    await waitFor(() => expect(renew.checked).toBe(false));
    expect(network.requestsTo('PATCH /api/v1/payment/auto-renew').map((request) => request.body)).toEqual([{ enabled: false }]);
    expect(await screen.findByText('Automatic renewal is off')).toBeTruthy();
    fireEvent.click(renew);
    await waitFor(() => expect(renew.checked).toBe(true));
    expect(network.requestsTo('PATCH /api/v1/payment/auto-renew').map((request) => request.body)).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('a card the bank will not let us charge again cannot renew automatically', async () => {
    stubPaidStore({ 'GET /api/v1/payment/card': () => ok({ ...savedCard, reusable: false }) });
    renderApp('/settings/billings');
    expect(await screen.findByText('Store Plan', { selector: 'h2' })).toBeTruthy();
    const renew = (await screen.findByRole('switch', { name: /^Renew automatically with this card/ })) as HTMLInputElement;
    expect(renew.checked).toBe(false);
    expect(renew.disabled).toBe(true);
    expect(screen.getByText(/renew by hand/)).toBeTruthy();
  });

  it('the history’s error state offers a retry', async () => {
    let fail = true;
    stubPaidStore({
      'GET /api/v1/payment/history': () =>
        fail
          ? { status: 500, body: { success: false, message: 'History unavailable', code: 'INTERNAL' } }
          : ok(history, 'OK', { page: 1, limit: 25, total: 2 }),
    });
    renderApp('/settings/billings');
    expect(await screen.findByText('History unavailable', {}, { timeout: 15_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Store Plan, monthly')).toBeTruthy();
  });
});
