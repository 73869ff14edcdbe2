import { openBrowser, type TestBrowser } from '../../web/e2e/support/browser.js';
import { startTestApp, type TestApp } from './support/start-app.js';

/**
 * The built web client works under the Content-Security-Policy the API sends: its pages render in
 * Chromium with no CSP violation, and the headers are on the pages as on the API.
 */
describe('the web app under its security headers', () => {
  let app: TestApp;
  let browser: TestBrowser;
  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('renders the sign-in and sign-up pages and the API docs with no CSP violation', async () => {
    const page = browser.page;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to (load|execute|apply)/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    // Runs in the page (a string: this file is compiled without the DOM's types).
    await page.addInitScript({
      content: "document.addEventListener('securitypolicyviolation', (event) => window.reportCspViolation(event.violatedDirective + ' ' + event.blockedURI));",
    });

    for (const path of ['/sign-in', '/sign-up']) {
      const response = await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      // The page's form, not its first node: Mantine puts its (hidden) style element first in #root.
      await page.locator('#root').getByRole('button').first().waitFor({ timeout: 15_000 });
      expect(await page.locator('#root').innerText()).not.toBe('');
    }
    const docs = await page.goto(`${app.baseUrl}/api/docs`, { waitUntil: 'networkidle' });
    expect(docs?.status()).toBe(200);
    await page.locator('.swagger-ui').first().waitFor({ timeout: 15_000 });
    expect(violations).toEqual([]);
  }, 120_000);
});
