// The contact details screen (/entities/{id}) in the real app, against a stubbed fetch: the
// contact, their transactions between dates typed DD/MM/YYYY (sent YYYY-MM-DD), and the invoices tab.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const ADA = {
  _id: 'c1',
  firstName: 'Ada',
  lastName: 'Obi',
  fullName: 'Ada Obi',
  company: 'Obi & Sons',
  email: 'ada@example.com',
  phone: '+234 803 123 4567',
  kinds: ['customer'],
  createdAt: '2026-11-01T10:00:00.000Z',
  archived: false,
};
const DEPOSIT = {
  id: 't1',
  reference: 'MI-001',
  type: 'inflows',
  status: 'posted',
  date: '2026-11-12',
  currency: 'NGN',
  amount: '250.50',
  balanceDue: '0.00',
  description: 'Deposit',
  entity: { id: 'c1', name: 'Ada Obi' },
};
const paged = (data: unknown[]) => ({ status: 200, body: { success: true, data, page: 1, limit: 25, skip: 0, total: data.length } });

describe('Contact details screen', () => {
  it('shows the contact and their transactions, and asks again between the dates typed', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/entities/c1': () => ({ status: 200, body: { success: true, data: ADA } }),
      'GET /api/v1/entities/c1/transactions': (request) => paged(request.query.startDate === '2026-11-20' ? [] : [DEPOSIT]),
      'GET /api/v1/entities/c1/invoices': () =>
        paged([
          {
            id: 'i1',
            reference: 'INV-001',
            date: '2026-11-02',
            dueDate: '2026-12-01',
            status: 'unpaid',
            currency: 'NGN',
            total: '5000.00',
            balance: '5000.00',
          },
        ]),
    });
    renderApp('/entities/c1');
    expect(await screen.findByRole('heading', { name: 'Ada Obi' })).toBeTruthy();
    expect(await screen.findByText('MI-001')).toBeTruthy();
    expect(screen.getByText('12/11/2026')).toBeTruthy();
    expect(stub.requestsTo('GET /api/v1/entities/c1/transactions')[0].query).toMatchObject({ page: '1', limit: '25' });

    const from = screen.getByRole('textbox', { name: 'From' });
    await act(async () => fireEvent.change(from, { target: { value: '20/11/2026' } }));
    await act(async () => fireEvent.blur(from));
    await waitFor(() => expect(stub.requestsTo('GET /api/v1/entities/c1/transactions').some((r) => r.query.startDate === '2026-11-20')).toBe(true));
    expect(await screen.findByText('No transactions with this contact between these dates.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Invoices' })));
    expect(await screen.findByText('INV-001')).toBeTruthy();
    expect(stub.requestsTo('GET /api/v1/entities/c1/invoices')[0].query).toMatchObject({ startDate: '2026-11-20' });
  });

  it('opens a transaction from its row, by its reference, and an invoice by its id', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/entities/c1': () => ({ status: 200, body: { success: true, data: ADA } }),
      'GET /api/v1/entities/c1/transactions': () => paged([DEPOSIT]),
      'GET /api/v1/entities/c1/invoices': () =>
        paged([
          {
            id: 'i1',
            reference: 'INV-001',
            date: '2026-11-02',
            dueDate: '2026-12-01',
            status: 'unpaid',
            currency: 'NGN',
            total: '5000.00',
            balance: '5000.00',
          },
        ]),
    });
    const { router } = renderApp('/entities/c1');
    const transaction = await screen.findByText('MI-001');
    await act(async () => fireEvent.click(transaction));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/MI-001'));

    await act(async () => router.navigate('/entities/c1'));
    const invoices = await screen.findByRole('tab', { name: 'Invoices' });
    await act(async () => fireEvent.click(invoices));
    const invoice = await screen.findByText('INV-001');
    await act(async () => fireEvent.click(invoice));
    // The invoice's own address, which opens its preview.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/invoice\/i1(\/preview)?$/));
  });

  it('says once that an unknown contact is not there, without the lists under it', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/entities/c9': () => ({ status: 404, body: { success: false, message: 'There is no such contact', code: 'NOT_FOUND' } }),
      'GET /api/v1/entities/c9/transactions': () => ({ status: 404, body: { success: false, message: 'There is no such contact', code: 'NOT_FOUND' } }),
    });
    renderApp('/entities/c9');
    expect(await screen.findByText('There is no such contact')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Transactions' })).toBeNull();
    expect(stub.requestsTo('GET /api/v1/entities/c9/transactions')).toHaveLength(0);
  });

  it('asks before archiving a contact, and archives only once confirmed', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/entities/c1': () => ({ status: 200, body: { success: true, data: ADA } }),
      'GET /api/v1/entities/c1/transactions': () => paged([]),
      'GET /api/v1/entities/c1/archive': () => ({ status: 200, body: { success: true, message: 'Contact archived successfully', position: '9' } }),
    });
    renderApp('/entities/c1');
    const archive = await screen.findByRole('button', { name: 'Archive' });
    await act(async () => fireEvent.click(archive));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Ada Obi?' });
    expect(stub.requestsTo('GET /api/v1/entities/c1/archive')).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' })));
    await waitFor(() => expect(stub.requestsTo('GET /api/v1/entities/c1/archive')).toHaveLength(1));
  });

  it('locks Edit and quotations behind Upgrade Plan on the Micro plan', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn(),
      'GET /api/v1/entities/c1': () => ({ status: 200, body: { success: true, data: ADA } }),
      'GET /api/v1/entities/c1/transactions': () => paged([]),
    });
    renderApp('/entities/c1');
    expect(await screen.findByRole('heading', { name: 'Ada Obi' })).toBeTruthy();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /Edit/ })));
    expect(await screen.findByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
  });
});
