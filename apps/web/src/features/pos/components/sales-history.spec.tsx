// The till's sales history: the sales as the app's list, and on a plan without the till, which
// plans have it and the way to them (not the server's free-plan sentence on a paid plan).

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { PosRegisterRoute } from '../routes/pos-register-route.js';
import { SalesHistory } from './sales-history.js';

const HISTORY = 'GET /api/v1/pos/sales/history';
const PLAN_LOCKED = {
  status: 403,
  body: { success: false, code: 'PLAN_FEATURE_UNAVAILABLE', message: 'This feature is not available on free plan. Upgrade to unlock!' },
};

const inRouter = (ui: React.ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('the till’s sales history', () => {
  it('lists each sale with its amount in its currency and its receipt', async () => {
    stubFetch({
      [HISTORY]: () => ({
        status: 200,
        body: {
          success: true,
          total: 2,
          data: [
            {
              id: 's-1',
              reference: 'QEWCP4',
              date: '2026-11-27',
              currency: 'NGN',
              amount: '60000.00',
              voided: false,
              customer: null,
              account: { kind: 'cash' },
              paidBy: 'Cash',
              items: [
                { id: 'p-1', name: 'Broom', quantity: '2' },
                { id: 'p-2', name: 'Repairs', quantity: '1' },
              ],
            },
            {
              id: 's-2',
              reference: 'QEWCP5',
              date: '2026-11-27',
              currency: 'NGN',
              amount: '3000.00',
              voided: false,
              customer: null,
              account: { kind: 'bank', bankAccountId: 'b-savings' },
              paidBy: 'Transfer, GTBank 5678',
              items: [{ id: 'p-1', name: 'Broom', quantity: '1' }],
            },
          ],
        },
      }),
    });
    inRouter(<SalesHistory />);
    const row = (await screen.findByText('QEWCP4')).closest('tr')!;
    expect(row.textContent).toContain('27/11/2026');
    expect(row.textContent).toContain('2 × Broom, 1 × Repairs');
    expect(row.textContent).toContain('₦60,000.00');
    expect(row.textContent).toContain('Walk-in');
    expect(row.textContent).toContain('Cash');
    expect(screen.getAllByRole('link', { name: 'Receipt' })[0].getAttribute('href')).toBe('/pos/sales/s-1/receipt');
    // A sale paid into a bank account names the account, as its receipt does.
    expect((await screen.findByText('QEWCP5')).closest('tr')!.textContent).toContain('Transfer, GTBank 5678');
  });

  it('says which plans have the till on a plan without it, with the way to the plans', async () => {
    stubFetch({ [HISTORY]: () => PLAN_LOCKED });
    inRouter(<SalesHistory />);
    expect(await screen.findByText('The point of sale is not on your plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/plans');
    expect(screen.queryByText(/free plan/)).toBeNull();
  });

  it('says the same on the register page', async () => {
    stubFetch({ 'GET /api/v1/pos/active-register': () => PLAN_LOCKED, 'GET /api/v1/pos/latest-register': () => PLAN_LOCKED });
    inRouter(<PosRegisterRoute />);
    expect(await screen.findByText('The point of sale is not on your plan')).toBeTruthy();
  });
});
