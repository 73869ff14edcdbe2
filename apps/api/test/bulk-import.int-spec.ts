import { Worker } from 'bullmq';
import { QUEUES, queueOptions } from '@ledgerline/jobs';
import { freePort } from '@ledgerline/platform';
import { loadBusinessState } from '@ledgerline/projections';
import { bulkImportProcessor } from '../../worker/src/jobs/bulk-import/bulk-import.processor.js';
import { actAsNewOwner, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createContact, createProduct, stockOf, trialBalance } from './support/trade-fixtures.js';

const HEADER = 'Date,Type,Reference,Product,Quantity,Price,Amount,Expense Category,Mode of Payment,Customer/Supplier,Description';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

interface UploadOptions {
  fileName?: string;
  type?: string;
  field?: string;
  cookie?: string;
}

/** POST /transactions/bulk-import as the browser sends it: multipart, the file in `imageFile`. */
async function uploadTo(api: TestApi, content: string | Uint8Array, options: UploadOptions = {}): Promise<{ status: number; body: any }> {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append(options.field ?? 'imageFile', new Blob([bytes], { type: options.type ?? 'text/csv' }), options.fileName ?? 'transactions.csv');
  const response = await fetch(`${api.baseUrl}/api/v1/transactions/bulk-import`, {
    method: 'POST',
    headers: { cookie: options.cookie ?? api.defaultHeaders.cookie },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** 250 expenses: rent (code 5) on odd rows, salary (17) on even ones; amounts 1.00 to 250.00. */
const LARGE_FILE = csv(...Array.from({ length: 250 }, (_, i) => `01/12/2026,expenses,BULK-${i + 1},,,,${i + 1}.00,${i % 2 ? 17 : 5},Cash,,Row ${i + 1}`));

describe('bulk import of transactions (spec 002 §5), through HTTP, on PostgreSQL and Redis', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let rice: string;
  let gtb: string;

  const upload = (content: string | Uint8Array, options: UploadOptions = {}) => uploadTo(api, content, options);
  const transactionsCount = async () =>
    (await api.runtime.pool.query('SELECT count(*)::int AS n FROM transactions WHERE business_id = $1', [owner.businessId])).rows[0].n as number;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }] });
    const state = await loadBusinessState(api.runtime.pool, owner.businessId);
    gtb = Object.keys(state.bankAccounts)[0];
    rice = await createProduct(api, owner, { name: 'Rice 50kg' });
    await createContact(api, owner, 'Ada Obi');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('downloads the template: CSV named after the business, the header and two example rows', async () => {
    const response = await fetch(`${api.baseUrl}/api/v1/transactions/bulk-template/download`, { headers: { cookie: api.defaultHeaders.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="test-stores-transactions-template.csv"');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1)).toEqual([
      '25/11/2026,sales,,Rice 50kg,2,45000.00,,,Cash,,Two bags of rice',
      '26/11/2026,expenses,RENT-NOV,,,,150000.00,5,Cash,,Shop rent for November',
      '',
    ]);
  });

  const mixedFile = csv(
    '20/11/2026,purchases,BUY-1,Rice 50kg,10,1200,12000,,gtbank,,Ten bags',
    '2026-11-21,sales,,Rice 50kg,1,1500,,,Cash,,',
    '21/11/2026,sales,SELL-1,rice 50KG,2,1500.00,,,Cash,Ada Obi,Two bags',
    '21/11/2026,expenses,,,,,"15,000.50",5,Access,,Rent',
    '',
    '22/11/2026,expenses,,,,,500,99,Cash,,',
    '22/11/2026,refund,,,,,500,5,Cash,,',
    '22/11/2026,sales,,Rice 50kg,100,1500,,,Cash,,More than in stock',
    '23/11/2026,expenses,RENT-1,,,,"15,000.50",5,GTBank 0123456789,,Rent',
  );

  it('imports the good rows and lists every bad one by line with its reasons', async () => {
    const eventsBefore = await countEvents(api);
    const response = await upload(mixedFile);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: false,
      message: 'Imported 3 of 8 transactions; 5 rows were refused',
      data: {
        total: 8,
        imported: 3,
        alreadyImported: 0,
        refused: [
          { line: 3, reasons: ['date must be dd/mm/yyyy'] },
          { line: 5, reasons: ['mode of payment "Access" is not Cash or one of your banks'] },
          { line: 7, reasons: ['expense category 99 is not a category code (1 to 36)'] },
          { line: 8, reasons: ['type must be sales, purchases or expenses'] },
          { line: 9, reasons: ['Only 8 of Rice 50kg in stock'] },
        ],
      },
      errors: [
        { field: 'line 3', message: 'line 3: date must be dd/mm/yyyy' },
        { field: 'line 5', message: 'line 5: mode of payment "Access" is not Cash or one of your banks' },
        { field: 'line 7', message: 'line 7: expense category 99 is not a category code (1 to 36)' },
        { field: 'line 8', message: 'line 8: type must be sales, purchases or expenses' },
        { field: 'line 9', message: 'line 9: Only 8 of Rice 50kg in stock' },
      ],
    });
    // One append per imported row: a purchase, a sale, an expense.
    expect((await countEvents(api)) - eventsBefore).toBe(3);
    const { rows } = await api.runtime.pool.query(
      'SELECT reference, type, amount::text, entity_id FROM transactions WHERE business_id = $1 AND reference = ANY($2) ORDER BY reference',
      [owner.businessId, ['BUY-1', 'RENT-1', 'SELL-1']],
    );
    expect(rows).toEqual([
      { reference: 'BUY-1', type: 'purchases', amount: expect.stringMatching(/^12000(\.00)?$/), entity_id: null },
      { reference: 'RENT-1', type: 'expenses', amount: expect.stringMatching(/^15000\.50?$/), entity_id: null },
      { reference: 'SELL-1', type: 'sales', amount: expect.stringMatching(/^3000(\.00)?$/), entity_id: expect.any(String) },
    ]);
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '8', value: '9600.00' });
    expect(await balanceOf(api, owner.businessId, '1010', gtb)).toBe('-27000.50');
    expect(await balanceOf(api, owner.businessId, '6050')).toBe('15000.50');
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
  });

  it('imports nothing twice when the same file is uploaded again', async () => {
    const events = await countEvents(api);
    const transactions = await transactionsCount();
    const response = await upload(mixedFile, { fileName: 'same-file-again.csv' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ total: 8, imported: 0, alreadyImported: 3 });
    expect(response.body.data.refused.map((row: { line: number }) => row.line)).toEqual([3, 5, 7, 8, 9]);
    expect(await countEvents(api)).toBe(events);
    expect(await transactionsCount()).toBe(transactions);
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '8', value: '9600.00' });
  });

  it('leaves no trace of a refused row, whether the file or the ledger refuses it', async () => {
    const events = await countEvents(api);
    const transactions = await transactionsCount();
    const response = await upload(
      csv(
        '24/11/2026,sales,,Rice 50kg,9,1500,,,Cash,,One more than in stock',
        '24/11/2026,sales,,Yam,1,100,,,Cash,,',
        '24/11/2026,expenses,RENT-1,,,,100,5,Cash,,Reference in use',
        '24/11/2026,expenses,,,,,100,10,Cash,Nobody,',
      ),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      total: 4,
      imported: 0,
      alreadyImported: 0,
      refused: [
        { line: 2, reasons: ['Only 8 of Rice 50kg in stock'] },
        { line: 3, reasons: ['product "Yam" is not one of your products or services (give its name or SKU)'] },
        { line: 4, reasons: ['A transaction with reference RENT-1 already exists'] },
        {
          line: 5,
          reasons: ['expense category 10 (interest_income) is income, not an expense: record it as money in'],
        },
      ],
    });
    expect(await countEvents(api)).toBe(events);
    expect(await transactionsCount()).toBe(transactions);
    expect(await stockOf(api, owner.businessId, rice)).toEqual({ quantity: '8', value: '9600.00' });
  });

  it('refuses anything but a CSV file: "Upload a CSV file"', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const refusal = { success: false, message: 'Upload a CSV file', code: 'CSV_FILE_REQUIRED' };
    expect(await upload(png, { fileName: 'receipt.png', type: 'image/png' })).toMatchObject({ status: 400, body: refusal });
    expect(await upload(csv('24/11/2026,expenses,,,,,100,5,Cash,,'), { field: 'file' })).toMatchObject({ status: 400, body: refusal });
    expect(await upload('Date,Type\n', { fileName: 'notes.txt', type: 'text/plain' })).toMatchObject({ status: 400, body: refusal });
    // A spreadsheet's binary (a zip) renamed to .csv is told by its content.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0]);
    expect(await upload(zip, { fileName: 'book.csv' })).toMatchObject({
      status: 400,
      body: { code: 'CSV_FILE_REQUIRED', message: /^Upload a CSV file: book\.csv is not CSV text/ },
    });
    const json = await api.request({ method: 'POST', url: '/api/v1/transactions/bulk-import', body: { rows: [] } });
    expect(json).toMatchObject({ status: 400, body: refusal });
    const noHeader = await upload('24/11/2026,expenses,100\n');
    expect(noHeader).toMatchObject({
      status: 400,
      body: { code: 'IMPORT_FILE_UNREADABLE', message: expect.stringMatching(/^The first line must be the header/) },
    });
  });

  describe('a large file', () => {
    let worker: Worker | undefined;
    afterAll(async () => {
      await worker?.close();
    });

    // Besides the 250 good rows, one refused by the file's reading, two by the worker's commands.
    const largeWithBadRows =
      LARGE_FILE +
      ['2026-12-01,expenses,,,,,1.00,5,Cash,,', '01/12/2026,expenses,RENT-1,,,,1.00,5,Cash,,', '01/12/2026,sales,,Rice 50kg,1000,1,,,Cash,,'].join('\r\n');
    const refusedRows = [
      { line: 252, reasons: ['date must be dd/mm/yyyy'] },
      { line: 253, reasons: ['A transaction with reference RENT-1 already exists'] },
      { line: 254, reasons: ['Only 8 of Rice 50kg in stock'] },
    ];

    const startWorker = () => {
      worker ??= new Worker(QUEUES.imports, bulkImportProcessor(api.runtime), queueOptions(api.runtime.redisUrl!, api.runtime.config.queuePrefix));
    };
    const waitForJob = async (jobId: string) => {
      for (let i = 0; i < 500; i++) {
        const status = await api.request({ method: 'GET', url: `/api/v1/transactions/bulk-import/${jobId}` });
        expect(status.status).toBe(200);
        if (status.body.data.state === 'failed') throw new Error(`import failed: ${status.body.data.error}`);
        if (status.body.data.state === 'completed') return status.body.data;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the import did not finish');
    };

    it('runs as a job whose progress the uploader can read, and the worker imports it', async () => {
      const stranger = await createOwner(api);
      const events = await countEvents(api);
      const queued = await upload(largeWithBadRows, { fileName: 'december.csv' });
      expect(queued.status).toBe(202);
      expect(queued.body).toEqual({
        success: true,
        message: 'Importing 253 rows: follow the progress with the job id',
        data: { jobId: expect.any(String), total: 253 },
      });
      const { jobId } = queued.body.data;

      const waiting = await api.request({ method: 'GET', url: `/api/v1/transactions/bulk-import/${jobId}` });
      expect(waiting.body).toEqual({
        success: true,
        data: { jobId, fileName: 'december.csv', state: 'waiting', progress: { processed: 0, total: 253, percent: 0 }, result: null, error: null },
      });
      // Another business cannot see it.
      expect((await api.request({ method: 'GET', url: `/api/v1/transactions/bulk-import/${jobId}`, headers: as(stranger) })).status).toBe(404);
      expect((await api.request({ method: 'GET', url: '/api/v1/transactions/bulk-import/999999' })).status).toBe(404);

      // A real BullMQ worker on the real Redis, on this test's own queue prefix.
      startWorker();
      const done = await waitForJob(jobId);
      expect(done).toMatchObject({
        state: 'completed',
        progress: { processed: 253, total: 253, percent: 100 },
        result: {
          total: 253,
          imported: 250,
          alreadyImported: 0,
          refused: refusedRows,
          errors: refusedRows.map((row) => ({ field: `line ${row.line}`, message: `line ${row.line}: ${row.reasons[0]}` })),
        },
      });
      expect((await countEvents(api)) - events).toBe(250);
      expect(await balanceOf(api, owner.businessId, '6050')).toBe('30625.50'); // rent: 15000.50 before, and rows 1, 3, …, 249 (125² = 15625)
      const totals = await trialBalance(api, owner.businessId);
      expect(totals.debit).toBe(totals.credit);
    }, 60_000);

    it('imports nothing twice when the large file comes again (the worker replays the rows)', async () => {
      const events = await countEvents(api);
      const queued = await upload(largeWithBadRows, { fileName: 'december-again.csv' });
      startWorker();
      expect(queued.status).toBe(202);
      const done = await waitForJob(queued.body.data.jobId);
      expect(done.result).toMatchObject({ total: 253, imported: 0, alreadyImported: 250, refused: refusedRows });
      expect(await countEvents(api)).toBe(events);
    }, 60_000);
  });
});

describe('bulk import without Redis', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ REDIS_URL: '', LOCAL_REDIS_PORT: String(await freePort()) });
    await actAsNewOwner(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('imports a large file in the request, whatever its size', async () => {
    const events = await countEvents(api);
    const response = await uploadTo(api, LARGE_FILE);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Imported 250 of 250 transactions',
      data: { total: 250, imported: 250, refused: [] },
      errors: [],
    });
    expect((await countEvents(api)) - events).toBe(250);
  }, 60_000);
});
