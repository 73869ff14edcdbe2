// The spec's remaining invoice and transaction addresses (002 §2) in the real app, against a stubbed
// fetch: /invoice/{id} opens the preview (the fixed /invoice/… pages keep theirs), /payment-invoice
// records a payment on an invoice (picked first when no id is given), and /transactions/new2 is
// AddTransactionNew.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const basic = () => signedIn({ businessPlan: 'Basic Plan' });

const invoice = (overrides: Record<string, unknown> = {}) => ({
  kind: 'invoice',
  id: 'i1',
  publicId: 'pUbLiC1d',
  reference: 'INV-007',
  status: 'approved',
  date: '2026-11-20',
  dueDate: '2026-12-20',
  currency: 'NGN',
  customer: { id: 'c1', name: 'Chidi Okafor', email: 'chidi@example.com', phone: null, address: null },
  items: [{ productId: 'p1', kind: 'service', name: 'Website design', quantity: '1', price: '50000.00', total: '50000.00' }],
  subtotal: '50000.00',
  total: '50000.00',
  paid: '20000.00',
  balance: '30000.00',
  business: {
    name: 'E2E Invoicing',
    address: null,
    phone: null,
    email: null,
    website: null,
    logo: null,
    bankAccounts: [],
    footnote: '',
    template: 'standard',
    colour: '#1c7ed6',
    showLogo: false,
    showBankDetails: false,
  },
  ...overrides,
});
const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });
const balances = ok({
  currency: 'NGN',
  total: '0.00',
  accounts: [
    { id: 'cash', code: '1000', name: 'Cash on hand', balance: '0.00' },
    { id: 'b1', code: '1010', name: 'GTBank', balance: '0.00' },
  ],
});
const summary = (invoices: unknown[]) => ok({ byStatus: [], overdue: 0, invoices, pagination: { page: 1, limit: 20, total: invoices.length } });
const row = {
  id: 'i1',
  reference: 'INV-007',
  customerName: 'Chidi Okafor',
  date: '2026-11-20',
  dueDate: '2026-12-20',
  status: 'approved',
  currency: 'NGN',
  total: '50000.00',
  balance: '30000.00',
};

describe('Invoice addresses', () => {
  it('/invoice/{id} opens the invoice’s preview', async () => {
    stubFetch({ [CURRENT_USER]: basic, 'GET /api/v1/invoice/i1': () => ok(invoice()) });
    const { router } = renderApp('/invoice/i1');
    expect(await screen.findByRole('heading', { name: 'Invoice INV-007' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/invoice/i1/preview');
  });

  it('leaves the fixed pages at /invoice/summary where they were', async () => {
    stubFetch({ [CURRENT_USER]: basic, 'POST /api/v1/invoice/summary': () => summary([]) });
    const { router } = renderApp('/invoice/summary');
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/invoice/summary');
  });
});

describe('Record an invoice payment (/payment-invoice)', () => {
  it('shows the invoice’s figures and records a payment into the account chosen', async () => {
    let paid = false;
    const stub = stubFetch({
      [CURRENT_USER]: basic,
      'GET /api/v1/accounts/balancedetails': () => balances,
      'GET /api/v1/invoice/i1': () => ok(paid ? invoice({ paid: '30000.00', balance: '20000.00' }) : invoice()),
      'POST /api/v1/invoice/record-payment': () => {
        paid = true;
        return {
          status: 201,
          body: {
            success: true,
            message: 'Invoice paid successfully',
            data: { id: 'i1', paymentId: 't9', amount: '10000.00', balance: '20000.00', status: 'approved', position: '42' },
          },
        };
      },
    });
    renderApp('/payment-invoice/i1');
    expect(await screen.findByRole('heading', { name: 'Record a payment on INV-007' })).toBeTruthy();
    expect(screen.getByText('Chidi Okafor')).toBeTruthy();
    expect(screen.getByText('₦50,000.00')).toBeTruthy();
    expect(screen.getByText('₦20,000.00')).toBeTruthy();
    expect(within(screen.getByTestId('balance-due')).getByText('₦30,000.00')).toBeTruthy();

    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect((amount as HTMLInputElement).value).toBe('30000.00');
    await act(async () => fireEvent.change(amount, { target: { value: '10,000' } }));
    await act(async () => fireEvent.click(await screen.findByRole('combobox', { name: 'Paid into' })));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'GTBank', hidden: true })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record payment' })));

    await waitFor(() => expect(stub.requestsTo('POST /api/v1/invoice/record-payment')).toHaveLength(1));
    expect(stub.requestsTo('POST /api/v1/invoice/record-payment')[0].body).toMatchObject({ id: 'i1', amount: '10000.00', account: 'b1' });
    expect(await screen.findByText(/Payment recorded/)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('balance-due')).getByText('₦20,000.00')).toBeTruthy());
  });

  it('refuses more than is owed before asking the server', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: basic,
      'GET /api/v1/accounts/balancedetails': () => balances,
      'GET /api/v1/invoice/i1': () => ok(invoice()),
    });
    renderApp('/payment-invoice/i1');
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await act(async () => fireEvent.change(amount, { target: { value: '30000.01' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Record payment' })));
    expect(await screen.findByText('The payment is more than the ₦30,000.00 owed')).toBeTruthy();
    expect(stub.requestsTo('POST /api/v1/invoice/record-payment')).toHaveLength(0);
  });

  it('says why a draft or paid invoice takes no payment', async () => {
    stubFetch({ [CURRENT_USER]: basic, 'GET /api/v1/invoice/i1': () => ok(invoice({ status: 'draft', paid: '0.00', balance: '50000.00' })) });
    renderApp('/payment-invoice/i1');
    expect(await screen.findByText(/This invoice is a draft/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('shows the server’s refusal and the error of a missing invoice', async () => {
    stubFetch({
      [CURRENT_USER]: basic,
      'GET /api/v1/invoice/gone': () => ({ status: 404, body: { success: false, message: 'Invoice not found', code: 'INVOICE_NOT_FOUND' } }),
    });
    renderApp('/payment-invoice/gone');
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('without an id lists the unpaid invoices to pick from', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: basic,
      'GET /api/v1/accounts/balancedetails': () => balances,
      'POST /api/v1/invoice/summary': (request) => summary((request.body as { q?: string }).q ? [] : [row]),
      'GET /api/v1/invoice/i1': () => ok(invoice()),
    });
    const { router } = renderApp('/payment-invoice');
    expect(await screen.findByRole('heading', { name: 'Record an invoice payment' })).toBeTruthy();
    expect(stub.requestsTo('POST /api/v1/invoice/summary')[0].body).toMatchObject({ status: 'approved', page: 1 });
    const table = await screen.findByRole('table', { name: 'Unpaid invoices' });
    expect(within(table).getByText('Chidi Okafor')).toBeTruthy();

    await act(async () => fireEvent.change(screen.getByRole('textbox', { name: 'Search unpaid invoices' }), { target: { value: 'zzz' } }));
    expect(await screen.findByText('No unpaid invoices match.')).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByRole('textbox', { name: 'Search unpaid invoices' }), { target: { value: '' } }));

    await act(async () => fireEvent.click(await screen.findByRole('link', { name: 'INV-007' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-invoice/i1'));
    expect(await screen.findByRole('heading', { name: 'Record a payment on INV-007' })).toBeTruthy();
  });

  it('without an id and nothing owed says so', async () => {
    stubFetch({ [CURRENT_USER]: basic, 'POST /api/v1/invoice/summary': () => summary([]) });
    renderApp('/payment-invoice');
    expect(await screen.findByText('No invoice is waiting for payment.')).toBeTruthy();
  });
});

describe('/transactions/new2', () => {
  it('is AddTransactionNew', async () => {
    stubFetch({ [CURRENT_USER]: basic });
    renderApp('/transactions/new2');
    expect(await screen.findByRole('heading', { name: 'New transaction' })).toBeTruthy();
    expect(screen.getByText('What would you like to record?')).toBeTruthy();
  });
});
