// The bank reconciliation's Record opens the expense or money-in form filled from its address; what
// is malformed there is left to the form's own defaults.

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '../../testing/fetch-stub.js';
import { renderWithProviders } from '../../testing/render.js';
import { transactionPrefill } from './prefill.js';
import { CreateExpenseRoute } from './routes/record-expense.js';
import { CreateMoneyInRoute } from './routes/record-money.js';

const BALANCES = 'GET /api/v1/accounts/balancedetails';
const accounts = () => ({
  status: 200,
  body: {
    success: true,
    data: {
      currency: 'NGN',
      total: '1000.00',
      accounts: [
        { id: 'cash', code: '1000', name: 'Cash on hand', balance: '0.00' },
        { id: 'bank-1', code: '1010', name: 'GTBank', balance: '1000.00' },
      ],
    },
  },
});

const query = (text: string) => new URLSearchParams(text);
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('transactionPrefill', () => {
  it('reads the date, amount, account and description', () => {
    expect(transactionPrefill(query('date=2026-11-27&amount=52.50&account=bank-1&description=SMS%20alert%20charges'))).toEqual({
      date: '2026-11-27',
      amount: '52.50',
      account: 'bank-1',
      description: 'SMS alert charges',
    });
  });

  it('leaves out a date that is not one, an amount that is not positive or not a number, and empty fields', () => {
    expect(transactionPrefill(query('date=2026-02-30&amount=-5&account=%20&description='))).toEqual({});
    expect(transactionPrefill(query('date=27/11/2026&amount=1e3'))).toEqual({});
    expect(transactionPrefill(query('amount=0.00'))).toEqual({});
    expect(transactionPrefill(query(''))).toEqual({});
  });
});

describe('a form filled from the address', () => {
  it('opens the expense form with the statement line’s date, amount, bank account and description', async () => {
    stubFetch({ [BALANCES]: accounts });
    renderWithProviders(
      <MemoryRouter initialEntries={['/transactions/create-expense?date=2026-11-27&amount=52.50&account=bank-1&description=SMS%20alert%20charges']}>
        <CreateExpenseRoute />
      </MemoryRouter>,
    );
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Paid from' }) as HTMLInputElement).value).toBe('GTBank'));
    expect(valueOf('Amount')).toBe('52.50');
    expect(valueOf('Description (optional)')).toBe('SMS alert charges');
    expect(screen.getByDisplayValue('27/11/2026')).toBeTruthy();
  });

  it('opens the money-in form filled the same way', async () => {
    stubFetch({ [BALANCES]: accounts });
    renderWithProviders(
      <MemoryRouter initialEntries={['/transactions/create-money-in?date=2026-11-26&amount=310.25&account=bank-1&description=Interest']}>
        <CreateMoneyInRoute />
      </MemoryRouter>,
    );
    await waitFor(() => expect(valueOf('Amount')).toBe('310.25'));
    expect(valueOf('Description')).toBe('Interest');
    expect(screen.getByDisplayValue('26/11/2026')).toBeTruthy();
  });
});
