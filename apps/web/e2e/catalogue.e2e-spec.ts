// The catalogue's bulk screens end to end: the built web client served by the real API and its
// worker (fresh database and Redis) in a real Chromium. An owner on the Professional plan creates
// a product with two variants and opening stock in the create dialog's "Product with variants"
// tab and sees the variants on its details; imports 50 products from a CSV with two bad rows
// (refused, listed by line), processes it and sees the products in the list; and bulk-updates a
// selling price from a CSV of the inventory template's columns. With SCREENSHOT_DIR set, it saves
// each dialog.

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { createOwner, SCREENSHOT_DIR, screenshot, signIn, startE2e, type E2e, type Owner } from './support/e2e.js';

const JOB_TIMEOUT_MS = 120_000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 50 products in the import template's columns; row 10 has no selling price and row 30 a
 * quantity without a buying price, so lines 11 and 31 (the header is line 1) are refused.
 */
function importCsv(): string {
  const lines = ['Name,SKU,Quantity,Buying Price,Selling Price,Measurement,Stock Level'];
  for (let n = 1; n <= 50; n++) {
    const name = `Imported Item ${pad(n)}`;
    const sku = `IMP-0${pad(n)}`;
    if (n === 10) lines.push(`${name},${sku},4,"1,000.00",,Unit,1`);
    else if (n === 30) lines.push(`${name},${sku},4,,"1,500.00",Unit,1`);
    else lines.push(`${name},${sku},${n % 7},"${1000 + n * 10}.00","${1500 + n * 10}.00",Unit,1`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Opens the products list filtered by `text`. */
async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search products' }).fill(text);
}

describe('Catalogue screens (end to end)', () => {
  let e2e: E2e;
  let owner: Owner;

  beforeAll(async () => {
    // The worker runs the import's job.
    e2e = await startE2e({ app: { worker: true }, uiTimeoutMs: 30_000 });
    owner = await createOwner(e2e.app, { plan: 'professional', business: 'Ada Stores Lekki' });
  }, 180_000);

  afterAll(async () => {
    await e2e?.stop();
  }, 60_000);

  it('creates a product with variants, imports products from a CSV and bulk-updates a selling price', async () => {
    const { app, page } = e2e;
    await e2e.steps(page, 'catalogue', async () => {
      // Sign in on the way to the products list.
      await signIn(page, app, owner, '/inventories/all');
      await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
      await page.getByText('No products yet').waitFor();

      // (1) A product with two variants, each with opening stock.
      await page.getByRole('button', { name: 'New product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Product/Service' });
      await dialog.getByRole('tab', { name: 'Product with variants' }).click();
      const form = dialog.getByRole('form', { name: 'Create product with variants' });
      await form.getByLabel('Product name').fill('Ankara Shirt');
      await form.getByRole('textbox', { name: /^SKU/ }).fill('ANK-100');
      const first = form.getByRole('group', { name: 'Variant 1' });
      await first.getByLabel('Variant name').fill('Ankara Shirt Red');
      await first.getByLabel('Variant SKU').fill('ANK-101');
      await first.getByLabel('Variant quantity').fill('5');
      await first.getByLabel('Variant cost price').fill('4000');
      await first.getByLabel('Variant selling price').fill('6500');
      await form.getByRole('button', { name: 'Add variant' }).click();
      const second = form.getByRole('group', { name: 'Variant 2' });
      await second.getByLabel('Variant name').fill('Ankara Shirt Blue');
      await second.getByLabel('Variant SKU').fill('ANK-102');
      await second.getByLabel('Variant quantity').fill('3');
      await second.getByLabel('Variant cost price').fill('4200');
      await second.getByLabel('Variant selling price').fill('7000');
      await screenshot(page, 'create-product-variants-dialog', SCREENSHOT_DIR);
      await form.getByRole('button', { name: 'Create product' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await search(page, 'ANK-100');
      await page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: 'ANK-100' }).first().click();
      const variants = page.getByRole('table', { name: 'Variants' });
      await variants.waitFor();
      const red = variants.getByRole('row').filter({ hasText: 'Ankara Shirt Red' });
      const blue = variants.getByRole('row').filter({ hasText: 'Ankara Shirt Blue' });
      await red.filter({ hasText: 'ANK-101' }).filter({ hasText: '5 units' }).filter({ hasText: '₦6,500.00' }).waitFor();
      await blue.filter({ hasText: 'ANK-102' }).filter({ hasText: '3 units' }).filter({ hasText: '₦7,000.00' }).waitFor();
      await screenshot(page, 'product-variants', SCREENSHOT_DIR);

      // (2) 50 rows from a CSV: 48 ready, lines 11 and 31 refused.
      await page.goto(`${app.baseUrl}/inventories/all`);
      await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const importer = page.getByRole('dialog', { name: 'Import inventories' });
      await importer.getByRole('button', { name: 'Upload Template' }).waitFor();
      await importer.locator('input[type="file"]').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(importCsv()) });
      await importer.getByText('products.csv').first().waitFor();
      await importer.getByRole('button', { name: 'Upload Template' }).click();
      await importer.getByText('products.csv: 48 of 50 rows ready to import, 2 refused.').waitFor();
      const refused = importer.getByRole('list', { name: 'Refused rows' });
      await refused
        .getByRole('listitem')
        .filter({ hasText: 'Line 11:' })
        .filter({ hasText: /Selling price is required/i })
        .waitFor();
      await refused
        .getByRole('listitem')
        .filter({ hasText: 'Line 31:' })
        .filter({ hasText: /Cost price is required/i })
        .waitFor();
      expect(await refused.getByRole('listitem').count()).toBe(2);
      await importer.getByRole('table', { name: 'Rows to import' }).getByRole('row').filter({ hasText: 'Imported Item 50' }).waitFor();
      await screenshot(page, 'import-products-review', SCREENSHOT_DIR);
      await importer.getByRole('button', { name: 'Import 48 products' }).click();
      const finished = importer.getByText('Import finished');
      await finished.waitFor({ timeout: JOB_TIMEOUT_MS });
      await importer.getByText('48 created').waitFor();
      await screenshot(page, 'import-products-finished', SCREENSHOT_DIR);
      await importer.getByRole('button', { name: 'Close', exact: true }).click();
      await importer.waitFor({ state: 'hidden' });

      // The shirt, its two variants and the 48 imported.
      await page.getByText('51 products', { exact: true }).waitFor();
      const products = page.getByRole('table', { name: 'Products' });
      await search(page, 'Imported Item 4');
      for (const n of [40, 41, 49])
        await products
          .getByRole('row')
          .filter({ hasText: `Imported Item ${n}` })
          .waitFor();
      await search(page, 'IMP-007');
      await products.getByRole('row').filter({ hasText: 'Imported Item 07' }).waitFor();
      await search(page, 'Imported Item 10');
      await page.getByText('No products match “Imported Item 10”.').waitFor();
      await search(page, 'Imported Item 30');
      await page.getByText('No products match “Imported Item 30”.').waitFor();

      // (3) A new selling price for Imported Item 07 from the inventory template's columns.
      await search(page, 'IMP-007');
      await products.getByRole('row').filter({ hasText: 'Imported Item 07' }).click();
      await page.waitForURL(/\/inventories\/product\//);
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      await page.getByText('₦1,570.00').first().waitFor();

      await page.goto(`${app.baseUrl}/inventories/all`);
      await page.getByRole('heading', { name: 'Products', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Bulk update' }).click();
      const bulk = page.getByRole('dialog', { name: 'Inventory Bulk Update' });
      const updateButton = bulk.getByRole('button', { name: 'Update Inventory' });
      await updateButton.waitFor();
      expect(await updateButton.isDisabled()).toBe(true);
      const csv = `_id,sku,name,quantity,buyingPrice,sellingPrice\r\n${id},IMP-007,Imported Item 07,,,1999.50\r\n`;
      await bulk.locator('input[type="file"]').setInputFiles({ name: 'inventory.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await bulk.getByText('inventory.csv').first().waitFor();
      await screenshot(page, 'bulk-update-dialog', SCREENSHOT_DIR);
      await updateButton.click();
      await bulk.waitFor({ state: 'hidden' });

      await page.goto(`${app.baseUrl}/inventories/product/${encodeURIComponent(id)}`);
      await page.getByText('₦1,999.50').first().waitFor();
      await screenshot(page, 'product-after-bulk-update', SCREENSHOT_DIR);
    });
  }, 420_000);

  it('edits a product, counts its stock, adjusts prices across the list and archives a product', async () => {
    const { app, page } = e2e;
    await e2e.steps(page, 'catalogue-actions', async () => {
      const products = page.getByRole('table', { name: 'Products' });
      const open = async (name: string) => {
        await page.goto(`${app.baseUrl}/inventories/all`);
        await search(page, name);
        await products.getByRole('row').filter({ hasText: name }).first().click();
        await page.getByRole('heading', { name }).waitFor();
      };

      // (1) Edit: a new name and selling price (imported at 5 in stock, cost 1,050.00, selling 1,550.00).
      await open('Imported Item 05');
      await screenshot(page, 'product-actions', SCREENSHOT_DIR);
      await page.getByRole('link', { name: 'Edit' }).click();
      await page.getByRole('heading', { name: 'Edit product' }).waitFor();
      await page.getByLabel('Name').fill('Imported Item 05 large');
      await page.getByLabel('Selling price').fill('1600');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('heading', { name: 'Imported Item 05 large' }).waitFor();
      await page.getByText('₦1,600.00').first().waitFor();

      // (2) A stock count of 2 against the books' 5: 3 written off at the average cost.
      await page.getByRole('button', { name: 'Adjust stock' }).click();
      const count = page.getByRole('dialog', { name: 'Adjust stock: Imported Item 05 large' });
      await count.getByLabel('Quantity counted').fill('2');
      await count.getByText('3 units fewer than the books').waitFor();
      await count.getByRole('button', { name: 'Record the count' }).click();
      await count.waitFor({ state: 'hidden' });
      await page.getByText('2 units', { exact: true }).waitFor();
      await page.getByText('₦2,100.00').first().waitFor();

      // (3) Two prices changed on the price adjustment page, saved in one go.
      await page.goto(`${app.baseUrl}/inventories`);
      await page.getByRole('link', { name: /Price adjustment/ }).click();
      await page.getByRole('heading', { name: 'Price adjustment' }).waitFor();
      await page.getByRole('textbox', { name: 'Search' }).fill('Imported Item 0');
      await page.getByLabel('Selling price of Imported Item 03').fill('1700');
      await page.getByLabel('Cost price of Imported Item 04').fill('1100');
      await page.getByText('2 items with new prices').waitFor();
      await screenshot(page, 'price-adjustment', SCREENSHOT_DIR);
      await page.getByRole('button', { name: 'Save prices' }).click();
      await page.getByText('Type new prices in the list').waitFor();
      await open('Imported Item 03');
      await page.getByText('₦1,700.00').first().waitFor();

      // (4) Archive: asked first, then off the list.
      await open('Imported Item 06');
      await page.getByRole('button', { name: 'Archive' }).click();
      await page.getByRole('dialog', { name: 'Archive Imported Item 06?' }).getByRole('button', { name: 'Archive' }).click();
      await page.waitForURL(/\/inventories\/all$/);
      await search(page, 'Imported Item 06');
      await page.getByText('No products match “Imported Item 06”.').waitFor();
    });
  }, 240_000);
});
