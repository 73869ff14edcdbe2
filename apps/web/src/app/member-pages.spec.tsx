// A member whose codes do not open a page, reaching it by its address: the app's not-allowed page
// (the server would refuse every read the page makes), never the page with its lists failing. And
// what a member is offered: the top bar's POS link only with the till's code (141), a product's
// chart only with the codes its call needs.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { stubFetch } from '../testing/fetch-stub.js';
import { renderApp } from '../testing/render.js';
import { CURRENT_USER, signedIn } from '../testing/session.js';
import { RICE } from '../testing/products.js';

const SHELL_READS = ['/api/v1/auth', '/api/v1/accounts/businesses', '/api/v1/accounts/settings'];
const NOT_ALLOWED = 'You are not allowed to view this page';
const member = (...rolePermissions: number[]) => signedIn({ businessPlan: 'Enterprise Plan', role: 'member', rolePermissions });

describe('pages a member’s codes do not open', () => {
  it.each([
    ['/inventories/all', 'Products'],
    ['/services/all', 'Services'],
    ['/inventories/categories', 'Categories'],
    ['/inventories/brands', 'Brands'],
    ['/inventories/stock-transfers', 'Stock transfers'],
    ['/inventories/purchase-orders', 'Purchase orders'],
    ['/inventories/purchase-orders/create', 'New purchase order'],
    ['/inventories/qr-menus', 'QR menus'],
    ['/contacts', 'Contacts (no card, import, export or create button)'],
    ['/entities', 'Contacts'],
    ['/entities/c1', 'Contact'],
    ['/production', 'Production'],
    ['/production/produce', 'Produce'],
    ['/asset-management', 'Asset Management'],
    ['/accounting', 'Accounting (no card the member may open)'],
    ['/inventories', 'Products & Services (no card, summary or create button)'],
  ])('shows the not-allowed page at %s', async (path) => {
    const stub = stubFetch({ [CURRENT_USER]: () => member() });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: NOT_ALLOWED })).toBeTruthy();
    // Nothing the server would refuse was asked for: the shell's own reads only.
    expect(stub.requests.map((request) => request.path).filter((path) => !SHELL_READS.includes(path))).toEqual([]);
  });

  it('shows the till’s not-allowed page to a member without 141', async () => {
    stubFetch({ [CURRENT_USER]: () => member(23) });
    renderApp('/pos');
    expect(await screen.findByRole('heading', { name: NOT_ALLOWED })).toBeTruthy();
  });

  it('offers the top bar’s POS link with 141 only', async () => {
    stubFetch({ [CURRENT_USER]: () => member(23) });
    const without = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('link', { name: 'POS' })).toBeNull();
    without.unmount();

    stubFetch({ [CURRENT_USER]: () => member(141) });
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.getByRole('link', { name: 'POS' }).getAttribute('href')).toBe('/pos');
  });

  it('lets the members the server serves open the lists: 6 opens Products', async () => {
    stubFetch({
      [CURRENT_USER]: () => member(6),
      'GET /api/v1/inventories': () => ({ status: 200, body: { success: true, data: [RICE], page: 1, limit: 25, skip: 0, total: 1 } }),
      'GET /api/v1/tags': () => ({ status: 200, body: { success: true, data: [] } }),
    });
    renderApp('/inventories/all');
    expect(await screen.findByText('Rice 50kg')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: NOT_ALLOWED })).toBeNull();
  });

  it('leaves the chart out of a product’s page for a member with services (9) alone, whom its call refuses', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => member(9),
      'GET /api/v1/inventories/p1': () => ({ status: 200, body: { success: true, data: { ...RICE, history: [] } } }),
      'GET /api/v1/inventory/p1/variants': () => ({ status: 200, body: { success: true, data: [] } }),
    });
    renderApp('/inventories/product/p1');
    expect(await screen.findByRole('heading', { name: 'Rice 50kg' })).toBeTruthy();
    expect(await screen.findByText('Nothing moved or sold between these dates.')).toBeTruthy();
    expect(stub.requestsTo('POST /api/v1/inventory/graphdata')).toEqual([]);
    expect(screen.queryByText('Could not load this')).toBeNull();
  });

  it('shows on the Accounting hub only the cards whose pages the member’s codes open', async () => {
    stubFetch({ [CURRENT_USER]: () => member(15) });
    renderApp('/accounting');
    await screen.findByRole('heading', { name: 'Accounting' });
    for (const title of ['Trial Balance', 'Chart of Accounts', 'Journal Entry', 'Reports']) expect(screen.getByText(title)).toBeTruthy();
    for (const title of ['Transactions', 'Profit & Loss', 'Balance Sheet', 'Debtors & Creditors', 'Budgets']) expect(screen.queryByText(title)).toBeNull();
  });

  it('shows on the Contacts hub only the cards the member’s codes open: debtors (10) alone', async () => {
    stubFetch({ [CURRENT_USER]: () => member(10) });
    renderApp('/contacts');
    await screen.findByRole('heading', { name: 'Contacts' });
    expect(screen.getByText('Debtors')).toBeTruthy();
    for (const title of ['All contacts', 'Customers', 'Creditors', 'Archived contacts']) expect(screen.queryByText(title)).toBeNull();
    expect(screen.queryByRole('button', { name: 'New contact' })).toBeNull();
  });

  it('tells a member whose codes open only the Contacts hub’s New contact button that the lists are not part of their role, with no lone Coming soon card', async () => {
    stubFetch({ [CURRENT_USER]: () => member(30) });
    renderApp('/contacts');
    await screen.findByRole('heading', { name: 'Contacts' });
    expect(screen.getByRole('button', { name: 'New contact' })).toBeTruthy();
    expect(screen.getByTestId('contacts-not-in-role').textContent).toContain('Not part of your role: ask the business owner for access.');
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(screen.queryByText('Customer groups')).toBeNull();
  });

  it('links the Accounting hub’s Bank Transfers to the transfers between the business’s accounts, for whom the transactions list opens', async () => {
    stubFetch({ [CURRENT_USER]: () => member(51) });
    const reader = renderApp('/accounting');
    const transfers = await screen.findByRole('link', { name: /Bank Transfers/ });
    expect(transfers.getAttribute('href')).toBe('/transactions?type=transfer');
    // The bank statement and reconciliation read the books: not for a member who only sees the transactions.
    for (const title of ['Bank Statement', 'Bank Reconciliation']) expect(screen.queryByText(title)).toBeNull();
    reader.unmount();

    stubFetch({ [CURRENT_USER]: () => member(15) });
    renderApp('/accounting');
    await screen.findByRole('heading', { name: 'Accounting' });
    expect(screen.queryByText('Bank Transfers')).toBeNull();
  });

  it('offers on the transactions list only what the member may record: nothing to a reader, the sale to a cashier with 23', async () => {
    stubFetch({ [CURRENT_USER]: () => member(51) });
    const reader = renderApp('/transactions');
    await screen.findByRole('heading', { name: 'Transactions' });
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New transaction' })).toBeNull();
    reader.unmount();

    stubFetch({ [CURRENT_USER]: () => member(51, 23) });
    renderApp('/transactions');
    fireEvent.click(await screen.findByRole('button', { name: 'New transaction' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Sale']);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
