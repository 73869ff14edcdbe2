// The public receipt page (/receipt/{orgId}/{reference}, no sign-in) against a stubbed fetch: the
// business's logo, which the public answer names by its public address (GET /api/v1/logo/{orgId}/{sha256},
// no sign-in), drawn above its name.

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';

const ORG = '0b7a3c2e-5d1f-4c8e-9a6b-2f4d8e1c3a5b';
const LOGO = `/api/v1/logo/${ORG}/3b5d5c3712955042212316173ccf37be8a4d0d5d2c8e3a1b6f0c4e9d7a2b1c0f`;
const receipt = (logo: string | null) => ({
  business: { name: 'Alpha Stores', address: '12 Broad Street, Lagos', phone: '+234 803 123 4567', email: null },
  reference: 'K7Q2MX',
  date: '2026-11-22',
  type: 'sales',
  title: 'Sales receipt',
  status: 'posted',
  statusLabel: 'PAID',
  currency: 'NGN',
  items: [{ name: 'Rice 50kg', quantity: '2', price: '500.00', total: '1000.00' }],
  subtotal: '1000.00',
  discount: null,
  delivery: null,
  tax: null,
  total: '1000.00',
  paid: '1000.00',
  balance: '0.00',
  dueDate: null,
  paymentMethod: 'Cash',
  customer: { name: 'Ada Obi' },
  customerLabel: 'Customer',
  description: null,
  logo,
});

describe('Public receipt page', () => {
  it('draws the business’s logo from the public answer', async () => {
    stubFetch({ [`GET /api/v1/receipt/${ORG}/K7Q2MX`]: () => ({ status: 200, body: { success: true, data: receipt(LOGO) } }) });
    renderApp(`/receipt/${ORG}/K7Q2MX`);
    const logo = await screen.findByRole('img', { name: 'Alpha Stores logo' });
    expect(logo.getAttribute('src')).toBe(LOGO);
    expect(screen.getByRole('heading', { name: 'Alpha Stores' })).toBeTruthy();
    expect(screen.getByText('Rice 50kg')).toBeTruthy();
  });

  it('shows the business’s name alone when it has no logo', async () => {
    stubFetch({ [`GET /api/v1/receipt/${ORG}/K7Q2MX`]: () => ({ status: 200, body: { success: true, data: receipt(null) } }) });
    renderApp(`/receipt/${ORG}/K7Q2MX`);
    expect(await screen.findByRole('heading', { name: 'Alpha Stores' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Alpha Stores logo' })).toBeNull();
  });
});
