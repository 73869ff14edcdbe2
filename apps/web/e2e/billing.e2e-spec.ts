// Paying for a plan by card: an owner on the free plan buys Store (monthly) on the plans page, pays
// on the payment simulator's checkout page, comes back to /payment/process and sees it paid, then
// finds the plan, the saved card and the payment on the billing page. The real API (fresh database,
// Redis) in a real Chromium.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiSession, createOwner, DESKTOP, DOCS_SCREENSHOTS, screenshot, signIn, startE2e, type E2e, type Owner } from './support/e2e.js';

describe('Billing (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;

  beforeAll(async () => {
    e2e = await startE2e({ viewport: DESKTOP });
    owner = await createOwner(e2e.app, { plan: 'free', business: 'E2E Billing' });
  }, 180_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('buys the Store plan by card and sees it on the billing page', async () => {
    const { page } = e2e;
    // The provider sends the browser back to the API's APP_URL, http://localhost:<port> by default:
    // browse there (not 127.0.0.1) so the session cookie comes back with it.
    const app = { ...e2e.app, baseUrl: e2e.app.baseUrl.replace('//127.0.0.1', '//localhost') };
    await e2e.steps(page, 'billing-buy', async () => {
      await signIn(page, app, owner);
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      await page.goto(`${app.baseUrl}/plans`);
      await page.getByRole('button', { name: 'Buy Store' }).click();
      // The simulator's checkout page, then back to our confirmation page.
      await page.getByText('Test checkout').waitFor();
      await page.locator('#pay').click();
      await page.waitForURL('**/payment/process**');
      await page.getByText('Your plan is paid').waitFor();
      const paid = page.getByRole('table', { name: 'What was paid' });
      await paid.getByText('Store Plan').waitFor();
      await paid.getByText('Monthly').waitFor();
      await paid.getByText(/•••• \d{4}/).waitFor();
      await screenshot(page, 'payment-success', DOCS_SCREENSHOTS);
    });

    await e2e.steps(page, 'billing-page', async () => {
      await page.getByRole('link', { name: 'View billing' }).click();
      await page.waitForURL('**/settings/billings');
      await page.getByRole('heading', { name: 'Store Plan' }).waitFor();
      await page
        .getByText(/•••• \d{4}/)
        .first()
        .waitFor();
      const history = page.getByRole('table', { name: 'Payment history' });
      await history.getByText('₦50,000.00').waitFor();
      expect(await history.locator('tbody tr').count()).toBe(1);
      await screenshot(page, 'billing', DOCS_SCREENSHOTS);
    });

    // The server agrees: Store, paid, with the card saved.
    const call = await apiSession(app, owner);
    const plan = await call('GET', '/payment/plan');
    expect(plan.body.data).toMatchObject({ planKey: 'store', isPaid: true, period: 'monthly' });
    const card = await call('GET', '/payment/card');
    expect(card.body.data).toMatchObject({ last4: expect.any(String) });
  }, 180_000);
});
