// The budget grid in the real app (router, providers, guards) against a stubbed fetch: spreading a
// yearly amount gives months that add up to it exactly (the same months as the server's
// spreadEvenly), totals follow, bad amounts are refused beside the cell before anything is sent,
// and what is sent is the rows with amounts.

import { describe, expect, it } from '@jest/globals';
import { spreadEvenly as serverSpread } from '@ledgerline/ledger';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';
import { spreadEvenly, sumAmounts } from '../spread.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });
const ACCOUNTS = {
  profitLoss: [
    { code: '4000', name: 'Sales: products', side: 'income' },
    { code: '5000', name: 'Cost of goods sold', side: 'expense' },
    { code: '6050', name: 'Rent', side: 'expense' },
  ],
  lineItem: [
    { code: '5000', name: 'Cost of goods sold', side: 'expense' },
    { code: '6050', name: 'Rent', side: 'expense' },
  ],
};
const PAID = () => signedIn({ businessPlan: 'Professional Plan' });

describe('spreadEvenly', () => {
  it.each([
    ['100.00', 'NGN'],
    ['0.05', 'NGN'],
    ['1000000.01', 'USD'],
    ['100', 'JPY'],
    ['123456789012.34', 'NGN'],
  ])('spreads %s %s as the server does, the months adding up exactly', (amount, currency) => {
    const months = spreadEvenly(amount, currency);
    expect(months).toEqual(serverSpread(amount, currency as 'NGN'));
    expect(sumAmounts(months, currency)).toBe(amount);
  });
});

function cell(account: string, month: number): HTMLInputElement {
  const grid = screen.getByRole('table', { name: 'Budget grid' });
  return within(grid).getAllByRole('textbox', { name: new RegExp(`^${account}, `) })[month] as HTMLInputElement;
}

async function spread(account: string, amount: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: `Spread a yearly amount over ${account}` })));
  const input = await screen.findByRole('textbox', { name: /Yearly amount/ });
  await act(async () => fireEvent.change(input, { target: { value: amount } }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spread evenly' })));
}

async function type(input: HTMLElement, value: string) {
  await act(async () => fireEvent.change(input, { target: { value } }));
}

describe('the profit-loss budget grid', () => {
  it('spreads a yearly amount so the months sum exactly, totals each row and month, and sends the rows with amounts', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: PAID,
      'GET /api/v1/budgets/accounts': () => ok(ACCOUNTS),
      'POST /api/v1/budgets': () => ({ status: 201, body: { success: true, message: 'Budget created successfully', data: { id: 'b-1', position: '7' } } }),
      'GET /api/v1/budgets/b-1/actuals': () => ({ status: 404, body: { success: false, message: 'Budget not found', code: 'BUDGET_NOT_FOUND' } }),
    });
    renderApp('/budget/profit-loss/create');
    await screen.findByRole('table', { name: 'Budget grid' });
    await type(screen.getByRole('textbox', { name: /^Name/ }), 'Plan 2026');
    await type(screen.getByLabelText(/^First month/), '2026-01');

    await spread('4000 Sales: products', '100');
    const months = Array.from({ length: 12 }, (_, month) => cell('4000 Sales: products', month).value);
    expect(months).toEqual([...Array(4).fill('8.34'), ...Array(8).fill('8.33')]);
    expect(screen.getByLabelText('4000 Sales: products, total').textContent).toBe('₦100.00');

    await type(cell('6050 Rent', 0), '2500.5');
    await type(cell('6050 Rent', 1), '1,000');
    await waitFor(() => expect(screen.getByLabelText('6050 Rent, total').textContent).toBe('₦3,500.50'));
    expect(screen.getByLabelText('Total income, year').textContent).toBe('₦100.00');
    expect(screen.getByLabelText('Total costs and expenses, year').textContent).toBe('₦3,500.50');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create budget' })));
    await waitFor(() => expect(stub.requestsTo('POST /api/v1/budgets')).toHaveLength(1));
    expect(stub.requestsTo('POST /api/v1/budgets')[0]!.body).toEqual({
      name: 'Plan 2026',
      kind: 'profit-loss',
      firstMonth: '2026-01',
      // 5000 was left at zero: not sent.
      lines: [
        { account: '4000', amounts: [...Array(4).fill('8.34'), ...Array(8).fill('8.33')] },
        { account: '6050', amounts: ['2500.50', '1000.00', ...Array(10).fill('0')] },
      ],
    });
    // One key per submission, so a save retried after a timeout lands once.
    expect(stub.requestsTo('POST /api/v1/budgets')[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bad amounts beside the cell, a missing name, and a budget of zeros, sending nothing', async () => {
    const stub = stubFetch({ [CURRENT_USER]: PAID, 'GET /api/v1/budgets/accounts': () => ok(ACCOUNTS) });
    renderApp('/budget/profit-loss/create');
    await screen.findByRole('table', { name: 'Budget grid' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create budget' })));
    expect(await screen.findByText('Give the budget a name')).toBeTruthy();
    expect(screen.getByText('Enter an amount for at least one account')).toBeTruthy();

    await type(screen.getByRole('textbox', { name: /^Name/ }), 'Plan');
    await type(cell('6050 Rent', 3), '1.234');
    await type(cell('5000 Cost of goods sold', 0), '-5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create budget' })));
    await waitFor(() => expect(screen.getAllByText('At most 2 decimal places, no minus')).toHaveLength(2));
    expect(cell('6050 Rent', 3).getAttribute('aria-invalid')).toBe('true');

    await spread('6050 Rent', '12.345');
    expect(await screen.findByText(/at most 2 decimal places/)).toBeTruthy();
    expect(stub.requestsTo('POST /api/v1/budgets')).toHaveLength(0);
  });

  it('edits a budget: its lines on their accounts, the rest at zero, sent again whole with PUT', async () => {
    const budget = {
      id: 'b-9',
      name: 'Old plan',
      kind: 'profit-loss',
      firstMonth: '2025-07',
      startDate: '2025-07-01',
      endDate: '2026-06-30',
      lines: [{ account: '6050', amounts: Array(12).fill('10.00') }],
      totalIncome: '0.00',
      totalExpense: '120.00',
      createdAt: '2025-07-01T00:00:00.000Z',
      updatedAt: '2025-07-01T00:00:00.000Z',
    };
    const stub = stubFetch({
      [CURRENT_USER]: PAID,
      'GET /api/v1/budgets/accounts': () => ok(ACCOUNTS),
      'GET /api/v1/budgets/b-9': () => ok(budget),
      'PUT /api/v1/budgets/b-9': () => ok({ id: 'b-9', position: '8' }),
    });
    renderApp('/budget/profit-loss/create?id=b-9');
    await screen.findByRole('table', { name: 'Budget grid' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(expect.arrayContaining(['Jul 2025', 'Jun 2026']));
    expect(cell('6050 Rent', 11).value).toBe('10.00');
    await type(cell('6050 Rent', 11), '20');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save budget' })));
    await waitFor(() => expect(stub.requestsTo('PUT /api/v1/budgets/b-9')).toHaveLength(1));
    expect(stub.requestsTo('PUT /api/v1/budgets/b-9')[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(stub.requestsTo('PUT /api/v1/budgets/b-9')[0]!.body).toMatchObject({
      name: 'Old plan',
      firstMonth: '2025-07',
      lines: [{ account: '6050', amounts: [...Array(11).fill('10.00'), '20.00'] }],
    });
  });
});

describe('the line-item budget grid', () => {
  it('starts empty, adds the expense lines chosen, and removes one', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: PAID,
      'GET /api/v1/budgets/accounts': () => ok(ACCOUNTS),
      'POST /api/v1/budgets': () => ({ status: 201, body: { success: true, message: 'Budget created successfully', data: { id: 'b-2', position: '9' } } }),
    });
    renderApp('/budget/line-item/create');
    expect(await screen.findByText(/No lines yet/)).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Add an expense line' });
    for (const name of ['6050 Rent', '5000 Cost of goods sold']) {
      await act(async () => fireEvent.click(picker));
      await act(async () => fireEvent.click(await screen.findByRole('option', { name, hidden: true })));
    }
    await screen.findByRole('table', { name: 'Budget grid' });
    await spread('6050 Rent', '1200');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove 5000 Cost of goods sold' })));
    await type(screen.getByRole('textbox', { name: /^Name/ }), 'Rent cap');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create budget' })));
    await waitFor(() => expect(stub.requestsTo('POST /api/v1/budgets')).toHaveLength(1));
    expect(stub.requestsTo('POST /api/v1/budgets')[0]!.body).toMatchObject({
      name: 'Rent cap',
      kind: 'line-item',
      lines: [{ account: '6050', amounts: Array(12).fill('100.00') }],
    });
  });

  it('is locked on the free plan', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn() });
    renderApp('/budget/line-item');
    expect(await screen.findByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create budget' })).toBeNull();
  });
});
