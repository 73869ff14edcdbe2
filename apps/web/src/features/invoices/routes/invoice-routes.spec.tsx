// How the invoice and quotation pages sit in the shell (features/invoices/routes.tsx): the codes the
// server asks for (21 or 31 to read, 31 to write), quotations locked on the Micro plan while invoicing
// is not (000 §9), the document titles, the customer's pages without sign-in, the opening reads
// started with the route, and the shared loading/error states.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startPageReads } from '../../../app/router.js';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { createTestQueryClient, renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn, signedOut } from '../../../testing/session.js';

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });
const SUMMARY = 'POST /api/v1/invoice/summary';
const emptySummary = () => ok({ byStatus: [], overdue: 0, invoices: [], pagination: { page: 1, limit: 20, total: 0 } });

const invoice = {
  kind: 'invoice',
  id: 'i1',
  publicId: 'pUbLiC1d',
  reference: 'INV-007',
  status: 'draft',
  date: '2026-11-20',
  dueDate: '2026-12-20',
  currency: 'NGN',
  customer: { id: 'c1', name: 'Chidi Okafor', email: 'chidi@example.com', phone: null, address: null },
  items: [{ productId: 'p1', kind: 'service', name: 'Website design', quantity: '1', price: '50000.00', total: '50000.00' }],
  subtotal: '50000.00',
  total: '50000.00',
  paid: '0.00',
  balance: '50000.00',
  business: {
    name: 'Ada Stores',
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
};

const member = (...rolePermissions: number[]) => signedIn({ role: 'member', rolePermissions, businessPlan: 'Basic Plan' });
const NOT_ALLOWED = { name: 'You are not allowed to view this page' };

function stubInvoices(session: StubResponse | (() => StubResponse), more: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [CURRENT_USER]: typeof session === 'function' ? session : () => session,
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    [SUMMARY]: emptySummary,
    'GET /api/v1/invoice/i1': () => ok(invoice),
    'GET /api/v1/quotes': () => ok([]),
    ...more,
  });
}

describe('who may open the invoice pages', () => {
  it('answers a member without invoice reports (21) or create invoice (31) with the not-allowed page, asking for no invoice', async () => {
    const stub = stubInvoices(member(13, 15));
    renderApp('/invoice/summary');
    expect(await screen.findByRole('heading', NOT_ALLOWED)).toBeTruthy();
    expect(document.title).toBe('Invoices | Ledgerline');
    expect(stub.requestsTo(SUMMARY)).toHaveLength(0);
  });

  it.each([
    ['/invoice/i1/preview', 'GET /api/v1/invoice/i1'],
    ['/quotations', 'GET /api/v1/quotes'],
  ])('keeps the same member off %s', async (path, read) => {
    const stub = stubInvoices(member(13, 15));
    renderApp(path);
    expect(await screen.findByRole('heading', NOT_ALLOWED)).toBeTruthy();
    expect(stub.requestsTo(read)).toHaveLength(0);
  });

  it('lets a member with invoice reports (21) read the invoices, but not write one (31)', async () => {
    stubInvoices(member(21));
    const view = renderApp('/invoice/summary');
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeTruthy();
    view.unmount();
    stubInvoices(member(21));
    renderApp('/create-invoice');
    expect(await screen.findByRole('heading', NOT_ALLOWED)).toBeTruthy();
    expect(document.title).toBe('New invoice | Ledgerline');
  });

  it('lets a member with create invoice (31) alone write an invoice and open its preview, as the server does', async () => {
    stubInvoices(member(31));
    const view = renderApp('/create-invoice');
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeTruthy();
    view.unmount();
    stubInvoices(member(31));
    renderApp('/invoice/i1/preview');
    expect(await screen.findByRole('heading', { name: 'Invoice INV-007' })).toBeTruthy();
    expect(document.title).toBe('Invoice | Ledgerline');
  });

  it('keeps the look of invoices (a business setting) to the owner and admin', async () => {
    stubInvoices(member(21, 31));
    renderApp('/invoice/customize');
    expect(await screen.findByRole('heading', NOT_ALLOWED)).toBeTruthy();
  });
});

describe('the Micro plan', () => {
  const microOwner = () => signedIn({ role: 'owner', businessPlan: 'Micro Business Plan' });

  it('shows the Upgrade Plan page on quotations (Basic and up), asking for none', async () => {
    const stub = stubInvoices(microOwner());
    renderApp('/quotations');
    expect(await screen.findByRole('heading', { name: 'Upgrade Plan' })).toBeTruthy();
    expect(screen.getByText('This feature is not available on free plan. Upgrade to unlock!')).toBeTruthy();
    expect(document.title).toBe('Quotations | Ledgerline');
    expect(stub.requestsTo('GET /api/v1/quotes')).toHaveLength(0);
  });

  it('opens invoicing, which the free plan has (unlimited invoicing), with its menu item unlocked', async () => {
    stubInvoices(microOwner());
    renderApp('/invoice/summary');
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeTruthy();
    const item = await screen.findByText('Invoicing');
    expect(item.closest('[data-locked="true"]')).toBeNull();
    expect(screen.getByText('Quotation').closest('[data-locked="true"]')).not.toBeNull();
  });
});

describe('the pages themselves', () => {
  it('names each page in the document title, and the list pages show + Add', async () => {
    stubInvoices(signedIn({ role: 'owner', businessPlan: 'Basic Plan' }));
    renderApp('/quotations');
    expect(await screen.findByRole('heading', { name: 'Quotations' })).toBeTruthy();
    expect(document.title).toBe('Quotations | Ledgerline');
    expect(screen.getByRole('button', { name: '+ Add' })).toBeTruthy();
    expect(await screen.findByText('No quotations yet. Create one with “New quotation”.')).toBeTruthy();
  });

  it('leads back from the invoice and quotation forms to their lists', async () => {
    stubInvoices(signedIn({ role: 'owner', businessPlan: 'Basic Plan' }));
    const { unmount } = renderApp('/create-invoice');
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Invoices' }).getAttribute('href')).toBe('/invoice/summary');
    unmount();
    renderApp('/quotations/create');
    expect(await screen.findByRole('heading', { name: 'New quotation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Quotations' }).getAttribute('href')).toBe('/quotations');
  });

  it('asks before voiding an invoice, and voids it only once confirmed', async () => {
    const stub = stubInvoices(signedIn({ role: 'owner', businessPlan: 'Basic Plan' }), {
      'GET /api/v1/invoice/i1': () => ok({ ...invoice, status: 'approved' }),
      'DELETE /api/v1/invoice/i1': () => ok({ id: 'i1' }),
    });
    renderApp('/invoice/i1/preview');
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void INV-007?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stub.requestsTo('DELETE /api/v1/invoice/i1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Void INV-007?' })).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(stub.requestsTo('DELETE /api/v1/invoice/i1')).toHaveLength(1));
  });

  it('shows the customer their invoice signed out, titled', async () => {
    stubFetch({ [CURRENT_USER]: signedOut, 'GET /api/v1/invoice/pUbLiC1d/public': () => ok({ ...invoice, canPay: false, logo: null }) });
    renderApp('/invoice/pUbLiC1d/view');
    expect(await screen.findByText('Chidi Okafor')).toBeTruthy();
    expect(document.title).toBe('Invoice | Ledgerline');
  });

  it('says when the invoices could not be loaded, and tries again', async () => {
    let failing = true;
    stubInvoices(signedIn({ role: 'owner', businessPlan: 'Basic Plan' }), {
      [SUMMARY]: () => (failing ? { status: 503, body: { success: false, message: 'The books are busy', code: 'UNAVAILABLE' } } : emptySummary()),
    });
    renderApp('/invoice/summary');
    expect(await screen.findByText('The books are busy')).toBeTruthy();
    failing = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('No invoices yet. Create one with “New invoice”.')).toBeTruthy();
  });
});

describe('the opening reads start with the route', () => {
  it('asks for the summary the page opens on, and for the invoice of a preview', async () => {
    const stub = stubInvoices(signedIn({ role: 'owner', businessPlan: 'Basic Plan' }));
    await startPageReads(createTestQueryClient(), { pathname: '/invoice/summary' });
    expect(stub.requestsTo(SUMMARY).map((request) => request.body)).toEqual([{ page: 1 }]);
    await startPageReads(createTestQueryClient(), { pathname: '/invoice/i1/preview' });
    expect(stub.requestsTo('GET /api/v1/invoice/i1')).toHaveLength(1);
  });

  it.each([
    ['/invoice/summary', SUMMARY, 'Invoices'],
    ['/invoice/i1/preview', 'GET /api/v1/invoice/i1', 'Invoice INV-007'],
  ])('asks once on %s: the page uses the read already under way', async (path, read, heading) => {
    const stub = stubInvoices(signedIn({ role: 'owner', businessPlan: 'Basic Plan' }));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    await waitFor(() => expect(stub.requestsTo(read)).toHaveLength(1));
  });

  it('asks for nothing a member may not open, nor for quotations on the Micro plan', async () => {
    for (const [session, path] of [
      [member(13), '/invoice/i1/preview'],
      [signedIn({ role: 'owner', businessPlan: 'Micro Business Plan' }), '/quotations/q1'],
    ] as const) {
      const stub = stubInvoices(session);
      await startPageReads(createTestQueryClient(), { pathname: path });
      expect(stub.requests.map((request) => `${request.method} ${request.path}`)).toEqual([CURRENT_USER]);
    }
  });
});

describe('e-mailing an invoice (/invoice/email/:id)', () => {
  it('keeps the invoice one click away, where approving a new invoice lands', async () => {
    stubInvoices(signedIn({ role: 'owner', businessPlan: 'Micro Business Plan' }), {
      'GET /api/v1/invoice/i1': () => ok({ ...invoice, status: 'approved' }),
    });
    renderApp('/invoice/email/i1');
    expect(await screen.findByRole('heading', { name: 'E-mail invoice INV-007' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View invoice' }).getAttribute('href')).toBe('/invoice/i1/preview');
  });
});
