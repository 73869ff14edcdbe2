// The integrations screen: connect by bank and account number (the name resolved first), the
// connected state with Disconnect behind a confirmation, the plan lock and a failed load.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';
import { PLAN_LOCK_MESSAGE } from './routes/integrations.js';

const ok = (data: unknown, message = 'Done') => ({ status: 200, body: { success: true, message, data } });
const NOT_CONNECTED = { connected: false, subaccountCode: null, bankName: null, accountNumber: null, accountName: null, connectedAt: null };
const CONNECTED = {
  connected: true,
  subaccountCode: 'ACCT_8f4s1eq7ml6rlzj',
  bankName: 'Zenith Bank',
  accountNumber: '******6789',
  accountName: 'ADA VENTURES LTD',
  connectedAt: '2026-11-26T09:30:00.000Z',
};
const BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'Zenith Bank', code: '057' },
];

function stubIntegrations(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [CURRENT_USER]: () => signedIn({ businessPlan: 'Professional Plan' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/settings/integrations/paystack/banks': () => ok(BANKS),
    ...routes,
  });
}

describe('integrations screen', () => {
  it('connects: a bank from our server’s list, the account number, the account name shown before Connect', async () => {
    let connection: unknown = NOT_CONNECTED;
    const network = stubIntegrations({
      'GET /api/v1/accounts/settings/integrations': () => ok({ paystack: connection }),
      'GET /api/v1/accounts/settings/integrations/paystack/resolve': (request) =>
        request.query.accountNumber === '0123456789'
          ? ok({ accountNumber: '0123456789', accountName: 'ADA VENTURES LTD', bankCode: '057', bankName: 'Zenith Bank' })
          : { status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: 'Could not resolve account name. Check parameters or try again.' } },
      'POST /api/v1/accounts/create-paystack-subaccount': () => {
        connection = CONNECTED;
        return ok({ paystack: CONNECTED }, 'Payment provider connected');
      },
    });
    renderApp('/settings/integrations');
    const form = within(await screen.findByRole('form', { name: 'Connect Paystack' }));
    const connect = (await form.findByRole('button', { name: 'Connect' })) as HTMLButtonElement;
    expect(connect.disabled).toBe(true);

    const bank = form.getAllByLabelText('Bank')[0]!;
    fireEvent.click(bank);
    fireEvent.click(await screen.findByRole('option', { name: 'Zenith Bank' }));
    fireEvent.change(form.getByLabelText('Account number'), { target: { value: '1111111111' } });
    expect(await form.findByText('Could not resolve account name. Check parameters or try again.')).toBeTruthy();
    expect(connect.disabled).toBe(true);

    fireEvent.change(form.getByLabelText('Account number'), { target: { value: '0123456789' } });
    expect(await form.findByText('ADA VENTURES LTD')).toBeTruthy();
    await waitFor(() => expect(connect.disabled).toBe(false));
    expect(network.requestsTo('GET /api/v1/accounts/settings/integrations/paystack/resolve').at(-1)?.query).toEqual({
      accountNumber: '0123456789',
      bankCode: '057',
    });

    fireEvent.click(connect);
    expect(await screen.findByText('Payment provider connected')).toBeTruthy();
    expect(network.requestsTo('POST /api/v1/accounts/create-paystack-subaccount')[0]?.body).toEqual({ bankCode: '057', accountNumber: '0123456789' });
    expect(await screen.findByText('••••6789')).toBeTruthy();
  });

  it('shows the connection and disconnects after a confirmation', async () => {
    let connection: unknown = CONNECTED;
    const network = stubIntegrations({
      'GET /api/v1/accounts/settings/integrations': () => ok({ paystack: connection }),
      'PATCH /api/v1/accounts/settings/integrations/paystack/disconnect': () => {
        connection = NOT_CONNECTED;
        return ok({ paystack: NOT_CONNECTED }, 'Payment provider disconnected');
      },
    });
    renderApp('/settings/integrations');
    expect(await screen.findByText('••••6789')).toBeTruthy();
    expect(screen.getByText('Zenith Bank')).toBeTruthy();
    expect(screen.getByText('ADA VENTURES LTD')).toBeTruthy();
    expect(screen.getByText('ACCT_8f4s1eq7ml6rlzj')).toBeTruthy();
    expect(screen.getByText('26/11/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(network.requestsTo('PATCH /api/v1/accounts/settings/integrations/paystack/disconnect')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(network.requestsTo('PATCH /api/v1/accounts/settings/integrations/paystack/disconnect')).toHaveLength(1));
    expect(await screen.findByText('Payment provider disconnected')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Connect Paystack' })).toBeTruthy();
    expect(network.requestsTo('PATCH /api/v1/accounts/settings/integrations/paystack/disconnect')).toHaveLength(1);
  });

  it('says the plan lacks the feature, and shows a failed load with a retry', async () => {
    stubIntegrations({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Store Plan' }),
      'GET /api/v1/accounts/settings/integrations': () => ({
        status: 403,
        body: { success: false, code: 'PLAN_FEATURE_UNAVAILABLE', message: 'This feature is not available on free plan. Upgrade to unlock!' },
      }),
    });
    const first = renderApp('/settings/integrations');
    expect(await screen.findByText(PLAN_LOCK_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' })).toBeTruthy();
    first.unmount();

    stubIntegrations({
      'GET /api/v1/accounts/settings/integrations': () => ({
        status: 502,
        body: { success: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'Try again later' },
      }),
    });
    renderApp('/settings/integrations');
    expect(await screen.findByText('Try again later')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
