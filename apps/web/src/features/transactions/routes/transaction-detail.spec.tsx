// A transaction's page: its payment badge, and the payment dialog, which offers what is still owed
// each time it opens (after a part payment, the new balance, not the last amount typed).

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });

const sale = (paid: string, balanceDue: string) => ({
  id: 'tx-1',
  reference: 'INV-000276',
  type: 'sales',
  subtype: null,
  eventType: 'SaleRecorded',
  status: 'posted',
  date: '2026-11-20',
  currency: 'NGN',
  amount: '37084.58',
  paid,
  balanceDue,
  dueDate: '2026-12-20',
  account: 'Cash',
  accountName: 'Cash',
  toAccount: null,
  toAccountName: null,
  description: null,
  entity: { id: 'c-1', name: 'Emeka Balogun' },
  items: [{ kind: 'product', name: 'Phone charger', price: '11400.00', total: '34200.00', quantity: '3', productId: 'p-1' }],
  recordedBy: 'u-1',
  position: '687',
  recordedAt: '2026-11-27T00:00:32.955Z',
  document: { subtotal: '37084.58' },
  lines: [
    { account: '1100', debit: '37084.58', credit: '0.00' },
    { account: '4000', debit: '0.00', credit: '37084.58' },
  ],
  payments: [],
});

describe('a transaction’s page', () => {
  it('calls a sale with nothing paid unpaid, and offers the new balance after a part payment', async () => {
    let answer = sale('0.00', '37084.58');
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'owner', businessPlan: 'Basic Plan' }),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/accounts/balancedetails': () =>
        ok({ currency: 'NGN', total: '0.00', accounts: [{ id: 'cash', code: '1000', name: 'Cash on hand', balance: '0.00' }] }),
      'GET /api/v1/transactions/INV-000276': () => ok(answer),
      'POST /api/v1/transactions/record-payment': () => {
        answer = sale('1000.00', '36084.58');
        return ok({ reference: 'PAY-1', position: '700' });
      },
    });
    renderApp('/transactions/INV-000276');
    expect(await screen.findByText('Unpaid')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Record a payment on INV-000276' });
    expect(within(dialog).getByLabelText('Amount')).toHaveProperty('value', '37084.58');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(stub.requestsTo('POST /api/v1/transactions/record-payment')).toHaveLength(1));
    expect(await screen.findByText('Part paid')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    dialog = await screen.findByRole('dialog', { name: 'Record a payment on INV-000276' });
    expect(within(dialog).getByLabelText('Amount')).toHaveProperty('value', '36084.58');
  });

  it('names a product’s opening stock "Opening stock", not "Money in"', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'owner', businessPlan: 'Micro Business Plan' }),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/transactions/N7YKBE': () =>
        ok({
          ...sale('60000.00', '0.00'),
          reference: 'N7YKBE',
          type: 'inflows',
          subtype: 'stock_introduced',
          eventType: 'StockIntroduced',
          amount: '60000.00',
          account: '',
          entity: null,
          description: 'Opening stock of Peak Milk 400g',
          items: [{ kind: 'product', name: 'Peak Milk 400g', price: '1200.00', total: '60000.00', quantity: '50', productId: 'p-1' }],
          lines: [
            { account: '1200', debit: '60000.00', credit: '0.00' },
            { account: '3000', debit: '0.00', credit: '60000.00' },
          ],
        }),
    });
    renderApp('/transactions/N7YKBE');
    const heading = await screen.findByRole('heading', { name: /N7YKBE/ });
    expect(heading.textContent).toContain('Opening stock');
    expect(heading.textContent).not.toContain('Money in');
  });
});

describe('a transfer’s page', () => {
  const transferOf = (overrides: Record<string, unknown>) => ({
    ...sale('469883.00', '0.00'),
    id: 'tx-trf',
    reference: 'TRF-000019',
    type: 'transfer',
    eventType: 'FundsTransferred',
    amount: '469883.00',
    dueDate: null,
    entity: null,
    items: null,
    account: 'b-gtb',
    accountName: 'GTBank',
    toAccount: 'b-access',
    toAccountName: 'Access Bank',
    document: {},
    lines: [
      { account: '1010', subAccount: 'b-access', debit: '469883.00', credit: '0.00' },
      { account: '6180', debit: '62.00', credit: '0.00' },
      { account: '1010', subAccount: 'b-gtb', debit: '0.00', credit: '469945.00' },
    ],
    ...overrides,
  });
  const open = (transfer: ReturnType<typeof transferOf>) =>
    stubFetch({
      [CURRENT_USER]: () => signedIn({ role: 'owner', businessPlan: 'Basic Plan' }),
      'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
      'GET /api/v1/accounts/businesses': () => ok([]),
      'GET /api/v1/accounts/balancedetails': () =>
        ok({
          currency: 'NGN',
          total: '0.00',
          accounts: [
            { id: 'cash', code: '1000', name: 'Cash on hand', balance: '0.00' },
            { id: 'b-gtb', code: '1010', name: 'GTBank', balance: '0.00' },
            { id: 'b-access', code: '1010', name: 'Access Bank', balance: '0.00' },
          ],
        }),
      'GET /api/v1/transactions/TRF-000019': () => ok(transfer),
    });

  it('says which account the money left and which it went to, and names the bank on each cash-at-bank line', async () => {
    open(transferOf({}));
    renderApp('/transactions/TRF-000019');
    const lines = await screen.findByRole('table', { name: 'Journal lines' });
    await waitFor(() => expect(within(lines).getByText('1010 · Cash at bank · Access Bank')).toBeTruthy());
    expect(within(lines).getByText('1010 · Cash at bank · GTBank')).toBeTruthy();
    const from = screen.getByText('From').parentElement!;
    expect(from.textContent).toBe('FromGTBank');
    expect(screen.getByText('To').parentElement!.textContent).toBe('ToAccess Bank');
    expect(screen.queryByText('Paid', { selector: 'p' })).toBeNull();
    // Nor a payment badge beside its reference: a transfer is never paid or owed.
    expect(screen.queryByText('Paid')).toBeNull();
  });

  it('names a bank account the business has since removed as the transaction does, where the payment accounts no longer list it', async () => {
    open(
      transferOf({
        toAccount: 'b-old',
        toAccountName: 'Access Bank 4321',
        lines: [
          { account: '1010', subAccount: 'b-old', debit: '469883.00', credit: '0.00' },
          { account: '6180', debit: '62.00', credit: '0.00' },
          { account: '1010', subAccount: 'b-gtb', debit: '0.00', credit: '469945.00' },
        ],
      }),
    );
    renderApp('/transactions/TRF-000019');
    const lines = await screen.findByRole('table', { name: 'Journal lines' });
    await waitFor(() => expect(within(lines).getByText('1010 · Cash at bank · Access Bank 4321')).toBeTruthy());
    expect(screen.getByText('To').parentElement!.textContent).toBe('ToAccess Bank 4321');
  });
});
