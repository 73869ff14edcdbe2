// An invoice from approval to payment: the owner approves and e-mails it in the built web client,
// the customer opens the public page signed out and pays by card through the payment simulator,
// and the owner sees it paid on the summary; a second invoice, opened at its own address, is paid in
// part on the record-payment page. The real API (fresh database, Redis) in a real Chromium.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { apiSession, createOwner, DOCS_SCREENSHOTS, screenshot, signIn, startE2e, type ApiCall, type E2e, type Owner } from './support/e2e.js';

describe('Invoices (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;
  let call: ApiCall;
  let customerPage: Page;

  beforeAll(async () => {
    e2e = await startE2e();
    owner = await createOwner(e2e.app, { plan: 'basic', business: 'E2E Invoicing' });
    call = await apiSession(e2e.app, owner);
    // The customer's own browser, signed out.
    customerPage = await e2e.newPage();
  }, 180_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('approves and sends an invoice, the customer pays it by card signed out, and the summary shows it paid', async () => {
    const service = await call('POST', '/inventories', { type: 'SERVICE', name: 'Website design', buyingPrice: '0', sellingPrice: '50000' });
    const contact = await call('POST', '/entities', { name: 'Chidi Okafor', email: 'chidi@example.com' });
    const draft = await call('POST', '/invoice/create', {
      date: '2026-11-20',
      dueDate: '2026-12-20',
      entity: contact.body.data.id,
      items: [{ product: service.body.data.id, quantity: '1', price: '50000' }],
    });
    expect(draft.status).toBe(201);
    const { id, publicId } = draft.body.data;

    const { app, page } = e2e;
    await e2e.steps(page, 'invoice-owner', async () => {
      await signIn(page, app, owner);
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      await page.goto(`${app.baseUrl}/invoice/${id}/preview`);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL(`**/invoice/email/${id}`);
      await page.getByRole('button', { name: 'Send invoice' }).click();
      await page.getByText('Invoice sent successfully').waitFor();
    });

    await e2e.steps(customerPage, 'invoice-customer', async () => {
      await customerPage.goto(`${app.baseUrl}/invoice/${publicId}/view`);
      await customerPage.getByText('Chidi Okafor').waitFor();
      await customerPage.getByRole('button', { name: 'Pay now' }).click();
      // The simulator's checkout page, then back to our confirmation page.
      await customerPage.locator('#pay').click();
      await customerPage.waitForURL('**/invoice/payment/callback**');
      await customerPage.getByText('Invoice paid successfully').waitFor();
    });

    await e2e.steps(page, 'invoice-summary', async () => {
      await page.goto(`${app.baseUrl}/invoice/summary`);
      const paid = page.getByTestId('status-paid');
      await paid.getByText('1', { exact: true }).waitFor();
    });

    const invoice = await call('GET', `/invoice/${id}`);
    expect(invoice.body.data).toMatchObject({ status: 'paid', balance: '0.00' });
    // The receivable is gone from the balance sheet's current assets.
    const assets = await call(
      'GET',
      '/reports/balance-sheet/current-assets?startDate1=2026-01-01&endDate1=2026-12-31&startDate2=2026-01-01&endDate2=2026-12-31',
    );
    expect(assets.status).toBe(200);
    const found = (value: unknown, key: string): unknown[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => (k === key ? [v] : found(v, key))) : [];
    const receivables = found(assets.body, 'receivables');
    expect(receivables.length).toBeGreaterThan(0);
    expect(JSON.stringify(receivables)).not.toContain('50000');
    expect(JSON.stringify(found(assets.body, 'cashOnHand'))).toContain('50000');

    // A second invoice, paid in part by the owner on the record-payment page.
    const second = await call('POST', '/invoice/create', {
      date: '2026-11-22',
      dueDate: '2026-12-22',
      entity: contact.body.data.id,
      items: [{ product: service.body.data.id, quantity: '2', price: '50000' }],
    });
    const secondId: string = second.body.data.id;
    expect((await call('PUT', '/invoice/update', { id: secondId, status: 'approved' })).status).toBe(200);
    await e2e.steps(page, 'invoice-payment-page', async () => {
      // The invoice's own address opens its preview.
      await page.goto(`${app.baseUrl}/invoice/${secondId}`);
      await page.waitForURL(`**/invoice/${secondId}/preview`);
      await page.getByText('Chidi Okafor').first().waitFor();
      await page.goto(`${app.baseUrl}/payment-invoice/${secondId}`);
      await page.getByTestId('balance-due').getByText('₦100,000.00').waitFor();
      await page.getByRole('textbox', { name: 'Amount' }).fill('40,000');
      await page.getByRole('button', { name: 'Record payment' }).click();
      await page.getByText('Payment recorded.').waitFor();
      await page.getByTestId('balance-due').getByText('₦60,000.00').waitFor();
      await screenshot(page, 'payment-invoice', DOCS_SCREENSHOTS);
    });
    expect((await call('GET', `/invoice/${secondId}`)).body.data).toMatchObject({ status: 'approved', paid: '40000.00', balance: '60000.00' });
  }, 180_000);
});
