// Sign-in with Google in a real Chromium, against the built app on the real API and a Google
// simulator on loopback (nothing reaches Google): the button, Google's redirect back with code and
// state, a new verified user setting up the business, then signing in again straight to the app;
// and the business logo uploaded from the profile replacing the initials in the top bar.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { startGoogleSimulator, type GoogleSimulator } from '../../api/test/support/google-simulator.js';
import { startE2e, type E2e } from './support/e2e.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('Sign in with Google (end to end, Google simulated)', () => {
  let google: GoogleSimulator;
  let e2e: E2e;
  // APP_URL defaults to http://localhost:{PORT}: Google's redirect comes back to that origin, where the state cookie lives.
  let base: string;

  beforeAll(async () => {
    google = await startGoogleSimulator();
    e2e = await startE2e({
      app: { env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CLIENT_SECRET: google.clientSecret, GOOGLE_ISSUER: google.issuer } },
    });
    base = e2e.app.baseUrl.replace('127.0.0.1', 'localhost');
  }, 120_000);
  afterAll(async () => {
    await e2e?.stop();
    await google?.close();
  }, 60_000);

  it('a new Google user is verified, sets up the business, signs in again to the app, and uploads the logo', async () => {
    const { page } = e2e;
    const email = `grace-${randomUUID().slice(0, 8)}@example.com`;
    google.signInAs({ sub: `g-${randomUUID()}`, email, email_verified: true, given_name: 'Grace', family_name: 'Hopper' });
    await e2e.steps(page, 'google-sign-in', async () => {
      await page.goto(`${base}/sign-in`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByRole('link', { name: 'Sign in with Google' }).click();

      // Google (simulated) sent the browser back with code and state; the callback page posted them.
      await page.getByRole('textbox', { name: 'Business name' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/on-boarding');
      await page.getByRole('textbox', { name: 'Business name' }).fill('Hopper Analytics');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Get started' }).waitFor();
      await page.getByTestId('business-name').filter({ hasText: 'Hopper Analytics' }).waitFor();

      // Signed out, then in again with Google: straight to the app.
      const signOut = await page.request.post(`${base}/api/v1/auth/sign-out`);
      expect(signOut.status()).toBeLessThan(300);
      await page.goto(`${base}/sign-in`);
      await page.getByRole('link', { name: 'Sign in with Google' }).click();
      await page.getByTestId('business-name').filter({ hasText: 'Hopper Analytics' }).waitFor();
      expect(new URL(page.url()).pathname).not.toBe('/on-boarding');

      // The logo: uploaded on the business profile, then in the top bar instead of the initials.
      await page.goto(`${base}/settings/business`);
      await page.getByRole('button', { name: 'Upload logo' }).waitFor();
      await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
      const topBarLogo = page.locator('header img[src^="/api/v1/accounts/settings/logo/"]');
      await topBarLogo.waitFor();
      const src = await topBarLogo.getAttribute('src');
      const served = await page.request.get(`${base}${src}`);
      expect(served.status()).toBe(200);
      expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
    });
  }, 120_000);

  it('a code replayed in another browser without its state cookie signs nobody in', async () => {
    const { app, page } = e2e;
    google.signInAs({ sub: `g-${randomUUID()}`, email: `eve-${randomUUID().slice(0, 8)}@example.com`, email_verified: true });
    // The attacker's own browser starts a sign-in and takes the code Google gives back…
    const start = await fetch(`${app.baseUrl}/api/v1/auth/google/start`, { redirect: 'manual' });
    const back = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    // …and sends the victim to the callback page with it.
    await page.context().clearCookies();
    await e2e.steps(page, 'google-csrf', async () => {
      await page.goto(`${base}${callback.pathname}${callback.search}`);
      await page.getByRole('alert').filter({ hasText: 'was not started in this browser' }).waitFor();
      await page.getByRole('link', { name: 'Back to sign in' }).waitFor();
    });
  }, 60_000);
});
