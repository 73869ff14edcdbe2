import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Decimal, bankAccountNames, hledgerAccountName } from '@ledgerline/ledger';
import { groupDigits, rebuildWith } from '@ledgerline/platform';
import { ledgerProjector, listBankAccounts, posProjector } from '@ledgerline/projections';
import { actAsNewOwner, addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';
import { popplerReads } from './support/pdf-images.js';
import { pdfText } from './support/pdf-text.js';
import { expectPublicLogo, publicLogoAddress } from './support/public-logo.js';
import { DAMAGED_PNG, JPEG_1X1, PNG_1X1 } from '@ledgerline/testing';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { balanceOf, createContact, createProduct, stockOf, trialBalance } from './support/trade-fixtures.js';

jest.setTimeout(180_000);
const run = promisify(execFile);
const money = (value: Decimal | string | number) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The till's arithmetic written out independently (spec 002 §5): S, D (percent of S or fixed), tax % of S − D. */
function expectedTotals(lines: { quantity: string; price: string }[], discount?: { value: string; type: 'percent' | 'fixed' }, taxPercent?: string) {
  const subtotal = lines.reduce((sum, line) => sum.plus(money(new Decimal(line.quantity).times(line.price))), new Decimal(0));
  const discountAmount = !discount ? new Decimal(0) : discount.type === 'fixed' ? money(discount.value) : money(subtotal.times(discount.value).dividedBy(100));
  const tax = taxPercent ? money(subtotal.minus(discountAmount).times(taxPercent).dividedBy(100)) : new Decimal(0);
  return { subtotal, discount: discountAmount, tax, amount: subtotal.minus(discountAmount).plus(tax) };
}

async function hledgerBalances(api: TestApi, dir: string): Promise<Map<string, string>> {
  const exported = await api.request({ method: 'GET', url: '/api/v1/accounting/journal/export' });
  expect(exported.status).toBe(200);
  const file = join(dir, `books-${Date.now()}.journal`);
  await writeFile(file, String(exported.body));
  const { stdout } = await run('hledger', ['-f', file, 'balance', '--flat', '--no-total', '-O', 'csv']);
  return new Map(
    stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const [account, amount] = line.split('","').map((cell) => cell.replace(/^"|"$/g, ''));
        return [account, new Decimal(amount.replace(/^NGN /, '').replace(/,/g, '')).toFixed(2)] as const;
      }),
  );
}

describe('a day at the till', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  let dir: string;
  let bankId: string;
  let bread: string;
  let sugar: string;
  let wrap: string;
  let customer: string;

  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { plan: 'store', bankAccounts: [{ bankName: 'GTBank', accountName: 'Test Stores', accountNumber: '0123456789' }] });
    bankId = (await listBankAccounts(api.runtime.pool, owner.businessId))[0].bankAccountId;
    bread = await createProduct(api, owner, { name: 'Bread' });
    sugar = await createProduct(api, owner, { name: 'Sugar 1kg' });
    wrap = await createProduct(api, owner, { name: 'Gift wrap', kind: 'service' });
    customer = await createContact(api, owner, 'Bola Ade');
    const purchase = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/purchases',
      body: {
        date: '2026-11-24',
        items: [
          { product: bread, quantity: '200', price: '450.00' },
          { product: sugar, quantity: '90', price: '333.33' },
        ],
        account: 'Cash',
      },
    });
    expect(purchase.status).toBe(201);
    dir = await mkdtemp(join(tmpdir(), 'ledgerline-pos-'));
  });
  afterAll(async () => {
    await api?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('opens with a float, sells 30 times in cash and by transfer (one cart parked and retrieved), closes ₦500 short: hledger agrees to the kobo', async () => {
    const opened = await api.request({ method: 'POST', url: '/api/v1/pos/register', body: { openingFloat: '20000', date: '2026-11-25' } });
    expect(opened.status).toBe(201);
    const registerId = opened.body.data.id as string;
    expect((await api.request({ method: 'GET', url: '/api/v1/pos/active-register' })).body.data).toMatchObject({
      id: registerId,
      status: 'open',
      openingFloat: '20000.00',
    });

    const expected = {
      cash: new Decimal(0),
      bank: new Decimal(0),
      credit: new Decimal(0),
      products: new Decimal(0),
      services: new Decimal(0),
      discounts: new Decimal(0),
      vat: new Decimal(0),
    };
    const sold = { bread: new Decimal(0), sugar: new Decimal(0) };
    type Line = { id: string; quantity: string; price: string; oldPrice?: string };
    const sell = async (i: number, parkedCart?: { lines: Line[]; discount: { value: string; type: 'percent' | 'fixed' }; parkedSaleId: string }) => {
      const lines: Line[] = parkedCart?.lines ?? [
        { id: bread, quantity: String(1 + (i % 3)), price: i % 4 === 0 ? '855.00' : '900.00', oldPrice: '900.00' },
        ...(i % 2 === 0 ? [{ id: sugar, quantity: '1.5', price: '1250.50' }] : []),
        ...(i % 5 === 0 ? [{ id: wrap, quantity: '1', price: '300.00' }] : []),
      ];
      const discount = parkedCart
        ? parkedCart.discount
        : i % 3 === 0
          ? { value: '7.5', type: 'percent' as const }
          : i % 7 === 0
            ? { value: '150.00', type: 'fixed' as const }
            : undefined;
      const tax = i % 2 === 1 ? '7.5' : undefined;
      const totals = expectedTotals(lines, discount, tax);
      const byTransfer = i % 3 === 1;
      const onCredit = i === 10;
      const collected = onCredit ? totals.amount.minus(1000) : byTransfer ? totals.amount : totals.amount.dividedBy(1000).ceil().times(1000);
      const response = await api.request({
        method: 'POST',
        url: i % 2 === 0 ? '/api/v1/pos/create' : '/api/v1/pos/create/new',
        headers: { 'Idempotency-Key': `till-1-sale-${i}` },
        body: {
          items: lines,
          ...(discount ? { discount: discount.value, discountType: discount.type } : {}),
          ...(tax ? { tax } : {}),
          account: byTransfer ? bankId : 'Cash',
          amountCollected: collected.toFixed(2),
          amount: totals.amount.toFixed(2),
          date: '2026-11-25',
          ...(onCredit ? { customer: { id: customer, name: 'Bola Ade' } } : {}),
          ...(parkedCart ? { parkedSaleId: parkedCart.parkedSaleId } : {}),
        },
      });
      expect({ sale: i, status: response.status, body: response.status === 201 ? 'recorded' : response.body }).toEqual({
        sale: i,
        status: 201,
        body: 'recorded',
      });
      expect(response.body.data).toMatchObject({
        registerId,
        amount: totals.amount.toFixed(2),
        change: collected.minus(totals.amount).clampedTo(0, Infinity).toFixed(2),
        amountRemaining: totals.amount.minus(collected).clampedTo(0, Infinity).toFixed(2),
      });
      const paid = Decimal.min(collected, totals.amount);
      if (byTransfer) expected.bank = expected.bank.plus(paid);
      else expected.cash = expected.cash.plus(paid);
      expected.credit = expected.credit.plus(totals.amount.minus(paid));
      for (const line of lines) {
        const total = money(new Decimal(line.quantity).times(line.price));
        if (line.id === wrap) expected.services = expected.services.plus(total);
        else expected.products = expected.products.plus(total);
        if (line.id === bread) sold.bread = sold.bread.plus(line.quantity);
        if (line.id === sugar) sold.sugar = sold.sugar.plus(line.quantity);
      }
      expected.discounts = expected.discounts.plus(totals.discount);
      expected.vat = expected.vat.plus(totals.tax);
      return response.body.data as { id: string; reference: string };
    };

    for (let i = 0; i < 29; i++) await sell(i);

    // A resend of a sale (same device key, same body) records nothing new.
    const eventsBefore = await countEvents(api);
    const again = await api.request({
      method: 'POST',
      url: '/api/v1/pos/create',
      headers: { 'Idempotency-Key': 'till-1-sale-0' },
      body: (() => {
        const totals = expectedTotals(
          [
            { quantity: '1', price: '855.00' },
            { quantity: '1.5', price: '1250.50' },
            { quantity: '1', price: '300.00' },
          ],
          { value: '7.5', type: 'percent' },
        );
        return {
          items: [
            { id: bread, quantity: '1', price: '855.00', oldPrice: '900.00' },
            { id: sugar, quantity: '1.5', price: '1250.50' },
            { id: wrap, quantity: '1', price: '300.00' },
          ],
          discount: '7.5',
          discountType: 'percent',
          account: 'Cash',
          amountCollected: totals.amount.dividedBy(1000).ceil().times(1000).toFixed(2),
          amount: totals.amount.toFixed(2),
          date: '2026-11-25',
        };
      })(),
    });
    expect(again.status).toBe(201);
    expect(await countEvents(api)).toBe(eventsBefore);

    // A cart parked posts nothing; retrieved, it is sold as the 30th sale and leaves the parked list.
    const linesBefore = (await api.runtime.pool.query('SELECT count(*)::int AS n FROM journal_lines WHERE business_id = $1', [owner.businessId])).rows[0].n;
    const parked = await api.request({
      method: 'POST',
      url: '/api/v1/pos/create',
      body: { status: 'parked', items: [{ id: bread, quantity: '2', price: '900.00', oldPrice: '900.00' }], discount: '10' },
    });
    expect(parked.status).toBe(201);
    expect((await api.runtime.pool.query('SELECT count(*)::int AS n FROM journal_lines WHERE business_id = $1', [owner.businessId])).rows[0].n).toBe(
      linesBefore,
    );
    const parkedList = await api.request({ method: 'GET', url: '/api/v1/pos/sales/parked' });
    expect(parkedList.body.data.map((p: { id: string }) => p.id)).toEqual([parked.body.data.id]);
    const retrieved = await api.request({ method: 'GET', url: `/api/v1/pos/sales/${parked.body.data.id}/retrieve` });
    expect(retrieved.status).toBe(200);
    expect(retrieved.body.data.cart).toMatchObject({
      items: [{ id: bread, name: 'Bread', quantity: '2', price: '900.00' }],
      discount: '10',
      discountType: 'percent',
    });
    const cart = retrieved.body.data.cart;
    await sell(29, { lines: cart.items, discount: { value: cart.discount, type: cart.discountType }, parkedSaleId: parked.body.data.id });
    expect((await api.request({ method: 'GET', url: '/api/v1/pos/sales/parked' })).body.data).toEqual([]);
    expect((await api.request({ method: 'GET', url: `/api/v1/pos/sales/${parked.body.data.id}/retrieve` })).status).toBe(404);

    const history = await api.request({ method: 'GET', url: `/api/v1/pos/sales/history?registerId=${registerId}&limit=100` });
    expect(history.body.total).toBe(30);
    expect(history.body).toMatchObject({ page: 1, limit: 100, skip: 0 });
    const secondPage = await api.request({ method: 'GET', url: `/api/v1/pos/sales/history?registerId=${registerId}&page=2&limit=25` });
    expect(secondPage.body).toMatchObject({ page: 2, limit: 25, skip: 25, total: 30 });
    expect(secondPage.body.data).toHaveLength(5);
    for (const query of ['page=0', 'limit=ten', 'page=1.5']) {
      const refused = await api.request({ method: 'GET', url: `/api/v1/pos/sales/history?${query}` });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: [{ field: query.split('=')[0] }] });
    }

    // While open: the takings per account; closing: cash counted ₦500 short of float + cash takings.
    const active = (await api.request({ method: 'GET', url: '/api/v1/pos/active-register' })).body.data;
    const expectedCash = expected.cash.plus(20000);
    expect(active.paymentSummary).toEqual([
      { glAccount: 'Cash', name: 'Cash', glTotalSale: expected.cash.toFixed(2), expected: expectedCash.toFixed(2), counted: null, difference: null },
      { glAccount: bankId, name: 'GTBank', glTotalSale: expected.bank.toFixed(2), expected: expected.bank.toFixed(2), counted: null, difference: null },
    ]);
    const closed = await api.request({
      method: 'PUT',
      url: '/api/v1/pos/register',
      body: {
        date: '2026-11-25',
        paymentSummary: [
          { glAccount: 'Cash', glTotalSale: expected.cash.toFixed(2), counted: expectedCash.minus(500).toFixed(2) },
          { glAccount: bankId, counted: expected.bank.toFixed(2) },
        ],
      },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.cashDifference).toBe('-500.00');
    expect((await api.request({ method: 'GET', url: '/api/v1/pos/active-register' })).body.data).toBeNull();
    expect((await api.request({ method: 'GET', url: '/api/v1/pos/latest-register' })).body.data).toMatchObject({
      id: registerId,
      status: 'closed',
      salesCount: 30,
      cashDifference: '-500.00',
    });

    // The books, by hledger on the journal export, against the till's own arithmetic.
    const theirs = await hledgerBalances(api, dir);
    const names = { currency: 'NGN', bankNames: bankAccountNames(await listBankAccounts(api.runtime.pool, owner.businessId)) };
    const account = (code: string, sub = '') => theirs.get(hledgerAccountName(code, sub, names)) ?? '0.00';
    const purchases = money(new Decimal(200).times('450.00')).plus(money(new Decimal(90).times('333.33')));
    expect(account('1000')).toBe(expected.cash.minus(purchases).minus(500).toFixed(2));
    expect(account('1010', bankId)).toBe(expected.bank.toFixed(2));
    expect(account('1100')).toBe(expected.credit.toFixed(2));
    expect(account('4000')).toBe(expected.products.negated().toFixed(2));
    expect(account('4010')).toBe(expected.services.negated().toFixed(2));
    expect(account('4050')).toBe(expected.discounts.toFixed(2));
    expect(account('2100')).toBe(expected.vat.negated().toFixed(2));
    expect(account('6930')).toBe('500.00');
    // Cost of goods: each product's cost leaves at its moving average; what is left is what is in stock.
    const breadLeft = await stockOf(api, owner.businessId, bread);
    const sugarLeft = await stockOf(api, owner.businessId, sugar);
    expect(breadLeft.quantity).toBe(new Decimal(200).minus(sold.bread).toString());
    expect(sugarLeft.quantity).toBe(new Decimal(90).minus(sold.sugar).toString());
    const cogs = purchases.minus(breadLeft.value).minus(sugarLeft.value);
    expect(account('5000')).toBe(cogs.toFixed(2));
    expect(account('1200')).toBe(new Decimal(breadLeft.value).plus(sugarLeft.value).toFixed(2));
    // And hledger's books are ours, account by account, summing to zero.
    expect([...theirs.values()].reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2)).toBe('0.00');
    expect(await balanceOf(api, owner.businessId, '6930')).toBe('500.00');
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);

    // The till's read models and the books rebuild from the events exactly as they stand.
    const rebuilt = (await rebuildWith(api.runtime, [posProjector, ledgerProjector], { dryRun: true })) as { projector: string; identical: boolean }[];
    expect(rebuilt.map((r) => [r.projector, r.identical])).toEqual([
      ['pos', true],
      ['ledger', true],
    ]);
  });

  it('prints a sale’s receipt at 80 mm, as a page and as a PDF', async () => {
    const sale = (await api.request({ method: 'GET', url: '/api/v1/pos/sales/history?limit=1' })).body.data[0];
    const html = await api.request({ method: 'GET', url: `/api/v1/pos/sales/${sale.id}/receipt` });
    expect(html.status).toBe(200);
    expect(String(html.headers['content-type'])).toMatch(/^text\/html/);
    expect(html.body).toContain('size: 80mm auto');
    expect(html.body).toContain(`Receipt ${sale.reference}`);
    // The date as the business reads it (DD/MM/YYYY), on the page and the PDF.
    const printedDate = `${sale.date.slice(8, 10)}/${sale.date.slice(5, 7)}/${sale.date.slice(0, 4)}`;
    expect(html.body).toContain(printedDate);
    expect(html.body).not.toContain(sale.date);
    // The total with the naira sign, as the till's screen shows it, on the page and the PDF.
    const total = `₦${groupDigits(sale.amount)}`;
    expect(html.body).toContain(total);
    // The till prints it from a frame of the web client's own: framed by our pages, by no other site's.
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    const other = await api.request({ method: 'GET', url: '/api/v1/pos/sales/history?limit=1' });
    expect(other.headers['x-frame-options']).toBe('DENY');
    const pdf = await fetch(`${api.baseUrl}/api/v1/pos/sales/${sale.reference}/receipt/pdf`, { headers: api.defaultHeaders });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 226\.77/);
    expect(pdfText(bytes)).toContain(`Receipt ${sale.reference}`);
    expect(pdfText(bytes)).toContain(printedDate);
    expect(pdfText(bytes)).toContain(total);
    expect(pdfText(bytes)).not.toContain('NGN');
    const history = await api.request({ method: 'GET', url: `/api/v1/pos/sales/${sale.id}/history` });
    expect(history.status).toBe(200);
    expect(history.body.data.sale.id).toBe(sale.id);
  });

  it('draws the business’s logo at the top of the receipt, page and PDF, once it has one it can read', async () => {
    const sale = (await api.request({ method: 'GET', url: '/api/v1/pos/sales/history?limit=1' })).body.data[0];
    const receipt = async () => {
      const html = await api.request({ method: 'GET', url: `/api/v1/pos/sales/${sale.id}/receipt` });
      expect(html.status).toBe(200);
      const response = await fetch(`${api.baseUrl}/api/v1/pos/sales/${sale.id}/receipt/pdf`, { headers: api.defaultHeaders });
      expect(response.status).toBe(200);
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdfText(pdf)).toContain(`Receipt ${sale.reference}`);
      const height = Number(/\/MediaBox \[0 0 226\.77\d* ([\d.]+)\]/.exec(pdf.toString('latin1'))![1]);
      return { html: String(html.body), pdf: await popplerReads(pdf), height };
    };
    const uploadLogo = async (logo: Buffer) => {
      const form = new FormData();
      form.set('logo', new Blob([new Uint8Array(logo)]), 'logo');
      const response = await fetch(`${api.baseUrl}/api/v1/accounts/settings/update-logo`, { method: 'PATCH', body: form, headers: as(owner) });
      expect(response.status).toBe(200);
    };

    // No logo: no picture.
    const plain = await receipt();
    expect(plain.html).not.toContain('<img');
    expect(plain.pdf).toEqual({ images: [], renderErrors: '' });

    // A PNG, then a JPEG: in the page by its public address above the business's name (the page stays
    // small, the frame loads the picture), and on the PDF, which grows by its height.
    for (const [logo, type] of [
      [PNG_1X1, 'image/png'],
      [JPEG_1X1, 'image/jpeg'],
    ] as const) {
      await uploadLogo(logo);
      const drawn = await receipt();
      const address = publicLogoAddress(owner.businessId, logo);
      expect(drawn.html).toContain(`<img src="${address}" alt=""`);
      expect(drawn.html).not.toContain('base64');
      await expectPublicLogo(api, address, logo, type);
      expect(drawn.html.indexOf('<img')).toBeLessThan(drawn.html.indexOf('<h1>'));
      expect(drawn.pdf).toEqual({ images: [{ page: 1, width: 1, height: 1 }], renderErrors: '' });
      expect(drawn.height).toBeGreaterThan(plain.height);
    }

    // A logo it cannot read (taken by the upload, which checks the first bytes only): the receipt as without one.
    await uploadLogo(DAMAGED_PNG);
    expect(await receipt()).toEqual(plain);
  });

  it('refuses bad input with the field named and leaves no trace', async () => {
    const refused = async (request: Parameters<TestApi['request']>[0], status: number, match: Record<string, unknown>) => {
      const before = await countEvents(api);
      const response = await api.request(request);
      expect({ status: response.status, body: response.body }).toMatchObject({ status, body: { success: false, ...match } });
      expect(await countEvents(api)).toBe(before);
      return response;
    };
    const cart = { items: [{ id: bread, quantity: '1', price: '900' }], amountCollected: '900', date: '2026-11-25' };
    // No open register (the day's is closed), and closing one again.
    await refused({ method: 'POST', url: '/api/v1/pos/create', body: cart }, 409, { code: 'REGISTER_NOT_OPEN' });
    const closedId = (await api.request({ method: 'GET', url: '/api/v1/pos/latest-register' })).body.data.id;
    await refused({ method: 'POST', url: '/api/v1/pos/create', body: { ...cart, registerId: closedId } }, 409, { code: 'REGISTER_CLOSED' });
    await refused({ method: 'PUT', url: '/api/v1/pos/register', body: { paymentSummary: [{ glAccount: 'Cash', counted: '0' }] } }, 409, {
      code: 'REGISTER_NOT_OPEN',
    });
    await refused({ method: 'PUT', url: '/api/v1/pos/register', body: { registerId: closedId, paymentSummary: [{ glAccount: 'Cash', counted: '0' }] } }, 409, {
      code: 'REGISTER_CLOSED',
    });

    // Someone else's register.
    const cashier = await addMember(api, owner, { access: [141] });
    const theirs = await api.request({ method: 'POST', url: '/api/v1/pos/register', headers: as(cashier), body: { openingFloat: '0' } });
    expect(theirs.status).toBe(201);
    await refused({ method: 'POST', url: '/api/v1/pos/create', body: { ...cart, registerId: theirs.body.data.id } }, 403, { code: 'REGISTER_NOT_YOURS' });

    // With an open register of one's own: over stock, a collected amount that is not a decimal, a discount over 100%.
    expect((await api.request({ method: 'POST', url: '/api/v1/pos/register', body: { openingFloat: '5000' } })).status).toBe(201);
    await refused({ method: 'POST', url: '/api/v1/pos/register', body: { openingFloat: '0' } }, 409, { code: 'REGISTER_ALREADY_OPEN' });
    await refused(
      { method: 'POST', url: '/api/v1/pos/create', body: { ...cart, items: [{ id: bread, quantity: '100000', price: '900' }], amountCollected: '90000000' } },
      409,
      {
        code: 'STOCK_INSUFFICIENT',
        errors: [{ field: 'items[0].quantity' }],
      },
    );
    await refused({ method: 'POST', url: '/api/v1/pos/create', body: { ...cart, amountCollected: 'nine hundred' } }, 400, {
      errors: [{ field: 'amountCollected' }],
    });
    await refused({ method: 'POST', url: '/api/v1/pos/create', body: { ...cart, discount: '150' } }, 400, { errors: [{ field: 'discount' }] });
    await refused({ method: 'POST', url: '/api/v1/pos/create', body: { ...cart, amountCollected: '100' } }, 400, { errors: [{ field: 'customer' }] });
    await refused({ method: 'POST', url: '/api/v1/pos/create', body: { ...cart, items: [] } }, 400, { errors: [{ field: 'items' }] });
    await refused({ method: 'POST', url: '/api/v1/pos/create', body: { ...cart, status: 'maybe' } }, 400, { errors: [{ field: 'status' }] });
    await refused({ method: 'DELETE', url: '/api/v1/pos/sales/00000000-0000-4000-8000-000000000000' }, 404, { code: 'PARKED_SALE_NOT_FOUND' });
  });

  it('finds products for the till: recent ones (not taken for a product id) and by name, SKU or barcode', async () => {
    const recent = await api.request({ method: 'GET', url: '/api/v1/products/recent' });
    expect(recent.status).toBe(200);
    expect(recent.body.data[0].name).toBe('Bread');
    const search = await api.request({ method: 'GET', url: '/api/v1/inventories/s/sugar/ALL/ALL' });
    expect(search.body.data.map((p: { name: string }) => p.name)).toContain('Sugar 1kg');
  });

  it('is refused on a plan without a point of sale', async () => {
    const free = await createOwner(api);
    const response = await api.request({ method: 'POST', url: '/api/v1/pos/register', headers: as(free), body: { openingFloat: '0' } });
    expect(response.status).toBe(403);
  });
});

describe('16 tills selling the last 50 units at once', () => {
  let api: TestApi;
  let owner: SignedInOwner;
  beforeAll(async () => {
    api = await createTestApi();
    owner = await actAsNewOwner(api, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('records exactly 50 sales; stock ends at 0 worth 0.00', async () => {
    const product = await createProduct(api, owner, { name: 'Rice 50kg' });
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/v1/transactions/purchases',
          body: { date: '2026-11-20', items: [{ product, quantity: '50', price: '333.33' }], account: 'Cash' },
        })
      ).status,
    ).toBe(201);
    const registers: string[] = [];
    for (let till = 1; till <= 16; till++) {
      const opened = await api.request({ method: 'POST', url: '/api/v1/pos/register', body: { till: `Till ${till}`, openingFloat: '1000' } });
      expect(opened.status).toBe(201);
      registers.push(opened.body.data.id);
    }
    const responses = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        api.request({
          method: 'POST',
          url: '/api/v1/pos/create',
          headers: { 'Idempotency-Key': `device-${i % 16}-sale-${i}` },
          body: { registerId: registers[i % 16], items: [{ id: product, quantity: '1', price: '500' }], amountCollected: '500', date: '2026-11-22' },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(14);
    expect(await stockOf(api, owner.businessId, product)).toEqual({ quantity: '0', value: '0.00' });
    const sales = await api.runtime.pool.query('SELECT count(*)::int AS n FROM pos_sales WHERE business_id = $1', [owner.businessId]);
    expect(sales.rows[0].n).toBe(50);
    const totals = await trialBalance(api, owner.businessId);
    expect(totals.debit).toBe(totals.credit);
  });
});
