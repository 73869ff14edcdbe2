// The budgets list in the real app against a stubbed fetch: each budget's figures labelled, so on a
// phone its card says what each one is (the table scrolled them off the edge before).

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });

describe('Profit & Loss budgets (/budget/profit-loss)', () => {
  it('lists each budget with its period and labelled totals', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Professional Plan' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      'GET /api/v1/budgets': () =>
        ok([
          {
            id: 'b-1',
            kind: 'profit-loss',
            name: 'Plan 2026/27',
            firstMonth: '2026-11',
            startDate: '2026-11-01',
            endDate: '2027-10-31',
            totalIncome: '600000000.00',
            totalExpense: '11400000.00',
            lines: [{}, {}, {}],
          },
        ]),
    });
    renderApp('/budget/profit-loss');
    const row = (await screen.findByRole('link', { name: 'Plan 2026/27' })).closest('tr')!;
    expect(row.textContent).toContain('01/11/2026 – 31/10/2027');
    expect(row.querySelector('td[data-label="Income budgeted"]')!.textContent).toBe('₦600,000,000.00');
    expect(row.querySelector('td[data-label="Expenses budgeted"]')!.textContent).toBe('₦11,400,000.00');
    expect(row.querySelector('td[data-label="Lines"]')!.textContent).toBe('3');
  });
});
