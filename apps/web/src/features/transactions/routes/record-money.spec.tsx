// Money in beside the balances: the save goes out once with its idempotency key, and the balances
// refetch after it with X-Consistent-After set to the position the save answered, so the figure
// shown right after the save includes the money.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { deferred, stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { CreateMoneyInRoute } from './record-money.js';

const BALANCES = 'GET /api/v1/accounts/balancedetails';
const MONEY_IN = 'POST /api/v1/transactions/money-in';

function balances(cash: string): StubResponse {
  return {
    status: 200,
    body: {
      success: true,
      data: {
        currency: 'NGN',
        total: cash,
        accounts: [{ id: 'cash', code: '1000', name: 'Cash on hand', balance: cash }],
      },
    },
  };
}

function renderPage(path = '/transactions/create-money-in?subtype=capital') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <CreateMoneyInRoute />
    </MemoryRouter>,
  );
}

const cashShown = () =>
  within(screen.getByRole('table', { name: 'Account balances' }))
    .getByRole('row', { name: /Cash on hand/ })
    .querySelector('td')?.textContent;

describe('Record money in', () => {
  it('saves once, then shows the balance including the money, read after the save’s position', async () => {
    const answer = deferred<StubResponse>();
    let saved = false;
    const stub = stubFetch({
      [BALANCES]: () => balances(saved ? '2500.00' : '0.00'),
      [MONEY_IN]: async () => {
        const response = await answer.promise;
        saved = true;
        return response;
      },
    });
    renderPage();
    await waitFor(() => expect(cashShown()).toBe('₦0.00'));

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2,500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record money in' }));
    await waitFor(() => expect(stub.requestsTo(MONEY_IN)).toHaveLength(1));
    expect((screen.getByRole('button', { name: 'Record money in' }) as HTMLButtonElement).disabled).toBe(true);
    const [post] = stub.requestsTo(MONEY_IN);
    expect(post!.body).toMatchObject({ amount: '2500.00', subtype: 'capital', account: 'Cash' });
    expect(post!.headers['idempotency-key']).toBeTruthy();

    await act(async () =>
      answer.resolve({
        status: 201,
        body: { success: true, message: 'Money in recorded successfully', data: { id: 't1', reference: 'MI0001', position: '42' } },
      }),
    );
    await waitFor(() => expect(cashShown()).toBe('₦2,500.00'));
    const reads = stub.requestsTo(BALANCES);
    expect(reads.at(-1)!.headers['x-consistent-after']).toBe('42');
    expect(screen.getByRole('status').textContent).toContain('MI0001');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
  });

  it('says what is missing, and sends nothing', async () => {
    const stub = stubFetch({ [BALANCES]: () => balances('0.00') });
    renderPage('/transactions/create-money-in');
    fireEvent.click(screen.getByRole('button', { name: 'Record money in' }));
    expect(await screen.findByText('Enter an amount greater than zero, e.g. 1500.00')).toBeTruthy();
    expect(screen.getByText('Choose what the money is for')).toBeTruthy();
    expect(stub.requestsTo(MONEY_IN)).toHaveLength(0);
  });

  it('shows the server’s field errors under their fields', async () => {
    stubFetch({
      [BALANCES]: () => balances('0.00'),
      [MONEY_IN]: () => ({
        status: 400,
        body: {
          success: false,
          message: 'date cannot be in the future',
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'date', message: 'date cannot be in the future' }],
        },
      }),
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record money in' }));
    expect((await screen.findAllByText('date cannot be in the future')).length).toBeGreaterThan(0);
  });
});
