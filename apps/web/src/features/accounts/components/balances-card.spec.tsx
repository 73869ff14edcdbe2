import { describe, expect, it } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { BalancesCard } from './balances-card.js';

const BALANCES = 'GET /api/v1/accounts/balancedetails';

function renderCard() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <BalancesCard />
    </QueryClientProvider>,
  );
}

describe('BalancesCard', () => {
  it('lists each account with its balance, and the total', async () => {
    stubFetch({
      [BALANCES]: () => ({
        status: 200,
        body: {
          success: true,
          data: {
            currency: 'NGN',
            total: '1251500.50',
            accounts: [
              { id: 'cash', code: '1000', name: 'Cash on hand', balance: '1500.50' },
              { id: 'b1', code: '1010', name: 'GTBank', balance: '1250000.00' },
            ],
          },
        },
      }),
    });
    renderCard();

    const table = await screen.findByRole('table', { name: 'Account balances' });
    const rows = Array.from(table.querySelectorAll('tbody tr, tfoot tr'), (row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Cash on hand 1000', '₦1,500.50'],
      ['GTBank 1010', '₦1,250,000.00'],
      ['Total', '₦1,251,500.50'],
    ]);
  });

  it('says it is loading until the balances arrive', async () => {
    const response = deferred<StubResponse>();
    stubFetch({ [BALANCES]: () => response.promise });
    renderCard();

    expect(screen.getByText('Loading balances…')).toBeTruthy();
    response.resolve({ status: 200, body: { success: true, data: { currency: 'NGN', total: '0.00', accounts: [] } } });
    await screen.findByText(/No cash or bank accounts yet/);
    expect(screen.queryByText('Loading balances…')).toBeNull();
  });

  it('shows the error and lets the owner try again', async () => {
    let calls = 0;
    stubFetch({
      [BALANCES]: () =>
        ++calls === 1
          ? { status: 500, body: { success: false, message: 'Database unavailable', code: 'INTERNAL' } }
          : { status: 200, body: { success: true, data: { currency: 'NGN', total: '0.00', accounts: [] } } },
    });
    renderCard();

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load balances. Database unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/No cash or bank accounts yet/);
  });
});
