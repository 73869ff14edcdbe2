// The public invoice and quotation pages (/invoice/{publicId}/view, /quotations/{publicId}/view, no
// sign-in) against a stubbed fetch: the business's logo, which the public answers name by its public
// address (GET /api/v1/logo/{orgId}/{sha256}, no sign-in), drawn above its name.

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';

const LOGO = '/api/v1/logo/0b7a3c2e-5d1f-4c8e-9a6b-2f4d8e1c3a5b/3b5d5c3712955042212316173ccf37be8a4d0d5d2c8e3a1b6f0c4e9d7a2b1c0f';
const document = (kind: 'invoice' | 'quotation', logo: string | null) => ({
  kind,
  id: 'i1',
  publicId: 'pUbLiC1d',
  reference: kind === 'invoice' ? 'INV-001' : 'QUO-001',
  status: 'approved',
  date: '2026-11-20',
  currency: 'NGN',
  customer: { id: 'c1', name: 'Ada Obi', email: 'ada@example.com', phone: null, address: null },
  items: [{ productId: 'p1', kind: 'service', name: 'Design', quantity: '1', price: '100.00', total: '100.00' }],
  subtotal: '100.00',
  total: '100.00',
  ...(kind === 'invoice' ? { dueDate: '2026-11-30', paid: '0.00', balance: '100.00', canPay: true } : { expiryDate: '2026-12-31' }),
  business: {
    name: 'Logo Traders',
    address: null,
    phone: null,
    email: null,
    website: null,
    logo: '/api/v1/accounts/settings/logo/0a1b',
    bankAccounts: [],
    footnote: '',
    template: 'standard',
    colour: '#1c7ed6',
    showLogo: true,
    showBankDetails: true,
  },
  logo,
});

describe('Public invoice and quotation pages', () => {
  it('draw the business’s logo from the public answer', async () => {
    stubFetch({ 'GET /api/v1/invoice/pUbLiC1d/public': () => ({ status: 200, body: { success: true, data: document('invoice', LOGO) } }) });
    renderApp('/invoice/pUbLiC1d/view');
    const logo = await screen.findByRole('img', { name: 'Logo Traders logo' });
    expect(logo.getAttribute('src')).toBe(LOGO);
    expect(screen.getByText('INV-001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('draw it on a quotation too', async () => {
    stubFetch({ 'GET /api/v1/quotes/pUbLiC1d/public': () => ({ status: 200, body: { success: true, data: document('quotation', LOGO) } }) });
    renderApp('/quotations/pUbLiC1d/view');
    expect((await screen.findByRole('img', { name: 'Logo Traders logo' })).getAttribute('src')).toBe(LOGO);
    expect(screen.getByText('QUO-001')).toBeTruthy();
  });

  it('show the business’s name alone without one (never the members-only address of the profile)', async () => {
    stubFetch({ 'GET /api/v1/invoice/pUbLiC1d/public': () => ({ status: 200, body: { success: true, data: document('invoice', null) } }) });
    renderApp('/invoice/pUbLiC1d/view');
    expect(await screen.findByRole('heading', { name: 'Logo Traders' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tell the customer an approved invoice is unpaid, part paid or overdue, and a quotation approved', async () => {
    const answer = (data: unknown) => () => ({ status: 200, body: { success: true, data } });
    const notDueYet = { ...document('invoice', null), dueDate: '2999-12-31' };
    stubFetch({ 'GET /api/v1/invoice/pUbLiC1d/public': answer(notDueYet) });
    const { unmount } = renderApp('/invoice/pUbLiC1d/view');
    expect(await screen.findByText('unpaid')).toBeTruthy();
    expect(screen.queryByText('approved')).toBeNull();
    unmount();

    stubFetch({ 'GET /api/v1/invoice/pUbLiC1d/public': answer({ ...notDueYet, paid: '40.00', balance: '60.00' }) });
    const second = renderApp('/invoice/pUbLiC1d/view');
    expect(await screen.findByText('part paid')).toBeTruthy();
    second.unmount();

    stubFetch({ 'GET /api/v1/invoice/pUbLiC1d/public': answer({ ...notDueYet, dueDate: '2020-01-31' }) });
    const third = renderApp('/invoice/pUbLiC1d/view');
    expect(await screen.findByText('overdue')).toBeTruthy();
    third.unmount();

    stubFetch({ 'GET /api/v1/quotes/pUbLiC1d/public': answer(document('quotation', null)) });
    renderApp('/quotations/pUbLiC1d/view');
    expect(await screen.findByText('approved')).toBeTruthy();
  });
});
