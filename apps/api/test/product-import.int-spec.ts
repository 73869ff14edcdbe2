import { randomUUID } from 'node:crypto';
import { Worker } from 'bullmq';
import { QUEUES, queueOptions } from '@ledgerline/jobs';
import { PERMISSION_DENIED_MESSAGE } from '@ledgerline/ledger';
import { productImportProcessor } from '../../worker/src/jobs/product-import/product-import.processor.js';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createProduct, stockOf, trialBalance } from './support/trade-fixtures.js';

const HEADER = 'Name,SKU,Quantity,Buying Price,Selling Price,Measurement,Stock Level,Category,Brand,Barcode,Description,Expiry Date,Expiry Reminder Days';

/** POST a CSV file as the browser sends it: multipart, the file in `imageFile`. */
async function uploadTo(api: TestApi, url: string, content: string, options: { cookie?: string; fileName?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'imageFile', new Blob([new TextEncoder().encode(content)], { type: 'text/csv' }), options.fileName ?? 'products.csv');
  const response = await fetch(`${api.baseUrl}${url}`, { method: 'POST', headers: { cookie: options.cookie ?? api.defaultHeaders.cookie }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

/** 500 rows: 494 good products (every tenth with opening stock), six bad ones. */
function fiveHundredRows(): { text: string; bad: { line: number; reasons: string[] }[] } {
  const rows: string[] = [];
  for (let i = 1; i <= 500; i++) {
    const stock = i % 10 === 0;
    rows.push(`Item ${i},IMP-${i},${stock ? '4' : ''},${stock ? '250.00' : ''},"1,${String(i).padStart(3, '0')}.50",Unit,,Imported,,,,,`);
  }
  // Line n + 1 holds row n.
  rows[9] = 'No cost,IMP-10,5,,900,Unit,,,,,,,'; // line 11
  rows[19] = 'No price,IMP-20,,,,Unit,,,,,,,'; // line 21
  rows[29] = 'Twice,IMP-29,,,100,Unit,,,,,,,'; // line 31: IMP-29 is line 30's
  rows[39] = 'Taken,EXISTING-1,,,100,Unit,,,,,,,'; // line 41
  rows[49] = 'Bad unit,IMP-50,,,100,Bucketful,,,,,,,'; // line 51
  rows[59] = 'Bad expiry,IMP-60,,,100,Unit,,,,,,2027-01-01,'; // line 61
  const bad = [
    { line: 11, reasons: ['Cost price is required'] },
    { line: 21, reasons: ['Selling price is required'] },
    { line: 31, reasons: ['SKU IMP-29 is already used on line 30'] },
    { line: 41, reasons: ['SKU EXISTING-1 is already used by another product or service'] },
    { line: 51, reasons: [expect.stringMatching(/^measurement must be one of/) as unknown as string] },
    { line: 61, reasons: ['expiry date must be dd/mm/yyyy'] },
  ];
  return { text: [HEADER, ...rows].join('\r\n') + '\r\n', bad };
}

describe('product import and bulk update (spec 001 §2, §4, §7), through HTTP, on PostgreSQL and Redis', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let worker: Worker | undefined;
  const productCount = async () =>
    (await api.runtime.pool.query('SELECT count(*)::int AS n FROM products WHERE business_id = $1', [owner.businessId])).rows[0].n as number;
  const importCount = async () => (await api.runtime.pool.query('SELECT count(*)::int AS n FROM product_imports')).rows[0].n as number;
  const startWorker = () => {
    worker ??= new Worker(QUEUES.imports, productImportProcessor(api.runtime), queueOptions(api.runtime.redisUrl!, api.runtime.config.queuePrefix));
  };
  const waitForJob = async (importId: string) => {
    for (let i = 0; i < 600; i++) {
      const review = await api.request({ method: 'GET', url: `/api/v1/inventories/import/csv?importId=${importId}` });
      expect(review.status).toBe(200);
      const job = review.body.data.job;
      if (job?.state === 'failed') throw new Error(`import failed: ${job.error}`);
      if (job?.state === 'completed') return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the import did not finish');
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api);
    await api.request({ method: 'POST', url: '/api/v1/inventories', body: { type: 'PRODUCT', name: 'Existing', sku: 'EXISTING-1', sellingPrice: '10' } });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('serves the three templates as CSV named after the business', async () => {
    const get = (path: string) => fetch(`${api.baseUrl}/api/v1/inventories/${path}`, { headers: { cookie: api.defaultHeaders.cookie } });
    const importTemplate = await get('import/template/download');
    expect(importTemplate.status).toBe(200);
    expect(importTemplate.headers.get('content-disposition')).toBe('attachment; filename="test-stores-inventory-import-template.csv"');
    expect((await importTemplate.text()).split('\r\n')[0]).toBe(HEADER);
    const services = await get('service-bulk-upload-template/download');
    expect((await services.text()).split('\r\n')[0]).toBe('Name,Service ID,Selling Price,Buying Price,Category,Description');
    const inventory = await get('template/download');
    expect(inventory.headers.get('content-disposition')).toBe('attachment; filename="test-stores-inventory-template.csv"');
    const lines = (await inventory.text()).split('\r\n');
    expect(lines[0]).toBe('_id,sku,name,quantity,buyingPrice,sellingPrice');
    expect(lines[1]).toMatch(/^[^,]+,EXISTING-1,Existing,0,0.00,10.00$/);
  });

  it('takes its own template back as downloaded: every example row is ready to import, none refused', async () => {
    const template = await fetch(`${api.baseUrl}/api/v1/inventories/import/template/download`, { headers: { cookie: api.defaultHeaders.cookie } });
    const uploaded = await uploadTo(api, '/api/v1/inventories/import/csv', await template.text());
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.refused).toEqual([]);
  });

  it('imports 500 rows: the review lists every good row and the refused ones with their line and reason, processing creates them once', async () => {
    const { text, bad } = fiveHundredRows();
    const before = await countEvents(api);
    const uploaded = await uploadTo(api, '/api/v1/inventories/import/csv', text);
    expect(uploaded.status).toBe(201);
    const { importId } = uploaded.body.data;
    expect(uploaded.body.data).toMatchObject({ importId: expect.any(String), total: 500, type: 'PRODUCT', job: null });
    expect(uploaded.body.data.refused).toEqual(bad);
    expect(await countEvents(api)).toBe(before); // an upload creates nothing

    const review = await api.request({ method: 'GET', url: `/api/v1/inventories/import/csv?importId=${importId}` });
    expect(review.status).toBe(200);
    expect(review.body.data.products).toHaveLength(494);
    expect(review.body.data.products[0]).toEqual({
      line: 2,
      name: 'Item 1',
      sku: 'IMP-1',
      sellingPrice: '1001.50',
      measurement: 'Unit',
      categoryName: 'Imported',
    });
    expect(review.body.errors).toContainEqual({ field: 'line 11', message: 'line 11: Cost price is required' });

    // Another business's import id, or none that exists: 404.
    const stranger = await createOwner(api);
    expect((await api.request({ method: 'GET', url: `/api/v1/inventories/import/csv?importId=${importId}`, headers: as(stranger) })).status).toBe(404);
    expect(
      (await api.request({ method: 'POST', url: `/api/v1/inventories/import/csv/process?importId=${importId}`, headers: as(stranger), body: {} })).status,
    ).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/v1/inventories/import/csv?importId=not-an-id' })).status).toBe(404);

    const products = await productCount();
    const processed = await api.request({ method: 'POST', url: `/api/v1/inventories/import/csv/process?importId=${importId}`, body: {} });
    expect(processed.status).toBe(202);
    expect(processed.body.message).toMatch(/^Import success, please hold/);
    expect(processed.body.data.job).toMatchObject({ jobId: expect.any(String), state: expect.stringMatching(/waiting|active/) });
    startWorker();
    const job = await waitForJob(importId);
    expect(job).toMatchObject({ progress: { processed: 500, total: 500, percent: 100 }, result: { total: 500, imported: 494, alreadyImported: 0 } });
    expect(job.result.refused).toEqual(bad);
    expect((await productCount()) - products).toBe(494);
    // Every tenth good row brought 4 units at 250.00 (lines 11 and 21… were refused, the others of the 50 are in).
    const stocked = (await api.runtime.pool.query("SELECT product_id FROM products WHERE business_id = $1 AND sku = 'IMP-100'", [owner.businessId])).rows[0];
    expect(await stockOf(api, owner.businessId, stocked.product_id)).toEqual({ quantity: '4', value: '1000.00' });
    expect(await balanceOf(api, owner.businessId, '1200')).toBe(String(44 * 1000) + '.00');
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);

    // Processing the same import again creates nothing twice.
    const events = await countEvents(api);
    const again = await api.request({ method: 'POST', url: `/api/v1/inventories/import/csv/process?importId=${importId}`, body: {} });
    expect(again.status).toBe(202);
    expect(again.body.data.job.jobId).not.toBe(job.jobId);
    const second = await waitForJob(importId);
    expect(second.result).toMatchObject({ imported: 0, alreadyImported: 494 });
    expect(await countEvents(api)).toBe(events);
    expect((await productCount()) - products).toBe(494);
  }, 120_000);

  it('creates a batch row by row when one of its rows is refused at processing: the others are created, the refused one listed', async () => {
    const uploaded = await uploadTo(api, '/api/v1/inventories/import/csv', `${HEADER}\nOne,FB-1,,,10,,,,,,,,\nTwo,FB-2,2,5,10,,,,,,,,\nThree,,,,10,,,,,,,,\n`);
    expect(uploaded.body.data.refused).toEqual([]);
    // The SKU of line 3 is taken after the upload.
    expect(
      (await api.request({ method: 'POST', url: '/api/v1/inventories', body: { type: 'PRODUCT', name: 'First', sku: 'FB-2', sellingPrice: '1' } })).status,
    ).toBe(201);
    const events = await countEvents(api);
    await api.request({ method: 'POST', url: `/api/v1/inventories/import/csv/process?importId=${uploaded.body.data.importId}`, body: {} });
    startWorker();
    const job = await waitForJob(uploaded.body.data.importId);
    expect(job.result).toEqual({
      total: 3,
      imported: 2,
      alreadyImported: 0,
      refused: [{ line: 3, reasons: ['SKU FB-2 is already used by another product or service'] }],
    });
    expect((await countEvents(api)) - events).toBe(2); // two ProductCreated, each its own append; nothing of line 3
    const numbered = await api.runtime.pool.query("SELECT sku FROM products WHERE business_id = $1 AND name = 'Three'", [owner.businessId]);
    expect(numbered.rows).toEqual([{ sku: expect.stringMatching(/^PRD-\d{6}$/) }]);
  }, 60_000);

  it('refuses a file it cannot read with 400 and stores nothing', async () => {
    const imports = await importCount();
    const events = await countEvents(api);
    expect(await uploadTo(api, '/api/v1/inventories/import/csv', 'Name,SKU\nRice,R1\n')).toMatchObject({
      status: 400,
      body: { success: false, code: 'IMPORT_FILE_UNREADABLE', errors: [{ field: 'imageFile', message: 'line 1: the header has no Selling Price column' }] },
    });
    expect(await uploadTo(api, '/api/v1/inventories/import/csv', `${HEADER}\r\n`)).toMatchObject({ status: 400, body: { code: 'IMPORT_FILE_UNREADABLE' } });
    expect(await uploadTo(api, '/api/v1/inventories/import/csv', `${HEADER}\r\nRice`, { field: 'file' })).toMatchObject({
      status: 400,
      body: { code: 'CSV_FILE_REQUIRED', message: 'Upload a CSV file' },
    });
    const noLines = await api.request({
      method: 'POST',
      url: '/api/v1/inventories/import/csv/process?importId=00000000-0000-4000-8000-000000000000',
      body: {},
    });
    expect(noLines.status).toBe(404);
    expect(await importCount()).toBe(imports);
    expect(await countEvents(api)).toBe(events);
  });

  it('bulk-updates names, prices and quantities by _id: the quantity as a stock adjustment, the history kept', async () => {
    const rice = await createProduct(api, owner, { name: 'Rice', buyingPrice: '100', sellingPrice: '150' });
    const beans = await createProduct(api, owner, { name: 'Beans', buyingPrice: '50', sellingPrice: '80' });
    const csv = ['_id,sku,name,quantity,buyingPrice,sellingPrice', `${rice},,Rice 50kg,10,120.00,180.00`, `${beans},,Beans,,,"1,000.00"`].join('\n');
    const events = await countEvents(api);
    const updated = await uploadTo(api, '/api/v1/inventories/bulk-update', csv);
    expect(updated).toMatchObject({ status: 200, body: { success: true, data: { updated: 2, stockAdjusted: 1, unchanged: 0 } } });
    expect((await countEvents(api)) - events).toBe(3); // two ProductUpdated, one StockAdjusted
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '10', value: '1200.00' });
    const row = (
      await api.runtime.pool.query('SELECT name, selling_price::text AS price FROM products WHERE business_id = $1 AND product_id = $2', [
        owner.businessId,
        beans,
      ])
    ).rows[0];
    expect(row.price).toMatch(/^1000(\.0+)?$/);
    const riceRow = (await api.runtime.pool.query('SELECT name FROM products WHERE business_id = $1 AND product_id = $2', [owner.businessId, rice])).rows[0];
    expect(riceRow.name).toBe('Rice 50kg');

    // A count down is an adjustment too: the earlier one stays in the history.
    const down = await uploadTo(api, '/api/v1/inventories/bulk-update', `_id,quantity\n${rice},7\n`);
    expect(down).toMatchObject({ status: 200, body: { data: { updated: 0, stockAdjusted: 1 } } });
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '7', value: '840.00' });
    const adjustments = await api.runtime.pool.query("SELECT count(*)::int AS n FROM events WHERE type = 'StockAdjusted' AND stream_id = $1", [
      `business-${owner.businessId}`,
    ]);
    expect(adjustments.rows[0].n).toBe(2);
  });

  it('refuses a bulk update with a bad row: 400 naming every wrong line, and nothing changes', async () => {
    const rice = await createProduct(api, owner, { name: 'Millet', buyingPrice: '100', sellingPrice: '150' });
    const csv = ['_id,name,quantity,sellingPrice', `${rice},Millet 2,3,200`, 'no-such-id,X,1,1', `${rice},Again,1,1`, `,Nameless,1,1`, `${'x'},,abc,`].join(
      '\n',
    );
    const events = await countEvents(api);
    const refused = await uploadTo(api, '/api/v1/inventories/bulk-update', csv);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'BULK_UPDATE_REFUSED' });
    expect(refused.body.errors.map((error: { field: string }) => error.field)).toEqual(['line 4', 'line 5']);
    const unknown = await uploadTo(api, '/api/v1/inventories/bulk-update', `_id,name\n${rice},Millet 2\nno-such-id,X\n`);
    expect(unknown).toMatchObject({
      status: 400,
      body: { code: 'BULK_UPDATE_REFUSED', errors: [{ field: 'line 3', message: 'line 3: there is no product with _id no-such-id' }] },
    });
    const badQuantity = await uploadTo(api, '/api/v1/inventories/bulk-update', `_id,quantity\n${rice},-2\n`);
    expect(badQuantity).toMatchObject({ status: 400, body: { code: 'BULK_UPDATE_REFUSED', errors: [{ field: 'line 2' }] } });
    expect(await uploadTo(api, '/api/v1/inventories/bulk-update', 'name,quantity\nRice,2\n')).toMatchObject({
      status: 400,
      body: { code: 'IMPORT_FILE_UNREADABLE' },
    });
    expect(await countEvents(api)).toBe(events);
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '0', value: '0.00' });
  });

  it('creates services from the service bulk upload as one job', async () => {
    const csv = 'Name,Service ID,Selling Price,Description\nDelivery,SRV-DEL,2500,Same day\nInstall,,5000,\nBroken,,,\n';
    const uploaded = await uploadTo(api, '/api/v1/inventories/service-bulk-upload', csv);
    expect(uploaded.status).toBe(202);
    expect(uploaded.body.data.refused).toEqual([{ line: 4, reasons: ['Selling price is required'] }]);
    startWorker();
    const job = await waitForJob(uploaded.body.data.importId);
    expect(job.result).toMatchObject({ imported: 2, alreadyImported: 0 });
    const services = await api.runtime.pool.query("SELECT name, sku FROM products WHERE business_id = $1 AND kind = 'service' ORDER BY name", [
      owner.businessId,
    ]);
    expect(services.rows).toEqual([
      { name: 'Delivery', sku: 'SRV-DEL' },
      { name: 'Install', sku: 'SRV-000001' },
    ]);
  }, 60_000);

  // Spec 001 §6: import 52, bulk update 54. The web client shows each button by these codes alone.
  it('lets a member with 52 import and one with 54 bulk-update, and refuses each the other with 403', async () => {
    const importer = await addMember(api, owner, { access: [52] });
    const updater = await addMember(api, owner, { access: [54] });
    const rice = await createProduct(api, owner, { name: 'Sorghum', buyingPrice: '100', sellingPrice: '150' });
    const denied = { status: 403, body: { success: false, message: PERMISSION_DENIED_MESSAGE } };
    const imports = await importCount();
    const events = await countEvents(api);

    expect(await uploadTo(api, '/api/v1/inventories/import/csv', `${HEADER}\nBy 54,ROLE-54,,,10,,,,,,,,\n`, { cookie: updater.cookie })).toMatchObject(denied);
    expect(
      await api.request({ method: 'POST', url: `/api/v1/inventories/import/csv/process?importId=${randomUUID()}`, headers: as(updater), body: {} }),
    ).toMatchObject(denied);
    expect(await uploadTo(api, '/api/v1/inventories/bulk-update', `_id,name\n${rice},By 52\n`, { cookie: importer.cookie })).toMatchObject(denied);
    expect(await importCount()).toBe(imports);
    expect(await countEvents(api)).toBe(events);

    expect(await uploadTo(api, '/api/v1/inventories/import/csv', `${HEADER}\nBy 52,ROLE-52,,,10,,,,,,,,\n`, { cookie: importer.cookie })).toMatchObject({
      status: 201,
      body: { data: { total: 1, refused: [] } },
    });
    expect(await importCount()).toBe(imports + 1);
    // Through the guard: the import it names is not there.
    expect(
      (await api.request({ method: 'POST', url: `/api/v1/inventories/import/csv/process?importId=${randomUUID()}`, headers: as(importer), body: {} })).status,
    ).toBe(404);
    expect(await uploadTo(api, '/api/v1/inventories/bulk-update', `_id,name\n${rice},Sorghum 25kg\n`, { cookie: updater.cookie })).toMatchObject({
      status: 200,
      body: { data: { updated: 1 } },
    });
  });
});
